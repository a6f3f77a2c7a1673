/**
 * The cart store: the one owner of the page's cart. It holds the cart as last read from
 * `{root}cart.js` or returned by a change, and whether that is still the cart (`state`); it is the
 * only code that reads `/cart.js` and posts to `/cart/add.js` and `/cart/change.js`. Every element
 * that shows or changes the cart gets it as context (provided at the document's root, see
 * elements/shared/cart.ts); theme code gets it from `cartStore()`.
 *
 * The truth after every request: an add or a change with no answer within the timeout is aborted,
 * and after that, a 5xx, a failed fetch or a body that is not JSON the outcome is unclear, so the
 * cart is read once before anyone is told anything: what the cart holds then decides. A 4xx is a
 * refusal whatever its body; a 429 is sent again once after its Retry-After (it was not processed).
 * Nothing is ever sent a second time on its own otherwise: an add is not idempotent.
 */
import { idDigits } from '../core/check.js';
import { abortable } from '../core/limiter.js';
import type { AmountUnit } from '../core/money.js';
import { checkAddAnswer, checkCart } from '../core/parse-cart.js';
import { inCart } from '../core/quantity.js';
import { cartLine, cartRef, gid, type CartLineInput } from '../core/storefront-events.js';
import type { Cart, CartAddAnswer, Id } from '../core/types.js';
import { dispatchStandard } from '../events.js';
import { CurrencyError, fetchCart, post, postRetryDelay, type PostAnswer, type RequestOptions } from './client.js';
import { pageCurrency, resolveRoot } from './page.js';

/**
 * `known`: `cart` is the cart as last read or returned. `updating`: an add or a change is in
 * flight. `unknown`: the last read failed (or none was made yet), so `cart` may be out of date; it
 * is read again on the next add, or when the page becomes visible again.
 */
export type CartState = 'known' | 'updating' | 'unknown';

/** Seconds an add or a change (and the cart read after it) may take before it is aborted. */
export const CART_TIMEOUT = 10;

export interface CartRequestOptions {
  /** Storefront root such as `/fr/` (the storefront answers refusals in its language); default the store's. */
  root?: string | null;
  /** Seconds to wait for an answer before aborting; default 10. */
  timeout?: number;
  /** Where the standard storefront events are dispatched (the product for an add, the cart for a change); default `document`. */
  target?: EventTarget;
  /** The unit of the storefront's amounts, for the events' money (default hundredths). */
  amountUnit?: AmountUnit;
  /** The refusal to report when a 4xx carries no description of its own (in the shopper's language). */
  refusal?: string;
}

export interface AddOptions extends CartRequestOptions {
  /** Section ids to render with the add (`sections`, and `sections_url` the page's path). */
  sections?: string | null;
}

export interface CartChange {
  /** The line's key (`CartItem.key`), sent as `id`. */
  key: string;
  /** The new quantity, a whole number ≥ 0 (0 removes the line). */
  quantity?: number;
  /** The line's new selling plan id, or null for a one-time purchase. */
  sellingPlan?: Id | null;
}

/**
 * What an add or a change did, as far as anyone can know:
 * - `added` / `changed`: it went through; `cart` is the cart after it (null only when the read after
 *   a successful add failed: the store is `unknown` then);
 * - `refused`: the storefront said no (a 4xx); `message` is its own description, else the refusal
 *   given in the options; `cart` as read after it (a refusal may have added part of a quantity);
 * - `failed`: it did not go through (the cart read after it says so, or a 429 twice): try again;
 * - `unknown`: it may or may not have gone through, and the cart could not be read: check the cart.
 */
export interface CartResult<Done extends 'added' | 'changed'> {
  outcome: Done | 'refused' | 'failed' | 'unknown';
  cart: Cart | null;
  /** `refused`: what to tell the shopper. */
  message?: string;
  /**
   * `refused`: the refusal's `errors` as the storefront sent them, where it names fields (the platform:
   * `{email: ["…"], send_on: ["…"]}` for a gift card's recipient), for a form to show at each field.
   */
  errors?: unknown;
  /** `added` through `{root}cart/add.js`: its answer (the lines, the rendered sections). */
  answer?: CartAddAnswer;
  /** `failed` / `unknown`: what went wrong (a StorefrontNetworkError, a StorefrontHttpError, a CartTimeoutError). */
  error?: Error;
}

/** No answer within the timeout: the request was aborted. */
export class CartTimeoutError extends Error {
  override name = 'CartTimeoutError';

  constructor(url: string, seconds: number) {
    super(`POST ${url} had no answer within ${seconds} s and was aborted`);
  }
}

/** The platform's cart action (`window.Shopify.actions.updateCart`), as far as we call it. */
type UpdateCart = ((payload: { lines: CartLineInput[] }) => Promise<{ userErrors?: { message: string }[] } | undefined>) & { isDefault?: () => boolean };

/**
 * The platform's actions that our cart elements configured (elements/shop-cart/platform-actions.ts),
 * not the theme: our own adds do not go through them (they post to `/cart/add.js` themselves).
 */
export const ourActions = new WeakSet<object>();

/** The theme's configured cart action, or null (none, the platform's default, or ours). */
function themeAction(): UpdateCart | null {
  const action = (globalThis as { Shopify?: { actions?: { updateCart?: UpdateCart } } }).Shopify?.actions?.updateCart;
  return typeof action === 'function' && action.isDefault?.() === false && !ourActions.has(action) ? action : null;
}

/** What one POST came to: an answer, a failure to get one (network, timeout), or a 429 twice. */
type Sent = { answer: PostAnswer } | { error: Error };

const failure = (url: string, status: number, json: unknown) =>
  new Error(`POST ${url} failed: ${status}${json === undefined ? ', not JSON' : ''}`);

const sleep = (ms: number) => new Promise((go) => setTimeout(go, ms));

/**
 * The cart of the page and every request that changes it. One per page (`cartStore()`); an
 * EventTarget that dispatches `change` whenever `cart` or `state` changes.
 */
export class CartStore extends EventTarget {
  /** The cart as last read or returned; null before the first read. */
  cart: Cart | null = null;
  /** Adds and changes in flight. */
  #pending = 0;
  /** The last read failed, or none was made: `cart` may be out of date. */
  #unknown = true;
  /** Every read and every change gets a number when it starts; a cart from an older one never replaces a newer one. */
  #clock = 0;
  #shown = 0;
  /** Changes per line key, one at a time. */
  #lines = new Map<string, Promise<unknown>>();
  /** While we dispatch our own `shopify:cart:lines-update`, or the theme's action (which dispatches its own) runs: not an app's. */
  #own = 0;
  #reading: Promise<Cart | null> | null = null;

  constructor() {
    super();
    // An app's (or the theme's) add or change: the cart is taken from its promise.
    globalThis.document?.addEventListener('shopify:cart:lines-update', this.#heard);
    globalThis.document?.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && this.#unknown && !this.#pending) this.refresh().catch(() => {});
    });
  }

  /** `known`, `updating` (an add or a change in flight) or `unknown` (the cart could not be read). */
  get state(): CartState {
    return this.#pending ? 'updating' : this.#unknown ? 'unknown' : 'known';
  }

  /** The storefront root the store reads and posts to: `window.Shopify.routes.root`, else `/`. */
  get root(): string {
    return resolveRoot();
  }

  /**
   * Calls `listener` with the store now and after every change of `cart` or `state`; returns the
   * function that stops it. (The same as listening to the store's `change` event.)
   */
  subscribe(listener: (store: CartStore) => void): () => void {
    const on = () => listener(this);
    this.addEventListener('change', on);
    on();
    return () => this.removeEventListener('change', on);
  }

  /**
   * Reads `{root}cart.js` now (joining a read already in flight: one request for every caller),
   * and makes it the cart. Rejects when it cannot be read; the state is `unknown` then.
   */
  async refresh(options: Pick<RequestOptions, 'root' | 'signal'> = {}): Promise<Cart> {
    const stamp = ++this.#clock;
    try {
      const cart = await fetchCart({ root: options.root, base: globalThis.document?.baseURI, signal: options.signal });
      this.#adopt(cart, stamp);
      return cart;
    } catch (error) {
      if (stamp >= this.#shown) {
        this.#unknown = true;
        this.#notify();
      }
      throw error;
    }
  }

  /** The cart, read once if it never was (the elements that show it call this when they connect); null when it cannot be read. */
  ensure(): Promise<Cart | null> {
    if (this.cart && !this.#unknown) return Promise.resolve(this.cart);
    return (this.#reading ??= this.refresh().catch(() => null).finally(() => (this.#reading = null)));
  }

  /**
   * Adds the line a form's own fields describe (`id`, `quantity`, `selling_plan`, `properties[…]`,
   * anything else the theme's form holds) and resolves what happened; never rejects.
   *
   * Through the theme's configured `Shopify.actions.updateCart` when it has one (it dispatches
   * the standard events itself), else `POST {root}cart/add.js` with the fields, after dispatching
   * `shopify:cart:lines-update` on `target` (its promise resolves `{cart, userErrors?}` or rejects,
   * with `shopify:cart:error` for a refusal or a failure). Then the cart is read once.
   */
  async add(data: FormData, options: AddOptions = {}): Promise<CartResult<'added'>> {
    const { root, target = document, amountUnit, sections } = options;
    const line = cartLine(data);
    const variantId = String(data.get('id') ?? '');
    const action = themeAction();
    // The cart before the click, to tell after an unclear outcome whether the line arrived. It is
    // read first only when it is unknown (a read in flight is joined: nothing new before the POST).
    if (this.#unknown) await this.ensure();
    const before = this.#unknown ? null : inCart(this.cart, variantId);
    const stamp = this.#begin();
    if (sections) {
      data.set('sections', sections);
      data.set('sections_url', location.pathname);
    }
    // Started after the event below is out: listeners hear of the add before it is sent.
    const work = Promise.resolve().then(async (): Promise<CartResult<'added'>> => {
      if (action) {
        let refused: string | undefined;
        this.#own++;
        try {
          refused = (await action({ lines: [line] }))?.userErrors?.[0]?.message;
        } catch (error) {
          return this.#unclear(stamp, root, options.timeout, error as Error, (cart) => before !== null && inCart(cart, variantId) > before, 'added');
        } finally {
          this.#own--;
        }
        const cart = await this.#read(stamp, root, options.timeout);
        return refused ? { outcome: 'refused', message: refused, cart } : { outcome: 'added', cart };
      }
      const url = `${resolveRoot(root)}cart/add.js`;
      const sent = await this.#send(url, data, options.timeout);
      if ('error' in sent) return this.#unclear(stamp, root, options.timeout, sent.error, (cart) => before !== null && inCart(cart, variantId) > before, 'added');
      const { status, json } = sent.answer;
      if (status >= 200 && status < 300) {
        let answer: CartAddAnswer;
        try {
          answer = checkAddAnswer(json);
        } catch {
          return this.#unclear(stamp, root, options.timeout, failure(url, status, json), (cart) => before !== null && inCart(cart, variantId) > before, 'added');
        }
        return { outcome: 'added', answer, cart: await this.#read(stamp, root, options.timeout) };
      }
      return this.#judge(stamp, url, sent.answer, root, options, (cart) => before !== null && inCart(cart, variantId) > before, 'added');
    });
    const result = work.finally(() => this.#end());
    if (!action) this.#announce(target, 'add', 'product', [{ merchandiseId: line.merchandiseId, quantity: line.quantity }], result, amountUnit);
    return result;
  }

  /**
   * Changes one line: `POST {root}cart/change.js` with the line's `key` as `id`, and `quantity`
   * and/or `selling_plan` (a plan id, or null for a one-time purchase). One change at a time per
   * line: a second change of the same line starts when the first has settled. The same truth rules
   * as an add; the cart the storefront answers becomes the cart. Dispatches the platform's
   * `shopify:cart:lines-update` on `target` (`action` `update`, or `remove` for quantity 0;
   * `context` `cart`). Never rejects, except for a change that names no line or a quantity that is
   * not a whole number ≥ 0 (a TypeError, before anything is sent).
   */
  change(change: CartChange, options: CartRequestOptions = {}): Promise<CartResult<'changed'>> {
    const { key, quantity, sellingPlan } = change;
    if (typeof key !== 'string' || !key) return Promise.reject(new TypeError(`change: expected a line key, got ${JSON.stringify(key)}`));
    if (quantity !== undefined && !(Number.isSafeInteger(quantity) && quantity >= 0)) {
      return Promise.reject(new TypeError(`change: expected a whole quantity of 0 or more, got ${String(quantity)}`));
    }
    if (sellingPlan !== undefined && sellingPlan !== null && !idDigits(sellingPlan)) {
      return Promise.reject(new TypeError(`change: expected a selling plan id or null, got ${JSON.stringify(sellingPlan)}`));
    }
    const previous = this.#lines.get(key) ?? Promise.resolve();
    const next = previous.then(() => this.#change(change, options));
    const settled = next.catch(() => {});
    this.#lines.set(key, settled);
    void settled.then(() => this.#lines.get(key) === settled && this.#lines.delete(key));
    return next;
  }

  #change({ key, quantity, sellingPlan }: CartChange, options: CartRequestOptions): Promise<CartResult<'changed'>> {
    const { root, target = document, amountUnit } = options;
    const body: Record<string, unknown> = { id: key };
    if (quantity !== undefined) body.quantity = quantity;
    if (sellingPlan !== undefined) body.selling_plan = sellingPlan;
    const stamp = this.#begin();
    const url = `${resolveRoot(root)}cart/change.js`;
    // Went through if the line now holds what was asked (a removed line, or a new plan, leaves its key).
    const applied = (cart: Cart) => {
      const item = cart.items.find((i) => i.key === key);
      if (quantity === 0) return !item;
      // A new plan gives the line a new key.
      if (sellingPlan !== undefined) return !item || item.sellingPlanId === sellingPlan;
      return item?.quantity === quantity;
    };
    const work = Promise.resolve().then(async (): Promise<CartResult<'changed'>> => {
      const sent = await this.#send(url, body, options.timeout);
      if ('error' in sent) return this.#unclear(stamp, root, options.timeout, sent.error, applied, 'changed');
      const { status, json } = sent.answer;
      if (status >= 200 && status < 300) {
        let cart: Cart;
        try {
          cart = checkCart(json);
        } catch {
          return this.#unclear(stamp, root, options.timeout, failure(url, status, json), applied, 'changed');
        }
        this.#adopt(cart, stamp);
        return { outcome: 'changed', cart };
      }
      return this.#judge(stamp, url, sent.answer, root, options, applied, 'changed');
    });
    const result = work.finally(() => this.#end());
    const id = gid('CartLine', key);
    const line = quantity === 0 ? { id } : {
      id,
      ...(quantity !== undefined && { quantity }),
      ...(sellingPlan !== undefined && { sellingPlanId: sellingPlan === null ? null : gid('SellingPlan', sellingPlan) }),
    };
    this.#announce(target, quantity === 0 ? 'remove' : 'update', 'cart', [line], result, amountUnit);
    return result;
  }

  /** POSTs once, and once more after a 429's Retry-After; each try aborted after the timeout. */
  async #send(url: string, body: FormData | Record<string, unknown>, timeout = CART_TIMEOUT): Promise<Sent> {
    for (let attempt = 1; ; attempt++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new CartTimeoutError(url, timeout)), timeout * 1000);
      let answer: PostAnswer;
      try {
        answer = await post(url, body, controller.signal);
      } catch (error) {
        return { error: error as Error };
      } finally {
        clearTimeout(timer);
      }
      // Only a 429 was surely not processed: the one retry decision, with one retry.
      const ms = answer.status === 429 ? postRetryDelay(attempt, answer.retryAfter) : null;
      if (ms === null) return { answer };
      await sleep(ms);
    }
  }

  /** A non-2xx answer: a 4xx is a refusal (the cart is read once after it: part may have been added), a 429 twice did not go through, a 5xx is unclear. */
  async #judge<Done extends 'added' | 'changed'>(stamp: number, url: string, { status, json }: PostAnswer, root: string | null | undefined, options: CartRequestOptions, arrived: (cart: Cart) => boolean, done: Done): Promise<CartResult<Done>> {
    if (status === 429) return { outcome: 'failed', cart: this.cart, error: failure(url, status, json) };
    if (status >= 500 || status < 400) return this.#unclear(stamp, root, options.timeout, failure(url, status, json), arrived, done);
    const body = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
    const words = [body.description, body.message].find((m): m is string => typeof m === 'string' && !!m.trim());
    const message = words ?? options.refusal ?? `The storefront refused this (${status}).`;
    return { outcome: 'refused', message, errors: body.errors, cart: await this.#read(stamp, root, options.timeout) };
  }

  /** The outcome is unclear: the cart is read once, and what it holds decides. */
  async #unclear<Done extends 'added' | 'changed'>(stamp: number, root: string | null | undefined, timeout: number | undefined, error: Error, arrived: (cart: Cart) => boolean, done: Done): Promise<CartResult<Done>> {
    const cart = await this.#read(stamp, root, timeout);
    if (!cart) return { outcome: 'unknown', cart: null, error };
    return arrived(cart) ? { outcome: done, cart } : { outcome: 'failed', cart, error };
  }

  /** Reads the cart for a change in flight (numbered after it); null when it cannot be read within the timeout (the state is `unknown` then). */
  async #read(stamp: number, root: string | null | undefined, timeout = CART_TIMEOUT): Promise<Cart | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new CartTimeoutError(`${resolveRoot(root)}cart.js`, timeout)), timeout * 1000);
    const at = ++this.#clock;
    try {
      const cart = await fetchCart({ root, base: globalThis.document?.baseURI, signal: controller.signal });
      this.#adopt(cart, Math.max(at, stamp));
      return cart;
    } catch {
      if (at >= this.#shown) this.#unknown = true;
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Dispatches `shopify:cart:lines-update` (before the request is sent): its promise resolves the
   * cart after it (`userErrors` for a refusal) or rejects for a failure, with `shopify:cart:error`.
   */
  #announce(target: EventTarget, action: 'add' | 'update' | 'remove', context: string, lines: unknown[], result: Promise<CartResult<'added' | 'changed'>>, unit?: AmountUnit): void {
    const promise = result.then((r) => {
      if (r.outcome === 'failed' || r.outcome === 'unknown') {
        dispatchStandard(target, 'shopify:cart:error', { code: 'SERVICE_UNAVAILABLE', error: String(r.error?.message) });
        throw r.error;
      }
      if (r.outcome === 'refused') dispatchStandard(target, 'shopify:cart:error', { code: 'INVALID', error: r.message });
      return { cart: r.cart && cartRef(r.cart, unit), ...(r.outcome === 'refused' && { userErrors: [{ message: r.message! }] }) };
    });
    this.#own++;
    try {
      dispatchStandard(target, 'shopify:cart:lines-update', { action, context, lines, promise });
    } finally {
      this.#own--;
    }
  }

  /** Someone else's add or change (an app's, the theme's): the cart is taken from its promise, else read. */
  #heard = (event: Event): void => {
    const promise = (event as Event & { promise?: unknown }).promise as Promise<{ cart?: unknown } | undefined> | undefined;
    if (this.#own || typeof promise?.then !== 'function') return;
    const stamp = this.#begin();
    promise.then((result) => {
      // A cart in `/cart.js`'s own shape is taken as it is; the events' summary shape is not one: read it.
      try {
        this.#adopt(checkCart(result?.cart), stamp);
        return;
      } catch {
        return this.#read(stamp, null);
      }
    }, () => this.#read(stamp, null)).finally(() => this.#end());
  };

  #begin(): number {
    this.#pending++;
    this.#notify();
    return ++this.#clock;
  }

  #end(): void {
    this.#pending--;
    this.#notify();
  }

  #adopt(cart: Cart, stamp: number): void {
    if (stamp < this.#shown) return;
    this.#shown = stamp;
    this.cart = cart;
    this.#unknown = false;
    this.#notify();
  }

  #notify(): void {
    this.dispatchEvent(new Event('change'));
  }

  /** Forgets the cart and every request (for tests: a new page). */
  reset(): void {
    this.cart = null;
    this.#unknown = true;
    this.#pending = this.#clock = this.#shown = 0;
    this.#lines.clear();
    this.#reading = null;
    currencies.clear();
    this.#notify();
  }
}

let store: CartStore | undefined;

/** The page's cart store (made on first use). */
export function cartStore(): CartStore {
  return (store ??= new CartStore());
}

/** The currency answer of `/cart.js` per storefront root, a failure included: one request, one error per page. */
const currencies = new Map<string, Promise<string>>();

/**
 * The customer's currency where no `currency` attribute gives it: the page's active currency where
 * the platform's global defines it (no request at all), else the cart's, read by the cart store (so
 * the cart it came from is the store's cart too). A failing or currency-less cart gives every caller
 * the same CurrencyError and is not asked again (reload, or set the attribute): a page of 48 cards
 * makes one request and reports one cause.
 */
export function fetchCurrency(options: RequestOptions = {}): Promise<string> {
  const active = pageCurrency();
  if (active) return Promise.resolve(active);
  const key = resolveRoot(options.root);
  let shared = currencies.get(key);
  if (!shared) {
    shared = cartStore().refresh({ root: options.root }).then(
      (cart) => cart.currency,
      (error: unknown) => Promise.reject(new CurrencyError(error)),
    );
    shared.catch(() => {});
    currencies.set(key, shared);
  }
  const answer = shared;
  return abortable<string>(options.signal, (settle) => {
    answer.then((value) => settle(true, value), (error) => settle(false, error));
    return () => {};
  });
}

