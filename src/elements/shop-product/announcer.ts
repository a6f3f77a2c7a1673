import type { ReactiveController, ReactiveElement } from '@lit/reactive-element';

/** How long changes must settle before they are announced (a shopper clicking through values hears only the last). */
const SETTLE = 400;
/** How long an announcement stays in the live region before it is emptied again. */
const IDLE = 3000;

/**
 * The one polite live region of a product. Each change adds what it did on its own (an option
 * moved, a plan dropped) to what will be said; once changes settle the notes and the price are
 * announced together. Afterwards the region empties again, so a screen reader reading the page
 * meets the price once (in the price), not a second time here.
 *
 * The region is light DOM, the product's `.shop-product__status` (visually hidden): the snippet draws
 * it; where no server did, it is written when the product is first ready, before it has anything to
 * say (a region that comes with its words is not announced).
 */
export class Announcer implements ReactiveController {
  #notes: string[] = [];
  /**
   * The price said last; at first, how to work out the price the shopper saw first, done only when a
   * change is to be said (a card nobody changes formats nothing for its live region).
   */
  #lastPrice: string | null | (() => string | null) = null;
  #settle: ReturnType<typeof setTimeout> | undefined;
  /** When the current burst of changes will have settled: each change moves it, without a new timer. */
  #due = 0;
  #idle: ReturnType<typeof setTimeout> | undefined;
  // Assigned in the constructor, not declared as fields (the theme file is smaller so).
  declare private readonly host: ReactiveElement;
  /** The price as it should be spoken now; null while there is none. */
  declare private readonly price: () => string | null;

  constructor(host: ReactiveElement & { validationMessage: string }, price: () => string | null) {
    this.host = host;
    this.price = price;
    host.addController(this);
    // The form refused to submit (or a script checked it): say why; the browser shows it at the anchor.
    host.addEventListener('invalid', () => this.#now(host.validationMessage));
  }

  hostDisconnected(): void {
    this.#cancel();
    clearTimeout(this.#idle);
  }

  #cancel(): void {
    clearTimeout(this.#settle);
    this.#settle = undefined;
    this.#notes = [];
  }

  /** The first price the shopper sees, `first()`, is not announced (it is on the page). */
  reset(first: () => string | null): void {
    this.#cancel();
    this.#lastPrice = first;
    this.#region();
  }

  /** The live region: the server's, else one written now (at the end of the product). */
  #region(): Element {
    const host = this.host;
    let region = host.querySelector(':scope > .shop-product__status');
    if (!region) {
      region = Object.assign(document.createElement('p'), { className: 'shop-product__status visually-hidden' });
      for (const [name, value] of [['role', 'status'], ['aria-live', 'polite'], ['aria-atomic', 'true']]) region.setAttribute(name!, value!);
      host.append(region);
    }
    return region;
  }

  /** Something changed: say `notes` and the price once changes settle (the price only if it changed). */
  changed(notes: readonly string[]): void {
    this.#notes.push(...notes);
    // One timer per burst: a click moves the deadline and costs no clearTimeout/setTimeout pair.
    this.#due = performance.now() + SETTLE;
    if (this.#settle === undefined) this.#wait(SETTLE);
  }

  #wait(ms: number): void {
    this.#settle = setTimeout(() => {
      const left = this.#due - performance.now();
      if (left > 0) return this.#wait(left);
      this.#settle = undefined;
      const price = this.price();
      const last = typeof this.#lastPrice === 'function' ? this.#lastPrice() : this.#lastPrice;
      const parts = [...this.#notes, price !== last ? price : null].filter((p): p is string => !!p);
      this.#notes = [];
      this.#lastPrice = price;
      if (parts.length) this.#say(parts.join('. '));
    }, ms);
  }

  /** Say this now (why the form did not submit), even if it was said before. */
  #now(text: string): void {
    this.#cancel();
    // Emptied first, so the same text said twice is a change the screen reader announces.
    this.#region().textContent = '';
    queueMicrotask(() => this.#say(text));
  }

  #say(text: string): void {
    this.#region().textContent = text;
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => (this.#region().textContent = ''), IDLE);
  }
}
