import type { ShopProduct } from '../../src/all.js';
import { fixtureText, type FixtureName } from '../fixtures/load.js';
import { isLazy, loadElement } from '../../src/elements/shared/define.js';

// The fetch stub is shared with the client tests; element tests import it from here.
export { servedRoutes, stubStorefront, type Storefront, type StubRoute, type StubRouteFn } from '../stub-storefront.js';

/**
 * The one stylesheet (theme/assets/shop-elements.css), as a page links it: the elements without a
 * shadow root look, keep their room and hide their visually hidden text by it.
 */
if (!document.querySelector('link[data-shop-elements]')) {
  const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/theme/assets/shop-elements.css' });
  sheet.dataset.shopElements = '';
  document.head.append(sheet);
  await new Promise((resolve, reject) => { sheet.onload = resolve; sheet.onerror = reject; });
}

const texts = new Map<FixtureName, string>();

/** The fixture's JSON text (cached), e.g. to serve as a route body. */
export async function fixture$(name: FixtureName): Promise<string> {
  if (!texts.has(name)) texts.set(name, await fixtureText(name));
  return texts.get(name)!;
}

/** Waits until `predicate` holds, checking each animation frame (bounded by the test timeout). */
export async function until(predicate: () => boolean): Promise<void> {
  while (!predicate()) await new Promise((r) => requestAnimationFrame(r));
}

/**
 * Resolves once the browser has answered an IntersectionObserver made now about `el`, and the task
 * that answered it is over: every observer already watching (an element's own, waiting for the
 * viewport) has had its answer for the same layout in that task (in no set order: Chromium keeps
 * them in a hash set), and what those answers started has run. Then `await` the element's
 * `updateComplete` for what it updates in answer.
 */
export function viewportChecked(el: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      // A task after the one delivering the answers: the others' callbacks may come after ours.
      setTimeout(resolve);
    });
    observer.observe(el);
  });
}

/** The visible text of an element (its shadow root's, where it has one), whitespace folded. */
export function shadowText(el: Element): string {
  const root = el.shadowRoot ?? el;
  const walk = (node: Node): string => {
    // Text in an invisible element (visibility: hidden, the state text a value does not say): not seen.
    if (node.nodeType === Node.TEXT_NODE) return !node.parentElement || getComputedStyle(node.parentElement).visibility === 'visible' ? node.textContent ?? '' : '';
    // Visually hidden, a style, not displayed, or text of no size (a name's comma): not seen.
    if (node instanceof HTMLElement) {
      const style = getComputedStyle(node);
      if (node.classList.contains('vh') || node.classList.contains('visually-hidden') || style.clipPath === 'inset(50%)' || node.localName === 'style' || style.display === 'none' || style.fontSize === '0px') return '';
    }
    if (node instanceof HTMLSlotElement) return node.assignedNodes({ flatten: true }).map(walk).join('');
    return [...(node instanceof Element && node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes)].map(walk).join('');
  };
  return walk(root).replace(/\s+/g, ' ').trim();
}

/** Resolves when the product is ready; rejects with the element's error message if loading fails. */
export function loaded<T extends HTMLElement & { status: string }>(el: T): Promise<T> {
  if (el.status === 'ready') return Promise.resolve(el);
  return new Promise((resolve, reject) => {
    el.addEventListener('shop-product-load', () => resolve(el), { once: true });
    el.addEventListener('shop-product-error', (e) => reject(new Error(e.message)), { once: true });
  });
}

/** The next event of this type, typed from GlobalEventHandlersEventMap. */
export function nextEvent<K extends keyof GlobalEventHandlersEventMap>(el: EventTarget, type: K): Promise<GlobalEventHandlersEventMap[K]> {
  return new Promise((resolve) => el.addEventListener(type, (e) => resolve(e as GlobalEventHandlersEventMap[K]), { once: true }));
}

/**
 * Everything a shadow tree puts on screen or in the accessibility tree: text (visually hidden text
 * included, styles excluded) and the attributes a reader can meet (aria-*, value, title, alt,
 * placeholder), through nested shadow roots and slots.
 */
export function renderedText(el: Element): string {
  const parts: string[] = [];
  const attrs = /^(aria-|value$|title$|alt$|placeholder$|label$)/;
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node instanceof Element) {
      if (node.localName === 'style' || node.localName === 'script') return;
      for (const a of node.attributes) if (attrs.test(a.name)) parts.push(a.value);
      if (node instanceof HTMLInputElement || node instanceof HTMLSelectElement) parts.push(node.value);
      if (node instanceof HTMLSlotElement) node.assignedNodes({ flatten: true }).forEach(walk);
      if (node.shadowRoot) node.shadowRoot.childNodes.forEach(walk);
    }
    node.childNodes.forEach(walk);
  };
  walk(el.shadowRoot ?? el);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** Words that mean a value leaked into the page unconverted. */
export const LEAKED = /\bNaN\b|\bundefined\b|\bnull\b|\[object Object\]|\bInfinity\b/;

/** What the form would submit, as a plain object. */
export function formData(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]));
}

/** Collects uncaught errors and unhandled rejections while a test runs; `stop()` returns them. */
export function watchUncaught(): { errors: string[]; stop(): string[] } {
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => errors.push(`error: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => errors.push(`unhandledrejection: ${String((e.reason as Error)?.stack ?? e.reason)}`);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  return {
    errors,
    stop() {
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
      return errors;
    },
  };
}

/** The focused element, through shadow roots (what a keyboard shopper is on). */
export function deepActive(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/**
 * Puts theme markup into the page as a theme would (an HTML string, in a form when asked), and returns
 * the card with the element tagged `inner` inside it (or the card itself). With `ready`, waits until
 * the data is in and every element inside has rendered.
 */
export async function mount<T extends HTMLElement = HTMLElement>(
  markup: string,
  { form = false, ready = true, inner }: { form?: boolean; ready?: boolean; inner?: string } = {},
): Promise<{ host: HTMLElement; product: ShopProduct; el: T; root: ShadowRoot }> {
  const host = document.createElement(form ? 'form' : 'div');
  if (form) host.setAttribute('action', '/cart/add');
  host.innerHTML = markup;
  document.body.append(host);
  mounted.push(host);
  const product = host.querySelector('shop-product') as ShopProduct;
  const el = (inner ? host.querySelector(inner) : product) as T;
  if (ready) await settled(product);
  return { host, product, el, root: el.shadowRoot! };
}

const mounted: HTMLElement[] = [];
afterEach(() => mounted.splice(0).forEach((host) => host.remove()));

/**
 * Waits until the card's data is in and every element in it has rendered (an element
 * whose code loads on first use once that code is in, as a shopper waits for it too).
 */
export async function settled(product: ShopProduct): Promise<void> {
  await loaded(product);
  for (let pass = 0; pass < 2; pass++) {
    const els = [product, ...product.querySelectorAll('*')];
    // One whose code comes on the shopper's first move (the server drew it: the gallery, the plans) is loaded
    // as that move would: a settled product is one a shopper is using (tests of the wait itself: lazy-parts).
    await Promise.all(els.filter((e) => isLazy(e.localName)).map((e) => loadElement(e.localName)));
    await Promise.all(els.map((e) => (e as Partial<ShopProduct>).updateComplete));
  }
}

/**
 * The accessible name of a control from its label: the label's text without aria-hidden parts (a plan's
 * description), nor text not displayed or invisible (visibility: hidden, as browsers leave it out), with
 * the text of ::before / ::after (a value's comma; their alternative text where given, none where invisible) and a space between boxes that are not inline (as
 * browsers put one), white space folded.
 */
export function accessibleName(control: HTMLInputElement | HTMLSelectElement): string {
  const label = control.labels?.[0];
  // Generated text: its alternative text where it has one (`"Sold out" / ""`: none), nothing where it is invisible.
  const generated = (el: Element, pseudo: string) => {
    const style = getComputedStyle(el, pseudo);
    const [, shown, alt] = /^"(.*?)"(?: \/ "(.*)")?$/.exec(style.content) ?? [];
    return style.visibility === 'visible' ? alt ?? shown ?? '' : '';
  };
  const text = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return getComputedStyle(node.parentElement!).visibility === 'visible' ? node.textContent ?? '' : '';
    // The control itself (a select in its label) is not part of its name.
    if (!(node instanceof Element) || node === control) return '';
    const style = getComputedStyle(node);
    if (node.getAttribute('aria-hidden') === 'true' || style.display === 'none') return '';
    const inner = generated(node, '::before') + [...node.childNodes].map(text).join('') + generated(node, '::after');
    return node === label || style.display.startsWith('inline') ? inner : ` ${inner} `;
  };
  const named = control.getAttribute('aria-label') ?? (label ? text(label) : '');
  return named.replace(/\s+/g, ' ').trim();
}

/** The radio whose accessible name matches, in the group (fieldset) whose legend is `group` (or "`group`: its chosen value"), if given. */
export function radio(root: ParentNode, name: string | RegExp, group?: string): HTMLInputElement {
  const legend = (f: Element) => f.querySelector(':scope > legend')?.textContent?.trim() ?? '';
  const scope = group
    ? [...root.querySelectorAll('fieldset')].find((f) => legend(f) === group || legend(f).startsWith(`${group}: `))
    : root;
  if (!scope) throw new Error(`no group "${group}"`);
  const radios = [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const found = radios.find((r) => (typeof name === 'string' ? accessibleName(r) === name || accessibleName(r).startsWith(`${name},`) : name.test(accessibleName(r))));
  if (!found) throw new Error(`no radio "${name}"${group ? ` in "${group}"` : ''}; there are ${radios.map(accessibleName).join(' | ')}`);
  return found;
}

/** The select named `name` (its label or aria-label). */
export function select(root: ParentNode, name: string | RegExp): HTMLSelectElement {
  const selects = [...root.querySelectorAll('select')];
  const found = selects.find((s) => {
    const label = s.getAttribute('aria-labelledby') ? root.querySelector(`#${s.getAttribute('aria-labelledby')}`)?.textContent?.trim() ?? '' : accessibleName(s);
    return typeof name === 'string' ? label === name : name.test(label);
  });
  if (!found) throw new Error(`no select "${name}"`);
  return found;
}

/** The snippet's `<shop-product>` for this request, parsed, not in the page; with the demo theme's swatches (the picker draws them from the same data-swatches script). */
export async function served(handle: string, currency: string, root: string, variant?: string, more: Record<string, string> = {}): Promise<Element> {
  const query = new URLSearchParams({ handle, currency, root, swatches: '1', ...(variant ? { variant } : {}), ...more });
  const response = await fetch(`/__snippet?${query}`);
  if (!response.ok) throw new Error(`/__snippet?${query}: ${response.status}`);
  const template = document.createElement('template');
  template.innerHTML = await response.text();
  return template.content.querySelector('shop-product')!;
}

/**
 * The modules of a product's first-move part (shop-product/moved.ts: the announcer, the address writer) the
 * page has fetched, sorted (the test server serves each source file): none until it is asked for.
 */
export const movedPartsLoaded = (): string[] => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
  .filter((path) => /\/shop-product\/(announcer|url-write)\.ts$/.test(path)).map((path) => path.split('/').pop()!).sort();

/** The Linen Shirt as the server draws it (EUR, XS), with `sync-url`, mounted in a form and left alone 300 ms: what a shopper who only looks has. */
export async function idleSyncUrlShirt(): Promise<ShopProduct> {
  const shirt = await served('linen-shirt', 'EUR', '/', '43100000000001');
  shirt.setAttribute('sync-url', '');
  const { product } = await mount<ShopProduct>(shirt.outerHTML, { form: true });
  await new Promise((resolve) => setTimeout(resolve, 300));
  return product;
}

/** Every text an element (a price) showed, from before its first data render on (its markup's mutations). */
export function shownTexts(price: Element): string[] {
  const seen: string[] = [];
  const note = () => {
    const text = price.textContent?.replace(/\s+/g, ' ').trim();
    if (text && text !== seen.at(-1)) seen.push(text);
  };
  new MutationObserver(note).observe(price, { subtree: true, childList: true, characterData: true });
  // What it shows already: a product whose data was at hand renders it in its first render.
  note();
  return seen;
}

/** The deposit's part's modules (elements/shared/deposit.ts, core/deposit.ts, i18n/deposit.ts) the page has fetched: none until a product with a deposit asks. */
export const depositPartLoaded = (): string[] => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
  .filter((path) => /\/(shared|core|i18n)\/deposit\.ts$/.test(path)).sort();

/** A `<shop-cart locale="en">` put in the page, its code loaded (it reads the fake's cart): remove `host` when done. */
export async function cartInPage(): Promise<{ host: HTMLElement; cart: HTMLElement }> {
  const host = document.createElement('div');
  host.innerHTML = '<shop-cart locale="en"></shop-cart>';
  document.body.append(host);
  await customElements.whenDefined('shop-cart');
  return { host, cart: host.querySelector('shop-cart')! };
}
