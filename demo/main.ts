/**
 * The product page demo: one <shop-product> in a theme's add-to-cart form, the switchers, and what
 * the element reports (status, custom states, form data, events). Product strings are set as text,
 * never as HTML (see the html-injection-test fixture).
 */
import { applyLiveSettings, localeRoot, renderToolbar, settings, standardSwitchers, staticNote, updateNavLinks, urlWith } from './settings.js';
// The page as the server rendered it (run before the first paint), and which product it is.
import { addMode, handle, picker, PRODUCTS } from './server-rendered.js';
import '../src/all.js';
import type { ShopProduct } from '../src/elements/shop-product/shop-product.js';
import { MISSING_HANDLE } from './fixtures/index.js';
import { onLanguage, translatePage } from './theme-strings.js';

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const product = $<ShopProduct>('shop-product');
const form = $<HTMLFormElement>('#product-form');
const errorBox = $('#product-error');
const log = $('#event-log');
const started = performance.now();

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
      document.querySelector('variant-picker')?.setAttribute('type', value);
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
  logEvent(e.type, `${e.product.title} (${e.product.variants.length} variants, currency ${product.currency ?? '?'})`);
});
product.addEventListener('shop-variant-change', (e) => {
  // A combined listing's other product came in place: the page's title follows it, as a theme's does.
  if (product.product && $('#product-title').textContent !== product.product.title) {
    $('#product-title').textContent = product.product.title;
    logEvent('shop-variant-change', `now ${product.product.title} (${product.handle})`);
  }
  const variant = e.variant ? `${e.variant.id} ${e.variant.title}${e.variant.available ? '' : ' (sold out)'}` : 'none: unavailable';
  logEvent(e.type, `${variant} [${e.selection.join(' / ')}]`);
});
product.addEventListener('shop-selling-plan-change', (e) => {
  logEvent(e.type, e.sellingPlan ? `${e.sellingPlan.id} ${e.sellingPlan.name}` : 'one-time purchase');
});
product.addEventListener('shop-product-incomplete', (e) => logEvent(e.type, e.message));
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
