/**
 * What `<shop-buy-button ajax>` says after an add: the cart store (data/cart-store.ts) sends it and
 * finds out what really happened; this turns its outcome into the shopper's message and the
 * theme's `shop-cart-add` / `shop-cart-error` events.
 */
import { cartLine } from '../../core/storefront-events.js';
import type { AmountUnit } from '../../core/money.js';
import type { Product } from '../../core/types.js';
import type { CartStore } from '../../data/cart-store.js';
import { CartAddEvent, CartErrorEvent } from '../../events.js';
import type { UiStrings } from '../../i18n/strings.js';

export interface AddContext {
  /** The product being bought, for the message's title; null without one. */
  product: Product | null;
  /** Its storefront root, as its state says (the language of the storefront's refusals). */
  root: string | null;
  amountUnit?: AmountUnit;
  /** Where the standard events are dispatched: the product (its state's `actions`), so they reach `document`; else the button. */
  target: EventTarget;
  sections: string | null;
  /** Seconds before the add is aborted (the `timeout` attribute); default 10. */
  timeout?: number;
}

/**
 * Adds the line `data` describes (a form's own fields, taken at the click) through the store and
 * resolves `[message, added]`, the text to show and speak at the button; dispatches `shop-cart-add`
 * or `shop-cart-error` on `host`. Never rejects.
 */
export async function addLine(host: HTMLElement, store: CartStore, data: FormData, at: AddContext, s: UiStrings): Promise<[message: string, added: boolean]> {
  const line = cartLine(data);
  const p = at.product;
  const id = data.get('id');
  const item = p ? [p.title, p.variants.find((v) => v.id === id)?.title].filter((t) => t && t !== 'Default Title').join(' – ') : '';
  const result = await store.add(data, { root: at.root, target: at.target, amountUnit: at.amountUnit, sections: at.sections, timeout: at.timeout, refusal: s.cartRefused });
  switch (result.outcome) {
    case 'added':
      host.dispatchEvent(new CartAddEvent(result.answer?.items ?? [line], result.cart, result.answer?.sections ?? null));
      return [item ? `${s.addedToCart}: ${item} × ${line.quantity}` : s.addedToCart, true];
    case 'refused':
      host.dispatchEvent(new CartErrorEvent(result.message!, null, result.cart, result.errors ?? null));
      return [result.message!, false];
    case 'failed':
      host.dispatchEvent(new CartErrorEvent(s.cartError, result.error ?? null, result.cart));
      return [s.cartError, false];
    default:
      host.dispatchEvent(new CartErrorEvent(s.cartUnknown, result.error ?? null, null));
      return [s.cartUnknown, false];
  }
}
