// Node tests of the demo's storefront: the Vite adapter (demo/mock-storefront.ts) around the one fake
// shop (src/fake-shop), its currency and network switches, the fixtures as the fake's catalogue,
// the proxy to a real shop, and the static writer.
// Run: node scripts/test-node.mjs  (node --test with the TypeScript hooks of register-ts.mjs).
// Every server listens on 127.0.0.1 on a random port.
/* global FormData, AbortSignal */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockMiddleware, mockStorefront } from '../../demo/mock-storefront.ts';
import { startFakeShop } from '../../src/fake-shop/index.ts';
import { convertAmount, convertJson, rewriteAmounts } from '../../src/fake-shop/currency.ts';
import { writeStaticStorefront, staticStorefront } from '../../demo/build-static.ts';
import { FIXTURES, FIXTURE_HANDLES, MISSING_HANDLE } from '../../demo/fixtures/index.ts';
import { parseProduct } from '../../src/core/parse.ts';
import { parseCart } from '../../src/core/parse-cart.ts';

const FIXTURES_DIR = fileURLToPath(new URL('../../demo/fixtures/', import.meta.url));
const COFFEE_VARIANT = '43200000000001';
const PREPAID_3 = '690000000201';

/** Starts `middleware` on 127.0.0.1; paths it passes on answer 418 "next". */
async function serve(middleware) {
  const server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 418;
      res.end('next');
    }),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/** JSON.parse that keeps integer literals of 16+ digits as strings (test-side, independent of core). */
function parseKeepingBigInts(text) {
  return JSON.parse(text.replace(/([:[,]\s*)(-?\d{16,})(?=\s*[,\]}])/g, '$1"$2"'));
}

const isInt = (v) => Number.isSafeInteger(v);
const isIntOrNull = (v) => v === null || isInt(v);
const isStr = (v) => typeof v === 'string';
const isStrOrNull = (v) => v === null || isStr(v);
const isBool = (v) => typeof v === 'boolean';
const isBigId = (v) => isStr(v) ? /^\d+$/.test(v) : isInt(v);

function check(path, value, predicate, expected) {
  assert.ok(predicate(value), `${path}: expected ${expected}, got ${JSON.stringify(value)}`);
}

/** Checks the seed's storefront product shape (types of every documented field). */
function checkSeedShape(p, handle) {
  for (const key of ['id', 'price', 'price_min', 'price_max', 'compare_at_price_min', 'compare_at_price_max']) check(key, p[key], isInt, 'integer');
  check('compare_at_price', p.compare_at_price, isIntOrNull, 'integer or null');
  for (const key of ['title', 'handle', 'description', 'published_at', 'created_at', 'vendor', 'type', 'featurot_image', 'url']) check(key, p[key], isStr, 'string');
  for (const key of ['price_varies', 'compare_at_price_varies', 'available']) check(key, p[key], isBool, 'boolean');
  assert.equal(p.handle, handle);
  assert.ok(Array.isArray(p.tags) && p.tags.every(isStr), 'tags: strings');
  assert.ok(Array.isArray(p.images) && p.images.every((s) => /^(\/\/|\/cdn\/shop\/files\/)/.test(s)), 'images: protocol-relative URLs, or the CDN path on the shop\'s own domain');
  assert.ok(/^(\/\/|\/cdn\/shop\/files\/)/.test(p.featurot_image));
  assert.ok(Array.isArray(p.options) && p.options.length >= 1 && p.options.length <= 3);
  p.options.forEach((o, i) => {
    check(`options[${i}].name`, o.name, isStr, 'string');
    assert.equal(o.position, i + 1);
  });
  assert.ok(Array.isArray(p.variants) && p.variants.length > 0);
  const hasPlans = 'selling_plan_groups' in p;
  const groupIds = new Map();
  if (hasPlans) {
    check('requires_selling_plan', p.requires_selling_plan, isBool, 'boolean');
    p.selling_plan_groups.forEach((g, i) => {
      const at = `selling_plan_groups[${i}]`;
      check(`${at}.id`, g.id, (v) => isStr(v) && /^\d{16,}$/.test(v), 'an integer beyond 2^53');
      check(`${at}.name`, g.name, isStr, 'string');
      g.options.forEach((o) => assert.ok(isStr(o.name) && isInt(o.position) && o.values.every(isStr), `${at}.options`));
      g.selling_plans.forEach((sp, j) => {
        check(`${at}.selling_plans[${j}].id`, sp.id, isInt, 'integer');
        for (const key of ['name', 'description']) check(`${at}.selling_plans[${j}].${key}`, sp[key], isStr, 'string');
        check(`${at}.selling_plans[${j}].recurring_deliveries`, sp.recurring_deliveries, isBool, 'boolean');
        sp.options.forEach((o) => assert.ok(isStr(o.name) && isInt(o.position) && isStr(o.value)));
        groupIds.set(sp.id, g.id);
      });
    });
  }
  p.variants.forEach((v, i) => {
    const at = `variants[${i}]`;
    for (const key of ['id', 'price', 'weight']) check(`${at}.${key}`, v[key], isInt, 'integer');
    check(`${at}.compare_at_price`, v.compare_at_price, isIntOrNull, 'integer or null');
    for (const key of ['title', 'barcode']) check(`${at}.${key}`, v[key], isStr, 'string');
    for (const key of ['sku', 'inventory_management', 'option1', 'option2', 'option3']) check(`${at}.${key}`, v[key], isStrOrNull, 'string or null');
    for (const key of ['available', 'requires_shipping', 'taxable']) check(`${at}.${key}`, v[key], isBool, 'boolean');
    assert.equal(v.options.length, p.options.length, `${at}.options`);
    v.options.forEach((value, k) => assert.equal(v[`option${k + 1}`], value));
    assert.equal(v.title, v.options.join(' / '));
    if (hasPlans) {
      check(`${at}.requires_selling_plan`, v.requires_selling_plan, isBool, 'boolean');
      v.selling_plan_allocations.forEach((a, j) => {
        for (const key of ['price', 'compare_at_price', 'per_delivery_price', 'selling_plan_id']) check(`${at}.selling_plan_allocations[${j}].${key}`, a[key], isInt, 'integer');
        check(`${at}.selling_plan_allocations[${j}].selling_plan_group_id`, a.selling_plan_group_id, isBigId, 'large integer');
        assert.equal(groupIds.get(a.selling_plan_id), a.selling_plan_group_id, 'allocation names its plan and group');
      });
    }
  });
  // Product-level fields agree with the variants; a cut document's are the whole product's, so they
  // bound the variants it carries.
  const prices = p.variants.map((v) => v.price);
  if (p.variants.length === 250) {
    assert.ok(p.price_min <= Math.min(...prices) && p.price_max >= Math.max(...prices));
  } else {
    assert.equal(p.price_min, Math.min(...prices));
    assert.equal(p.price_max, Math.max(...prices));
    assert.equal(p.available, p.variants.some((v) => v.available));
  }
  assert.equal(p.price, p.price_min);
  assert.equal(p.price_varies, p.price_min !== p.price_max);
}

/*
 * What the shopper should see in another currency, worked out here rather than with the fake's own
 * tables: the storefront's money fields (the platform's product and cart documentation), and the
 * demo's rates as integers per mille (1 EUR = 162 JPY = 0.331 KWD = 1.08 USD), rounded half-up to
 * what the currency shows in hundredths of its unit (whole yen: a step of 100; KWD and USD: 1).
 */
const MONEY_FIELDS = ['price', 'compare_at_price', 'price_min', 'price_max', 'compare_at_price_min', 'compare_at_price_max', 'per_delivery_price', 'unit_price'];
const PER_MILLE = { JPY: 162000, KWD: 331, USD: 1080 };
const STEP = { JPY: 100, KWD: 1, USD: 1 };
function expectedAmount(eur, currency) {
  const divisor = 1000 * STEP[currency];
  return Math.floor((2 * eur * PER_MILLE[currency] + divisor) / (2 * divisor)) * STEP[currency];
}

/** Every money field of `converted` is `expectedAmount` of the same field in `eur`; everything else is equal. */
function assertConverted(eur, converted, currency, path = '') {
  if (Array.isArray(eur)) {
    assert.equal(converted.length, eur.length, path);
    eur.forEach((v, i) => assertConverted(v, converted[i], currency, `${path}[${i}]`));
  } else if (eur && typeof eur === 'object') {
    assert.deepEqual(Object.keys(converted), Object.keys(eur), path);
    for (const key of Object.keys(eur)) {
      if (MONEY_FIELDS.includes(key) && typeof eur[key] === 'number') {
        assert.equal(converted[key], expectedAmount(eur[key], currency), `${path}.${key}`);
      } else {
        assertConverted(eur[key], converted[key], currency, `${path}.${key}`);
      }
    }
  } else {
    assert.equal(converted, eur, path);
  }
}

describe('mock storefront: conversion', () => {
  const table = [
    // [EUR hundredths, currency, expected hundredths of the currency's major unit]
    [1490, 'EUR', 1490],
    [1490, 'USD', 1609], // 16.0920 USD → 16.09
    [1, 'USD', 1], // 0.0108 → 0.01
    [1490, 'GBP', 1267], // 12.665 → 12.67 (half-up)
    [1490, 'JPY', 241400], // ¥2,413.80 → ¥2,414
    [25, 'JPY', 4100], // ¥40.50 → ¥41 (half-up)
    [1500, 'JPY', 243000], // ¥2,430 exactly
    [1500, 'KWD', 497], // 4.965 KWD → 4.97 in hundredths (half-up)
    [1490, 'KWD', 493], // 4.9319 → 4.93
    [100000, 'KRW', 147000000],
    [0, 'JPY', 0],
  ];
  for (const [eur, currency, expected] of table) {
    it(`converts ${eur} EUR hundredths to ${expected} ${currency} hundredths`, () => {
      assert.equal(convertAmount(eur, currency), expected);
    });
  }

  it('rejects a currency without a rate', () => {
    assert.throws(() => convertAmount(100, 'XXX'), RangeError);
  });

  it('rewrites only amount values, on the text, leaving ids and strings byte for byte', () => {
    const text = '{"id": 98765432109876543210, "price":1490, "description":"\\"price\\": 100", "weight": 250,\n "x": {"compare_at_price" : 25, "compare_at_price_min": null, "price": "12"}, "per_delivery_price":[7]}';
    const out = rewriteAmounts(text, (n) => `<${n}>`);
    assert.equal(
      out,
      '{"id": 98765432109876543210, "price":<1490>, "description":"\\"price\\": 100", "weight": 250,\n "x": {"compare_at_price" : <25>, "compare_at_price_min": null, "price": "12"}, "per_delivery_price":[7]}',
    );
  });

  it('leaves EUR fixtures untouched', () => {
    const text = readFileSync(join(FIXTURES_DIR, 'house-blend-coffee.json'), 'utf8');
    assert.equal(convertJson(text, 'EUR'), text);
  });
});

describe('mock storefront: products and cart', () => {
  let server;
  before(async () => {
    server = await serve(createMockMiddleware({ shopUrl: null }));
  });
  after(() => server.close());

  it('lists at least ten fixtures, each with a label', () => {
    assert.ok(FIXTURES.length >= 10);
    for (const f of FIXTURES) assert.ok(f.handle && f.label);
    assert.ok(FIXTURE_HANDLES.includes('big-catalogue'));
    assert.ok(FIXTURE_HANDLES.includes('café-crème'));
  });

  for (const { handle, shape } of FIXTURES) {
    it(`serves ${handle} ${shape === 'real-shop' ? 'as a real shop would' : 'in the seed shape'}, parseable by the core`, async () => {
      const res = await fetch(`${server.base}/products/${encodeURIComponent(handle)}.js`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type'), /^application\/json/);
      const text = await res.text();
      if (shape !== 'real-shop') checkSeedShape(parseKeepingBigInts(text), handle);
      const product = parseProduct(text);
      assert.equal(product.handle, handle);
    });
  }

  it('serves the fixture in EUR as the platform would: its own fields, options with every value', async () => {
    const res = await fetch(`${server.base}/products/house-blend-coffee.js`);
    const fixture = parseKeepingBigInts(readFileSync(join(FIXTURES_DIR, 'house-blend-coffee.json'), 'utf8'));
    fixture.options = [
      { name: 'Size', position: 1, values: ['250 g', '1 kg'] },
      { name: 'Grind', position: 2, values: ['Whole bean', 'Filter', 'Espresso'] },
    ];
    assert.deepEqual(parseKeepingBigInts(await res.text()), fixture);
  });

  it('generates the 2,048-variant product (16 × 16 × 8), served cut at 250 as the platform cuts it', async () => {
    const p = await (await fetch(`${server.base}/products/big-catalogue.js`)).json();
    assert.equal(p.variants.length, 250);
    assert.deepEqual(p.options.map((o) => [o.name, o.values.length]), [['Pattern', 16], ['Colour', 16], ['Size', 8]]);
    const pages = await Promise.all(Array.from({ length: 9 }, async (_, k) =>
      JSON.parse(await (await fetch(`${server.base}/products/big-catalogue?view=shop-elements&page=${k + 1}`)).text()).variants));
    const all = pages.flat();
    assert.equal(all.length, 2048);
    for (let k = 0; k < 3; k++) {
      assert.equal(new Set(all.map((v) => v.options[k])).size, [16, 16, 8][k]);
    }
    assert.ok(all.some((v) => !v.available) && all.some((v) => v.available));
  });

  it('has the fixture cases the demo needs', async () => {
    const get = async (h) => parseKeepingBigInts(await (await fetch(`${server.base}/products/${encodeURIComponent(h)}.js`)).text());
    const shirt = await get('linen-shirt');
    assert.equal(shirt.options.length, 3);
    assert.ok(shirt.variants.some((v) => !v.available), 'some sold out');
    assert.ok(shirt.variants.length < 5 * 3 * 2, 'some combinations do not exist');
    assert.ok(shirt.variants.some((v) => v.compare_at_price > v.price), 'some on sale');
    const coffee = await get('house-blend-coffee');
    assert.equal(coffee.selling_plan_groups.length, 2);
    const prepaid = coffee.variants[0].selling_plan_allocations.find((a) => String(a.selling_plan_id) === PREPAID_3);
    assert.deepEqual([prepaid.price, prepaid.compare_at_price, prepaid.per_delivery_price], [3800, 4470, 1267]);
    assert.equal((await get('ritual-tea-club')).requires_selling_plan, true);
    const kit = await get('cold-brew-kit');
    assert.ok(kit.variants.some((v) => v.compare_at_price > v.price && v.selling_plan_allocations.length > 0));
    const tote = await get('canvas-tote');
    assert.deepEqual(tote.variants.map((v) => v.title), ['Default Title']);
    assert.ok((await get('long-title-backpack')).title.length > 200);
    const xss = await get('html-injection-test');
    assert.equal(xss.title, '<img src=x onerror=alert(1)>');
    assert.ok(xss.variants.some((v) => v.options[0] === '<b>bold</b>'));
    assert.match(xss.selling_plan_groups[0].selling_plans[0].name, /<img/);
    const soldOut = await get('trail-runner-sold-out');
    assert.equal(soldOut.available, false);
    assert.ok(soldOut.variants.every((v) => !v.available));
  });

  it('decodes non-ASCII handles, NFC or NFD', async () => {
    for (const handle of ['café-crème', 'café-crème'.normalize('NFD')]) {
      const res = await fetch(`${server.base}/products/${encodeURIComponent(handle)}.js`);
      assert.equal(res.status, 200);
      assert.equal((await res.json()).handle, 'café-crème');
    }
  });

  it('serves the same paths under a locale prefix', async () => {
    assert.equal((await fetch(`${server.base}/de/products/linen-shirt.js`)).status, 200);
    assert.equal((await fetch(`${server.base}/fr-ca/products/linen-shirt.js`)).status, 200);
    assert.equal((await fetch(`${server.base}/de/cart.js`)).status, 200);
  });

  it('answers an unknown handle with an HTML 404 page', async () => {
    for (const path of [`/products/${MISSING_HANDLE}.js`, '/products/%E0%A4%A.js']) {
      const res = await fetch(server.base + path);
      assert.equal(res.status, 404);
      assert.match(res.headers.get('content-type'), /^text\/html/);
      const body = await res.text();
      assert.match(body, /^<!doctype html>/i);
      assert.match(body, /Page not found/);
    }
  });

  it('cuts the .js at 250 variants, or at 100 with the demo\'s cut switch (?cut=, the mock_cut cookie); the view has every one', async () => {
    const count = async (path, cookie) => (await (await fetch(server.base + path, { headers: cookie ? { cookie } : {} })).json()).variants.length;
    assert.equal(await count('/products/big-catalogue.js'), 250);
    assert.equal(await count('/products/big-catalogue.js?cut=100'), 100);
    assert.equal(await count('/products/big-catalogue.js', 'mock_cut=100'), 100);
    assert.equal(await count('/products/big-catalogue.js?cut=250', 'mock_cut=100'), 250);
    const last = await fetch(`${server.base}/de/products/big-catalogue?view=shop-elements&page=9`, { headers: { cookie: 'mock_cut=100' } });
    assert.equal(last.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.deepEqual(Object.entries(JSON.parse(await last.text())).map(([k, v]) => [k, Array.isArray(v) ? v.length : v]),
      [['variants_count', 2048], ['page', 9], ['pages', 9], ['options_with_values', 3], ['variants', 48]]);
  });

  it('passes other paths on to next()', async () => {
    for (const path of ['/', '/products', '/products/a/b.js', '/cart', '/main.ts']) {
      const res = await fetch(server.base + path);
      assert.equal(res.status, 418, path);
    }
  });

  it('answers /cart.js with an empty cart in EUR by default', async () => {
    const res = await fetch(`${server.base}/cart.js`);
    assert.match(res.headers.get('content-type'), /^application\/json/);
    const cart = await res.json();
    assert.equal(cart.currency, 'EUR');
    assert.equal(cart.item_count, 0);
    assert.deepEqual(cart.items, []);
    assert.equal(cart.total_price, 0);
    assert.equal(typeof cart.token, 'string');
    const { currency, itemCount, items, totalPrice } = parseCart(cart);
    assert.deepEqual({ currency, itemCount, items, totalPrice }, { currency: 'EUR', itemCount: 0, items: [], totalPrice: 0 });
  });

  it('takes the currency from the mock_currency cookie, and the ?currency= query over it', async () => {
    const currency = async (path, cookie) =>
      (await (await fetch(server.base + path, { headers: cookie ? { cookie } : {} })).json()).currency;
    assert.equal(await currency('/cart.js', 'mock_currency=JPY'), 'JPY');
    assert.equal(await currency('/cart.js?currency=usd', undefined), 'USD');
    assert.equal(await currency('/cart.js?currency=KWD', 'other=1; mock_currency=JPY'), 'KWD');
    assert.equal(await currency('/cart.js?currency=XXX', undefined), 'EUR');
  });

  for (const currency of ['JPY', 'KWD', 'USD']) {
    it(`converts every amount of the coffee to ${currency}, and nothing else`, async () => {
      const eur = parseKeepingBigInts(await (await fetch(`${server.base}/products/house-blend-coffee.js`)).text());
      const res = await fetch(`${server.base}/products/house-blend-coffee.js`, { headers: { cookie: `mock_currency=${currency}` } });
      const converted = parseKeepingBigInts(await res.text());
      assertConverted(eur, converted, currency);
    });
  }

  it('converts unit prices of a real-shop document too (KWD)', async () => {
    const eur = parseKeepingBigInts(await (await fetch(`${server.base}/products/house-blend.js`)).text());
    const kwd = parseKeepingBigInts(await (await fetch(`${server.base}/products/house-blend.js?currency=KWD`)).text());
    assert.ok(JSON.stringify(eur).includes('"unit_price":'));
    assertConverted(eur, kwd, 'KWD');
  });

  it('rounds JPY to whole yen and KWD to whole hundredths', async () => {
    const jpy = await (await fetch(`${server.base}/products/house-blend-coffee.js?currency=JPY`)).json();
    assert.equal(jpy.variants[0].price, 241400);
    const prepaid = jpy.variants[0].selling_plan_allocations[2];
    assert.deepEqual([prepaid.price, prepaid.compare_at_price, prepaid.per_delivery_price], [615600, 724100, 205300]);
    const all = JSON.stringify(jpy).match(/"(?:price|compare_at_price|per_delivery_price|price_min|price_max)":\d+/g);
    assert.ok(all.every((m) => m.endsWith('00')), 'JPY amounts are multiples of 100');
    const kwd = await (await fetch(`${server.base}/products/canvas-tote.js?currency=KWD`)).json();
    assert.equal(kwd.price, 497);
    assert.equal(kwd.variants[0].price, 497);
  });

  it('serves selling plan group ids beyond 2^53 exactly, in every currency', async () => {
    for (const currency of ['EUR', 'JPY', 'KWD']) {
      const text = await (await fetch(`${server.base}/products/house-blend-coffee.js?currency=${currency}`)).text();
      assert.match(text, /"id": 98765432109876543210,/);
      assert.match(text, /"id": 98765432109876543211,/);
      assert.match(text, /"selling_plan_group_id": 98765432109876543211\n/);
      const groups = parseProduct(text).sellingPlanGroups.map((g) => g.id);
      assert.deepEqual(groups, ['98765432109876543210', '98765432109876543211']);
    }
    const tea = await (await fetch(`${server.base}/products/ritual-tea-club.js?currency=JPY`)).text();
    assert.match(tea, /"selling_plan_group_id": 123456789012345678901234\n/);
  });
});

describe('the demo\'s storefront is the fake shop', () => {
  let server;
  let shop;
  before(async () => {
    server = await serve(createMockMiddleware({ shopUrl: null, slowDelayMs: 200 }));
    shop = await startFakeShop();
  });
  after(async () => {
    await server.close();
    await shop.close();
  });

  it('serves what `shop-elements fake-shop` serves, byte for byte', async () => {
    for (const { handle } of FIXTURES) {
      const path = `/products/${encodeURIComponent(handle)}.js?currency=JPY`;
      const [demo, fake] = await Promise.all([server.base, shop.storefrontUrl].map(async (base) => (await fetch(base + path)).text()));
      assert.equal(demo, fake, handle);
    }
    const missing = await Promise.all([server.base, shop.storefrontUrl].map(async (base) => (await fetch(`${base}/products/${MISSING_HANDLE}.js`)).text()));
    assert.equal(missing[0], missing[1], 'one 404 page');
  });

  it('keeps a cart per visitor, in the currency of the demo\'s switch (mock_currency)', async () => {
    const add = await fetch(`${server.base}/cart/add.js`, { method: 'POST', body: new URLSearchParams({ id: COFFEE_VARIANT, quantity: '2' }) });
    assert.equal(add.status, 200);
    const cookie = `${add.headers.getSetCookie()[0].split(';')[0]}; mock_currency=JPY`;
    const cart = await (await fetch(`${server.base}/cart.js`, { headers: { cookie } })).json();
    assert.equal(cart.currency, 'JPY');
    assert.deepEqual(cart.items.map((l) => [String(l.variant_id), l.quantity, l.price, l.final_line_price]), [[COFFEE_VARIANT, 2, expectedAmount(1490, 'JPY'), 2 * expectedAmount(1490, 'JPY')]]);
    assert.equal(cart.total_price, 482800);
    const other = await (await fetch(`${server.base}/cart.js`)).json();
    assert.equal(other.item_count, 0, 'another visitor, another cart');
  });

  it('turns the network switch into faults of the Ajax cart too', async () => {
    const post = (network, cookie = '') => fetch(`${server.base}/cart/add.js?network=${network}`, { method: 'POST', body: new URLSearchParams({ id: COFFEE_VARIANT }), headers: { cookie } });
    const limited = await post('429');
    assert.deepEqual([limited.status, limited.headers.get('retry-after')], [429, '1']);
    await limited.text();
    const retried = await post('429');
    assert.equal(retried.status, 200);
    const cookie = retried.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    assert.equal((await retried.json()).quantity, 1);
    const failed = await post('500', cookie);
    assert.equal(failed.status, 500);
    assert.match(await failed.text(), /^<!doctype html>/);
    const started = performance.now();
    const slow = await post('slow', cookie);
    assert.equal((await slow.json()).quantity, 2);
    assert.ok(performance.now() - started >= 190, 'slow');
    const cart = await (await fetch(`${server.base}/cart.js`, { headers: { cookie } })).json();
    assert.equal(cart.item_count, 2, 'the 429 and the 500 added nothing');
  });
});

describe('mock storefront: the add-only network modes', () => {
  let server;
  before(async () => {
    server = await serve(createMockMiddleware({ shopUrl: null }));
  });
  after(() => server.close());

  it('fail only POST cart/add.js (422 refused, 429 every time, 500, offline); the product and the cart answer normally', async () => {
    const post = (network) => fetch(`${server.base}/cart/add.js?network=${network}`, { method: 'POST', body: new URLSearchParams({ id: COFFEE_VARIANT }) });
    const refused = await post('add-422');
    assert.equal(refused.status, 422);
    // A shopper's message in the locale root's language: no word about the demo's switches.
    assert.deepEqual(await refused.json(), { status: 422, message: 'Cart Error', description: 'This item cannot be added to your cart right now.' });
    const german = await fetch(`${server.base}/de/cart/add.js?network=add-422`, { method: 'POST', body: new URLSearchParams({ id: COFFEE_VARIANT }) });
    assert.deepEqual([german.status, (await german.json()).description], [422, 'Dieser Artikel kann gerade nicht in den Warenkorb gelegt werden.']);
    for (let i = 0; i < 2; i++) {
      const limited = await post('add-429');
      assert.deepEqual([limited.status, limited.headers.get('retry-after')], [429, '1']);
      await limited.text();
    }
    const failed = await post('add-500');
    assert.equal(failed.status, 500);
    await failed.text();
    await assert.rejects(post('add-offline'));
    for (const mode of ['add-422', 'add-429', 'add-500', 'add-offline']) {
      assert.equal((await fetch(`${server.base}/products/linen-shirt.js?network=${mode}`)).status, 200, mode);
      assert.equal((await fetch(`${server.base}/cart.js?network=${mode}`)).status, 200, mode);
    }
  });
});

describe('mock storefront: the add modes whose outcome is unclear to the page', () => {
  let server;
  before(async () => {
    server = await serve(createMockMiddleware({ shopUrl: null }));
  });
  after(() => server.close());

  const post = (network, cookie, signal) =>
    fetch(`${server.base}/cart/add.js?network=${network}`, { method: 'POST', body: new URLSearchParams({ id: COFFEE_VARIANT }), headers: cookie ? { cookie } : {}, signal });
  /** A visitor with a cart of its own (the fake's cart cookie). */
  async function visitor() {
    const res = await fetch(`${server.base}/cart.js`);
    await res.text();
    return res.headers.get('set-cookie').split(';')[0];
  }
  const itemCount = async (cookie) => (await (await fetch(`${server.base}/cart.js`, { headers: { cookie } })).json()).item_count;

  it('add-422-html: a 422 whose body is an HTML page', async () => {
    const res = await post('add-422-html');
    assert.equal(res.status, 422);
    assert.match(res.headers.get('content-type'), /^text\/html/);
    assert.match(await res.text(), /^<!doctype html>/i);
  });

  it('add-500-after-add: the line is added, then a 500 is answered', async () => {
    const cookie = await visitor();
    const res = await post('add-500-after-add', cookie);
    assert.equal(res.status, 500);
    await res.text();
    assert.equal(await itemCount(cookie), 1);
  });

  it('add-hang: no answer; once the page gives up (aborts), nothing was added', async () => {
    const cookie = await visitor();
    await assert.rejects(post('add-hang', cookie, AbortSignal.timeout(300)), { name: 'TimeoutError' });
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(await itemCount(cookie), 0);
  });
});

describe('mock storefront: network simulation', () => {
  let server;
  before(async () => {
    server = await serve(createMockMiddleware({ shopUrl: null, slowDelayMs: 150 }));
  });
  after(() => server.close());

  it('429: answers the first request for a URL 429 with Retry-After: 1, the next normally', async () => {
    const url = `${server.base}/products/linen-shirt.js?network=429`;
    const first = await fetch(url);
    assert.equal(first.status, 429);
    assert.equal(first.headers.get('retry-after'), '1');
    await first.text();
    const second = await fetch(url);
    assert.equal(second.status, 200);
    assert.equal((await second.json()).handle, 'linen-shirt');
    // Another URL has its own count; the cookie works too.
    const cart = await fetch(`${server.base}/cart.js`, { headers: { cookie: 'mock_network=429' } });
    assert.equal(cart.status, 429);
    await cart.text();
    assert.equal((await fetch(`${server.base}/cart.js`, { headers: { cookie: 'mock_network=429' } })).status, 200);
    // …and the next request after an OK is rate limited again, so a reload shows the retry again.
    assert.equal((await fetch(url)).status, 429);
  });

  it('malformed: truncated JSON with a JSON content type', async () => {
    const res = await fetch(`${server.base}/products/canvas-tote.js?network=malformed`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^application\/json/);
    const text = await res.text();
    assert.ok(text.startsWith('{'));
    assert.throws(() => JSON.parse(text), SyntaxError);
    const cart = await (await fetch(`${server.base}/cart.js`, { headers: { cookie: 'mock_network=malformed' } })).text();
    assert.throws(() => JSON.parse(cart), SyntaxError);
  });

  it('404 and 500: HTML error pages even for known handles', async () => {
    const notFound = await fetch(`${server.base}/products/canvas-tote.js?network=404`);
    assert.equal(notFound.status, 404);
    assert.match(notFound.headers.get('content-type'), /^text\/html/);
    assert.match(await notFound.text(), /^<!doctype html>/i);
    const error = await fetch(`${server.base}/cart.js`, { headers: { cookie: 'mock_network=500' } });
    assert.equal(error.status, 500);
    assert.match(error.headers.get('content-type'), /^text\/html/);
    await error.text();
  });

  it('slow: answers normally after the delay; the query wins over the cookie', async () => {
    const start = performance.now();
    const res = await fetch(`${server.base}/products/canvas-tote.js?network=slow`, { headers: { cookie: 'mock_network=500' } });
    assert.equal(res.status, 200);
    assert.equal((await res.json()).handle, 'canvas-tote');
    assert.ok(performance.now() - start >= 140, 'delayed');
  });

  it('normal: an unknown mode is normal', async () => {
    assert.equal((await fetch(`${server.base}/cart.js?network=weird`)).status, 200);
  });
});

describe('mock storefront: /cart/add', () => {
  let server;
  before(async () => {
    server = await serve(createMockMiddleware({ shopUrl: null }));
  });
  after(() => server.close());

  it('echoes a urlencoded form: id, selling_plan, quantity and every other field, escaped', async () => {
    const body = new URLSearchParams([
      ['id', COFFEE_VARIANT],
      ['selling_plan', PREPAID_3],
      ['quantity', '2'],
      ['properties[Engraving]', '<b>hi</b> & "you"'],
      ['properties[Engraving]', 'second'],
    ]);
    const res = await fetch(`${server.base}/cart/add`, {
      method: 'POST',
      body,
      headers: { referer: `${server.base}/?handle=house-blend-coffee` },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^text\/html/);
    const html = await res.text();
    assert.match(html, /^<!doctype html>/i);
    assert.ok(html.includes(`<th scope="row">id</th><td>${COFFEE_VARIANT}</td>`));
    assert.ok(html.includes(`<th scope="row">selling_plan</th><td>${PREPAID_3}</td>`));
    assert.ok(html.includes('<th scope="row">quantity</th><td>2</td>'));
    assert.ok(html.includes('<th scope="row">properties[Engraving]</th><td>&#60;b&#62;hi&#60;/b&#62; &#38; &#34;you&#34;</td>'));
    assert.ok(html.includes('<th scope="row">properties[Engraving]</th><td>second</td>'));
    assert.ok(!html.includes('<b>hi</b>'));
    assert.ok(html.includes('House Blend Coffee — 250 g / Whole bean'));
    assert.ok(html.includes('Prepaid — 3 deliveries, prepaid'));
    assert.ok(html.includes('<a href="/?handle=house-blend-coffee">'));
  });

  it('echoes a multipart form and escapes fixture names that look like HTML', async () => {
    const form = new FormData();
    form.set('id', '43700000000002');
    form.set('selling_plan', '690000000501');
    form.set('quantity', '1');
    form.set('note', '</td><script>alert(1)</script>');
    const res = await fetch(`${server.base}/de/cart/add`, { method: 'POST', body: form });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.ok(html.includes('<th scope="row">id</th><td>43700000000002</td>'));
    assert.ok(html.includes('<th scope="row">selling_plan</th><td>690000000501</td>'));
    assert.ok(html.includes('<th scope="row">quantity</th><td>1</td>'));
    assert.ok(!/<script>|<img|onerror=alert\(1\)>/.test(html.replace(/<style>[^<]*<\/style>/, '')), 'nothing from the form or the fixture is markup');
    assert.ok(html.includes('&#60;img src=x onerror=alert(1)&#62; — &#60;img src=x onerror=alert(1)&#62;'));
    assert.ok(html.includes('<a href="/">'), 'no same-origin referer: back to /');
  });

  it('refuses other methods', async () => {
    const res = await fetch(`${server.base}/cart/add`, { method: 'PUT', body: 'x' });
    assert.equal(res.status, 405);
    assert.equal((await fetch(`${server.base}/cart.js`, { method: 'POST', body: 'x' })).status, 405);
  });
});

describe('mock storefront: proxy to SHOP_URL', () => {
  let upstream;
  let seen;
  let shop;
  let server;
  before(async () => {
    seen = [];
    upstream = createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (req.url.startsWith('/products/real-thing.js')) {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'set-cookie': 'cart_currency=USD; Domain=shop.example; Path=/' });
          res.end('{"id": 98765432109876543210, "title": "Real"}');
        } else if (req.url === '/cart/add') {
          res.writeHead(302, { location: '/cart', 'content-type': 'text/html' });
          res.end('<html>redirect</html>');
        } else if (req.url.startsWith('/cart.js')) {
          res.writeHead(429, { 'retry-after': '3', 'content-type': 'text/html' });
          res.end('slow down');
        } else {
          res.writeHead(404, { 'content-type': 'text/html' });
          res.end('<!doctype html>upstream 404');
        }
      });
    });
    await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    shop = `http://127.0.0.1:${upstream.address().port}`;
    server = await serve(createMockMiddleware({ shopUrl: shop, log: () => {} }));
  });
  after(async () => {
    await server.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('forwards a product request with its query and cookies, and streams back status, type and body', async () => {
    const res = await fetch(`${server.base}/products/real-thing.js?currency=USD`, { headers: { cookie: 'cart=abc; mock_currency=JPY', accept: 'application/json' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(await res.text(), '{"id": 98765432109876543210, "title": "Real"}');
    assert.equal(res.headers.get('set-cookie'), 'cart_currency=USD; Path=/');
    const request = seen.at(-1);
    assert.equal(request.method, 'GET');
    assert.equal(request.url, '/products/real-thing.js?currency=USD');
    assert.equal(request.headers.cookie, 'cart=abc; mock_currency=JPY');
    assert.equal(request.headers.accept, 'application/json');
  });

  it('does not answer from fixtures: unknown to the shop is its 404', async () => {
    const res = await fetch(`${server.base}/products/linen-shirt.js`);
    assert.equal(res.status, 404);
    assert.equal(await res.text(), '<!doctype html>upstream 404');
  });

  it('forwards POST /cart/add with its body and content type, passing the redirect back', async () => {
    const body = new URLSearchParams({ id: COFFEE_VARIANT, selling_plan: PREPAID_3, quantity: '3' });
    const res = await fetch(`${server.base}/cart/add`, { method: 'POST', body, redirect: 'manual', headers: { cookie: 'cart=abc' } });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), `${shop}/cart`);
    await res.text();
    const request = seen.at(-1);
    assert.equal(request.method, 'POST');
    assert.equal(request.url, '/cart/add');
    assert.equal(request.body, body.toString());
    assert.match(request.headers['content-type'], /^application\/x-www-form-urlencoded/);
    assert.equal(request.headers.cookie, 'cart=abc');
  });

  it('passes the shop\'s 429 and Retry-After through unchanged (no network simulation)', async () => {
    const res = await fetch(`${server.base}/cart.js?network=slow`);
    assert.equal(res.status, 429);
    assert.equal(res.headers.get('retry-after'), '3');
    assert.equal(await res.text(), 'slow down');
  });

  it('leaves other paths to next()', async () => {
    assert.equal((await fetch(`${server.base}/index.html`)).status, 418);
  });

  it('answers 502 when the shop cannot be reached', async () => {
    const closed = createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = closed.address().port;
    await new Promise((resolve) => closed.close(resolve));
    const down = await serve(createMockMiddleware({ shopUrl: `http://127.0.0.1:${port}`, log: () => {} }));
    try {
      const res = await fetch(`${down.base}/cart.js`);
      assert.equal(res.status, 502);
      assert.match(res.headers.get('content-type'), /^text\/html/);
      await res.text();
    } finally {
      await down.close();
    }
  });

  it('reads SHOP_URL from the environment', async () => {
    const saved = process.env.SHOP_URL;
    process.env.SHOP_URL = shop;
    try {
      const viaEnv = await serve(createMockMiddleware({ log: () => {} }));
      try {
        assert.equal(await (await fetch(`${viaEnv.base}/products/real-thing.js`)).text(), '{"id": 98765432109876543210, "title": "Real"}');
      } finally {
        await viaEnv.close();
      }
    } finally {
      if (saved === undefined) delete process.env.SHOP_URL;
      else process.env.SHOP_URL = saved;
    }
  });
});

describe('Vite plugins', () => {
  it('mockStorefront mounts the middleware on the dev and preview servers', () => {
    const plugin = mockStorefront({ shopUrl: null });
    assert.equal(plugin.name, 'shop-elements:mock-storefront');
    for (const hook of [plugin.configureServer, plugin.configurePreviewServer]) {
      const mounted = [];
      hook({ middlewares: { use: (fn) => mounted.push(fn) }, config: { logger: { info() {}, warn() {} } } });
      assert.equal(mounted.length, 1);
      assert.equal(typeof mounted[0], 'function');
    }
  });

  it('writeStaticStorefront writes products/<handle>.js, cart.js, each variant\'s pickup section and the images they name, as the mock serves them in EUR', async () => {
    const out = mkdtempSync(join(tmpdir(), 'shop-elements-demo-'));
    const server = await serve(createMockMiddleware({ shopUrl: null }));
    try {
      const files = await writeStaticStorefront(out);
      const images = files.filter((f) => f.endsWith('.png'));
      const sections = files.filter((f) => f.endsWith('index.html'));
      const variants = FIXTURES.flatMap(({ handle }) => JSON.parse(readFileSync(join(out, 'products', `${handle}.js`), 'utf8')).variants.map((v) => String(v.id)));
      assert.equal(files.length - images.length - sections.length, FIXTURES.length + 1);
      // The Section Rendering API's answer for each variant, byte for byte as the mock serves it (a static host serves the folder's index).
      assert.equal(sections.length, variants.length);
      for (const id of variants) {
        const served = await (await fetch(`${server.base}/variants/${id}/?section_id=shop-pickup`)).text();
        assert.equal(readFileSync(join(out, 'variants', id, 'index.html'), 'utf8'), served, id);
      }
      assert.match(readFileSync(join(out, 'variants', '46100000000001', 'index.html'), 'utf8'), /Pickup available at Kreuzberg/);
      const shirt = join(out, 'cdn/shop/files/linen-shirt-navy.png');
      assert.ok(images.includes(shirt), 'an image a product document names');
      assert.deepEqual(readFileSync(shirt), Buffer.from(await (await fetch(`${server.base}/cdn/shop/files/linen-shirt-navy.png`)).arrayBuffer()));
      for (const { handle } of FIXTURES) {
        const file = join(out, 'products', `${handle}.js`);
        assert.ok(existsSync(file), file);
        const served = await (await fetch(`${server.base}/products/${encodeURIComponent(handle)}.js`)).text();
        assert.equal(readFileSync(file, 'utf8'), served, handle);
      }
      assert.equal(JSON.parse(readFileSync(join(out, 'cart.js'), 'utf8')).currency, 'EUR');
      assert.equal(staticStorefront().apply, 'build');
    } finally {
      await server.close();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
