/**
 * A `<shop-product loading="lazy">` that has not come near the viewport holds its elements: it and the
 * elements inside it stay unconnected (no shadow root, no render, no context request: the server's
 * markup shows as it is, and a collection page's cards out of sight cost what their markup costs)
 * until it comes within reach, then each connects as it would have.
 */
import { ReactiveElement } from '@lit/reactive-element';

/** Held products, each with the elements inside it waiting for it. */
const held = new WeakMap<Element, Set<Element>>();
/** A waiting element's connection, until it runs or the element leaves. */
const connections = new WeakMap<Element, () => void>();

/** A product, with its form owner (`<shop-product>` is form-associated). */
type Formed = Element & { form?: HTMLFormElement | null };

/**
 * The products held in each form, in the order they were held: what a button outside the product (a
 * card's) waits for, found without a search of the form as 48 cards' buttons are defined.
 */
const forms = new WeakMap<HTMLFormElement, Set<Formed>>();

/** `product` holds the elements inside it from now on, until `release`. */
export function hold(product: Formed): void {
  if (held.has(product)) return;
  held.set(product, new Set());
  const form = product.form;
  if (form) forms.set(form, (forms.get(form) ?? new Set()).add(product));
}

/** `product` lets go: each element still inside it connects, in the order they came. */
export function release(product: Formed): void {
  const waiting = held.get(product);
  held.delete(product);
  if (product.form) forms.get(product.form)?.delete(product);
  for (const element of waiting ?? []) {
    const connect = connections.get(element);
    connections.delete(element);
    if (connect && element.isConnected && (element.closest('shop-product') ?? product) === product) connect();
  }
}

/**
 * Performs now the updates pending in `product` and the elements inside it, rather than in the
 * microtasks after the script that asked for them: their first drawing once released, and what each
 * causes in the others (the product ready, then the picker's chosen value, then the price again),
 * until none is pending. A product bound at the shopper's move shows what the move chose when the
 * move's own listeners return (Lit: "call `performUpdate()` to immediately process a pending update").
 */
export function updateNow(product: Element): void {
  // A bound: an update that keeps asking for another is left to Lit's own schedule.
  for (let pass = 0; pass < 4; pass++) {
    const pending = [product, ...product.querySelectorAll('*')].filter((e): e is ReactiveElement => e instanceof ReactiveElement && e.isUpdatePending);
    if (!pending.length) return;
    for (const element of pending) (element as unknown as { performUpdate(): void }).performUpdate();
  }
}

/**
 * Whether `element` waits: inside a held product, or outside any product with a form one is held in
 * (a card's buy button), `connect` runs when the product lets go.
 */
export function waits(element: Element, connect: () => void, form?: HTMLFormElement | null): boolean {
  // Of the form's held products, one still in it (a card the theme drew again left the form, never released).
  const product = element.closest('shop-product') ?? (form && [...forms.get(form) ?? []].find((p) => p.form === form && held.has(p)));
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
