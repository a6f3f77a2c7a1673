/**
 * Loading a product and the customer's currency, for <shop-product>: from an inline JSON script or
 * the storefront, eagerly or when the element nears the viewport. A new load aborts the one in flight,
 * and an older load's answer is never delivered after a newer one started.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { ProductDataError } from '../../core/errors.js';
import { parseProduct } from '../../core/parse.js';
import type { Product } from '../../core/types.js';
import { fetchCurrency } from '../../data/cart-store.js';
import { fetchProduct } from '../../data/client.js';
import { ProductErrorEvent } from '../../events.js';
import { fill } from '../../core/fill.js';
import type { UiStrings } from '../../i18n/strings.js';
import { whenInView } from '../shared/in-view.js';

/** What the loader reads from its element. */
export interface LoaderHost extends ReactiveElement {
  handle: string | null;
  root: string | null;
  /** The `currency` attribute: when set, `/cart.js` is not fetched. */
  currencyAttr: string | null;
  loading: 'eager' | 'lazy' | null;
}

export interface LoaderCallbacks {
  /** A load starts (or waits for the viewport): whatever was shown for the previous product goes. */
  started(): void;
  loaded(product: Product): void;
  /** What else the first data render needs (the locale's strings, when they are a module still loading), or null. */
  prepare(): Promise<void> | null;
  failed(error: Error): void;
}

type LoadArgs = [handle: string | null, root: string | null, currencyAttr: string | null, waitForView: boolean];

/** Cards that parse their inline JSON in the same task: a 48-card page makes six short tasks, not one long one. */
const CARDS_PER_TASK = 8;
/** The batch that has not run yet, if any. */
let batch: (() => void)[] | null = null;

/**
 * Lets the page run (input, paint) between batches of cards working through their inline JSON: each
 * batch parses, indexes and renders in its own task.
 */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    if (!batch || batch.length >= CARDS_PER_TASK) {
      const next: (() => void)[] = (batch = []);
      setTimeout(() => {
        if (batch === next) batch = null;
        for (const go of next) go();
      });
    }
    batch.push(resolve);
  });
}

export class ProductLoader implements ReactiveController {
  readonly #host: LoaderHost;
  readonly #callbacks: LoaderCallbacks;
  /** What the last load was started with: a host update that changes none of it starts no load. */
  #args: LoadArgs | null = null;
  /** The load in flight; also its identity, so an answer for an older load is dropped. */
  #inFlight: AbortController | null = null;
  /** The element left the document while loading: that load was aborted, and starts again on return. */
  #interrupted = false;
  /** Set once a lazy element has come near the viewport; it then loads like an eager one. */
  #near = false;
  #observer: IntersectionObserver | null = null;
  /** Why the last load failed; null while loading and once loaded. */
  error: Error | null = null;
  /** The currency of the last product loaded (the `currency` attribute, or the page's, or the cart's). */
  currency: string | null = null;

  constructor(host: LoaderHost, callbacks: LoaderCallbacks) {
    this.#host = host;
    this.#callbacks = callbacks;
    host.addController(this);
  }

  hostUpdate(): void {
    const { handle, root, currencyAttr, loading } = this.#host;
    const args: LoadArgs = [handle, root, currencyAttr, loading === 'lazy' && !this.#near];
    if (this.#args?.every((value, i) => value === args[i])) return;
    void this.#load((this.#args = args));
  }

  hostConnected(): void {
    if (this.#args?.[3]) this.#observeViewport();
    if (this.#interrupted && this.#args) {
      this.#interrupted = false;
      void this.#load(this.#args);
    }
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    if (this.#inFlight) {
      this.#interrupted = true;
      this.#inFlight.abort();
      this.#inFlight = null;
    }
  }

  async #load([handle, root, currencyAttr, waitForView]: LoadArgs): Promise<void> {
    this.#inFlight?.abort();
    this.#inFlight = null;
    this.#observer?.disconnect();
    this.error = null;
    this.#callbacks.started();
    if (waitForView) return this.#observeViewport();
    const load = new AbortController();
    const options = { root, base: document.baseURI, signal: load.signal };
    const inline = this.#host.querySelector(':scope > script[type="application/json"]:not([data-swatches])');
    const product = inline ? yieldToPage().then(() => parseProduct(inline.textContent)) : handle ? fetchProduct(handle, options) : null;
    // Nothing to load yet (e.g. created by script, handle set later): wait quietly.
    if (!product) return;
    this.#inFlight = load;
    const prepared = this.#callbacks.prepare();
    try {
      const [loaded, currency] = await Promise.all([product, currencyAttr || fetchCurrency(options), prepared]);
      if (load === this.#inFlight) {
        this.currency = currency;
        this.#callbacks.loaded(loaded);
      }
    } catch (error) {
      // The shopper's message is in the product's language too.
      await prepared;
      if (load === this.#inFlight) this.#callbacks.failed((this.error = error instanceof Error ? error : new Error(String(error))));
    } finally {
      if (load === this.#inFlight) this.#inFlight = null;
    }
  }

  #observeViewport(): void {
    this.#observer = whenInView(this.#host, () => {
      this.#near = true;
      this.#host.requestUpdate();
    }, '200px');
  }
}

/**
 * Says why loading failed: the console (for the theme developer: which product and why, never the
 * page) and a ProductErrorEvent, whose shopper's text names no URL, status or parser position.
 */
export function reportFailure(host: LoaderHost, error: Error, s: UiStrings): void {
  const cause = error instanceof ProductDataError ? `invalid product data at ${error.message}` : error.message;
  const message = fill(s.loadError, { handle: host.handle ?? '', cause });
  console.warn(`<shop-product>: ${message}`, error);
  host.dispatchEvent(new ProductErrorEvent(error, message, s.loadErrorShopper));
}
