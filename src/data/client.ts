/**
 * The storefront client: `products/<handle>.js` and `cart.js`, shared by every element on the page.
 *
 * A grid of 48 product cards must cost one `cart.js` request and one request per distinct handle,
 * so requests live in a module-level cache keyed by absolute URL. Successes stay cached for the
 * page; failures are dropped so the next caller retries. One caller's abort never cancels what
 * other callers still wait for, and at most MAX_CONCURRENT_REQUESTS fetches run at once so a long
 * collection page does not crowd out the page's own images and scripts.
 */
import { checkCart, checkProduct, parseJsonExact } from '../core/parse.js';
import { parseRetryAfter } from '../core/retry-after.js';
import type { Cart, Product } from '../core/types.js';

export interface RequestOptions {
  /** Storefront root such as `/fr/`; defaults to `window.Shopify.routes.root`, else `/`. */
  root?: string | null;
  /** Aborts this caller's wait; the shared fetch stops only when every waiter has aborted. */
  signal?: AbortSignal;
}

export interface RetryPolicy {
  /** Upper bound for one Retry-After wait, so a misbehaving server cannot stall the page. */
  maxWaitMs: number;
  /** Wait when a 429/503 gives no (readable) Retry-After. */
  defaultWaitMs: number;
}

/** Fetches in flight at once across the page (browsers allow about six connections per host). */
export const MAX_CONCURRENT_REQUESTS = 6;

/** A 429/503 is tried this many times in all (the first attempt plus two retries). */
const ATTEMPTS = 3;

const policy: RetryPolicy = { maxWaitMs: 10_000, defaultWaitMs: 1_000 };

/** Adjusts the Retry-After handling; tests use it to keep waits short. */
export function setRetryPolicy(next: Partial<RetryPolicy>): void {
  Object.assign(policy, next);
}

/** A non-2xx status, or a 2xx body that is not JSON (an HTML error page, an empty body). */
export class StorefrontHttpError extends Error {
  override name = 'StorefrontHttpError';
  /** HTTP status of the (last) response. */
  declare readonly status: number;
  /** The URL requested. */
  declare readonly url: string;

  constructor(status: number, url: string, problem: string, method = 'GET') {
    super(`${method} ${url} ${problem}`);
    this.status = status;
    this.url = url;
  }
}

/** fetch itself rejected: offline, DNS, CORS, connection reset. `cause` is the original error. */
export class StorefrontNetworkError extends Error {
  override name = 'StorefrontNetworkError';
  /** The URL requested. */
  declare readonly url: string;

  constructor(url: string, cause: unknown, method = 'GET') {
    super(`${method} ${url} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.url = url;
  }
}

/**
 * The customer's currency could not be found: neither the page's global nor `/cart.js` gave one.
 * Every element of the page gets this same error (`cause`: the cart's own error).
 */
export class CurrencyError extends Error {
  override name = 'CurrencyError';

  constructor(cause: unknown) {
    super(`the customer's currency is unknown (${cause instanceof Error ? cause.message : String(cause)}); `
      + 'set the currency attribute, or define window.Shopify.currency.active', { cause });
  }
}

/** The option, else the platform's routes-root global (locale-prefixed stores), else `/`; always ends in `/`. */
export function resolveRoot(root?: string | null): string {
  const global = (globalThis as { Shopify?: { routes?: { root?: unknown } } }).Shopify?.routes?.root;
  const r = root || (typeof global === 'string' && global) || '/';
  return r.endsWith('/') ? r : `${r}/`;
}

/** `{root}products/{handle}.js`; the handle is encoded so `/`, `?` and `#` cannot change the path. */
export function productUrl(handle: string, root?: string | null): string {
  return `${resolveRoot(root)}products/${encodeURIComponent(handle)}.js`;
}

/** The storefront product, validated by parseProduct (ids beyond 2^53 stay exact). */
export function fetchProduct(handle: string, options: RequestOptions = {}): Promise<Product> {
  return request(productUrl(handle, options.root), checkProduct, options.signal);
}

/** The cart; the elements need its `currency`, the currency of every product amount, and `<shop-quantity>` its lines. */
export function fetchCart(options: RequestOptions = {}): Promise<Cart> {
  return request(cartUrl(options.root), checkCart, options.signal);
}

const cartUrl = (root?: string | null) => `${resolveRoot(root)}cart.js`;

/** The page's active currency where the platform's global defines it (`window.Shopify.currency.active`). */
function pageCurrency(): string | null {
  const active = (globalThis as { Shopify?: { currency?: { active?: unknown } } }).Shopify?.currency?.active;
  return typeof active === 'string' && /^[A-Z]{3}$/.test(active) ? active : null;
}

/** The currency answer of `/cart.js` per storefront root, a failure included: one request, one error per page. */
const currencies = new Map<string, Promise<string>>();

/**
 * The customer's currency where no `currency` attribute gives it: the page's active currency where
 * the platform's global defines it (no request at all), else `/cart.js`. A failing or currency-less
 * cart gives every caller the same CurrencyError and is not asked again (reload, or set the
 * attribute): a page of 48 cards makes one request and reports one cause.
 */
export function fetchCurrency(options: RequestOptions = {}): Promise<string> {
  const active = pageCurrency();
  if (active) return Promise.resolve(active);
  const key = resolveRoot(options.root);
  let shared = currencies.get(key);
  if (!shared) {
    shared = fetchCart({ root: options.root }).then(
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

interface Entry {
  promise: Promise<unknown>;
  /** Aborts the shared fetch; used only once no caller is left waiting. */
  controller: AbortController;
  /** Callers still waiting. A caller without a signal never leaves, so its fetch is never aborted. */
  waiters: number;
}

const cache = new Map<string, Entry>();

/** Drops every cached and in-flight request (in-flight fetches are aborted). For tests. */
export function clearRequestCache(): void {
  for (const entry of cache.values()) entry.controller.abort();
  cache.clear();
  currencies.clear();
}

async function request<T>(url: string, parse: (json: unknown) => T, signal?: AbortSignal): Promise<T> {
  signal?.throwIfAborted();
  const key = new URL(url, document.baseURI).href;
  let entry = cache.get(key);
  if (!entry) {
    const controller = new AbortController();
    const e: Entry = (entry = { controller, waiters: 0, promise: load(url, controller.signal).then(parse) });
    // A failed request is forgotten so the next caller retries (unless a newer one replaced it).
    e.promise.catch(() => cache.get(key) === e && cache.delete(key));
    cache.set(key, e);
  }
  const shared = entry;
  return abortable<T>(signal, (settle) => {
    shared.waiters++;
    shared.promise.then((value) => settle(true, value), (error) => settle(false, error));
    return () => {
      // The last waiter left: stop the fetch and forget it.
      if (--shared.waiters === 0) {
        if (cache.get(key) === shared) cache.delete(key);
        shared.controller.abort(signal!.reason);
      }
    };
  });
}

/**
 * Waits for `start` to settle, or rejects with the signal's reason as soon as it aborts (then
 * `start`'s cancel function runs). The one abort mechanism behind waiting callers, queued
 * requests and Retry-After sleeps.
 */
function abortable<T = void>(
  signal: AbortSignal | undefined,
  start: (settle: (ok: boolean, value?: unknown) => void) => () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal?.throwIfAborted();
    const onAbort = () => {
      cancel();
      reject(signal!.reason);
    };
    const cancel = start((ok, value) => {
      signal?.removeEventListener('abort', onAbort);
      (ok ? resolve : reject)(value as T);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Fetches one URL, retrying 429/503, and returns its JSON (large integers as exact strings). */
async function load(url: string, signal: AbortSignal): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    await acquire(signal);
    let res: Response;
    let text: string;
    try {
      res = await globalThis.fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
      text = await res.text();
    } catch (err) {
      signal.throwIfAborted();
      throw new StorefrontNetworkError(url, err);
    } finally {
      release();
    }
    const { status } = res;
    if ((status === 429 || status === 503) && attempt < ATTEMPTS) {
      const ms = parseRetryAfter(res.headers.get('Retry-After'), Date.now(), policy.maxWaitMs)
        ?? Math.min(policy.defaultWaitMs, policy.maxWaitMs);
      await abortable(signal, (go) => {
        const timer = setTimeout(go, ms, true);
        return () => clearTimeout(timer);
      });
      continue;
    }
    const fail = (problem: string) => new StorefrontHttpError(status, url, problem);
    if (!res.ok) throw fail(`failed: ${status} ${res.statusText}`.trimEnd());
    // Storefronts answer unknown paths with a themed HTML page, sometimes with status 200.
    if (/html/i.test(res.headers.get('Content-Type') ?? '') || /^\s*</.test(text)) {
      throw fail(`returned HTML, not JSON (status ${status})`);
    }
    if (!text.trim()) throw fail(`returned an empty body (status ${status})`);
    try {
      return parseJsonExact(text);
    } catch (err) {
      throw fail(`returned malformed JSON (status ${status}): ${(err as Error).message}`);
    }
  }
}

/* A small FIFO of request slots. A queued request counts as in flight for abort purposes: when its
 * signal aborts it leaves the queue without ever fetching. */
let active = 0;
const queue: (() => void)[] = [];

function acquire(signal: AbortSignal): Promise<void> {
  if (active < MAX_CONCURRENT_REQUESTS && !signal.aborted) {
    active++;
    return Promise.resolve();
  }
  return abortable(signal, (go) => {
    const start = () => go(true);
    queue.push(start);
    return () => queue.splice(queue.indexOf(start), 1);
  });
}

/** Hands the slot straight to the next queued request, so `active` never overshoots. */
function release(): void {
  const next = queue.shift();
  if (next) next();
  else active--;
}

/**
 * The cart as read last from `{root}cart.js` (the cart the currency came from, or the one read after
 * an add), or null when none was read: without `reload` this never makes a request. With `reload`
 * it is read again now, and every later reader gets the new one.
 */
export function readCart(root?: string | null, reload = false): Promise<Cart> | null {
  const key = new URL(cartUrl(root), document.baseURI).href;
  if (reload) {
    cache.delete(key);
    return fetchCart({ root });
  }
  return (cache.get(key)?.promise as Promise<Cart> | undefined) ?? null;
}

/** What `{root}cart/add.js` answered: 200 with the added line items, or 422 `{status, message, description}` (a refusal). */
export interface CartAddAnswer {
  status: 200 | 422;
  body: Record<string, unknown>;
}

/**
 * POSTs an add-to-cart form's own fields to `{root}cart/add.js`. An add is not idempotent: it is
 * sent again only after a 429 (the storefront did not process it), once, after Retry-After. A
 * network failure, any other status or a body that is not JSON throws and is never sent again. Not
 * queued behind the page's product requests: the shopper is waiting for this one.
 */
export async function addToCart(body: FormData, root?: string | null): Promise<CartAddAnswer> {
  const url = `${resolveRoot(root)}cart/add.js`;
  for (let retried = false; ; retried = true) {
    let res: Response;
    let text: string;
    try {
      res = await globalThis.fetch(url, { method: 'POST', body, headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, credentials: 'same-origin' });
      text = await res.text();
    } catch (err) {
      throw new StorefrontNetworkError(url, err, 'POST');
    }
    const { status } = res;
    if (status === 429 && !retried) {
      const ms = parseRetryAfter(res.headers.get('Retry-After'), Date.now(), policy.maxWaitMs) ?? policy.defaultWaitMs;
      await new Promise((go) => setTimeout(go, ms));
      continue;
    }
    let json: unknown;
    try {
      json = parseJsonExact(text);
    } catch {
      // Not JSON: an HTML error page, an empty body.
    }
    if ((status === 200 || status === 422) && json && typeof json === 'object') return { status, body: json as Record<string, unknown> };
    throw new StorefrontHttpError(status, url, `failed: ${status}${json ? '' : ', not JSON'}`, 'POST');
  }
}
