/**
 * The storefront client: `products/<handle>.js` and `cart.js`, shared by every element on the page.
 *
 * A grid of 48 product cards must cost one `cart.js` request and one request per distinct handle,
 * so requests live in a module-level cache keyed by absolute URL. Successes stay cached for the
 * page; failures are dropped so the next caller retries. One caller's abort never cancels what
 * other callers still wait for, and at most MAX_CONCURRENT_REQUESTS fetches run at once so a long
 * collection page does not crowd out the page's own images and scripts.
 */
import { isHtml } from '../core/check.js';
import { abortable, createLimiter } from '../core/limiter.js';
import { checkCart, checkProduct, parseJsonExact } from '../core/parse.js';
import { retryDelay, type RetryPolicy } from '../core/retry.js';
import type { Cart, Product } from '../core/types.js';

export interface RequestOptions {
  /** Storefront root such as `/fr/`, or an absolute URL; defaults to `window.Shopify.routes.root`, else `/`. */
  root?: string | null;
  /**
   * What a relative root is resolved against for sharing requests (the element passes
   * `document.baseURI`), so `/products/x.js` and `https://shop.example/products/x.js` are one request.
   */
  base?: string;
  /** Aborts this caller's wait; the shared fetch stops only when every waiter has aborted. */
  signal?: AbortSignal;
}

/** Fetches in flight at once across the page (browsers allow about six connections per host). */
export const MAX_CONCURRENT_REQUESTS = 6;

/** A 429/503 is tried three times in all (two retries), waiting its Retry-After up to 10 s. */
const policy: RetryPolicy = { attempts: 3, maxWaitMs: 10_000, defaultWaitMs: 1_000 };

/** Adjusts the retries; tests use it to keep waits short. */
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
  return request(productUrl(handle, options.root), checkProduct, options);
}

/** The cart; the elements need its `currency`, the currency of every product amount, and `<shop-quantity>` its lines. */
export function fetchCart(options: RequestOptions = {}): Promise<Cart> {
  return request(`${resolveRoot(options.root)}cart.js`, checkCart, options);
}

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
    shared = fetchCart({ root: options.root, base: options.base }).then(
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

async function request<T>(url: string, parse: (json: unknown) => T, { base, signal }: RequestOptions): Promise<T> {
  signal?.throwIfAborted();
  const key = base ? new URL(url, base).href : url;
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
 * One storefront document as served, byte for byte (the CLI's snapshot): fetched like every request
 * of this client (at most MAX_CONCURRENT_REQUESTS at once, 429/503 retried, abortable), not shared
 * or cached, not read as JSON. A non-2xx answer is a StorefrontHttpError, a failed fetch a
 * StorefrontNetworkError.
 */
export function fetchBytes(url: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  return load(url, signal, true) as Promise<ArrayBuffer>;
}

const [acquire, release] = createLimiter(MAX_CONCURRENT_REQUESTS);

/**
 * Fetches one URL, retrying 429/503 as the policy says, and returns its JSON (large integers as
 * exact strings), or with `bytes` its body as served.
 */
async function load(url: string, signal?: AbortSignal, bytes?: boolean): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    await acquire(signal);
    let res: Response;
    /** The text, or with `bytes` an ArrayBuffer (returned as it is, before any use as text). */
    let body: string;
    try {
      // Each attempt has a signal of its own, tied to the caller's only while it runs: fetch leaves
      // a listener on the signal it is given until the request is garbage-collected.
      const controller = new AbortController();
      [res, body] = await abortable<[Response, string]>(signal, (settle) => {
        // Cookies go with same-origin requests only: fetch's default credentials mode, not repeated here.
        globalThis.fetch(url, { headers: { Accept: 'application/json' }, signal: controller.signal })
          .then(async (r) => [r, await (bytes ? r.arrayBuffer() : r.text())])
          .then((answer) => settle(true, answer), (err) => settle(false, err));
        return () => controller.abort(signal!.reason);
      });
    } catch (err) {
      signal?.throwIfAborted();
      throw new StorefrontNetworkError(url, err);
    } finally {
      release();
    }
    const { status } = res;
    const ms = retryDelay(policy, status, attempt, res.headers.get('Retry-After'));
    if (ms !== null) {
      await abortable(signal, (go) => {
        const timer = setTimeout(go, ms, true);
        return () => clearTimeout(timer);
      });
      continue;
    }
    const fail = (problem: string) => new StorefrontHttpError(status, url, problem);
    if (!res.ok) throw fail(`failed: ${status} ${res.statusText}`.trimEnd());
    if (bytes) return body;
    // Storefronts answer unknown paths with a themed HTML page, sometimes with status 200.
    if (/html/i.test(res.headers.get('Content-Type') ?? '') || isHtml(body)) {
      throw fail(`returned HTML, not JSON (status ${status})`);
    }
    if (!body.trim()) throw fail(`returned an empty body (status ${status})`);
    try {
      return parseJsonExact(body);
    } catch (err) {
      throw fail(`returned malformed JSON (status ${status}): ${(err as Error).message}`);
    }
  }
}

/**
 * The cart as read last from `{root}cart.js` (the cart the currency came from, or the one read after
 * an add), or null when none was read: without `reload` this never makes a request. With `reload`
 * it is read again now, and every later reader gets the new one. `base` as for every request.
 */
export function readCart({ root, base }: RequestOptions, reload = false): Promise<Cart> | null {
  const url = `${resolveRoot(root)}cart.js`;
  const key = base ? new URL(url, base).href : url;
  if (reload) {
    cache.delete(key);
    return fetchCart({ root, base });
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
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    let text: string;
    try {
      res = await globalThis.fetch(url, { method: 'POST', body, headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
      text = await res.text();
    } catch (err) {
      throw new StorefrontNetworkError(url, err, 'POST');
    }
    const { status } = res;
    // Only a 429 was surely not processed: the one retry decision, with one retry.
    const ms = status === 429 ? retryDelay({ ...policy, attempts: 2 }, status, attempt, res.headers.get('Retry-After')) : null;
    if (ms !== null) {
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
