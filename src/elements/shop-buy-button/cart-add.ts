/**
 * What `<shop-buy-button ajax>` says after an add: the cart store (data/cart-store.ts) sends it and
 * finds out what really happened; this turns its outcome into the shopper's message and the
 * theme's `shop-cart-add` / `shop-cart-error` events.
 */
import type { ProductState } from '../../context.js';
import { cartLine } from '../../core/storefront-events.js';
import type { AmountUnit } from '../../core/money.js';
import type { Product } from '../../core/types.js';
import type { CartStore } from '../../data/cart-store.js';
import { CartAddEvent, CartErrorEvent } from '../../events.js';
import { loadStrings, stringsFor, type UiStrings } from '../../i18n/strings.js';
import { cartReady } from '../shared/cart.js';
import { localeOf } from '../shop-product/presentation.js';

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

/** The product's UI strings (its locale), or the page's while there is no product (a language module loaded first). */
async function stringsOf(state: ProductState | undefined): Promise<UiStrings> {
  if (state) return state.presentation.strings;
  const locale = localeOf({ locale: null });
  await loadStrings(locale);
  return stringsFor(locale);
}

/**
 * `<shop-buy-button ajax>`'s submit, once it has taken the form's fields: the add through the page's
 * cart store (`store`, else the one loaded now) for the product of `state` (its storefront root, its
 * money unit, its words, where its events go), resolving `[message, added]`. Never rejects: a store
 * that does not come is an add not made, said so.
 */
export async function submitted(
  host: HTMLElement & { sections: string | null; timeout: number | null }, data: FormData, state: ProductState | undefined, store: CartStore | undefined,
): Promise<[message: string, added: boolean]> {
  const at = { product: state?.product ?? null, root: state?.presentation.root ?? null, amountUnit: state?.presentation.money.unit, target: state?.actions ?? host, sections: host.sections, timeout: host.timeout ?? undefined };
  try {
    const [cart, strings] = await Promise.all([store ?? cartReady(), stringsOf(state)]);
    return await addLine(host, cart, data, at, strings);
  } catch (error) {
    // The cart's code did not come (offline): nothing was posted; the shopper can try again.
    console.error('shop-elements: the cart\'s code did not load', error);
    return [(await stringsOf(state)).cartError, false];
  }
}
