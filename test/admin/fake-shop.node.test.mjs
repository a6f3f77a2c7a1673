// The fake shop itself, over plain HTTP: what a client of the seed interface sees of it (documented
// default and maximum page size, 201 + Location, the show_variants rule, the storefront documents).
// Run: node --import ./test/demo/register-ts.mjs --test test/admin/
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startFakeShop } from '../../src/fake-shop/index.ts';
import { parseJsonExact, parseProduct } from '../../src/core/parse.ts';
import { parseCart } from '../../src/core/parse-cart.ts';

describe('the fake shop', { timeout: 60_000 }, () => {
  let shop;
  let auth;
  const api = (path, init = {}) => fetch(`${shop.adminUrl}${path}`, { ...init, headers: { Authorization: auth, 'Content-Type': 'application/json', Accept: 'application/json' } });
  before(async () => {
    shop = await startFakeShop({ catalogue: { products: 300 } });
    auth = `Basic ${Buffer.from(`${shop.apiKey}:${shop.apiPassword}`).toString('base64')}`;
  });
  after(() => shop.close());

  it('listens on 127.0.0.1 and refuses the admin API without the right basic auth', async () => {
    assert.match(shop.adminUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${shop.adminUrl}/api/products/count.json`);
    assert.equal(res.status, 401);
    assert.match(res.headers.get('WWW-Authenticate'), /^Basic/);
  });

  it('pages with the documented default of 150 and maximum of 250', async () => {
    assert.equal((await (await api('/api/products.json')).json()).length, 150);
    assert.equal((await (await api('/api/products.json?limit=400')).json()).length, 250);
    assert.equal((await (await api('/api/products.json?offset=290')).json()).length, 10);
    assert.equal((await api('/api/products.json?colour=red')).status, 400, 'an unknown filter fails loudly');
  });

  it('answers a metafield create with 201 and a Location, and a repeat (rule 1) with 200 and the same id', async () => {
    const body = JSON.stringify({ metafield: { metafieldable_type: 'Product', metafieldable_id: 1, namespace: 'n', key: 'k', value: 'v' } });
    const first = await api('/api/metafields.json', { method: 'POST', body });
    assert.equal(first.status, 201);
    const text = await first.text();
    const id = /"id":(\d+)/.exec(text)[1];
    assert.ok(BigInt(id) > 2n ** 53n, 'ids beyond 2^53, written as JSON integers');
    assert.equal(first.headers.get('Location'), `${shop.adminUrl}/api/metafields/${id}.json`);
    const again = await api('/api/metafields.json', { method: 'POST', body });
    assert.equal(again.status, 200);
    assert.equal(/"id":(\d+)/.exec(await again.text())[1], id);
  });

  it('follows the show_variants rule', async () => {
    const list = async (query) => parseJsonExact(await (await api(`/api/products.json?${query}`)).text()).map((w) => w.product);
    const rows = await list('include=variants&show_variants=true&limit=250');
    const variants = rows.filter((r) => r.product_id !== null);
    assert.ok(variants.length > 0, 'variants listed beside their parents');
    for (const v of variants) {
      assert.deepEqual([v.variant_ids, v.variants_count], [[], 0]);
      const parent = rows.find((r) => r.id === v.product_id);
      assert.ok(parent && parent.product_id === null && parent.variant_ids.includes(v.id), `parent of ${v.id}`);
    }
    const nested = await list('include=variants&limit=250');
    assert.ok(nested.every((r) => r.product_id === null), 'without show_variants, parents only');
    assert.deepEqual(nested.find((r) => r.variants?.length).variants.map((v) => v.id), nested.find((r) => r.variants?.length).variant_ids);
  });

  it('filters decimals by value, bounds inclusive, and serves prices as hundredths rounded half-up', async () => {
    const prices = { 'DEC-A': '10.00', 'DEC-B': '10.5', 'DEC-C': '9.999', 'DEC-D': '10.005' };
    const handles = {};
    for (const [code, price] of Object.entries(prices)) {
      const res = await api('/api/products.json', { method: 'POST', body: JSON.stringify({ product: { title: code, code, price, vendor: 'Decimals' } }) });
      assert.equal(res.status, 201, code);
      handles[code] = parseJsonExact(await res.text()).product.handle;
    }
    const codes = async (query) => parseJsonExact(await (await api(`/api/products.json?vendor=Decimals&${query}`)).text()).map((w) => w.product.code).sort();
    assert.deepEqual(await codes('price=10'), ['DEC-A']);
    assert.deepEqual(await codes('price_min=10&price_max=10.50'), ['DEC-A', 'DEC-B', 'DEC-D']);
    assert.deepEqual(await codes('price_max=9.9990'), ['DEC-C']);
    assert.equal((await api('/api/products.json?price_min=ten')).status, 400);
    const storefrontPrice = async (code) => parseProduct(await (await fetch(`${shop.storefrontUrl}/products/${handles[code]}.js`)).text()).variants[0].price;
    assert.deepEqual(await Promise.all(Object.keys(prices).map(storefrontPrice)), [1000, 1050, 1000, 1001]);
  });

  it('serves each product\'s storefront document (featurot_image included) and /cart.js, both accepted by the elements\' parser', async () => {
    for (const handle of shop.handles().slice(0, 20)) {
      const res = await fetch(`${shop.storefrontUrl}/products/${encodeURIComponent(handle)}.js`);
      assert.equal(res.status, 200, handle);
      const text = await res.text();
      assert.match(text, /"featurot_image":"\/\/cdn\.example\.invalid\//);
      assert.equal(parseProduct(text).handle, handle);
    }
    assert.equal(parseCart(await (await fetch(`${shop.storefrontUrl}/cart.js`)).text()).currency, 'EUR');
    const missing = await fetch(`${shop.storefrontUrl}/products/no-such-product.js`);
    assert.equal(missing.status, 404);
    assert.match(missing.headers.get('Content-Type'), /html/);
  });

  it('serves the generated product images at the CDN\'s own-domain path, at the width asked for', async () => {
    const size = async (query) => {
      const res = await fetch(`${shop.storefrontUrl}/cdn/shop/files/linen-shirt-navy.png${query}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('Content-Type'), 'image/png');
      const png = Buffer.from(await res.arrayBuffer());
      return [png.readUInt32BE(16), png.readUInt32BE(20), png.length];
    };
    const [full, small] = [await size('?v=1'), await size('?v=1&width=360')];
    assert.deepEqual([full.slice(0, 2), small.slice(0, 2)], [[1200, 1500], [360, 450]]);
    assert.ok(small[2] < full[2], 'a smaller width is fewer bytes');
    assert.equal((await fetch(`${shop.storefrontUrl}/cdn/shop/files/x.png?width=big`)).status, 400);
    assert.equal((await fetch(`${shop.storefrontUrl}/cdn/shop/files/x.png`, { method: 'POST' })).status, 405);
  });
});
