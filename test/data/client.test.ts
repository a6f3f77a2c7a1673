import { expect } from '@open-wc/testing';
import { ProductDataError } from '../../src/core/errors.js';
import type { Product } from '../../src/core/types.js';
import {
  MAX_CONCURRENT_REQUESTS,
  StorefrontHttpError,
  StorefrontNetworkError,
  clearRequestCache,
  fetchCart,
  fetchProduct,
  productUrl,
  resolveRoot,
  setRetryPolicy,
} from '../../src/data/client.js';

/** A minimal valid storefront product. */
function productJson(handle = 't', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 1,
    title: `Product ${handle}`,
    handle,
    variants: [
      { id: 11, title: 'Default Title', options: ['Default Title'], price: 1000, compare_at_price: null, available: true },
    ],
    options: [{ name: 'Title', position: 1 }],
    ...extra,
  };
}

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...(init.headers as Record<string, string>) },
  });
}

const HTML_404 = '<!doctype html><html><head><title>404 Not Found</title></head><body>Page not found</body></html>';

interface Call {
  url: string;
  init: RequestInit | undefined;
  /** The signal the client passed to fetch. */
  signal: AbortSignal | undefined;
  at: number;
}

/**
 * Replaces globalThis.fetch with a stub that answers after a real delay, so concurrent callers
 * really overlap. `answer` gets the URL and the 1-based number of this call for that URL;
 * throwing from it makes fetch reject, as a network failure does.
 */
function stubFetch(
  answer: (url: string, nth: number) => Response | Promise<Response>,
  delay: (url: string) => number = () => 20,
) {
  const calls: Call[] = [];
  const perUrl = new Map<string, number>();
  const stats = { inFlight: 0, maxInFlight: 0, answered: 0 };
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const nth = (perUrl.get(url) ?? 0) + 1;
    perUrl.set(url, nth);
    calls.push({ url, init, signal: init?.signal ?? undefined, at: performance.now() });
    stats.inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      const onAbort = () => {
        clearTimeout(timer);
        stats.inFlight--;
        reject(signal!.reason);
      };
      const timer = setTimeout(async () => {
        signal?.removeEventListener('abort', onAbort);
        stats.inFlight--;
        stats.answered++;
        try {
          resolve(await answer(url, nth));
        } catch (err) {
          reject(err);
        }
      }, delay(url));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }) as typeof fetch;
  return { calls, stats };
}

/** Resolves to what the promise rejected with; fails the test if it resolved. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the promise to reject, but it resolved');
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('storefront client', () => {
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    setRetryPolicy({ maxWaitMs: 10_000, defaultWaitMs: 20 });
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
    clearRequestCache();
    delete (window as { Shopify?: unknown }).Shopify;
  });

  describe('urls', () => {
    it('defaults the root to /', () => {
      expect(resolveRoot()).to.equal('/');
      expect(resolveRoot(null)).to.equal('/');
      expect(productUrl('shirt')).to.equal('/products/shirt.js');
    });

    it('adds the trailing slash a root attribute may lack', () => {
      expect(resolveRoot('/fr')).to.equal('/fr/');
      expect(productUrl('shirt', '/de-ch')).to.equal('/de-ch/products/shirt.js');
    });

    it('uses window.Shopify.routes.root when no root is given, and the option over it', () => {
      (window as { Shopify?: unknown }).Shopify = { routes: { root: '/fr/' } };
      expect(resolveRoot()).to.equal('/fr/');
      expect(resolveRoot('/en/')).to.equal('/en/');
    });

    it('encodes a handle so it cannot change the path or add a query or fragment', () => {
      expect(productUrl('café/ü?x#y')).to.equal('/products/caf%C3%A9%2F%C3%BC%3Fx%23y.js');
    });
  });

  describe('sharing one request per URL', () => {
    it('makes one fetch for many concurrent callers, and gives them all the same product', async () => {
      const { calls } = stubFetch(() => json(productJson('shirt')));
      const products = await Promise.all(Array.from({ length: 48 }, () => fetchProduct('shirt')));
      expect(calls).to.have.length(1);
      expect(calls[0]!.url).to.equal('/products/shirt.js');
      expect(products[0]!.title).to.equal('Product shirt');
      for (const p of products) expect(p).to.equal(products[0]);
    });

    it('serves a resolved product again without fetching', async () => {
      const { calls } = stubFetch(() => json(productJson('shirt')));
      const first = await fetchProduct('shirt');
      const again = await fetchProduct('shirt');
      expect(calls).to.have.length(1);
      expect(again).to.equal(first);
    });

    it('shares a request between a relative root and the same absolute URL', async () => {
      const { calls } = stubFetch(() => json(productJson('shirt')));
      await Promise.all([fetchProduct('shirt'), fetchProduct('shirt', { root: `${location.origin}/` })]);
      expect(calls).to.have.length(1);
    });

    it('gives each handle its own product when answers arrive out of order', async () => {
      const { calls } = stubFetch(
        (url) => json(productJson(url.includes('slow') ? 'slow' : 'fast')),
        (url) => (url.includes('slow') ? 50 : 10),
      );
      const order: string[] = [];
      const [slow, fast] = await Promise.all([
        fetchProduct('slow').then((p) => (order.push(p.handle), p)),
        fetchProduct('fast').then((p) => (order.push(p.handle), p)),
      ]);
      expect(order).to.deep.equal(['fast', 'slow']);
      expect(slow.handle).to.equal('slow');
      expect(fast.handle).to.equal('fast');
      expect(calls.map((c) => c.url)).to.deep.equal(['/products/slow.js', '/products/fast.js']);
    });

    it('sends Accept: application/json with same-origin credentials', async () => {
      const { calls } = stubFetch(() => json(productJson()));
      await fetchProduct('t');
      expect(new Headers(calls[0]!.init?.headers).get('Accept')).to.equal('application/json');
      expect(calls[0]!.init?.credentials).to.equal('same-origin');
    });
  });

  describe('roots and handles', () => {
    it('requests under the root option', async () => {
      const { calls } = stubFetch(() => json(productJson()));
      await fetchProduct('t', { root: '/fr/' });
      expect(calls[0]!.url).to.equal('/fr/products/t.js');
    });

    it('requests under window.Shopify.routes.root', async () => {
      (window as { Shopify?: unknown }).Shopify = { routes: { root: '/de/' } };
      const { calls } = stubFetch((url) => json(url.endsWith('cart.js') ? { currency: 'EUR' } : productJson()));
      const [product, cart] = await Promise.all([fetchProduct('t'), fetchCart()]);
      expect(product.handle).to.equal('t');
      expect(cart.currency).to.equal('EUR');
      expect(calls.map((c) => c.url).sort()).to.deep.equal(['/de/cart.js', '/de/products/t.js']);
    });

    it('requests an encoded handle with odd characters', async () => {
      const { calls } = stubFetch(() => json(productJson('café/ü?x#y')));
      const product = await fetchProduct('café/ü?x#y');
      expect(calls[0]!.url).to.equal('/products/caf%C3%A9%2F%C3%BC%3Fx%23y.js');
      expect(product.handle).to.equal('café/ü?x#y');
    });
  });

  describe('cart', () => {
    it('reads the currency from cart.js, one request for every caller', async () => {
      const { calls } = stubFetch(() => json({ token: 'abc', currency: 'EUR', item_count: 2, items: [] }));
      const carts = await Promise.all(Array.from({ length: 48 }, () => fetchCart()));
      expect(calls).to.have.length(1);
      expect(calls[0]!.url).to.equal('/cart.js');
      expect(carts[47]!.currency).to.equal('EUR');
      expect(carts[47]!.itemCount).to.equal(2);
    });

    it('raises a ProductDataError for a cart without a currency', async () => {
      stubFetch(() => json({ item_count: 0 }));
      const err = await rejection(fetchCart());
      expect(err).to.be.instanceOf(ProductDataError);
      expect((err as ProductDataError).path).to.equal('currency');
    });
  });

  describe('retries', () => {
    it('retries a 429 after Retry-After: 0 and returns the product', async () => {
      const { calls } = stubFetch((_url, nth) =>
        nth === 1 ? new Response(null, { status: 429, headers: { 'Retry-After': '0' } }) : json(productJson()),
      );
      const product = await fetchProduct('t');
      expect(calls).to.have.length(2);
      expect(product.variants[0]!.price).to.equal(1000);
    });

    it('retries a 503 once and shares the retried result with every caller', async () => {
      const { calls } = stubFetch((_url, nth) =>
        nth === 1 ? new Response('busy', { status: 503, headers: { 'Retry-After': '0' } }) : json(productJson()),
      );
      const [a, b] = await Promise.all([fetchProduct('t'), fetchProduct('t')]);
      expect(calls).to.have.length(2);
      expect(a).to.equal(b);
    });

    it('honours Retry-After as seconds, capped by the retry policy', async () => {
      setRetryPolicy({ maxWaitMs: 120, defaultWaitMs: 0 });
      const { calls } = stubFetch((_url, nth) =>
        nth === 1 ? new Response(null, { status: 429, headers: { 'Retry-After': '3600' } }) : json(productJson()),
      );
      await fetchProduct('t');
      const gap = calls[1]!.at - calls[0]!.at - 20; // minus the stub's answer delay
      expect(gap).to.be.within(100, 1000);
    });

    it('honours a fractional Retry-After ("0.15", as some servers write seconds)', async () => {
      setRetryPolicy({ maxWaitMs: 10_000, defaultWaitMs: 0 });
      const { calls } = stubFetch((_url, nth) =>
        nth === 1 ? new Response(null, { status: 429, headers: { 'Retry-After': '0.15' } }) : json(productJson()),
      );
      await fetchProduct('t');
      expect(calls[1]!.at - calls[0]!.at - 20).to.be.within(130, 1000);
    });

    it('honours Retry-After as an HTTP date in the future (capped)', async () => {
      setRetryPolicy({ maxWaitMs: 120, defaultWaitMs: 0 });
      const later = new Date(Date.now() + 3_600_000).toUTCString();
      const { calls } = stubFetch((_url, nth) =>
        nth === 1 ? new Response(null, { status: 429, headers: { 'Retry-After': later } }) : json(productJson()),
      );
      await fetchProduct('t');
      expect(calls[1]!.at - calls[0]!.at - 20).to.be.within(100, 1000);
    });

    it('retries at once when the Retry-After date has passed', async () => {
      setRetryPolicy({ maxWaitMs: 10_000, defaultWaitMs: 5_000 });
      const earlier = new Date(Date.now() - 60_000).toUTCString();
      const { calls } = stubFetch((_url, nth) =>
        nth === 1 ? new Response(null, { status: 503, headers: { 'Retry-After': earlier } }) : json(productJson()),
      );
      await fetchProduct('t');
      expect(calls).to.have.length(2);
      expect(calls[1]!.at - calls[0]!.at).to.be.below(1000);
    });

    it('waits the default time when Retry-After is missing', async () => {
      setRetryPolicy({ maxWaitMs: 10_000, defaultWaitMs: 150 });
      const { calls } = stubFetch((_url, nth) => (nth === 1 ? new Response(null, { status: 429 }) : json(productJson())));
      await fetchProduct('t');
      expect(calls[1]!.at - calls[0]!.at - 20).to.be.within(130, 1000);
    });

    it('gives up with StorefrontHttpError 503 after exactly three attempts', async () => {
      const { calls } = stubFetch(
        () => new Response('down', { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': '0' } }),
      );
      const err = await rejection(fetchProduct('t'));
      expect(err).to.be.instanceOf(StorefrontHttpError);
      expect((err as StorefrontHttpError).status).to.equal(503);
      expect((err as StorefrontHttpError).message).to.equal('GET /products/t.js failed: 503 Service Unavailable');
      await wait(60);
      expect(calls).to.have.length(3);
    });

    it('does not retry other error statuses', async () => {
      const { calls } = stubFetch(() => new Response('oops', { status: 500 }));
      const err = await rejection(fetchProduct('t'));
      expect((err as StorefrontHttpError).status).to.equal(500);
      expect(calls).to.have.length(1);
    });
  });

  describe('errors', () => {
    it('raises StorefrontHttpError with status and URL for an HTML 404 page', async () => {
      stubFetch(
        () => new Response(HTML_404, { status: 404, statusText: 'Not Found', headers: { 'Content-Type': 'text/html' } }),
      );
      const err = await rejection(fetchProduct('gone'));
      expect(err).to.be.instanceOf(StorefrontHttpError);
      expect((err as StorefrontHttpError).status).to.equal(404);
      expect((err as StorefrontHttpError).url).to.equal('/products/gone.js');
      expect((err as Error).message).to.equal('GET /products/gone.js failed: 404 Not Found');
    });

    it('raises StorefrontHttpError for an HTML page served with 200', async () => {
      stubFetch(() => new Response(HTML_404, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
      const err = await rejection(fetchProduct('gone'));
      expect(err).to.be.instanceOf(StorefrontHttpError);
      expect((err as StorefrontHttpError).status).to.equal(200);
      expect((err as Error).message).to.equal('GET /products/gone.js returned HTML, not JSON (status 200)');
    });

    it('recognises an HTML body even when it is labelled as JSON', async () => {
      stubFetch(() => json(HTML_404));
      const err = await rejection(fetchProduct('gone'));
      expect(err).to.be.instanceOf(StorefrontHttpError);
      expect((err as Error).message).to.contain('returned HTML');
    });

    it('raises StorefrontHttpError, not SyntaxError, for malformed JSON', async () => {
      stubFetch(() => json('{"id": 1, "title": '));
      const err = await rejection(fetchProduct('t'));
      expect(err).to.be.instanceOf(StorefrontHttpError);
      expect(err).not.to.be.instanceOf(SyntaxError);
      expect((err as StorefrontHttpError).status).to.equal(200);
      expect((err as Error).message).to.contain('GET /products/t.js returned malformed JSON');
    });

    it('raises StorefrontHttpError for an empty body', async () => {
      stubFetch(() => json(''));
      const err = await rejection(fetchProduct('t'));
      expect(err).to.be.instanceOf(StorefrontHttpError);
      expect((err as Error).message).to.contain('empty body');
    });

    it('raises StorefrontNetworkError naming the URL when fetch rejects, and retries on the next call', async () => {
      const { calls } = stubFetch((_url, nth) => {
        if (nth === 1) throw new TypeError('Failed to fetch');
        return json(productJson());
      });
      const err = await rejection(fetchProduct('t'));
      expect(err).to.be.instanceOf(StorefrontNetworkError);
      expect((err as StorefrontNetworkError).url).to.equal('/products/t.js');
      expect((err as Error).message).to.contain('/products/t.js').and.to.contain('Failed to fetch');
      expect((err as Error).cause).to.be.instanceOf(TypeError);
      const product = await fetchProduct('t');
      expect(product.id).to.equal('1');
      expect(calls).to.have.length(2);
    });

    it('does not cache an HTTP error', async () => {
      const { calls } = stubFetch((_url, nth) => (nth === 1 ? new Response('', { status: 500 }) : json(productJson())));
      await rejection(fetchProduct('t'));
      expect((await fetchProduct('t')).title).to.equal('Product t');
      expect(calls).to.have.length(2);
    });

    it('raises the ProductDataError naming the field path for a bad shape, and does not cache it', async () => {
      const bad = productJson('t', {
        variants: [{ id: 11, options: ['Default Title'], price: '12.00', compare_at_price: null, available: true }],
      });
      const { calls } = stubFetch((_url, nth) => json(nth === 1 ? bad : productJson()));
      const err = await rejection(fetchProduct('t'));
      expect(err).to.be.instanceOf(ProductDataError);
      expect((err as ProductDataError).path).to.equal('variants[0].price');
      expect((err as Error).message).to.equal('variants[0].price: expected integer (a decimal price such as the admin API sends is not a storefront amount), got "12.00"');
      await fetchProduct('t');
      expect(calls).to.have.length(2);
    });

    it('keeps selling plan ids beyond 2^53 exact', async () => {
      const text = JSON.stringify(
        productJson('sub', {
          selling_plan_groups: [
            {
              id: '@GROUP@',
              name: 'Subscribe & save',
              options: [{ name: 'Deliver every', position: 1, values: ['Month'] }],
              selling_plans: [{ id: '@PLAN@', name: 'Monthly', options: [{ name: 'Deliver every', position: 1, value: 'Month' }] }],
            },
          ],
          variants: [
            {
              id: 11,
              title: 'Default Title',
              options: ['Default Title'],
              price: 1000,
              compare_at_price: null,
              available: true,
              selling_plan_allocations: [
                {
                  selling_plan_id: '@PLAN@',
                  selling_plan_group_id: '@GROUP@',
                  price: 900,
                  compare_at_price: 1000,
                  per_delivery_price: 900,
                },
              ],
            },
          ],
        }),
      )
        .replaceAll('"@GROUP@"', '98765432109876543210')
        .replaceAll('"@PLAN@"', '9007199254740993');
      expect(text).to.contain(':98765432109876543210');
      stubFetch(() => json(text));
      const product: Product = await fetchProduct('sub');
      expect(product.sellingPlanGroups[0]!.id).to.equal('98765432109876543210');
      expect(product.sellingPlanGroups[0]!.sellingPlans[0]!.id).to.equal('9007199254740993');
      const allocation = product.variants[0]!.sellingPlanAllocations[0]!;
      expect(allocation.sellingPlanGroupId).to.equal('98765432109876543210');
      expect(allocation.sellingPlanId).to.equal('9007199254740993');
    });
  });

  describe('abort', () => {
    it("rejects only the aborting caller; another caller still gets the product from the same fetch", async () => {
      const events: string[] = [];
      const { calls } = stubFetch(
        () => (events.push('answered'), json(productJson())),
        () => 50,
      );
      const controller = new AbortController();
      const aborted = fetchProduct('t', { signal: controller.signal }).catch((err: unknown) => {
        events.push('aborted');
        return err;
      });
      const other = fetchProduct('t', { signal: new AbortController().signal });
      await wait(5);
      controller.abort();
      const err = await aborted;
      expect(err).to.be.instanceOf(DOMException);
      expect((err as DOMException).name).to.equal('AbortError');
      expect(events).to.deep.equal(['aborted']); // promptly: before the response arrived
      const product = await other;
      expect(product.title).to.equal('Product t');
      expect(calls).to.have.length(1);
      expect(calls[0]!.signal!.aborted).to.equal(false);
    });

    it('aborts the underlying fetch when every caller has aborted, and fetches afresh next time', async () => {
      const { calls, stats } = stubFetch(() => json(productJson()), () => 50);
      const a = new AbortController();
      const b = new AbortController();
      const pa = rejection(fetchProduct('t', { signal: a.signal }));
      const pb = rejection(fetchProduct('t', { signal: b.signal }));
      await wait(5);
      a.abort();
      await wait(5);
      expect(calls[0]!.signal!.aborted).to.equal(false);
      b.abort();
      expect(((await pa) as DOMException).name).to.equal('AbortError');
      expect(((await pb) as DOMException).name).to.equal('AbortError');
      expect(calls[0]!.signal!.aborted).to.equal(true);
      await wait(60);
      expect(stats.answered).to.equal(0);
      expect((await fetchProduct('t')).handle).to.equal('t');
      expect(calls).to.have.length(2);
    });

    it('never aborts a fetch that a caller without a signal is waiting for', async () => {
      const { calls } = stubFetch(() => json(productJson()), () => 30);
      const a = new AbortController();
      const pa = rejection(fetchProduct('t', { signal: a.signal }));
      const plain = fetchProduct('t');
      await wait(5);
      a.abort();
      await pa;
      expect((await plain).handle).to.equal('t');
      expect(calls[0]!.signal!.aborted).to.equal(false);
    });

    it('rejects at once without fetching when the signal is already aborted', async () => {
      const { calls } = stubFetch(() => json(productJson()));
      const err = await rejection(fetchProduct('t', { signal: AbortSignal.abort() }));
      expect((err as DOMException).name).to.equal('AbortError');
      expect(calls).to.have.length(0);
    });

    it('rejects with the abort reason the caller gave', async () => {
      stubFetch(() => json(productJson()));
      const controller = new AbortController();
      const reason = new DOMException('handle changed', 'AbortError');
      const p = rejection(fetchProduct('t', { signal: controller.signal }));
      controller.abort(reason);
      expect(await p).to.equal(reason);
    });

    it('stops waiting to retry when every caller aborts', async () => {
      setRetryPolicy({ defaultWaitMs: 200 });
      const { calls } = stubFetch(() => new Response(null, { status: 429 }), () => 10);
      const controller = new AbortController();
      const p = rejection(fetchProduct('t', { signal: controller.signal }));
      await wait(40); // first answer arrived; now waiting to retry
      controller.abort();
      expect(((await p) as DOMException).name).to.equal('AbortError');
      await wait(250);
      expect(calls).to.have.length(1);
    });
  });

  describe('concurrency', () => {
    it(`keeps at most ${MAX_CONCURRENT_REQUESTS} fetches in flight for 20 handles, each getting its own product`, async () => {
      const { calls, stats } = stubFetch(
        (url) => json(productJson(decodeURIComponent(url.slice('/products/'.length, -'.js'.length)))),
        () => 10 + Math.floor(Math.random() * 30),
      );
      const handles = Array.from({ length: 20 }, (_, i) => `h${i}`);
      const products = await Promise.all(handles.map((h) => fetchProduct(h)));
      expect(products.map((p) => p.handle)).to.deep.equal(handles);
      expect(calls).to.have.length(20);
      expect(stats.maxInFlight).to.equal(MAX_CONCURRENT_REQUESTS);
    });

    it('never fetches a queued request whose callers all aborted', async () => {
      const { calls } = stubFetch(() => json(productJson()), () => 40);
      const busy = Array.from({ length: MAX_CONCURRENT_REQUESTS }, (_, i) => fetchProduct(`busy${i}`));
      const controller = new AbortController();
      const queued = rejection(fetchProduct('queued', { signal: controller.signal }));
      const next = fetchProduct('next');
      await wait(5);
      expect(calls).to.have.length(MAX_CONCURRENT_REQUESTS);
      controller.abort();
      expect(((await queued) as DOMException).name).to.equal('AbortError');
      await Promise.all([...busy, next]);
      expect(calls.map((c) => c.url)).not.to.include('/products/queued.js');
      expect(calls.map((c) => c.url)).to.include('/products/next.js');
    });
  });
});
