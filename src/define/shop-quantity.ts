import { defineOnFirstUse } from '../elements/shared/define.js';
import type { ShopQuantity } from '../elements/shop-quantity/shop-quantity.js';

// Its code is a file of its own, loaded on the shopper's first move toward the quantity or its product
// (elements/shared/first-use.ts), never at idle: until then the server's stepper is a plain number
// input that posts `quantity`, with the rule's bounds as its own min, max and step.
defineOnFirstUse('shop-quantity', () => import('../elements/shop-quantity/shop-quantity.js').then((m) => m.ShopQuantity));

// − or + pressed before that code came (a tap right after the touch that asked for it): the step is the
// native input's own, on the server's bounds, and heard as a typed value is; the element takes the
// input's value over when it comes (never lost).
addEventListener('click', (event) => {
  const button = (event.target as Element).closest?.('shop-quantity:not(:defined) .shop-stepper__button');
  const input = button?.parentElement!.querySelector('input');
  if (!input || input.disabled) return;
  if (button!.classList.contains('shop-stepper__button--increase')) input.stepUp();
  else input.stepDown();
  for (const type of ['input', 'change']) input.dispatchEvent(new Event(type, { bubbles: true }));
}, true);

declare global {
  interface HTMLElementTagNameMap {
    'shop-quantity': ShopQuantity;
  }
}
