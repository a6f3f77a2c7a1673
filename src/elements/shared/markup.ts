/**
 * An element's markup, the one view (STYLE.md "The markup is the view"): the snippet's light-DOM
 * markup, bound where the server drew it, written once where it did not. `patch` writes a
 * description of that markup into a parent, changing only what differs: a text node's data, a class,
 * an attribute; an element made or removed only where its existence changed. The same call writes it
 * the first time (into a parent without it), so the client writes what the snippet draws. An element
 * whose description is the same as the one last written into it is skipped without reading it.
 */

/** One element of the markup: tag, classes (the first is its key), the attributes it has and its text or children. */
export interface Markup {
  tag: string;
  class: string;
  /** Every attribute besides `class` (others on the element go); null or absent: none. */
  attrs?: Record<string, string | null> | undefined;
  /** Its text (its only child), or with `children` the text before them (a group's name before its badge). */
  text?: string | undefined;
  children?: readonly Markup[] | undefined;
}

/** `<tag class>` with text or children; `hidden` adds aria-hidden="true" (shown, not said). */
export const m = (tag: string, cls: string, content: string | readonly Markup[], attrs?: Record<string, string | null>): Markup =>
  typeof content === 'string' ? { tag, class: cls, text: content, attrs } : { tag, class: cls, children: content, attrs };

/** Shown, not said: the attribute of the visible pieces a visually hidden sentence says for them. */
export const HIDDEN = { 'aria-hidden': 'true' } as const;

const key = (cls: string) => {
  const space = cls.indexOf(' ');
  return space < 0 ? cls : cls.slice(0, space);
};

/** What `patch` last wrote into each element: an element whose description is the same again is not read or written. */
const written = new WeakMap<Element, Markup>();

/** Whether `el` is an element of tag `tag` and first class `first` (as last written, else as the server drew it). */
const matches = (el: Element, tag: string, first: string) => el.localName === tag && key(written.get(el)?.class ?? el.getAttribute('class') ?? '') === first;

/** Whether two descriptions are the same (plain data: a few dozen comparisons, where reading the DOM is hundreds of calls). */
function same(a: Markup | undefined, b: Markup): boolean {
  if (!a) return false;
  if (a === b) return true;
  if (a.tag !== b.tag || a.class !== b.class || a.text !== b.text) return false;
  const x = a.attrs ?? {}, y = b.attrs ?? {};
  const names = Object.keys(x);
  if (names.length !== Object.keys(y).length || names.some((n) => x[n] !== y[n])) return false;
  const ac = a.children, bc = b.children;
  if (!ac || !bc) return ac === bc;
  return ac.length === bc.length && ac.every((c, i) => same(c, bc[i]!));
}

/**
 * Makes the element children of `parent` what `markup` describes, in order. An element is kept when
 * one of its tag and first class is still wanted (later ones are looked for, the ones passed over go);
 * one is made only where none is. Text and comments between elements are left as they are, and so are
 * scripts (data the markup carries, e.g. a picker's `data-swatches`).
 */
export function patch(parent: Element, markup: readonly Markup[]): void {
  const have: Element[] = [];
  for (let el = parent.firstElementChild; el; el = el.nextElementSibling) if (el.localName !== 'script') have.push(el);
  let at = 0;
  for (const want of markup) {
    // Looked for from where the last one was found: the markup is in order (a fieldset of values is not searched from its start for each).
    const first = key(want.class);
    let found = at;
    while (found < have.length && !matches(have[found]!, want.tag, first)) found++;
    if (found === have.length) {
      // Made whole, then put in: one insertion in the page.
      const el = document.createElement(want.tag);
      write(el, want);
      written.set(el, want);
      parent.insertBefore(el, have[at] ?? null);
      continue;
    }
    for (const gone of have.slice(at, found)) gone.remove();
    at = found + 1;
    const el = have[found]!;
    // A click writes only the values whose state it changed: the others are the same as last written.
    const last = written.get(el);
    if (same(last, want)) continue;
    write(el, want, last);
    written.set(el, want);
  }
  for (const gone of have.slice(at)) gone.remove();
}

/**
 * Writes `want` into `el`. With `last`, the description last written into it, only what differs from
 * that is written, and nothing is read (the attributes it did not write stay); without (the server's
 * element, or a new one), the element is read and every attribute it does not describe goes.
 */
function write(el: Element, want: Markup, last?: Markup): void {
  if ((last ? last.class : el.getAttribute('class')) !== want.class) {
    if (want.class) el.setAttribute('class', want.class);
    else el.removeAttribute('class');
  }
  const attrs = want.attrs ?? {};
  const had = last ? last.attrs ?? {} : null;
  if (had) {
    for (const name in had) if (had[name] != null && attrs[name] == null) el.removeAttribute(name);
  } else for (const { name } of [...el.attributes]) if (name !== 'class' && attrs[name] == null) el.removeAttribute(name);
  for (const name in attrs) {
    const value = attrs[name];
    // A style through the CSSOM, never the attribute: a strict CSP (no 'unsafe-inline' styles) allows that.
    if (value != null && (had ? had[name] : el.getAttribute(name)) !== value) {
      if (name === 'style') (el as HTMLElement).style.cssText = value;
      else el.setAttribute(name, value);
    }
  }
  if (want.children) {
    if (want.text !== undefined) {
      const first = el.firstChild;
      if (first?.nodeType === Node.TEXT_NODE) (first as Text).data = want.text;
      else el.prepend(want.text);
    }
    patch(el, want.children);
  } else if (want.text !== undefined) {
    if (last?.text === want.text && !last.children) return;
    const only = el.firstChild;
    if (only && only === el.lastChild && only.nodeType === Node.TEXT_NODE) {
      if ((only as Text).data !== want.text) (only as Text).data = want.text;
    } else el.textContent = want.text;
  }
}
