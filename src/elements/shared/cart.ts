import { ContextConsumer, ContextProvider } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import { cartContext } from '../../context.js';
import { cartStore, type CartStore } from '../../data/cart-store.js';

const provided = new WeakSet<Document>();

/**
 * Provides the page's cart store at the document's root (`<html>`), once per document, and
 * announces it again on every change of the cart or its state, so every consumer re-renders.
 * Called by each consumer before it asks (so no consumer is ever early), not when a module loads.
 */
function provideCart(doc: Document): void {
  if (provided.has(doc)) return;
  provided.add(doc);
  const store = cartStore();
  const provider = new ContextProvider(doc.documentElement, { context: cartContext, initialValue: store });
  store.addEventListener('change', () => provider.setValue(store, true));
}

/**
 * The cart store for an element that shows or changes the cart: a context consumer with
 * `subscribe: true` (the host updates on every change); `value` is the store once connected.
 */
export function consumeCart(host: ReactiveControllerHost & HTMLElement): ContextConsumer<{ __context__: CartStore | undefined }, ReactiveControllerHost & HTMLElement> {
  provideCart(host.ownerDocument);
  return new ContextConsumer(host, { context: cartContext, subscribe: true });
}
