/**
 * What a product says in its live region, before its announcer's code is here. The announcer
 * (announcer.ts) is a part loaded on the shopper's first move toward the product (later-parts.ts), or
 * when there is first something to say before any move (a script's `selectVariant`, a form checked by script): what
 * is to be said waits for it, in order, and is said once. A product nobody moves toward loads none of it.
 */
import type { ReactiveElement } from '@lit/reactive-element';
import type { Announcer } from './announcer.js';
import { moved } from './later-parts.js';
import { liveRegion } from './live-region.js';

export class Announcements {
  #announcer: Announcer | undefined;
  /** How to work out the first price the shopper saw, until the announcer is here to keep it. */
  #first: () => string | null = () => null;
  /** Uses asked of the announcer while its code loads. */
  #asked = 0;
  // Assigned in the constructor, not declared as fields (the theme file is smaller so).
  declare private readonly host: ReactiveElement & { validationMessage: string };
  declare private readonly price: () => string | null;

  constructor(host: ReactiveElement & { validationMessage: string }, price: () => string | null) {
    this.host = host;
    this.price = price;
    // The form refused to submit (or a script checked it): say why; the browser shows it at the anchor.
    host.addEventListener('invalid', () => this.#use((a) => a.now(host.validationMessage)));
  }

  #use(use: (announcer: Announcer) => void): void {
    this.#asked++;
    moved.use((m) => {
      this.#asked--;
      use((this.#announcer ??= new m.Announcer(this.host, this.price, this.#first)));
    });
  }

  /** The first price the shopper sees, `first()`, is not announced (it is on the page); the region is there before anything is said. */
  reset(first: () => string | null): void {
    liveRegion(this.host);
    if (this.#announcer || this.#asked) this.#use((a) => a.reset(first));
    else this.#first = first;
  }

  /** Something changed: say `notes` and the price once changes settle (the price only if it changed). */
  changed(notes: readonly string[]): void {
    this.#use((a) => a.changed(notes));
  }
}
