import { ContextRoot } from '@lit/context';
import type { ReactiveElement } from '@lit/reactive-element';
import { afterPress, onFirstMove } from './first-use.js';
import { afterMoveShown } from './in-view.js';

const supported = () => typeof ElementInternals === 'function' && 'setFormValue' in ElementInternals.prototype;

let rootAttached = false;

/**
 * Registers an element unless a tag of that name exists: loading the bundle twice (theme + app block)
 * throws nothing. Also attaches Lit's ContextRoot to the document, once: a <shop-price> defined before
 * <shop-product> asks for the product context when no provider exists yet; the root keeps that request
 * and replays it when a provider connects, whatever order the define files were imported in. (A second
 * copy of the bundle attaches a second root; a request answered twice is answered with the same value.)
 *
 * Registers nothing where form-associated custom elements are missing (Safari before 16.4, Firefox
 * before 98): <shop-product> could not put the shopper's choice into the form there, so the page keeps
 * what the server rendered (the fallback and the theme's own `<input name="id">`) instead.
 */
export function define(tag: string, element: CustomElementConstructor): void {
  if (!supported()) return;
  if (!rootAttached) {
    rootAttached = true;
    new ContextRoot().attach(document.documentElement);
  }
  if (!customElements.get(tag)) customElements.define(tag, element);
}

/** Tags whose code loads on first use, not yet asked for: tag -> its loader. */
const lazy = new Map<string, () => Promise<CustomElementConstructor>>();
/** Every tag registered to load on first use, asked for or not. */
const lazyTags = new Set<string>();
/** The loads under way of tags whose code loads where they are: each settles (defined, or failed) and leaves. */
const loading = new Map<string, Promise<void>>();

/** Whether `tag` is one of ours that loads on first use (an element of it may not be upgraded yet). */
export const isLazy = (tag: string): boolean => lazyTags.has(tag);
/** Watches the document for elements of those tags while there are any. */
let watcher: MutationObserver | null = null;

/** Tags whose code loads on the shopper's first move toward them, not when they are in the document. */
const onUse = new Set<string>();

/**
 * Loads (once) and defines every lazily registered tag that `root` is or holds (`all`: also those loaded
 * on use; `only`: that tag alone, one just registered: the tags before it were looked for already).
 */
function upgrade(root: ParentNode, all = false, only?: string): void {
  for (const [tag, load] of lazy) {
    if (only && tag !== only) continue;
    const found = (root as Element).localName === tag ? [root as Element] : [...root.querySelectorAll(tag)];
    // One that loads on use is asked for at once when nothing else draws it (no server markup inside).
    if (!found.length || (!all && onUse.has(tag) && found.every((e) => e.firstElementChild))) continue;
    lazy.delete(tag);
    loading.set(tag, load().then(
      // Not under a press on its server markup: the click lands on the control it began on, kept.
      async (element) => (await afterPress(tag), define(tag, element)),
      (error: unknown) => {
        console.error(`shop-elements: the code of <${tag}> did not load`, error);
        // Asked for again by the next such element that is added.
        lazy.set(tag, load);
        watch();
      },
    ).finally(() => loading.delete(tag)));
  }
  watch();
}

/** The document is watched exactly while some lazily registered tag has not been asked for. */
function watch(): void {
  if (!lazy.size) return watcher?.disconnect();
  watcher ??= new MutationObserver((records) => {
    // One query per added element (most are a picker's or a price's own pieces), not one per tag.
    const tags = [...lazy.keys()].join();
    for (const record of records) {
      for (const node of record.addedNodes) if (tags && node instanceof Element && (node.matches(tags) || node.querySelector(tags))) upgrade(node);
    }
  });
  watcher.observe(document, { childList: true, subtree: true });
}

/**
 * Registers an element whose code loads on first use: when an element of that tag is in the document
 * (now, or once one is added to it), `load` runs once and its class is defined under `tag`, upgrading
 * every such element. In the theme file `load` is a dynamic `import()`, so the code is a file beside
 * it: `defineLazy('shop-cart', () => import('../elements/shop-cart/shop-cart.js').then((m) => m.ShopCart))`.
 * An element only in a shadow root is not seen: call `loadElement(tag)` for it.
 */
export function defineLazy(tag: string, load: () => Promise<CustomElementConstructor>): void {
  if (!supported() || customElements.get(tag) || lazy.has(tag)) return;
  lazy.set(tag, load);
  lazyTags.add(tag);
  upgrade(document, false, tag);
}

/**
 * Registers an element whose code loads on the shopper's first move toward it or toward the product
 * that holds it (a pointer, a touch, focus, a key, a click: elements/shared/first-use.ts), never at
 * idle. Until then the server's markup inside it shows as it is, and what the shopper chose in it is
 * taken over when the code comes. One with nothing inside (no server drew it) loads as soon as it is
 * in the document, as `defineLazy`'s do. `loadElement(tag)` loads it at once.
 */
export function defineOnFirstUse(tag: string, load: () => Promise<CustomElementConstructor>): void {
  if (!supported() || customElements.get(tag) || lazy.has(tag)) return;
  lazy.set(tag, load);
  lazyTags.add(tag);
  onUse.add(tag);
  // Once per page (the same function is added once).
  addEventListener('submit', holdSubmit, true);
  // Asked for once the move's frame has painted; defined: nothing left to do on a move.
  const ahead = () => void loadElement(tag);
  const go = () => customElements.get(tag) || afterMoveShown(ahead);
  asks.set(tag, go);
  onFirstMove(tag, go);
  onFirstMove('shop-product', askInside);
  // One with nothing inside, in the document already: asked for now.
  upgrade(document, false, tag);
}

/** What a move toward an element of each tag that loads on use does. */
const asks = new Map<string, () => unknown>();
/** The tags that load on use whose code has not come, as one selector ('' when none). */
const notHere = () => [...onUse].filter((tag) => !customElements.get(tag)).join();

/** The products a move has been inside of: their parts that load on use are asked for. */
const lookedInside = new WeakSet<Element>();

/**
 * The first move inside a product asks for the code of the parts in it that load on use, with one
 * query for them all; later moves inside it (every move across a grid of cards) look for nothing. A
 * part put in later is asked for by a move toward it. Done once every such code is here.
 */
function askInside(product: Element): boolean {
  if (lookedInside.has(product)) return false;
  lookedInside.add(product);
  const tags = notHere();
  if (tags) for (const part of product.querySelectorAll(tags)) asks.get(part.localName)!();
  return !tags;
}

/** The forms whose submit waits for such code, and the button that made it (the last one: one submit is one post). */
const held = new Map<HTMLFormElement, HTMLElement | null>();
/** A form whose held submit is being made again: it goes, whether the code came or not. */
let releasing: HTMLFormElement | null = null;

/**
 * A submit of a form with a control in an element whose code loads on use and has not come (the
 * shopper's first move asked for it a moment ago: a quantity not yet on the new variant's rule, a plan
 * checked in the server's radios that the product does not post yet: their fieldset is the form's) is
 * stopped, before the theme's and the elements' own listeners, and made again once that code has come
 * and drawn; if it cannot come, the form goes as the server drew it. A second submit meanwhile is
 * the same one.
 */
function holdSubmit(event: Event): void {
  const form = event.target as HTMLFormElement;
  if (form === releasing) return;
  const tags = notHere();
  const waiting = tags ? [...new Set([...form.elements].map((field) => field.closest(tags)))].filter((e): e is Element => !!e) : [];
  if (!waiting.length) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (held.has(form)) return void held.set(form, (event as SubmitEvent).submitter);
  held.set(form, (event as SubmitEvent).submitter);
  void Promise.all(waiting.map((e) => (loadElement(e.localName), loading.get(e.localName)))).then(async () => {
    await Promise.all(waiting.map((e) => (e as Partial<ReactiveElement>).updateComplete));
    const submitter = held.get(form)!;
    held.delete(form);
    releasing = form;
    try {
      submitAgain(form, submitter);
    } finally {
      releasing = null;
    }
  });
}

/** Makes a held submit of `form` again, with the button that made it while that is still one of the form's (here and fallback.ts). */
export function submitAgain(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (form.isConnected) form.requestSubmit((submitter as HTMLButtonElement | null)?.form === form ? submitter : null);
}

/**
 * Waits for `more` and for the code of the parts inside `root` that load where they are (a product's
 * `<shop-volume-pricing>`, `<shop-stock>`): defined, or failed to load. Null when there is nothing to
 * wait for: a product without such parts waits for none of their code, and pays nothing for it.
 */
export function partsIn(root: Element, ...more: (Promise<unknown> | null)[]): Promise<unknown> | null {
  upgrade(root);
  const waits = [...more, ...[...loading].filter(([tag]) => root.querySelector(tag)).map(([, load]) => load)].filter(Boolean);
  return waits.length ? Promise.all(waits) : null;
}

/** Loads and defines a lazily registered element now (e.g. one a script renders into a shadow root). */
export function loadElement(tag: string): Promise<CustomElementConstructor> {
  // Not asked for yet: asked for now (an element of a tag already defined would be built for nothing).
  if (lazy.has(tag)) {
    const root = document.createElement('div');
    root.append(document.createElement(tag));
    upgrade(root, true);
  }
  return customElements.whenDefined(tag);
}
