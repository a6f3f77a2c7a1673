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
import { checkProduct, parseJsonExact } from '../core/parse.js';
import { checkCart } from '../core/parse-cart.js';
import { retryDelay, type RetryPolicy } from '../core/retry.js';
import type { Cart, Product } from '../core/types.js';
import { productUrl, resolveRoot } from './page.js';

export { productUrl, resolveRoot };

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

/**
 * A 429/503 is tried three times in all (two retries), waiting its Retry-After up to 10 s, else
 * 0.5–1 s, then 1–2 s. Fixed: the tests' storefront names short waits in Retry-After, as a real one does.
 */
const policy: RetryPolicy = { attempts: 3, maxWaitMs: 10_000, defaultWaitMs: 1_000 };

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

/** The storefront product, validated by parseProduct (ids beyond 2^53 stay exact). Elements read products through the product store (product-store.ts). */
export function fetchProduct(handle: string, options: RequestOptions = {}): Promise<Product> {
  return request(productUrl(handle, options.root), checkProduct, options);
}

/** `{root}products/{handle}?view={view}&page={page}`: a page of the theme's JSON view. */
export function viewUrl(handle: string, view: string, page: number, root?: string | null): string {
  return `${resolveRoot(root)}products/${encodeURIComponent(handle)}?view=${encodeURIComponent(view)}&page=${page}`;
}

/**
 * A JSON document of an alternate template (the theme's JSON view, `viewUrl`), checked by `parse`.
 * The platform serves an alternate template as `text/html` whatever it holds, so only the body
 * decides: JSON is the document; an HTML page (the product's own page, status 200: the theme has
 * no such template) is a StorefrontHttpError saying "returned HTML".
 */
export function fetchView<T>(url: string, parse: (json: unknown) => T, options: RequestOptions = {}): Promise<T> {
  return request(url, parse, options, true);
}

/**
 * `{root}cart.js`, through the shared request cache (one request for every caller while it is in
 * flight; a read after that is a new request). Only the cart store (cart-store.ts) calls it: it is
 * the one owner of the page's cart.
 */
export function fetchCart(options: RequestOptions = {}): Promise<Cart> {
  const url = `${resolveRoot(options.root)}cart.js`;
  const key = options.base ? new URL(url, options.base).href : url;
  // A cart is read afresh each time it is asked for (it changes): the cached one is dropped once settled.
  const entry = cache.get(key);
  if (entry && entry.settled) cache.delete(key);
  return request(url, checkCart, options);
}

interface Entry {
  promise: Promise<unknown>;
  /** Aborts the shared fetch; used only once no caller is left waiting. */
  controller: AbortController;
  /** Callers still waiting. A caller without a signal never leaves, so its fetch is never aborted. */
  waiters: number;
  /** The answer is in (a cart read asks again after that). */
  settled?: boolean;
}

const cache = new Map<string, Entry>();

/** Drops every cached and in-flight request (in-flight fetches are aborted). For tests. */
export function clearRequestCache(): void {
  for (const entry of cache.values()) entry.controller.abort();
  cache.clear();
}

async function request<T>(url: string, parse: (json: unknown) => T, { base, signal }: RequestOptions, anyType?: boolean): Promise<T> {
  signal?.throwIfAborted();
  const key = base ? new URL(url, base).href : url;
  let entry = cache.get(key);
  if (!entry) {
    const controller = new AbortController();
    const e: Entry = (entry = { controller, waiters: 0, promise: load(url, controller.signal, false, anyType).then(parse) });
    // A failed request is forgotten so the next caller retries (unless a newer one replaced it).
    e.promise.then(() => (e.settled = true), () => cache.get(key) === e && cache.delete(key));
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
 * exact strings), or with `bytes` its body as served. `anyType`: JSON served as `text/html` is JSON
 * (an alternate template's answer); the body alone says whether it is an HTML page.
 */
async function load(url: string, signal?: AbortSignal, bytes?: boolean, anyType?: boolean): Promise<unknown> {
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
    if ((!anyType && /html/i.test(res.headers.get('Content-Type') ?? '')) || isHtml(body)) {
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

/** What the storefront answered a POST: its status, its `Retry-After`, and its body as JSON (undefined when the body is not JSON). */
export interface PostAnswer {
  status: number;
  retryAfter: string | null;
  json: unknown;
}

/**
 * POSTs to the storefront's Ajax cart (`{root}cart/add.js`, `cart/change.js`): a form's own
 * `FormData`, or an object sent as JSON, with the headers the platform expects. Once: whether to
 * send again is the caller's decision (an add is not idempotent). Not queued behind the page's
 * product requests (the shopper is waiting for this one). A failed fetch is a
 * StorefrontNetworkError; an abort rejects with the signal's reason.
 */
export async function post(url: string, body: FormData | Record<string, unknown>, signal?: AbortSignal): Promise<PostAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  let res: Response;
  let text: string;
  try {
    res = await globalThis.fetch(url, { method: 'POST', body: body instanceof FormData ? body : JSON.stringify(body), headers, signal });
    text = await res.text();
  } catch (err) {
    signal?.throwIfAborted();
    throw new StorefrontNetworkError(url, err, 'POST');
  }
  let json: unknown;
  try {
    // An HTML error page, an empty body: not JSON.
    if (!isHtml(text) && text.trim()) json = parseJsonExact(text);
  } catch {
    // Not JSON either.
  }
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), json };
}

/** The retry policy's answer for a POST that came back 429: wait this long and send it once more, or null (the one retry is spent). */
export const postRetryDelay = (attempt: number, retryAfter: string | null): number | null =>
  retryDelay({ ...policy, attempts: 2 }, 429, attempt, retryAfter);
