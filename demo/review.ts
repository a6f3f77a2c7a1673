/**
 * The review page: every element in every state at once. The cards are plain markup in
 * review.html; this adds the switchers, fills each card's title and custom-state line, shows the
 * error message of a failed card, and drives the one state that needs a shopper's action
 * (`data-select-option="Name=Value"`: the unavailable selection).
 */
import { applyLiveSettings, renderToolbar, standardSwitchers, staticNote, updateNavLinks } from './settings.js';
import '../src/all.js';
import type { ShopProduct } from '../src/elements/shop-product/shop-product.js';

renderToolbar(document.querySelector<HTMLElement>('#toolbar')!, standardSwitchers());
applyLiveSettings();
updateNavLinks();
const note = staticNote();
if (note) Object.assign(document.querySelector<HTMLElement>('#static-note')!, { textContent: note, hidden: false });

const STATES = ['loading', 'ready', 'error', 'sold-out', 'unavailable', 'on-sale', 'subscription'];

for (const card of document.querySelectorAll<HTMLElement>('.card')) {
  const product = card.querySelector<ShopProduct>('shop-product')!;
  const statesLine = card.querySelector<HTMLElement>('[data-states]')!;
  const showStates = () => {
    statesLine.textContent = `:state(${STATES.filter((s) => product.matches(`:state(${s})`)).join(', ')})`;
  };
  product.addEventListener('shop-product-load', (e) => {
    const title = card.querySelector('[data-title]');
    if (title) title.textContent = e.product.title;
    const select = product.dataset.selectOption;
    if (select) {
      const eq = select.indexOf('=');
      product.selectOption(select.slice(0, eq), select.slice(eq + 1));
    }
    showStates();
  });
  product.addEventListener('shop-product-error', (e) => {
    const box = card.querySelector<HTMLElement>('[data-error]');
    // A design reviewer sees both: what a shopper is shown, and the developer detail under it.
    if (box) Object.assign(box, { textContent: `${e.shopperMessage} (${e.message})`, hidden: false });
    showStates();
  });
  for (const type of ['shop-variant-change', 'shop-selling-plan-change'] as const) product.addEventListener(type, showStates);
  showStates();
}
