/**
 * A `<shop-product loading="lazy">` that has not come near the viewport holds its elements: it and the
 * elements inside it stay unconnected (no shadow root, no render, no context request: the server's
 * markup shows as it is, and a collection page's cards out of sight cost what their markup costs)
 * until it comes within reach, then each connects as it would have.
 */

/** Held products, each with the elements inside it waiting for it. */
const held = new WeakMap<Element, Set<Element>>();
/** A waiting element's connection, until it runs or the element leaves. */
const connections = new WeakMap<Element, () => void>();

/** `product` holds the elements inside it from now on, until `release`. */
export function hold(product: Element): void {
  if (!held.has(product)) held.set(product, new Set());
}

/** `product` lets go: each element still inside it connects, in the order they came. */
export function release(product: Element): void {
  const waiting = held.get(product);
  held.delete(product);
  for (const element of waiting ?? []) {
    const connect = connections.get(element);
    connections.delete(element);
    if (connect && element.isConnected && (element.closest('shop-product') ?? product) === product) connect();
  }
}

/**
 * Whether `element` waits: inside a held product, or outside any product with a form one is held in
 * (a card's buy button), `connect` runs when the product lets go.
 */
export function waits(element: Element, connect: () => void, form?: HTMLFormElement | null): boolean {
  const product = element.closest('shop-product') ?? [...(form?.elements ?? [])].find((e) => held.has(e));
  const waiting = product && held.get(product);
  if (!waiting) return false;
  waiting.add(element);
  connections.set(element, connect);
  return true;
}

/** `element` left the page: whether it was waiting (it never connected, so there is nothing to disconnect). */
export function forget(element: Element): boolean {
  return connections.delete(element);
}
