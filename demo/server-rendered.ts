/**
 * The product page as a shop's server would render it before any script: the product's title,
 * vendor, first image, price range and first variant's id, and the room each element will take,
 * so that nothing moves when the data arrives (docs/guide.md, "No layout shift"). The demo has no
 * server of its own: index.html runs this module with `blocking="render"`, so the browser paints
 * nothing before it (it imports no element code). The static build (`npm run build:demo`) bundles it
 * into the page's one script, which runs after the first paint: there the page may move once. The theme's stylesheet and the switchers' boxes
 * are in the HTML itself (demo/render-settings.ts, demo/index.html).
 */
import { settings } from './settings.js';
import { cdnSrcset } from '../src/core/media.js';
import { formatMoney } from '../src/core/money.js';
import { FIXTURES, MISSING_HANDLE, type FixtureInfo } from './fixtures/index.js';
import { translatePage } from './theme-strings.js';

interface Rendered {
  title: string;
  vendor: string;
  /** Price range in the shop's currency, EUR hundredths. */
  min: number;
  max: number;
  /** The first available variant's id, for the form's fallback `<input name="id">`. */
  id?: string;
  /** The first image's file name under /cdn/shop/files/. */
  image?: string;
  /** The gallery has thumbnails (two or more media). */
  thumbnails?: true;
  /**
   * The room the elements take once the product is shown, in em (measured once in the Minimal
   * theme at 1280 px, as docs/guide.md suggests a theme does): the picker (none: a single variant),
   * the selling plans, the price when it has a unit price line.
   */
  reserve: { picker?: number; plans?: number; price?: number };
  /**
   * The product is completed from the theme's JSON view (`json-view`): more variants than its
   * document's first 250, or option values that are other products (a combined listing). A theme's
   * snippet decides it from `product.variants_count` and `value.product_url`.
   */
  jsonView?: true;
}

/** What the server renders for each product. It stays on screen when loading fails. */
const SERVER_RENDERED: Record<string, Rendered> = {
  'linen-shirt': { title: 'Linen Shirt', vendor: 'Atelier Nord', min: 4990, max: 7990, image: 'linen-shirt-white', thumbnails: true, reserve: { picker: 19.13 } },
  'house-blend-coffee': { title: 'House Blend Coffee', vendor: 'Kaffeerösterei Süd', min: 1490, max: 4990, id: '43200000000001', image: 'house-blend-coffee', reserve: { picker: 11.2, plans: 14.67 } },
  'ritual-tea-club': { title: 'Ritual Tea Club', vendor: 'Ritual Tea', min: 1650, max: 1800, image: 'ritual-tea-club', reserve: { picker: 4, plans: 17.47 } },
  'house-blend': { title: 'House Blend', vendor: 'Roastery Nord', min: 1450, max: 4995, id: '45100200300400', image: 'house-blend', reserve: { picker: 11.2, plans: 14.67, price: 3.13 } },
  'olive-oil-early-harvest': { title: 'Olive Oil, Early Harvest', vendor: 'Kalamata Groves', min: 1290, max: 15900, reserve: { picker: 4, price: 3.13 } },
  'cold-brew-kit': { title: 'Cold Brew Kit', vendor: 'Kaffeerösterei Süd', min: 2490, max: 6990, image: 'cold-brew-kit', reserve: { picker: 4, plans: 10.07 } },
  'canvas-tote': { title: 'Canvas Tote', vendor: 'Atelier Nord', min: 1500, max: 1500, image: 'canvas-tote', reserve: {} },
  'organic-cotton-tee': { title: 'Organic Cotton Tee', vendor: 'Atelier Nord', min: 2500, max: 2700, image: 'organic-cotton-tee-oat', thumbnails: true, reserve: { picker: 9.13 } },
  'big-catalogue': { jsonView: true, title: 'Big Catalogue Sock (2,048 variants)', vendor: 'Atelier Nord', min: 2400, max: 4600, image: 'big-catalogue', reserve: { picker: 44.67 } },
  'long-title-backpack': {
    title: 'The Remarkably Comprehensive, Extraordinarily Durable, Weather-Resistant, Hand-Stitched Everyday Expedition Backpack with Detachable Hip Belt, Laptop Sleeve and Lifetime Repair Guarantee — Limited Anniversary Edition (Donaudampfschifffahrtsgesellschaftskapitänsausgabe)',
    vendor: 'Outfitters of the Extraordinarily Long Company Name GmbH & Co. KG', min: 15900, max: 18900, image: 'backpack-midnight-blue', thumbnails: true, reserve: { picker: 26.2 },
  },
  'html-injection-test': { title: '<img src=x onerror=alert(1)>', vendor: '<b>bold</b>', min: 1000, max: 1300, image: 'html-injection-test', reserve: { picker: 8.87, plans: 10.07 } },
  'café-crème': { title: 'Café Crème — Röstung № 5 „Große Tasse“', vendor: 'Rösterei Zürich-Öst', min: 1295, max: 4295, image: 'cafe-creme', reserve: { picker: 11.2 } },
  'trail-runner-sold-out': { title: 'Trail Runner', vendor: 'Fell & Ridge', min: 12900, max: 12900, image: 'trail-runner-grey', thumbnails: true, reserve: { picker: 9.13 } },
  'espresso-pods': { title: 'Espresso Pods, Boxes of 10', vendor: 'Kaffeerösterei Süd', min: 590, max: 620, image: 'espresso-pods', reserve: { picker: 4 } },
  'enamel-camp-mug': { title: 'Enamel Camp Mug', vendor: 'Fell & Ridge', min: 1800, max: 1800, image: 'enamel-camp-mug-forest-green', thumbnails: true, reserve: { picker: 3.87 } },
  'engraved-pocket-knife': { title: 'Pocket Knife with Engraving', vendor: 'Atelier Nord', min: 4900, max: 5400, image: 'engraved-pocket-knife', reserve: { picker: 4 } },
  'oxford-shirt-white': { jsonView: true, title: 'Oxford Shirt — White', vendor: 'Atelier Nord', min: 6900, max: 6900, image: 'oxford-shirt-white', reserve: { picker: 9.13 } },
  'oxford-shirt-blue': { jsonView: true, title: 'Oxford Shirt — Blue', vendor: 'Atelier Nord', min: 6900, max: 6900, image: 'oxford-shirt-blue', reserve: { picker: 9.13 } },
  'oxford-shirt-pink': { jsonView: true, title: 'Oxford Shirt — Pink', vendor: 'Atelier Nord', min: 5500, max: 5500, image: 'oxford-shirt-pink', reserve: { picker: 9.13 } },
  [MISSING_HANDLE]: { title: 'A product that does not exist', vendor: 'Nobody', min: 0, max: 0, reserve: {} },
};

/** With `SHOP_SNAPSHOT=dir npm start`: the products of that `shop-elements snapshot` (vite.demo.config.ts). */
declare const __SHOP_SNAPSHOT__: readonly FixtureInfo[] | null;
export const PRODUCTS = __SHOP_SNAPSHOT__ ?? FIXTURES;
const DEFAULT_HANDLE = __SHOP_SNAPSHOT__?.[0]?.handle ?? 'house-blend-coffee';
const params = new URLSearchParams(location.search);
const handles = [...PRODUCTS.map((f) => f.handle), MISSING_HANDLE];
export const handle = handles.find((h) => h === params.get('product')?.normalize('NFC')) ?? DEFAULT_HANDLE;
export const picker = params.get('picker') === 'select' ? 'select' : 'buttons';
/** `ajax`: the add stays on the page (the cart count and drawer follow); `form`: the native post to /cart/add. */
export const addMode = params.get('add') === 'form' ? 'form' : 'ajax';

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const product = $('shop-product');
// A product of a snapshot: its title (the data replaces it), no room reserved.
const rendered = SERVER_RENDERED[handle] ?? { title: handle, vendor: '', min: 0, max: 0, reserve: { picker: 4 } };
$('#product-title').textContent = rendered.title;
$('#product-vendor').textContent = rendered.vendor;
$('#media-fallback').textContent = [...rendered.title][0] ?? '';
if (rendered.image) {
  // The theme's image for the first variant, with the srcset and sizes <shop-media> gives it (so the
  // file it picks is the one already loaded); <shop-media> replaces it once the data is ready.
  const src = `/cdn/shop/files/${rendered.image}.png?v=1718203200`;
  const image = Object.assign(document.createElement('img'), {
    srcset: cdnSrcset(src, 1200), sizes: $('shop-media').getAttribute('sizes')!, src, alt: rendered.title, width: 1200, height: 1500, className: 'media-image',
  });
  $('#media-fallback').replaceWith(image);
}
$('.media').classList.toggle('thumbnails', rendered.thumbnails === true);
// The room of each element (demo.css), through the CSSOM: custom properties, never a style attribute.
for (const [name, em] of Object.entries(rendered.reserve)) product.style.setProperty(`--reserve-${name}`, `${em}em`);
// A single variant: nothing to choose, so no note about choosing. No plans: no room for them.
if (!rendered.reserve.picker) $('.fallback-note').remove();
product.classList.toggle('no-plans', !rendered.reserve.plans);
const eur = (amount: number) => formatMoney(amount, { currency: 'EUR', locale: settings.locale });
$('#fallback-price').textContent = rendered.max === 0 ? '' : rendered.min === rendered.max ? eur(rendered.min) : `${eur(rendered.min)} – ${eur(rendered.max)}`;
// The server renders the first available variant's id, so Add to cart works before the data arrives.
if (rendered.id) $<HTMLInputElement>('#fallback-id').value = rendered.id;
else $('#fallback-id').remove();
product.setAttribute('handle', handle);
product.toggleAttribute('json-view', rendered.jsonView === true);
$('variant-picker').setAttribute('type', picker);
$('shop-buy-button').toggleAttribute('ajax', addMode === 'ajax');
// The engraving is a line-item property of one product only: elsewhere the field is not submitted.
if (handle === 'engraved-pocket-knife') {
  $('#engraving').hidden = false;
  $<HTMLInputElement>('#engraving input').disabled = false;
}
// The theme's words in the page's language (<html lang>, rendered by the server).
translatePage();
