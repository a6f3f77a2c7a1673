import { expect } from '@open-wc/testing';
import { ProductDataError } from '../../src/core/errors.js';
import type { Product } from '../../src/core/types.js';
import {
  MAX_CONCURRENT_REQUESTS,
  StorefrontHttpError,
  StorefrontNetworkError,
  fetchCart,
  fetchProduct,
  productUrl,
  resolveRoot,
} from '../../src/data/client.js';
import { stubStorefront, type Storefront, type StubRoute } from '../stub-storefront.js';

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

/** A route answering with this JSON (text as is, anything else stringified). */
function json(body: unknown, route: StubRoute = {}): StubRoute {
  return {
    ...route,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...route.headers },
  };
}

const HTML_404 = '<!doctype html><html><head><title>404 Not Found</title></head><body>Page not found</body></html>';

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
  let shop: Storefront;

  beforeEach(() => {
    shop = stubStorefront();
  });

  afterEach(() => {
    shop.restore();
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
      shop.routes.set('/products/shirt.js', json(productJson('shirt')));
      const products = await Promise.all(Array.from({ length: 48 }, () => fetchProduct('shirt')));
      expect(shop.requests).to.have.length(1);
      expect(shop.requests[0]).to.equal('/products/shirt.js');
      expect(products[0]!.title).to.equal('Product shirt');
      for (const p of products) expect(p).to.equal(products[0]);
    });

    it('serves a resolved product again without fetching', async () => {
      shop.routes.set('/products/shirt.js', json(productJson('shirt')));
      const first = await fetchProduct('shirt');
      const again = await fetchProduct('shirt');
      expect(shop.requests).to.have.length(1);
      expect(again).to.equal(first);
    });

    it('shares a request between a relative root and the same absolute URL, given the base (as the element passes it)', async () => {
      shop.routes.set('/products/shirt.js', json(productJson('shirt')));
      const base = document.baseURI;
      await Promise.all([fetchProduct('shirt', { base }), fetchProduct('shirt', { root: `${location.origin}/`, base })]);
      expect(shop.requests).to.have.length(1);
    });

    it('gives each handle its own product when answers arrive out of order', async () => {
      shop.routes.set('/products/slow.js', json(productJson('slow'), { delay: 50 }));
      shop.routes.set('/products/fast.js', json(productJson('fast'), { delay: 10 }));
      const order: string[] = [];
      const [slow, fast] = await Promise.all([
        fetchProduct('slow').then((p) => (order.push(p.handle), p)),
        fetchProduct('fast').then((p) => (order.push(p.handle), p)),
      ]);
      expect(order).to.deep.equal(['fast', 'slow']);
      expect(slow.handle).to.equal('slow');
      expect(fast.handle).to.equal('fast');
      expect(shop.requests).to.deep.equal(['/products/slow.js', '/products/fast.js']);
    });

    it('sends Accept: application/json with same-origin credentials', async () => {
      shop.routes.set('/products/t.js', json(productJson()));
      await fetchProduct('t');
      expect(new Headers(shop.inits[0]?.headers).get('Accept')).to.equal('application/json');
      // The request as fetch makes it from that init (a default is as good as an explicit value).
      expect(new Request('/products/t.js', shop.inits[0]).credentials).to.equal('same-origin');
    });
  });

  describe('roots and handles', () => {
    it('requests under the root option', async () => {
      shop.routes.set('/fr/products/t.js', json(productJson()));
      await fetchProduct('t', { root: '/fr/' });
      expect(shop.requests[0]).to.equal('/fr/products/t.js');
    });

    it('requests under window.Shopify.routes.root', async () => {
      (window as { Shopify?: unknown }).Shopify = { routes: { root: '/de/' } };
      shop.routes.set('/de/cart.js', json({ currency: 'EUR' }));
      shop.routes.set('/de/products/t.js', json(productJson()));
      const [product, cart] = await Promise.all([fetchProduct('t'), fetchCart()]);
      expect(product.handle).to.equal('t');
      expect(cart.currency).to.equal('EUR');
      expect([...shop.requests].sort()).to.deep.equal(['/de/cart.js', '/de/products/t.js']);
    });

    it('requests an encoded handle with odd characters', async () => {
      shop.routes.set('/products/caf%C3%A9%2F%C3%BC%3Fx%23y.js', json(productJson('café/ü?x#y')));
      const product = await fetchProduct('café/ü?x#y');
      expect(shop.requests[0]).to.equal('/products/caf%C3%A9%2F%C3%BC%3Fx%23y.js');
      expect(product.handle).to.equal('café/ü?x#y');
    });
  });

  describe('cart', () => {
    it('reads the currency from cart.js, one request for every caller', async () => {
      shop.routes.set('/cart.js', json({ token: 'abc', currency: 'EUR', item_count: 2, items: [] }));
      const carts = await Promise.all(Array.from({ length: 48 }, () => fetchCart()));
      expect(shop.requests).to.have.length(1);
      expect(shop.requests[0]).to.equal('/cart.js');
      expect(carts[47]!.currency).to.equal('EUR');
      expect(carts[47]!.itemCount).to.equal(2);
    });

    it('raises a ProductDataError for a cart without a currency', async () => {
      shop.routes.set('/cart.js', json({ item_count: 0 }));
      const err = await rejection(fetchCart());
      expect(err).to.be.instanceOf(ProductDataError);
      expect((err as ProductDataError).path).to.equal('currency');
    });
  });

  // When to retry and how long to wait (Retry-After as seconds, fractions and dates, the cap, the
  // backoff) is the core table's, test/core/retry.test.ts; here, that this client follows it.
  describe('retries', () => {
    it('waits a 429\'s Retry-After ("0.15": fractional seconds) before trying again, and returns the product', async () => {
      shop.routes.set('/products/t.js', (_path, nth) =>
        nth === 1 ? { status: 429, headers: { 'Retry-After': '0.15' } } : json(productJson()),
      );
      const product = await fetchProduct('t');
      expect(shop.requests).to.have.length(2);
      expect(shop.times[1]! - shop.times[0]! - 20).to.be.within(130, 1000); // minus the stub's answer delay
      expect(product.variants[0]!.price).to.equal(1000);
    });

    it('retries a 503 once and shares the retried result with every caller', async () => {
      shop.routes.set('/products/t.js', (_path, nth) =>
        nth === 1 ? { status: 503, body: 'busy' } : json(productJson()),
      );
      const [a, b] = await Promise.all([fetchProduct('t'), fetchProduct('t')]);
      expect(shop.requests).to.have.length(2);
      expect(a).to.equal(b);
    });

    it('gives up with StorefrontHttpError 503 after exactly three attempts', async () => {
      shop.routes.set('/products/t.js', { status: 503, statusText: 'Service Unavailable', body: 'down' });
      const err = await rejection(fetchProduct('t'));
      expect(err).to.be.instanceOf(StorefrontHttpError);
      expect((err as StorefrontHttpError).status).to.equal(503);
      expect((err as StorefrontHttpError).message).to.equal('GET /products/t.js failed: 503 Service Unavailable');
      await wait(60);
      expect(shop.requests).to.have.length(3);
    });

    it('does not retry other error statuses', async () => {
      shop.routes.set('/products/t.js', { status: 500, body: 'oops' });
      const err = await rejection(fetchProduct('t'));
      expect((err as StorefrontHttpError).status).to.equal(500);
      expect(shop.requests).to.have.length(1);
    });
  });

  describe('errors', () => {
    it('raises StorefrontHttpError with status and URL for an HTML 404 page', async () => {
      shop.routes.set('/products/gone.js', { status: 404, statusText: 'Not Found', body: HTML_404, headers: { 'Content-Type': 'text/html' } });
      const err = await rejection(fetchProduct('gone'));
      expect(err).to.be.instanceOf(StorefrontHttpError);
      expect((err as StorefrontHttpError).status).to.equal(404);
      expect((err as StorefrontHttpError).url).to.equal('/products/gone.js');
      expect((err as Error).message).to.equal('GET /products/gone.js failed: 404 Not Found');
    });

    it('raises StorefrontHttpError for an HTML page served with 200', async () => {
      shop.routes.set('/products/gone.js', { body: HTML_404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
      const err = await rejection(fetchProduct('gone'));
      expect(err).to.be.instanceOf(StorefrontHttpError);
      expect((err as StorefrontHttpError).status).to.equal(200);
      expect((err as Error).message).to.equal('GET /products/gone.js returned HTML, not JSON (status 200)');
    });

    it('recognises an HTML body even when it is labelled as JSON', async () => {
      shop.routes.set('/products/gone.js', json(HTML_404));
      const err = await rejection(fetchProduct('gone'));
      expect(err).to.be.instanceOf(StorefrontHttpError);
      expect((err as Error).message).to.contain('returned HTML');
    });

    it('raises StorefrontHttpError, not SyntaxError, for malformed JSON', async () => {
      shop.routes.set('/products/t.js', json('{"id": 1, "title": '));
      const err = await rejection(fetchProduct('t'));
      expect(err).to.be.instanceOf(StorefrontHttpError);
      expect(err).not.to.be.instanceOf(SyntaxError);
      expect((err as StorefrontHttpError).status).to.equal(200);
      expect((err as Error).message).to.contain('GET /products/t.js returned malformed JSON');
    });

    it('raises StorefrontHttpError for an empty body', async () => {
      shop.routes.set('/products/t.js', json(''));
      const err = await rejection(fetchProduct('t'));
      expect(err).to.be.instanceOf(StorefrontHttpError);
      expect((err as Error).message).to.contain('empty body');
    });

    it('raises StorefrontNetworkError naming the URL when fetch rejects, and retries on the next call', async () => {
      shop.routes.set('/products/t.js', (_path, nth) => (nth === 1 ? { networkError: true } : json(productJson())));
      const err = await rejection(fetchProduct('t'));
      expect(err).to.be.instanceOf(StorefrontNetworkError);
      expect((err as StorefrontNetworkError).url).to.equal('/products/t.js');
      expect((err as Error).message).to.contain('/products/t.js').and.to.contain('Failed to fetch');
      expect((err as Error).cause).to.be.instanceOf(TypeError);
      const product = await fetchProduct('t');
      expect(product.id).to.equal('1');
      expect(shop.requests).to.have.length(2);
    });

    it('does not cache an HTTP error', async () => {
      shop.routes.set('/products/t.js', (_path, nth) => (nth === 1 ? { status: 500 } : json(productJson())));
      await rejection(fetchProduct('t'));
      expect((await fetchProduct('t')).title).to.equal('Product t');
      expect(shop.requests).to.have.length(2);
    });

    it('raises the ProductDataError naming the field path for a bad shape, and does not cache it', async () => {
      const bad = productJson('t', {
        variants: [{ id: 11, options: ['Default Title'], price: '12.00', compare_at_price: null, available: true }],
      });
      shop.routes.set('/products/t.js', (_path, nth) => json(nth === 1 ? bad : productJson()));
      const err = await rejection(fetchProduct('t'));
      expect(err).to.be.instanceOf(ProductDataError);
      expect((err as ProductDataError).path).to.equal('variants[0].price');
      expect((err as Error).message).to.equal('variants[0].price: expected integer (a decimal price such as the admin API sends is not a storefront amount), got "12.00"');
      await fetchProduct('t');
      expect(shop.requests).to.have.length(2);
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
      shop.routes.set('/products/sub.js', json(text));
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
      shop.routes.set('/products/t.js', json(productJson(), { delay: 50 }));
      const controller = new AbortController();
      const aborted = fetchProduct('t', { signal: controller.signal }).catch((err: unknown) => err);
      const other = fetchProduct('t', { signal: new AbortController().signal });
      await wait(5);
      controller.abort();
      const err = await aborted;
      expect(err).to.be.instanceOf(DOMException);
      expect((err as DOMException).name).to.equal('AbortError');
      expect(shop.answered).to.deep.equal([]); // promptly: before the response arrived
      const product = await other;
      expect(product.title).to.equal('Product t');
      expect(shop.requests).to.have.length(1);
      expect(shop.inits[0]!.signal!.aborted).to.equal(false);
    });

    it('aborts the underlying fetch when every caller has aborted, and fetches afresh next time', async () => {
      shop.routes.set('/products/t.js', json(productJson(), { delay: 50 }));
      const a = new AbortController();
      const b = new AbortController();
      const pa = rejection(fetchProduct('t', { signal: a.signal }));
      const pb = rejection(fetchProduct('t', { signal: b.signal }));
      await wait(5);
      a.abort();
      await wait(5);
      expect(shop.inits[0]!.signal!.aborted).to.equal(false);
      b.abort();
      expect(((await pa) as DOMException).name).to.equal('AbortError');
      expect(((await pb) as DOMException).name).to.equal('AbortError');
      expect(shop.inits[0]!.signal!.aborted).to.equal(true);
      await wait(60);
      expect(shop.answered).to.have.length(0);
      expect((await fetchProduct('t')).handle).to.equal('t');
      expect(shop.requests).to.have.length(2);
    });

    it('never aborts a fetch that a caller without a signal is waiting for', async () => {
      shop.routes.set('/products/t.js', json(productJson(), { delay: 30 }));
      const a = new AbortController();
      const pa = rejection(fetchProduct('t', { signal: a.signal }));
      const plain = fetchProduct('t');
      await wait(5);
      a.abort();
      await pa;
      expect((await plain).handle).to.equal('t');
      expect(shop.inits[0]!.signal!.aborted).to.equal(false);
    });

    it('rejects at once without fetching when the signal is already aborted', async () => {
      shop.routes.set('/products/t.js', json(productJson()));
      const err = await rejection(fetchProduct('t', { signal: AbortSignal.abort() }));
      expect((err as DOMException).name).to.equal('AbortError');
      expect(shop.requests).to.have.length(0);
    });

    it('rejects with the abort reason the caller gave', async () => {
      shop.routes.set('/products/t.js', json(productJson()));
      const controller = new AbortController();
      const reason = new DOMException('handle changed', 'AbortError');
      const p = rejection(fetchProduct('t', { signal: controller.signal }));
      controller.abort(reason);
      expect(await p).to.equal(reason);
    });

    it('stops waiting to retry when every caller aborts', async () => {
      // No Retry-After: the client's own first wait, 0.5–1 s.
      shop.routes.set('/products/t.js', { status: 429, delay: 10, headers: {} });
      const controller = new AbortController();
      const p = rejection(fetchProduct('t', { signal: controller.signal }));
      await wait(40); // first answer arrived; now waiting to retry
      controller.abort();
      expect(((await p) as DOMException).name).to.equal('AbortError');
      await wait(250);
      expect(shop.requests).to.have.length(1);
    });
  });

  describe('concurrency', () => {
    it(`keeps at most ${MAX_CONCURRENT_REQUESTS} fetches in flight for 20 handles, each getting its own product`, async () => {
      const handles = Array.from({ length: 20 }, (_, i) => `h${i}`);
      for (const h of handles) shop.routes.set(`/products/${h}.js`, () => json(productJson(h), { delay: 10 + Math.floor(Math.random() * 30) }));
      const products = await Promise.all(handles.map((h) => fetchProduct(h)));
      expect(products.map((p) => p.handle)).to.deep.equal(handles);
      expect(shop.requests).to.have.length(20);
      expect(shop.maxConcurrent()).to.equal(MAX_CONCURRENT_REQUESTS);
    });

    it('never fetches a queued request whose callers all aborted', async () => {
      const busyHandles = Array.from({ length: MAX_CONCURRENT_REQUESTS }, (_, i) => `busy${i}`);
      for (const h of [...busyHandles, 'queued', 'next']) shop.routes.set(`/products/${h}.js`, json(productJson(h), { delay: 40 }));
      const busy = busyHandles.map((h) => fetchProduct(h));
      const controller = new AbortController();
      const queued = rejection(fetchProduct('queued', { signal: controller.signal }));
      const next = fetchProduct('next');
      await wait(5);
      expect(shop.requests).to.have.length(MAX_CONCURRENT_REQUESTS);
      controller.abort();
      expect(((await queued) as DOMException).name).to.equal('AbortError');
      await Promise.all([...busy, next]);
      expect(shop.requests).not.to.include('/products/queued.js');
      expect(shop.requests).to.include('/products/next.js');
    });

    it('gives an aborted queued request\'s place back: six requests still run at once afterwards', async () => {
      const busyHandles = Array.from({ length: MAX_CONCURRENT_REQUESTS }, (_, i) => `busy${i}`);
      const laterHandles = Array.from({ length: MAX_CONCURRENT_REQUESTS }, (_, i) => `later${i}`);
      for (const h of [...busyHandles, 'queued', ...laterHandles]) shop.routes.set(`/products/${h}.js`, json(productJson(h), { delay: 40 }));
      const busy = busyHandles.map((h) => fetchProduct(h));
      const controller = new AbortController();
      const queued = rejection(fetchProduct('queued', { signal: controller.signal }));
      await wait(5);
      controller.abort();
      await queued;
      await Promise.all(busy);
      await Promise.all(laterHandles.map((h) => fetchProduct(h)));
      expect(shop.maxConcurrent((path) => path.startsWith('/products/later'))).to.equal(MAX_CONCURRENT_REQUESTS);
    });
  });
});
