// The admin client (src/admin) against the fake shop (src/fake-shop): what ADMIN.md's last
// section asks for. Run: node --import ./test/demo/register-ts.mjs --test test/admin/
// Every fake shop listens on 127.0.0.1 on an ephemeral port.
/* global Response -- Node 20's fetch Response, for a stubbed fetch */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import {
  createAdminClient, groupVariants, AdminAuthError, AdminDataError, AdminForbiddenError, AdminHttpError, AdminNetworkError, AdminNotFoundError,
  AdminReadOnlyError, AdminTimeoutError,
} from '../../src/admin/index.ts';
import { startFakeShop } from '../../src/fake-shop/index.ts';

const PASSWORD = 'correct-horse-battery-staple-7f3a';
const BIG = 2n ** 53n;

/** Requests the fake received since `from`, as `METHOD /path?query`. */
function seen(shop, from = 0) {
  return shop.requests.slice(from).map((r) => `${r.method} ${r.path}${Object.keys(r.query).length ? `?${new URLSearchParams(r.query)}` : ''}`);
}

function clientFor(shop, options = {}) {
  return createAdminClient({ baseUrl: shop.adminUrl, apiKey: shop.apiKey, apiPassword: shop.apiPassword, backoffMs: 10, ...options });
}

async function collect(iterable) {
  const out = [];
  for await (const x of iterable) out.push(x);
  return out;
}

describe('admin client: products list', { timeout: 60_000 }, () => {
  let shop;
  let admin;
  before(async () => {
    shop = await startFakeShop({ apiPassword: PASSWORD, catalogue: { products: 620 } });
  });
  after(() => shop.close());
  beforeEach(() => {
    admin = clientFor(shop);
  });

  it('pages through 620 products in 3 requests of limit 250, each product exactly once', async () => {
    const from = shop.requests.length;
    const products = await collect(admin.products.list());
    assert.equal(products.length, 620);
    assert.equal(new Set(products.map((p) => p.id)).size, 620);
    assert.deepEqual(seen(shop, from), [
      'GET /api/products.json?limit=250&offset=0',
      'GET /api/products.json?limit=250&offset=250',
      'GET /api/products.json?limit=250&offset=500',
    ]);
    assert.equal(products[0].id, String(BIG + 1n), 'ids beyond 2^53 stay exact');
  });

  it('neither repeats nor crashes when a product is inserted before the offset mid-run', async () => {
    const ids = [];
    let inserted = null;
    for await (const p of admin.products.list()) {
      ids.push(p.id);
      // After the first page: a product that sorts first shifts every later offset by one.
      if (ids.length === 250) inserted = shop.addProduct({ id: 1n, title: 'Sorts first', code: 'MID-RUN-1' });
    }
    try {
      assert.equal(new Set(ids).size, ids.length, 'no id twice');
      assert.equal(ids.length, 620);
      assert.ok(!ids.includes(inserted), 'the product inserted behind the offset is not reached');
    } finally {
      shop.removeProduct(inserted);
    }
  });

  it('neither repeats nor crashes when a product is deleted mid-run', async () => {
    const ids = [];
    let removed = null;
    for await (const p of admin.products.list()) {
      ids.push(p.id);
      if (ids.length === 250) {
        removed = ids[0];
        shop.removeProduct(removed);
      }
    }
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(ids.length, 619, 'one product moved behind the offset: skipped, not repeated');
    shop.addProduct({ id: BigInt(removed), title: 'Linen Shirt', code: 'SE-00001-back' });
  });

  it('sends every filter to the server and yields only matching products', async () => {
    const from = shop.requests.length;
    const products = await collect(admin.products.list({ vendor: 'Acme', price_max: '1.00', id_min: BIG + 100n, category: 'Coffee' }));
    assert.ok(products.length > 0);
    for (const p of products) {
      assert.equal(p.vendor, 'Acme');
      assert.equal(p.category, 'Coffee');
      assert.ok(Number(p.price) <= 1, p.price);
      assert.ok(BigInt(p.id) >= BIG + 100n);
    }
    assert.deepEqual(shop.requests[from].query, {
      vendor: 'Acme', price_max: '1.00', id_min: String(BIG + 100n), category: 'Coffee', limit: '250', offset: '0',
    });
  });

  it('counts products', async () => {
    assert.equal(await admin.products.count(), 620);
  });

  it('stops requesting when the loop is left early', async () => {
    const from = shop.requests.length;
    for await (const p of admin.products.list()) {
      assert.ok(p.id);
      break;
    }
    assert.equal(shop.requests.length - from, 1);
  });

  it('stops at an abort mid-list with the signal\'s reason and sends nothing more', async () => {
    const from = shop.requests.length;
    const controller = new AbortController();
    let count = 0;
    await assert.rejects(async () => {
      for await (const _ of admin.products.list({}, { signal: controller.signal })) {
        if (++count === 250) controller.abort(new Error('user stopped'));
      }
    }, /user stopped/);
    assert.equal(shop.requests.length - from, 1);
  });
});

describe('admin client: variants, CRUD, metafields, payments', { timeout: 60_000 }, () => {
  let shop;
  let admin;
  before(async () => {
    shop = await startFakeShop({ apiPassword: PASSWORD, catalogue: { products: 12 } });
    admin = clientFor(shop);
  });
  after(() => shop.close());

  it('lists parents and variants side by side and groups them', async () => {
    const records = await collect(admin.products.list({ include: 'variants', show_variants: true }));
    const groups = groupVariants(records);
    assert.equal(groups.length, 12);
    const withVariants = groups.filter((g) => g.variants.length);
    assert.equal(withVariants.length, 2);
    for (const { product, variants } of withVariants) {
      assert.equal(product.product_id, null);
      assert.deepEqual(variants.map((v) => v.id), product.variant_ids);
      for (const v of variants) assert.equal(v.product_id, product.id);
    }
    assert.throws(() => groupVariants(records.filter((r) => r.id !== withVariants[0].variants[1].id)), AdminDataError);
  });

  it('creates, gets, updates only the given fields, deletes, then gets a 404 error', async () => {
    const created = await admin.products.create({ title: 'Exact Things', code: 'EX-1', price: '9007199254740993.01', vendor: 'Acme' });
    assert.equal(created.price, '9007199254740993.01');
    assert.equal((await admin.products.get(created.id)).title, 'Exact Things');
    const from = shop.requests.length;
    const updated = await admin.products.update(created.id, { title: 'Renamed' });
    assert.equal(shop.requests[from].body, '{"product":{"title":"Renamed"}}');
    assert.equal(updated.title, 'Renamed');
    assert.equal(updated.price, '9007199254740993.01');
    assert.equal(updated.vendor, 'Acme');
    await admin.products.delete(BigInt(created.id));
    const error = await admin.products.get(created.id).catch((e) => e);
    assert.ok(error instanceof AdminNotFoundError, String(error));
    assert.equal(error.status, 404);
    assert.equal(error.method, 'GET');
    assert.equal(error.url, `${shop.adminUrl}/api/products/${created.id}.json`);
    assert.deepEqual(error.body, { error: 'Not found' });
  });

  it('writes ids beyond 2^53 as exact JSON integers and money as the exact string, and reads them back', async () => {
    const owner = 2n ** 64n + 1n;
    const from = shop.requests.length;
    const mf = await admin.metafields.upsert({ metafieldable_type: 'Product', metafieldable_id: owner, namespace: 'n', key: 'k', value: 'v' });
    assert.match(shop.requests[from].body, /"metafieldable_id":18446744073709551617[,}]/);
    assert.equal(mf.metafieldable_id, '18446744073709551617');
    const p = await admin.products.create({ title: 'Money', code: 'EX-MONEY', price: '0.10', compare_at_price: '12345678901234567890.99' });
    assert.match(shop.requests.at(-1).body, /"compare_at_price":"12345678901234567890.99"/);
    assert.equal((await admin.products.get(p.id)).compare_at_price, '12345678901234567890.99');
  });

  it('refuses money as a JS number with a TypeError, before any request', async () => {
    const from = shop.requests.length;
    await assert.rejects(admin.products.create({ title: 'T', code: 'EX-NUM', price: 12.5 }), TypeError);
    await assert.rejects(collect(admin.products.list({ price_min: 10 })), TypeError);
    assert.equal(shop.requests.length, from);
  });

  it('refuses money strings that are not finite decimals in the shop\'s notation, saying how to write them, before any request', async () => {
    const from = shop.requests.length;
    const refused = (value, hint) => (e) => e instanceof TypeError
      && e.message === `price_min: expected money as a decimal string such as "12.50", got ${JSON.stringify(value)}${hint}`;
    for (const [value, hint] of [['1e3', ' (write it as "1000")'], ['+5', ' (write it as "5")'], ['.5', ' (write it as "0.5")'],
      ['NaN', ''], ['Infinity', ''], ['12,50', ''], ['', ''], [' 12', ''], ['1e1000000000', '']]) {
      await assert.rejects(collect(admin.products.list({ price_min: value })), refused(value, hint), value);
    }
    await assert.rejects(admin.products.create({ title: 'T', code: 'EX-NAN', price: 'NaN' }), TypeError);
    assert.equal(shop.requests.length, from);
  });

  it('upsert creates a metafield, then updates the same id (rule 1)', async () => {
    const fields = { metafieldable_type: 'Product', metafieldable_id: BIG + 1n, namespace: 'reviews', key: 'stars', value: '4' };
    const from = shop.requests.length;
    const first = await admin.metafields.upsert(fields);
    const second = await admin.metafields.upsert({ ...fields, value: '5' });
    assert.equal(second.id, first.id);
    assert.equal(second.value, '5');
    assert.deepEqual(shop.requests.slice(from).map((r) => r.status), [201, 200]);
    assert.equal((await admin.metafields.get(first.id)).value, '5');
    assert.deepEqual((await admin.metafields.list({ namespace: 'reviews' })).map((m) => m.id), [first.id]);
    const count = await admin.metafields.count();
    await admin.metafields.update(first.id, { value: '3' });
    assert.equal((await admin.metafields.get(first.id)).value, '3');
    await admin.metafields.delete(first.id);
    assert.equal(await admin.metafields.count(), count - 1);
  });

  it('reads payments: the list, one order\'s, one by both paths', async () => {
    const all = await admin.payments.list({ limit: 250 });
    assert.ok(all.length >= 5);
    assert.equal(shop.requests.at(-1).query.limit, '250');
    assert.ok(all.every((p) => /^\d+$/.test(p.id) && /^\d+(\.\d+)?$/.test(p.amount)));
    const order = all.at(-1).order_id;
    const mine = await admin.payments.listByOrder(order);
    assert.ok(mine.length > 0 && mine.every((p) => p.order_id === order));
    assert.deepEqual(await admin.payments.get(mine[0].id), mine[0]);
    assert.deepEqual(await admin.payments.get(mine[0].id, { orderId: order }), mine[0]);
    assert.equal(shop.requests.at(-1).path, `/api/orders/${order}/payments/${mine[0].id}.json`);
  });

  it('refuses a payment write through the escape hatch without sending a request', async () => {
    assert.equal('create' in admin.payments, false);
    const from = shop.requests.length;
    await assert.rejects(admin.request('POST', '/api/payments.json', { body: { payment: {} } }), AdminReadOnlyError);
    await assert.rejects(admin.request('PUT', `/api/orders/${BIG}/payments/1.json`, { body: {} }), AdminReadOnlyError);
    await assert.rejects(admin.request('DELETE', '/api/payments/1.json'), AdminReadOnlyError);
    assert.equal(shop.requests.length, from);
    assert.ok(Array.isArray(await admin.request('GET', '/api/payments.json')));
  });
});

describe('admin client: transport', { timeout: 60_000 }, () => {
  let shop;
  before(async () => {
    shop = await startFakeShop({ apiPassword: PASSWORD, catalogue: { products: 3 } });
  });
  after(() => shop.close());

  it('waits at least the 1.5 s of a 429\'s Retry-After: 1.5, then retries', async () => {
    const admin = clientFor(shop);
    shop.inject({ path: '/api/products/count.json', status: 429, retryAfter: '1.5' });
    const from = shop.requests.length;
    assert.equal(await admin.products.count(), 3);
    const [limited, retried] = shop.requests.slice(from);
    assert.equal(limited.status, 429);
    assert.equal(retried.status, 200);
    assert.ok(retried.time - limited.time >= 1500, `retried after ${retried.time - limited.time} ms`);
  });

  it('pauses the whole client after one 429', async () => {
    const logs = [];
    const admin = clientFor(shop, { log: (line) => logs.push(line) });
    shop.inject({ path: '/api/products/count.json', status: 429, retryAfter: '1' });
    const from = shop.requests.length;
    const counting = admin.products.count();
    // Once the client has logged the 429 it is sleeping: a request to another path waits for the same pause.
    while (!logs.some((l) => /429, retrying/.test(l))) await new Promise((r) => setTimeout(r, 5));
    await admin.payments.list();
    const limited = shop.requests[from];
    const other = shop.requests.find((r, i) => i > from && r.path === '/api/payments.json');
    assert.ok(other.time - limited.time >= 1000, `the other request went out after ${other.time - limited.time} ms`);
    await counting;
  });

  it('retries a 503 (an HTML error page) and succeeds', async () => {
    const admin = clientFor(shop);
    shop.inject({ path: '/api/products/count.json', status: 503, html: true });
    const from = shop.requests.length;
    assert.equal(await admin.products.count(), 3);
    assert.deepEqual(shop.requests.slice(from).map((r) => r.status), [503, 200]);
  });

  it('gives up after maxRetries with the status, method, URL and body', async () => {
    const admin = clientFor(shop, { maxRetries: 1 });
    shop.inject({ path: '/api/products/count.json', status: 503, times: 2 });
    const error = await admin.products.count().catch((e) => e);
    assert.ok(error instanceof AdminHttpError);
    assert.equal(error.status, 503);
    assert.deepEqual(error.body, { error: 'injected 503' });
    assert.match(error.message, /^GET http:\/\/127\.0\.0\.1:\d+\/api\/products\/count\.json failed: 503/);
  });

  it('times out each attempt on its own, and retries a GET with a fresh timeout', async () => {
    shop.inject({ path: '/api/products/count.json', delayMs: 4000 });
    const error = await clientFor(shop, { timeoutMs: 300, maxRetries: 0 }).products.count().catch((e) => e);
    assert.ok(error instanceof AdminTimeoutError, String(error));
    assert.match(error.message, /timed out after 300 ms/);
    // The first attempt times out; the second has a timeout of its own (ample for a local answer).
    shop.inject({ path: '/api/products/count.json', delayMs: 6000 });
    assert.equal(await clientFor(shop, { timeoutMs: 1500, maxRetries: 1 }).products.count(), 3);
  });

  it('aborts during a Retry-After sleep', async () => {
    const admin = clientFor(shop);
    shop.inject({ path: '/api/products/count.json', status: 429, retryAfter: '30' });
    const controller = new AbortController();
    const from = shop.requests.length;
    const counting = admin.products.count({ signal: controller.signal });
    while (shop.requests.length === from || shop.requests[from].status === 0) await new Promise((r) => setTimeout(r, 5));
    controller.abort(new Error('enough'));
    await assert.rejects(counting, /enough/);
    assert.equal(shop.requests.length, from + 1);
  });

  it('keeps at most `concurrency` requests in flight, and an abort leaves the queue without a request', async () => {
    const admin = clientFor(shop, { concurrency: 2 });
    let release;
    const until = new Promise((resolve) => (release = resolve));
    shop.inject({ path: '/api/products/count.json', until, times: 2 });
    const from = shop.requests.length;
    const controller = new AbortController();
    const calls = [admin.products.count(), admin.products.count(), admin.products.count({ signal: controller.signal })];
    while (shop.requests.length - from < 2) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(shop.requests.length - from, 2, 'the third waits for a free slot');
    controller.abort(new Error('not needed'));
    await assert.rejects(calls[2], /not needed/);
    release();
    assert.deepEqual(await Promise.all(calls.slice(0, 2)), [3, 3]);
    assert.equal(shop.requests.length - from, 2, 'the aborted call never sent its request');
  });

  it('reports a redirect instead of following it with the credentials', async () => {
    const admin = createAdminClient({
      baseUrl: 'https://shop.example', apiKey: 'k', apiPassword: PASSWORD,
      fetch: async () => new Response('', { status: 301, headers: { Location: 'https://elsewhere.example/api/products/count.json' } }),
    });
    const error = await admin.products.count().catch((e) => e);
    assert.ok(error instanceof AdminHttpError);
    assert.equal(error.status, 301);
    assert.match(error.message, /redirects to https:\/\/elsewhere\.example\/api\/products\/count\.json: set SHOP_ADMIN_URL/);
  });

  it('gives a 403 its own error', async () => {
    shop.inject({ path: '/api/products/count.json', status: 403 });
    const error = await clientFor(shop).products.count().catch((e) => e);
    assert.ok(error instanceof AdminForbiddenError, String(error));
    assert.equal(error.status, 403);
  });

  it('a dropped connection on a GET is a network error after the retries', async () => {
    shop.inject({ path: '/api/products/count.json', drop: true, times: 2 });
    const error = await clientFor(shop, { maxRetries: 1 }).products.count().catch((e) => e);
    assert.ok(error instanceof AdminNetworkError, String(error));
  });

  it('never re-sends a product create blindly: it looks the code up first', async () => {
    // One slot: the look-up must not wait for the slot the lost create still held.
    const admin = clientFor(shop, { concurrency: 1 });
    // The shop creates the product but the answer is lost.
    shop.inject({ method: 'POST', path: '/api/products.json', dropAfterApply: true });
    let from = shop.requests.length;
    const created = await admin.products.create({ title: 'Once', code: 'ONCE-1' });
    assert.deepEqual(seen(shop, from), ['POST /api/products.json', 'GET /api/products.json?code=ONCE-1&limit=1']);
    assert.equal(created.code, 'ONCE-1');
    // The connection drops before the shop acts: not found by code, so it is sent again.
    shop.inject({ method: 'POST', path: '/api/products.json', drop: true });
    from = shop.requests.length;
    await admin.products.create({ title: 'Twice', code: 'ONCE-2' });
    assert.deepEqual(seen(shop, from), ['POST /api/products.json', 'GET /api/products.json?code=ONCE-2&limit=1', 'POST /api/products.json']);
    assert.equal((await collect(admin.products.list({ code: 'ONCE-2' }))).length, 1);
  });

  it('reports malformed JSON and an HTML page as data errors', async () => {
    const admin = clientFor(shop);
    shop.inject({ path: '/api/products/count.json', malformed: true });
    await assert.rejects(admin.products.count(), (e) => e instanceof AdminDataError && /malformed JSON/.test(e.message));
    shop.inject({ path: '/api/products/count.json', status: 500, html: true });
    const error = await admin.products.count().catch((e) => e);
    assert.equal(error.status, 500);
    assert.match(error.message, /an HTML page/);
  });

  it('names the field path of a wrong shape, and says when a record is not wrapped', async () => {
    const answer = (text) => createAdminClient({
      baseUrl: 'https://shop.example', apiKey: 'k', apiPassword: PASSWORD, fetch: async () => new Response(text, { status: 200 }),
    });
    await assert.rejects(collect(answer('[{"product":{"id":1,"price":12.5}}]').products.list()),
      (e) => e instanceof AdminDataError && e.path === '[0].product.price' && /expected a decimal string, got number 12.5/.test(e.message));
    await assert.rejects(answer('{"id":1,"title":"x"}').products.get(1n),
      (e) => e instanceof AdminDataError && /unwrapped/.test(e.message));
    await assert.rejects(answer('{"payment":{"id":"12a"}}').payments.get(1n), (e) => e.path === 'payment.id');
  });
});

describe('admin client: credentials', { timeout: 60_000 }, () => {
  let shop;
  before(async () => {
    shop = await startFakeShop({ apiPassword: PASSWORD, catalogue: { products: 3 } });
  });
  after(() => shop.close());

  const leaks = (text) => text.includes(PASSWORD) || text.includes(Buffer.from(`${shop.apiKey}:${PASSWORD}`).toString('base64'));

  it('sends basic auth and JSON headers', async () => {
    await clientFor(shop).products.count();
    assert.equal(shop.requests.at(-1).user, shop.apiKey);
    assert.equal(shop.requests.at(-1).status, 200);
  });

  it('gives the 401 error naming the three variables, with the password nowhere', async () => {
    const wrong = `${PASSWORD}-wrong`;
    const logs = [];
    const admin = createAdminClient({ baseUrl: shop.adminUrl, apiKey: shop.apiKey, apiPassword: wrong, log: (l) => logs.push(l) });
    const error = await admin.products.count().catch((e) => e);
    assert.ok(error instanceof AdminAuthError);
    assert.equal(error.status, 401);
    assert.match(error.message, /SHOP_ADMIN_URL, SHOP_API_KEY and SHOP_API_PASSWORD/);
    assert.match(error.message, /proxy .* strip the Authorization header/);
    for (const text of [error.message, error.stack, inspect(error, { depth: 9, showHidden: true }), inspect(admin, { depth: 9, showHidden: true }), logs.join('\n')]) {
      assert.ok(!text.includes(wrong), text);
    }
  });

  it('redacts the password from an error body that echoes it, and from retry logs', async () => {
    const logs = [];
    const admin = clientFor(shop, { log: (l) => logs.push(l) });
    shop.inject({ path: '/api/products/count.json', status: 503, body: `{"error":"bad auth ${PASSWORD}"}`, retryAfter: '0' });
    shop.inject({ path: '/api/products/count.json', status: 500, body: `{"error":"bad auth ${PASSWORD}"}` });
    const error = await admin.products.count().catch((e) => e);
    assert.equal(error.status, 500);
    assert.deepEqual(error.body, { error: 'bad auth [redacted]' });
    for (const text of [error.message, error.stack, inspect(error, { depth: 9, showHidden: true }), logs.join('\n')]) assert.ok(!leaks(text), text);
    assert.ok(logs.length > 0);
  });

  it('refuses a baseUrl with credentials in it without repeating them, and http off loopback', () => {
    assert.throws(() => createAdminClient({ baseUrl: `https://key:${PASSWORD}@shop.example`, apiKey: 'k', apiPassword: 'p' }),
      (e) => e instanceof TypeError && /must not contain credentials/.test(e.message) && !leaks(e.message));
    assert.throws(() => createAdminClient({ baseUrl: 'http://shop.example', apiKey: 'k', apiPassword: 'p' }), /must use https/);
    assert.throws(() => createAdminClient({ baseUrl: 'https://shop.example', apiKey: 'k', apiPassword: '' }), /SHOP_API_PASSWORD/);
    assert.ok(createAdminClient({ baseUrl: 'http://localhost:1', apiKey: 'k', apiPassword: 'p' }));
  });
});
