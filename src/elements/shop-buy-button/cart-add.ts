/**
 * Adding to the cart without leaving the page, for `<shop-buy-button ajax>`: through the theme's
 * configured cart action when it has one, else `POST {root}cart/add.js` with the form's own fields;
 * then the cart is read once, and the shopper, the theme and the platform's apps are told what the
 * cart really holds.
 */
import { cartLine, cartRef } from '../../core/storefront-events.js';
import { addToCart, readCart } from '../../data/client.js';
import { CartAddEvent, CartErrorEvent, dispatchStandard } from '../../events.js';
import type { UiStrings } from '../../i18n/strings.js';
import type { ShopProduct } from '../shop-product/shop-product.js';

/** The platform's cart action (`window.Shopify.actions.updateCart`), as far as we call it. */
type UpdateCart = ((payload: { lines: unknown[] }) => Promise<{ userErrors?: { message: string }[] } | undefined>) & { isDefault?: () => boolean };

/**
 * Adds the line `data` describes (a form's own fields, taken at the click) and says what happened:
 * resolves `[message, added]`, the text to show and speak at the button. Never rejects.
 *
 * The theme's `updateCart` action, when configured (not the platform's default), gets the line and
 * dispatches the standard cart events itself. Otherwise `shopify:cart:lines-update` is dispatched
 * on `target` (the product) before the POST, its promise resolving the cart read after it (with
 * `userErrors` for a refusal, rejecting for a failure), and `shopify:cart:error` follows a refusal
 * or a failure. `shop-cart-add` / `shop-cart-error` are dispatched on `host` in both cases.
 */
export async function addLine(host: HTMLElement, target: EventTarget, data: FormData, product: ShopProduct | null, s: UiStrings, sections: string | null): Promise<[message: string, added: boolean]> {
  const line = cartLine(data);
  const root = product?.root;
  const p = product?.product;
  const id = data.get('id');
  const item = p ? [p.title, p.variants.find((v) => v.id === id)?.title].filter((t) => t && t !== 'Default Title').join(' – ') : '';
  if (sections) {
    data.set('sections', sections);
    data.set('sections_url', location.pathname);
  }
  const action = (globalThis as { Shopify?: { actions?: { updateCart?: UpdateCart } } }).Shopify?.actions?.updateCart;
  const own = !(typeof action === 'function' && action.isDefault?.() === false);
  // Started after the lines-update event below is out: listeners hear of the add before it is sent.
  const work = Promise.resolve().then(async () => {
    let refused: string | undefined;
    let items: unknown[] = [line];
    let rendered: Record<string, string> | null = null;
    if (own) {
      const { status, body } = await addToCart(data, root);
      if (status === 422) refused = String(body.description || body.message || s.cartError);
      else {
        items = (body.items as unknown[] | undefined) ?? [body];
        rendered = (body.sections as Record<string, string> | undefined) ?? null;
      }
    } else {
      refused = (await action!({ lines: [line] }))?.userErrors?.[0]?.message;
    }
    // Once, after the add or the refusal (the storefront may have added part of the quantity).
    const cart = await readCart({ root, base: document.baseURI }, true)!.catch(() => null);
    return { refused, items, rendered, cart };
  });
  if (own) {
    dispatchStandard(target, 'shopify:cart:lines-update', {
      action: 'add',
      context: 'product',
      lines: [{ merchandiseId: line.merchandiseId, quantity: line.quantity }],
      promise: work.then(({ cart, refused }) => ({ cart: cart && cartRef(cart, product?.amountUnit ?? undefined), ...(refused && { userErrors: [{ message: refused }] }) })),
    });
  }
  try {
    const { refused, items, rendered, cart } = await work;
    if (refused) {
      if (own) dispatchStandard(target, 'shopify:cart:error', { code: 'INVALID', error: refused });
      host.dispatchEvent(new CartErrorEvent(refused, null, cart));
      return [refused, false];
    }
    host.dispatchEvent(new CartAddEvent(items, cart, rendered));
    return [item ? `${s.addedToCart}: ${item} × ${line.quantity}` : s.addedToCart, true];
  } catch (error) {
    // A network failure, a 5xx or a body that is not JSON: the add may or may not have happened, so it is not sent again.
    if (own) dispatchStandard(target, 'shopify:cart:error', { code: 'SERVICE_UNAVAILABLE', error: String((error as Error).message) });
    host.dispatchEvent(new CartErrorEvent(s.cartError, error as Error, null));
    return [s.cartError, false];
  }
}
