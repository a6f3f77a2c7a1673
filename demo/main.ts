/**
 * The product page demo: one <shop-product> in a theme's add-to-cart form, the switchers, and what
 * the element reports (status, custom states, form data, events). Product strings are set as text,
 * never as HTML (see the html-injection-test fixture).
 */
import { applyLiveSettings, localeRoot, renderToolbar, settings, standardSwitchers, staticNote, updateNavLinks, urlWith } from './settings.js';
import '../src/all.js';
import { cdnSrcset } from '../src/core/media.js';
import { formatMoney } from '../src/core/money.js';
import type { ShopProduct } from '../src/elements/shop-product/shop-product.js';
import { FIXTURES, MISSING_HANDLE, type FixtureInfo } from './fixtures/index.js';
import { onLanguage, translatePage } from './theme-strings.js';

/**
 * What the server would have rendered for each product before JavaScript (title, vendor, price
 * range in the shop's currency, EUR hundredths). It stays on screen when loading fails.
 */
const SERVER_RENDERED: Record<string, { title: string; vendor: string; min: number; max: number; id?: string; image?: string }> = {
  'linen-shirt': { title: 'Linen Shirt', vendor: 'Atelier Nord', min: 4990, max: 7990, image: 'linen-shirt-white' },
  'house-blend-coffee': { title: 'House Blend Coffee', vendor: 'Kaffeerösterei Süd', min: 1490, max: 4990, id: '43200000000001', image: 'house-blend-coffee' },
  'ritual-tea-club': { title: 'Ritual Tea Club', vendor: 'Ritual Tea', min: 1650, max: 1800, image: 'ritual-tea-club' },
  'house-blend': { title: 'House Blend', vendor: 'Roastery Nord', min: 1450, max: 4995, id: '45100200300400', image: 'house-blend' },
  'olive-oil-early-harvest': { title: 'Olive Oil, Early Harvest', vendor: 'Kalamata Groves', min: 1290, max: 15900 },
  'cold-brew-kit': { title: 'Cold Brew Kit', vendor: 'Kaffeerösterei Süd', min: 2490, max: 6990, image: 'cold-brew-kit' },
  'canvas-tote': { title: 'Canvas Tote', vendor: 'Atelier Nord', min: 1500, max: 1500, image: 'canvas-tote' },
  'organic-cotton-tee': { title: 'Organic Cotton Tee', vendor: 'Atelier Nord', min: 2500, max: 2700, image: 'organic-cotton-tee-oat' },
  'big-catalogue': { title: 'Big Catalogue Sock (2,048 variants)', vendor: 'Atelier Nord', min: 2400, max: 4600, image: 'big-catalogue' },
  'long-title-backpack': { title: 'The Remarkably Comprehensive Expedition Backpack', vendor: 'Outfitters GmbH & Co. KG', min: 15900, max: 18900, image: 'backpack-midnight-blue' },
  'html-injection-test': { title: '<img src=x onerror=alert(1)>', vendor: '<b>bold</b>', min: 1000, max: 1300, image: 'html-injection-test' },
  'café-crème': { title: 'Café Crème — Röstung № 5', vendor: 'Rösterei Zürich-Öst', min: 1295, max: 4295, image: 'cafe-creme' },
  'trail-runner-sold-out': { title: 'Trail Runner', vendor: 'Fell & Ridge', min: 12900, max: 12900, image: 'trail-runner-grey' },
  'espresso-pods': { title: 'Espresso Pods, Boxes of 10', vendor: 'Kaffeerösterei Süd', min: 590, max: 620, image: 'espresso-pods' },
  'enamel-camp-mug': { title: 'Enamel Camp Mug', vendor: 'Fell & Ridge', min: 1800, max: 1800, image: 'enamel-camp-mug-forest-green' },
  'engraved-pocket-knife': { title: 'Pocket Knife with Engraving', vendor: 'Atelier Nord', min: 4900, max: 5400, image: 'engraved-pocket-knife' },
  [MISSING_HANDLE]: { title: 'A product that does not exist', vendor: 'Nobody', min: 0, max: 0 },
};

/**
 * The swatches the theme renders from each option value's `swatch` (a colour or an image), as the
 * picker's `data-swatches` JSON: option name → value → `{color}` or `{image}`.
 */
const SWATCHES = {
  Color: {
    White: { color: '#f6f6f2' }, Navy: { color: '#1f2a44' }, Sand: { color: '#d8c7a3' },
    Oat: { color: '#e2d6be' }, Black: { color: '#181818' }, Forest: { color: '#225533' },
  },
  Colour: { 'Forest Green': { color: '#225533' }, Sand: { color: '#d8c7a3' } },
  Material: { Linen: { image: '/cdn/shop/files/swatch-sand-weave.png' }, 'Linen-Cotton': { image: '/cdn/shop/files/swatch-oat-weave.png' } },
};

/** With `SHOP_SNAPSHOT=dir npm start`: the products of that `shop-elements snapshot` (vite.demo.config.ts). */
declare const __SHOP_SNAPSHOT__: readonly FixtureInfo[] | null;
const PRODUCTS = __SHOP_SNAPSHOT__ ?? FIXTURES;
const DEFAULT_HANDLE = __SHOP_SNAPSHOT__?.[0]?.handle ?? 'house-blend-coffee';
const params = new URLSearchParams(location.search);
const handles = [...PRODUCTS.map((f) => f.handle), MISSING_HANDLE];
const handle = handles.find((h) => h === params.get('product')?.normalize('NFC')) ?? DEFAULT_HANDLE;
const picker = params.get('picker') === 'select' ? 'select' : 'buttons';
/** `ajax`: the add stays on the page (the cart count and drawer follow); `form`: the native post to /cart/add. */
const addMode = params.get('add') === 'form' ? 'form' : 'ajax';

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const product = $<ShopProduct>('shop-product');
const form = $<HTMLFormElement>('#product-form');
const errorBox = $('#product-error');
const log = $('#event-log');
const started = performance.now();

// The "server-rendered" page for this handle.
const rendered = SERVER_RENDERED[handle] ?? { title: handle, vendor: '', min: 0, max: 0 };
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
const swatches = Object.assign(document.createElement('script'), { type: 'application/json', textContent: JSON.stringify(SWATCHES) });
swatches.dataset.swatches = '';
product.prepend(swatches);
const eur = (amount: number) => formatMoney(amount, { currency: 'EUR', locale: settings.locale });
$('#fallback-price').textContent = rendered.max === 0 ? '' : rendered.min === rendered.max ? eur(rendered.min) : `${eur(rendered.min)} – ${eur(rendered.max)}`;
// The server renders the first available variant's id, so Add to cart works before the data arrives.
if (rendered.id) $<HTMLInputElement>('#fallback-id').value = rendered.id;
else $('#fallback-id').remove();
product.setAttribute('handle', handle);
$('variant-picker').setAttribute('type', picker);
$('shop-buy-button').toggleAttribute('ajax', addMode === 'ajax');
// The engraving is a line-item property of one product only: elsewhere the field is not submitted.
if (handle === 'engraved-pocket-knife') {
  $('#engraving').hidden = false;
  $<HTMLInputElement>('#engraving input').disabled = false;
}

// The theme's own words follow the locale switch, and so does its form: a shop renders the form's
// action under the locale's root (`/de/cart/add`), so the page after a form post is in German too.
onLanguage(() => {
  translatePage();
  form.action = `${localeRoot(settings.locale)}cart/add`;
});

renderToolbar($('#toolbar'), standardSwitchers([
  {
    name: 'product',
    label: 'Product',
    choices: [
      ...PRODUCTS.map((f) => ({ value: f.handle, label: `${f.handle} — ${f.label}` })),
      { value: MISSING_HANDLE, label: `${MISSING_HANDLE} — unknown handle (404 page)` },
    ],
    value: handle,
    mode: 'reload',
  },
  {
    name: 'picker',
    label: 'Picker',
    choices: [
      { value: 'buttons', label: 'buttons' },
      { value: 'select', label: 'select' },
    ],
    value: picker,
    mode: 'live',
    onChange: (value) => {
      $('variant-picker').setAttribute('type', value);
      history.replaceState(history.state, '', urlWith({ picker: value }));
    },
  },
  {
    name: 'add',
    label: 'Add to cart',
    choices: [
      { value: 'ajax', label: 'on the page (ajax)' },
      { value: 'form', label: 'form post' },
    ],
    value: addMode,
    mode: 'live',
    onChange: (value) => {
      $('shop-buy-button').toggleAttribute('ajax', value === 'ajax');
      history.replaceState(history.state, '', urlWith({ add: value }));
    },
  },
]));
applyLiveSettings();
updateNavLinks();
const note = staticNote();
if (note) Object.assign($('#static-note'), { textContent: note, hidden: false });

// ------------------------------------------------------------------------------------------
// What the element reports

const STATES = ['loading', 'ready', 'error', 'sold-out', 'unavailable', 'on-sale', 'subscription'];

function showState(): void {
  $('#out-status').textContent = product.status;
  $('#out-states').textContent = STATES.filter((s) => product.matches(`:state(${s})`)).join(', ') || '—';
  const entries = [...new FormData(form)].map(([name, value]) => `${name}=${String(value)}`);
  $('#out-form').textContent = entries.join('  ');
  $('#out-validity').textContent = product.status !== 'ready' ? '—' : product.validationMessage || 'valid: the form submits';
}

function logEvent(type: string, detail: string): void {
  const item = document.createElement('li');
  const time = document.createElement('span');
  time.className = 'time';
  time.textContent = `${Math.round(performance.now() - started)} ms`;
  const name = document.createElement('code');
  name.textContent = type;
  item.append(time, ' ', name, ` ${detail}`);
  log.prepend(item);
  while (log.children.length > 30) log.lastElementChild!.remove();
  showState();
}

product.addEventListener('shop-product-load', (e) => {
  $('#product-title').textContent = e.product.title;
  $('#product-vendor').textContent = e.product.vendor;
  const initial = document.querySelector('#media-fallback');
  if (initial) initial.textContent = [...e.product.title][0] ?? '';
  logEvent(e.type, `${e.product.title} (${e.product.variants.length} variants, currency ${product.currency ?? '?'})`);
});
product.addEventListener('shop-variant-change', (e) => {
  const variant = e.variant ? `${e.variant.id} ${e.variant.title}${e.variant.available ? '' : ' (sold out)'}` : 'none: unavailable';
  logEvent(e.type, `${variant} [${e.selection.join(' / ')}]`);
});
product.addEventListener('shop-selling-plan-change', (e) => {
  logEvent(e.type, e.sellingPlan ? `${e.sellingPlan.id} ${e.sellingPlan.name}` : 'one-time purchase');
});
product.addEventListener('shop-product-error', (e) => {
  // The shopper sees the localized text; the developer detail (URL, status, JSON position) goes to the log and console.
  errorBox.textContent = e.shopperMessage;
  errorBox.hidden = false;
  logEvent(e.type, e.message);
  console.warn(e.message, e.error);
});
form.addEventListener('input', showState);
form.addEventListener('invalid', () => logEvent('invalid', product.validationMessage), true);
showState();
