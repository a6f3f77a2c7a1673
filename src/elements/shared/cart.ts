import { ContextConsumer, ContextProvider } from '@lit/context';
import type { ReactiveControllerHost } from '@lit/reactive-element';
import { cartContext } from '../../context.js';
import type { CartStore } from '../../data/cart-store.js';
import { onFirstMove, part } from './first-use.js';
import { afterMoveShown } from './in-view.js';

type CartCode = typeof import('../../data/cart-store.js');
let arrive: (code: CartCode) => void;
/** The cart store's code, once someone has loaded it (never asks for it). */
const arrived = new Promise<CartCode>((resolve) => (arrive = resolve));

/**
 * The cart store's code (data/cart-store.ts: every read, add and change): a part loaded on first use,
 * never at idle. The shopper's first move toward a product, its button or the cart loads it (below),
 * as do a submit that comes first (the buy button waits for it), a cart element (it shows the cart)
 * and a product that reads its currency from the cart.
 */
export const cartCode = part(() => import('../../data/cart-store.js').then((code) => (arrive(code), code)));

/** The page's cart store, its code loaded first if it is not yet. */
export const cartReady = (): Promise<CartStore> => cartCode().then((code) => code.cartStore());

/** Whether the cart store's code is here (a move has nothing left to load). */
let here = false;
void arrived.then(() => (here = true));
const ahead = () => void cartCode().catch(() => {});
for (const tag of ['shop-product', 'shop-buy-button', 'shop-quantity', 'shop-cart', 'shop-cart-count']) onFirstMove(tag, () => here || afterMoveShown(ahead));

const provided = new WeakSet<Document>();

/**
 * Provides the page's cart store at the document's root (`<html>`), once per document, as soon as its
 * code is here (consumers have none until then), and announces it again on every change of the cart
 * or its state, so every consumer re-renders. Called by each consumer before it asks (so no consumer
 * is ever early), not when a module loads; it loads nothing itself.
 */
function provideCart(doc: Document): void {
  if (provided.has(doc)) return;
  provided.add(doc);
  const provider = new ContextProvider(doc.documentElement, { context: cartContext });
  void arrived.then((code) => {
    const store = code.cartStore();
    provider.setValue(store, true);
    store.addEventListener('change', () => provider.setValue(store, true));
  });
}

/**
 * The cart store for an element that shows or changes the cart: a context consumer with
 * `subscribe: true` (the host updates on every change); `value` is the store once its code is here
 * and the host is connected.
 */
export function consumeCart(host: ReactiveControllerHost & HTMLElement): ContextConsumer<{ __context__: CartStore | undefined }, ReactiveControllerHost & HTMLElement> {
  provideCart(host.ownerDocument);
  return new ContextConsumer(host, { context: cartContext, subscribe: true });
}
