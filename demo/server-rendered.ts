/**
 * What the demo's switches change in the server-rendered product page before the first paint: the
 * page's server (demo/render-product.ts) renders the theme folder's snippet for the product,
 * currency, language and variant cut; the picker type and the add mode are the demo's own switches,
 * applied here as a theme would write them into its markup. index.html runs this module with
 * `blocking="render"`, so the browser paints nothing before it (it imports no element code). The
 * static build (`npm run build:demo`) has no server: its page holds the elements without a server
 * half, and this names the product of its `?product=`; it is bundled into the page's one script,
 * which runs after the first paint, so there the page may move once.
 */
import { FIXTURES, MISSING_HANDLE, type FixtureInfo } from './fixtures/index.js';
import { translatePage } from './theme-strings.js';

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
// The server rendered this product (the same choice); the static page's elements take it from the address.
if (product.getAttribute('handle') !== handle) product.setAttribute('handle', handle);
// A single variant has no picker.
document.querySelector('variant-picker')?.setAttribute('type', picker);
$('shop-buy-button').toggleAttribute('ajax', addMode === 'ajax');
// The engraving is a line-item property of one product only: elsewhere the field is not submitted.
if (handle === 'engraved-pocket-knife') {
  $('#engraving').hidden = false;
  $<HTMLInputElement>('#engraving input').disabled = false;
}
// The theme's words in the page's language (<html lang>, rendered by the server).
translatePage();
