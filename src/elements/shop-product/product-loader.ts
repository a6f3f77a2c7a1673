/**
 * Loading a product and the customer's currency, for <shop-product>: from an inline JSON script or
 * the storefront, eagerly or when the element nears the viewport. Lit's Task runs it: a new run
 * aborts the one in flight, and an older run's answer is never delivered after a newer one.
 */
import { initialState, Task, TaskStatus } from '@lit/task';
import type { ReactiveController, ReactiveElement } from 'lit';
import { parseProduct } from '../../core/parse.js';
import type { Product } from '../../core/types.js';
import { fetchCurrency, fetchProduct } from '../../data/client.js';

/** What the loader reads from its element. */
export interface LoaderHost extends ReactiveElement {
  handle: string | null;
  root: string | null;
  /** The `currency` attribute: when set, `/cart.js` is not fetched. */
  currencyAttr: string | null;
  loading: 'eager' | 'lazy' | null;
}

export interface Loaded {
  product: Product;
  currency: string;
}

export interface LoaderCallbacks {
  /** A load starts (or waits for the viewport): whatever was shown for the previous product goes. */
  started(): void;
  loaded(result: Loaded): void;
  failed(error: Error): void;
}

/** How far from the viewport a lazy element starts loading. */
const LAZY_MARGIN = '200px';

export class ProductLoader implements ReactiveController {
  readonly #host: LoaderHost;
  readonly #callbacks: LoaderCallbacks;
  /** Set once a lazy element has come near the viewport; it then loads like an eager one. */
  #near = false;
  #waitingForView = false;
  #observer?: IntersectionObserver;
  /** The element left the document while loading: that load was aborted, and starts again on return. */
  #interrupted = false;

  readonly #task: Task<[string | null, string | null, string | null, boolean], Loaded>;

  constructor(host: LoaderHost, callbacks: LoaderCallbacks) {
    this.#host = host;
    this.#callbacks = callbacks;
    this.#task = new Task(host, {
      args: () => [host.handle, host.root, host.currencyAttr, host.loading === 'lazy' && !this.#near],
      task: ([handle, root, currencyAttr, waitForView], { signal }) => this.#load(handle, root, currencyAttr, waitForView, signal),
      onComplete: (result) => callbacks.loaded(result),
      onError: (error) => {
        if (!this.#interrupted) callbacks.failed(error instanceof Error ? error : new Error(String(error)));
      },
    });
    host.addController(this);
  }

  hostConnected(): void {
    if (this.#waitingForView) this.#observeViewport();
    if (this.#interrupted) {
      this.#interrupted = false;
      void this.#task.run();
    }
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    if (this.#task.status === TaskStatus.PENDING) {
      this.#interrupted = true;
      this.#task.abort();
    }
  }

  async #load(handle: string | null, root: string | null, currencyAttr: string | null, waitForView: boolean, signal: AbortSignal) {
    this.#observer?.disconnect();
    this.#waitingForView = waitForView;
    this.#callbacks.started();
    if (waitForView) {
      this.#observeViewport();
      return initialState;
    }
    const options = { root, signal };
    const inline = this.#host.querySelector(':scope > script[type="application/json"]');
    const product = inline ? Promise.resolve().then(() => parseProduct(inline.textContent)) : handle ? fetchProduct(handle, options) : null;
    // Nothing to load yet (e.g. created by script, handle set later): wait quietly.
    if (!product) return initialState;
    const [loaded, currency] = await Promise.all([product, currencyAttr || fetchCurrency(options)]);
    return { product: loaded, currency };
  }

  #observeViewport(): void {
    this.#observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        this.#observer?.disconnect();
        this.#waitingForView = false;
        this.#near = true;
        this.#host.requestUpdate();
      },
      { rootMargin: LAZY_MARGIN },
    );
    this.#observer.observe(this.#host);
  }
}
