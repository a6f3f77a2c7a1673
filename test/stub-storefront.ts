/**
 * The one fetch stub of the suite (element tests and client tests): a storefront that answers
 * `fetch` after a real delay so that races race. Routes are keyed by path; every request is recorded.
 * It models no cart: the cart's behaviour (stock, refusals, partial adds, faults) is the one fake
 * shop's (test/fake-storefront.ts). A test scripts a cart answer here only where the fake cannot
 * give it, and says why.
 */
import { cartStore } from '../src/data/cart-store.js';
import { clearRequestCache } from '../src/data/client.js';
import { productStore } from '../src/data/product-store.js';

export interface StubRoute {
  body?: string;
  status?: number;
  statusText?: string;
  /**
   * Response headers. A 429 or 503 that names none answers `Retry-After: 0.01`, as the platform names
   * its wait, so the client's retries are quick in element tests; `headers: {}` leaves it out (a test
   * of the client's own backoff, 0.5 s and more).
   */
  headers?: Record<string, string>;
  /** Milliseconds before the answer; default 20. */
  delay?: number;
  /** Rejects like fetch does when the network fails (offline, connection reset), after the delay. */
  networkError?: boolean;
  /** Also waits for this before answering: a test decides exactly when a slow answer arrives. */
  gate?: Promise<unknown>;
}

/**
 * A route that decides per request: gets the path (with query), which request for that path this
 * is (1 for the first), e.g. to answer 429 first and 200 after, and the request's `init` (method,
 * body: what a POST such as `/cart/add.js` sent).
 */
export type StubRouteFn = (path: string, nth: number, init?: RequestInit) => StubRoute;

export interface Storefront {
  /** Every URL path (with query) fetched, in order. */
  requests: string[];
  /** The `init` each request of `requests` was made with (headers, credentials, signal), same order. */
  inits: (RequestInit | undefined)[];
  /** The paths answered (a Response handed back), in order. */
  answered: string[];
  count(path: string): number;
  routes: Map<string, StubRoute | StubRouteFn>;
  /** `performance.now()` at which each request of `requests` started, same order. */
  times: number[];
  /** The most requests whose path passes `filter` that were in flight at the same moment. */
  maxConcurrent(filter?: (path: string) => boolean): number;
  restore(): void;
}

const realFetch = globalThis.fetch;

/**
 * Replaces `fetch` until `restore()`. Unknown paths get the HTML 404 page a storefront serves;
 * `/cart.js` answers with an empty cart in `currency` unless a route says otherwise. Also clears
 * the request cache and the cart store.
 */
export function stubStorefront(routes: Record<string, StubRoute | StubRouteFn> = {}, currency = 'EUR'): Storefront {
  clearRequestCache();
  productStore().reset();
  cartStore().reset();
  const map = new Map(Object.entries(routes));
  if (!map.has('/cart.js')) map.set('/cart.js', { body: JSON.stringify({ currency, item_count: 0, items: [] }) });
  const requests: string[] = [];
  const inits: (RequestInit | undefined)[] = [];
  const answered: string[] = [];
  const times: number[] = [];
  const count = (p: string) => requests.filter((r) => r === p).length;
  // Starts (+1) and ends (-1) of requests in the order they happened, for maxConcurrent.
  const spans: { path: string; delta: 1 | -1 }[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const path = url.pathname + url.search;
    requests.push(path);
    inits.push(init);
    times.push(performance.now());
    spans.push({ path, delta: 1 });
    try {
      const response = await answer(url, path, count(path), init);
      answered.push(path);
      return response;
    } finally {
      spans.push({ path, delta: -1 });
    }
  };
  const answer = async (url: URL, path: string, nth: number, init?: RequestInit): Promise<Response> => {
    const entry = map.get(decodeURIComponent(url.pathname)) ?? map.get(url.pathname);
    const route = typeof entry === 'function' ? entry(path, nth, init) : entry ?? {
      status: 404,
      body: '<!doctype html><title>Not found</title><h1>Page not found</h1>',
      headers: { 'content-type': 'text/html' },
    };
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, route.delay ?? 20);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(init.signal!.reason);
      });
    });
    await route.gate;
    if (route.networkError) throw new TypeError('Failed to fetch');
    const headers = new Headers({ 'content-type': 'application/json' });
    const busy = route.status === 429 || route.status === 503;
    for (const [name, value] of Object.entries(route.headers ?? (busy ? { 'Retry-After': '0.01' } : {}))) headers.set(name, value);
    return new Response(route.body ?? '', { status: route.status ?? 200, statusText: route.statusText ?? '', headers });
  };
  return {
    requests,
    inits,
    answered,
    routes: map,
    times,
    count,
    maxConcurrent(filter = () => true) {
      let now = 0;
      let max = 0;
      for (const { path, delta } of spans) {
        if (!filter(path)) continue;
        now += delta;
        max = Math.max(max, now);
      }
      return max;
    },
    restore() {
      globalThis.fetch = realFetch;
      clearRequestCache();
      productStore().reset();
      cartStore().reset();
    },
  };
}

/**
 * The routes of a product as a shop serves it (see `servedAsShop` in test/fixtures/generate.ts): its
 * cut document at `/products/<handle>.js` and its JSON view at `/products/<handle>?view=…&page=K`,
 * each answered after `delay` ms (page K after `pageDelay(k)` when given, and its `gate`). Without
 * `view`, the view's URL answers the product's HTML page with 200, as a theme without the template does.
 */
export function servedRoutes(
  handle: string,
  served: { document: unknown; page(k: number): unknown },
  { view = true, delay = 20, pageDelay, gate, text = JSON.stringify }: {
    view?: boolean; delay?: number; pageDelay?: (k: number) => number; gate?: (k: number) => Promise<unknown> | undefined;
    /** Writes a document's JSON (e.g. to give ids beyond 2^53 as bare numbers, as the storefront does). */
    text?: (value: unknown) => string;
  } = {},
): Record<string, StubRoute | StubRouteFn> {
  return {
    [`/products/${handle}.js`]: { body: text(served.document), delay },
    [`/products/${handle}`]: (path) => {
      const k = Number(new URL(path, location.href).searchParams.get('page') ?? 1);
      // The platform serves an alternate template as text/html, whatever it holds.
      const headers = { 'content-type': 'text/html; charset=utf-8' };
      return view
        ? { body: text(served.page(k)), headers, delay: pageDelay?.(k) ?? delay, gate: gate?.(k) }
        : { body: `<!doctype html><title>${handle}</title><h1>${handle}</h1>`, headers, delay, gate: gate?.(k) };
    },
  };
}
