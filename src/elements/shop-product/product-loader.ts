/**
 * Loading a product and the customer's currency, for <shop-product>: from an inline JSON script or
 * the storefront, eagerly or when the element nears the viewport. A new load aborts the one in flight,
 * and an older load's answer is never delivered after a newer one started.
 */
import type { ReactiveController, ReactiveElement } from '@lit/reactive-element';
import { ProductDataError } from '../../core/errors.js';
import type { Product } from '../../core/types.js';
import { pageCurrency } from '../../data/page.js';
import { productStore } from '../../data/product-store.js';
import { ProductErrorEvent, ProductIncompleteEvent } from '../../events.js';
import { fill } from '../../core/fill.js';
import type { UiStrings } from '../../i18n/strings.js';
import { cartCode } from '../shared/cart.js';

/** What the loader reads from its element. */
export interface LoaderHost extends ReactiveElement {
  handle: string | null;
  root: string | null;
  /** The `currency` attribute (the snippet's): when set, nothing else is asked. */
  currencyAttr: string | null;
  /** The `json-view` attribute: the theme's JSON view that completes the product (null: only a cut document is completed, from the default view). */
  jsonView: string | null;
}

export interface LoaderCallbacks {
  /** A load starts: whatever was shown for the previous product goes. */
  started(): void;
  /** The product is here, and the customer's currency (the `currency` attribute, else the page's, else the cart's). */
  loaded(product: Product, currency: string): void;
  /** More of the product came (a page of the JSON view), or all of it (`complete`). */
  grew(product: Product): void;
  /** Another product of the combined listing is here (`link`), its first page of the view merged. */
  linked(product: Product): void;
  /** What else the first data render needs (the locale's strings, when they are a module still loading), or null. */
  prepare(): Promise<unknown> | null;
  /** What the first data render of `product` needs of its own data (a deposit's part, where it has one), or null. */
  needs(product: Product): Promise<unknown> | null;
  failed(error: Error): void;
}

type LoadArgs = [handle: string | null, root: string | null, currencyAttr: string | null];

export class ProductLoader implements ReactiveController {
  readonly #host: LoaderHost;
  readonly #callbacks: LoaderCallbacks;
  /** What the last load was started with: a host update that changes none of it starts no load. */
  #args: LoadArgs | null = null;
  /** The load in flight; also its identity, so an answer for an older load is dropped. */
  #inFlight: AbortController | null = null;
  /** The product shown: a completion or a link delivers only while it is still the one. */
  #shown: AbortController | null = null;
  /** The element left the document while loading: that load was aborted, and starts again on return. */
  #interrupted = false;
  /** Why the last load failed; null while loading and once loaded. */
  error: Error | null = null;

  constructor(host: LoaderHost, callbacks: LoaderCallbacks) {
    this.#host = host;
    this.#callbacks = callbacks;
    host.addController(this);
  }

  hostUpdate(): void {
    const { handle, root, currencyAttr } = this.#host;
    const args: LoadArgs = [handle, root, currencyAttr];
    if (this.#args?.every((value, i) => value === args[i])) return;
    void this.#load((this.#args = args));
  }

  hostConnected(): void {
    if (this.#interrupted && this.#args) {
      this.#interrupted = false;
      void this.#load(this.#args);
    }
  }

  hostDisconnected(): void {
    if (this.#inFlight) {
      this.#interrupted = true;
      this.#inFlight.abort();
      this.#inFlight = null;
    }
  }

  async #load([handle, root, currencyAttr]: LoadArgs): Promise<void> {
    this.#inFlight?.abort();
    this.#inFlight = null;
    this.#shown?.abort();
    this.#shown = null;
    this.error = null;
    this.#callbacks.started();
    const load = new AbortController();
    // The customer's currency as the page says it: the attribute (the snippet's), else the platform's global.
    // It names the product's record too, so the cart, asking in its currency, finds this product's.
    const currency = currencyAttr || pageCurrency();
    const options = { root, base: document.baseURI, signal: load.signal, currency };
    const inline = this.#host.querySelector(':scope > script[type="application/json"]:not([data-swatches], [data-shop-strings])');
    const store = productStore();
    const view = this.#host.jsonView;
    // The product, read once the currency and the strings are here too.
    const readInline = inline && (() => store.pending(store.inline(inline.textContent!, handle, options), view));
    const product: Promise<() => Product> | null = readInline
      ? Promise.resolve(readInline)
      : handle ? store.fetch(handle, options).then((fetched) => () => store.pending(fetched, view)) : null;
    // Nothing to load yet (e.g. created by script, handle set later): wait quietly.
    if (!product) return;
    this.#inFlight = load;
    const prepared = this.#callbacks.prepare();
    // Everything is here already (the product inline, the currency, the strings built in): shown in
    // this update, so the elements inside render the product first, not their fallback and then it.
    if (readInline && currency && !prepared) return this.#show(load, currency, readInline);
    try {
      // Only where the page says no currency is the cart asked: the cart store's code (a part of its own) reads it.
      const [read, answer] = await Promise.all([product, currency || cartCode().then((cart) => cart.fetchCurrency(options)), prepared]);
      if (load === this.#inFlight) this.#show(load, answer, read);
    } catch (error) {
      // The shopper's message is in the product's language too.
      await prepared;
      this.#fail(load, error);
    }
  }

  /** The product of load `load` is here (read it), in `currency`: shown, then completed; or why it cannot be. */
  #show(load: AbortController, currency: string, read: () => Product): void {
    try {
      const shown = read();
      const needs = this.#callbacks.needs(shown);
      // Waited for (it never fails), so its line is in the first render, not added after it.
      if (needs) void needs.then(() => load === this.#inFlight && this.#loaded(load, currency, shown)).catch((error: unknown) => this.#fail(load, error));
      else this.#loaded(load, currency, shown);
    } catch (error) {
      this.#fail(load, error);
    }
  }

  #loaded(load: AbortController, currency: string, shown: Product): void {
    this.#callbacks.loaded(shown, currency);
    if (this.#inFlight === load) this.#inFlight = null;
    this.#complete(shown, (this.#shown = load));
  }

  #fail(load: AbortController, error: unknown): void {
    if (load !== this.#inFlight) return;
    this.#inFlight = null;
    this.#callbacks.failed((this.error = error instanceof Error ? error : new Error(String(error))));
  }

  /**
   * Loads another product of the combined listing (a value's `product_url`) in place of this one,
   * through the product store, with its view's first page (the values that are other products):
   * the one shown stays until it is here. A failure keeps it, and says why (ProductIncompleteEvent).
   */
  async link(handle: string): Promise<boolean> {
    this.#shown?.abort();
    const shown = (this.#shown = new AbortController());
    const { root } = this.#host;
    const options = { root, base: document.baseURI, view: this.#host.jsonView, signal: shown.signal };
    const store = productStore();
    try {
      const product = store.pending(await store.fetch(handle, options), options.view ?? '');
      const first = product.complete ? product : await new Promise<Product>((resolve, reject) => {
        store.complete(product, options, resolve).catch(reject);
      });
      if (shown !== this.#shown) return true;
      this.#callbacks.linked(first);
      this.#complete(first, shown);
      return true;
    } catch (error) {
      if (shown !== this.#shown) return true;
      this.#incomplete(error);
      return false;
    }
  }

  /** The element shows another product of its combined listing now (its `handle` follows): not a reason to load again. */
  linkedTo(handle: string): void {
    if (this.#args) this.#args[0] = handle;
  }

  /** Completes a cut product from the JSON view (product-store.ts), page by page, while it is the one shown. */
  #complete(product: Product, shown: AbortController): void {
    if (product.complete) return;
    const { root, jsonView: view } = this.#host;
    let latest = product;
    productStore().complete(product, { root, base: document.baseURI, view, signal: shown.signal }, (next) => {
      if (shown === this.#shown && next !== latest) this.#callbacks.grew((latest = next));
    }).catch((error: unknown) => {
      if (shown !== this.#shown) return;
      // The rest cannot come: the product is what it has. A combination past it cannot be bought
      // here (never a price or a variant guessed), and nothing waits for it any longer.
      this.#callbacks.grew({ ...latest, complete: true });
      this.#incomplete(error);
    });
  }

  /** Part of the product could not be read: the theme hears why; the product works with what it has. */
  #incomplete(error: unknown): void {
    const cause = error instanceof Error ? error : new Error(String(error));
    this.#host.dispatchEvent(new ProductIncompleteEvent(cause, `<shop-product> "${this.#host.handle ?? ''}": ${cause.message}`));
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
