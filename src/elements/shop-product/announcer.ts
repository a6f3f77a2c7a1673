import type { ReactiveController, ReactiveElement } from '@lit/reactive-element';
import { liveRegion } from './live-region.js';

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
 *
 * This is a part loaded on first use (announcements.ts): the product makes one on the shopper's first
 * move toward it, or at the first thing to say before any move.
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

  constructor(host: ReactiveElement, price: () => string | null, first: () => string | null) {
    this.host = host;
    this.price = price;
    this.#lastPrice = first;
    host.addController(this);
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
  now(text: string): void {
    this.#cancel();
    // Emptied first, so the same text said twice is a change the screen reader announces.
    liveRegion(this.host).textContent = '';
    queueMicrotask(() => this.#say(text));
  }

  #say(text: string): void {
    liveRegion(this.host).textContent = text;
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => (liveRegion(this.host).textContent = ''), IDLE);
  }
}
