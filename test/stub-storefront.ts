/**
 * The one fetch stub of the suite (element tests and client tests): a storefront that answers
 * `fetch` after a real delay so that races race. Routes are keyed by path; every request is recorded.
 * `stubCart` adds a storefront cart on top: `POST /cart/add.js` with stock, refusals and partial
 * adds, and a `/cart.js` that lists what was added.
 */
import { cartStore } from '../src/data/cart-store.js';
import { clearRequestCache } from '../src/data/client.js';

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
      cartStore().reset();
    },
  };
}

/** A line of the stub cart, as `/cart.js` lists it. */
export interface StubCartLine {
  key: string;
  variant_id: number | string;
  quantity: number;
  final_line_price: number;
  properties: Record<string, string>;
}

export interface StubCartOptions {
  currency?: string;
  /** Unit price by variant id (in the storefront's integer unit); 1000 when not listed. */
  prices?: Record<string, number>;
  /** How many of a variant can be in the cart at most; unlimited when not listed. */
  stock?: Record<string, number>;
  /** Lines the cart holds from the start. */
  lines?: { variantId: string; quantity: number }[];
  /** Milliseconds before `/cart/add.js` answers; default 20. */
  delay?: number;
  /** Also waits for this before `/cart/add.js` answers. */
  gate?: Promise<unknown>;
}

/**
 * A cart on the stub storefront: `POST /cart/add.js` adds the posted `id` × `quantity` (200 with the
 * line), up to the variant's stock: what fits is added and the answer is the platform's 422
 * ("Only 2 items were added to your cart."; nothing fits: "All 3 … are in your cart."). `/cart.js`
 * lists the lines. Returns the routes to pass to (or set on) `stubStorefront`, and the lines.
 */
export function stubCart(options: StubCartOptions = {}): { routes: Record<string, StubRouteFn>; lines: StubCartLine[] } {
  const { currency = 'EUR', prices = {}, stock = {}, delay, gate } = options;
  const lines: StubCartLine[] = [];
  const price = (id: string) => prices[id] ?? 1000;
  const add = (id: string, quantity: number, properties: Record<string, string> = {}) => {
    const key = `${id}:${Object.values(properties).join('|') || 'p'}`;
    const line = lines.find((l) => l.key === key);
    if (line) line.quantity += quantity;
    else lines.push({ key, variant_id: /^\d{1,15}$/.test(id) ? Number(id) : id, quantity, final_line_price: 0, properties });
    for (const l of lines) l.final_line_price = l.quantity * price(String(l.variant_id));
    return lines.find((l) => l.key === key)!;
  };
  for (const { variantId, quantity } of options.lines ?? []) add(variantId, quantity);
  const json = (body: unknown, status = 200): StubRoute => ({ body: JSON.stringify(body), status, delay, gate });
  return {
    lines,
    routes: {
      '/cart/add.js': (_path, _nth, init) => {
        const form = init?.body as FormData;
        const id = String(form.get('id') ?? '');
        const wanted = Number(form.get('quantity') ?? 1);
        const properties: Record<string, string> = {};
        for (const [name, value] of form) {
          const m = /^properties\[(.+)\]$/.exec(name);
          if (m && typeof value === 'string') properties[m[1]!] = value;
        }
        if (!id) return json({ status: 400, message: 'Bad Request', description: 'Required parameter missing or invalid: items' }, 400);
        const held = lines.filter((l) => String(l.variant_id) === id).reduce((n, l) => n + l.quantity, 0);
        const room = Math.max(0, (stock[id] ?? Infinity) - held);
        const added = Math.min(wanted, room);
        if (added > 0) add(id, added, properties);
        if (added === wanted) {
          const line = lines.find((l) => String(l.variant_id) === id)!;
          const sections = form.get('sections') ? Object.fromEntries(String(form.get('sections')).split(',').map((s) => [s, `<div id="${s}">${line.quantity}</div>`])) : undefined;
          return json({ ...line, quantity: added, sections });
        }
        return json({ status: 422, message: 'Cart Error', description: added ? `Only ${added} items were added to your cart.` : `All ${held} are in your cart.` }, 422);
      },
      '/cart.js': () => ({
        body: JSON.stringify({
          token: 'c1-stub',
          currency,
          item_count: lines.reduce((n, l) => n + l.quantity, 0),
          total_price: lines.reduce((n, l) => n + l.final_line_price, 0),
          items: lines,
        }),
      }),
    },
  };
}
