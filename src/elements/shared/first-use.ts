/**
 * Code a page needs only once the shopper moves toward it: the cart's write side, the media gallery,
 * a lazy card's binding. One listener per event type at the document (as Horizon's `component.js`
 * routes its events), each event routed to the nearest of our elements on its path (through shadow
 * roots); a theme's button outside the product counts for the product of its form. Nothing here runs
 * at idle: a shopper who only looks loads none of it.
 *
 * The moves: a pointer over or down, a touch, focus, a key, a click. A shopper's click mostly comes
 * after one of the others, so its code is on its way; an action that still comes first is kept by the
 * part it needs (a submit waits for the cart's code; a radio checked in the server's markup is taken
 * over by the element when its code comes).
 */

/** What to do on the first move toward an element of a tag: tag -> handlers (one that returns a truthy value is done, and goes). */
const handlers = new Map<string, Set<(element: Element) => unknown>>();

// `click` too: a screen reader's activation may come with no pointer or key event before it.
const MOVES = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;
let listening = false;

/** The nearest element of each tag we route to on the event's path up (through shadow roots), and the product of a form control's form. */
function route(path: EventTarget[]): void {
  const seen = new Set<string | HTMLFormElement>();
  const hit = (element: Element) => {
    const tag = element.localName;
    const mine = handlers.get(tag);
    if (seen.has(tag) || !mine) return;
    seen.add(tag);
    for (const handler of mine) if (handler(element)) mine.delete(handler);
    if (!mine.size) handlers.delete(tag);
  };
  // No handler left (a page whose parts are all here and that has no product to bind): a move costs nothing more.
  if (!handlers.size) return;
  // A move inside a product reaches it on the path: its form's other fields are not looked through
  // (a card's form is dozens of radios, and a pointer crosses a grid of cards at every move).
  const inProduct = !!(path[0] as Element).closest?.('shop-product');
  for (const node of path) {
    if (!(node instanceof Element)) continue;
    hit(node);
    // A theme's button or field of the product's form, outside it (`form="…"`, a sticky bar).
    // Each form once: its fields are the same whichever of them is on the path.
    const form = (node as HTMLButtonElement).form;
    if (!inProduct && form instanceof HTMLFormElement && !seen.has(form)) {
      seen.add(form);
      for (const field of form.elements) hit(field);
    }
  }
}

/** Where the shopper's press began (pointerdown), while it lasts. */
let pressed: Element | null = null;
const ENDS = ['pointerup', 'pointercancel'];

function listen(): void {
  if (listening) return;
  listening = true;
  const options = { capture: true, passive: true };
  for (const type of MOVES) document.addEventListener(type, (event) => route(event.composedPath()), options);
  document.addEventListener('pointerdown', (event) => (pressed = event.composedPath()[0] as Element), options);
  for (const type of ENDS) document.addEventListener(type, () => (pressed = null), options);
}

/**
 * Resolves once no press that began in the markup of an element of `tag` is under way (at once when
 * none is). A part's code that would redraw such an element waits for it: a press that began on the
 * server's control and ended on the element's own drawing would be no click at all (its target the
 * host), a click lost.
 */
export const afterPress = (tag: string): Promise<void> => new Promise((resolve) => {
  if (!pressed?.closest?.(tag)) return resolve();
  // The click comes in the task of the pointerup: after it, its default action (a radio checked) has
  // run on the control the press began on.
  for (const type of ENDS) document.addEventListener(type, () => setTimeout(resolve), { once: true, capture: true });
});

/**
 * Calls `handler` with the element on the shopper's first moves toward an element of `tag` (each
 * move, each element: the handler keeps its own "once"), until it returns a truthy value: then it has
 * nothing left to do, and later moves do not call it. Form-associated elements (`<shop-product>`,
 * `<shop-quantity>`) are reached from any control of their form.
 */
export function onFirstMove(tag: string, handler: (element: Element) => unknown): void {
  handlers.set(tag, (handlers.get(tag) ?? new Set()).add(handler));
  listen();
}

/** A module loaded once, on first use; a failed load is tried again on the next use. */
export function part<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  }));
}
