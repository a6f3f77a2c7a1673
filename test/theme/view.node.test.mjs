// The theme's JSON view (theme/templates/product.shop-elements.liquid), rendered by the fake's one
// Liquid renderer (src/fake-shop/liquid.ts), against what the fake serves natively at
// /products/<handle>?view=shop-elements&page=K: the same JSON for every product the fake serves, every
// page and one past the last; and the platform's cut of /products/<handle>.js that the view completes.
// Run: node --import ./test/demo/register-ts.mjs --test test/theme/view.node.test.mjs
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startFakeShop } from '../../src/fake-shop/index.ts';
import { parseJsonBig } from '../../src/fake-shop/catalogue.ts';
import { createThemeRenderer, productDrop } from '../../src/fake-shop/liquid.ts';
import { priceBreaksOf } from '../../src/fake-shop/price-list.ts';

const OXFORD = ['oxford-shirt-white', 'oxford-shirt-blue', 'oxford-shirt-pink'];

describe('theme: product.shop-elements.liquid', { timeout: 120_000 }, () => {
  let shop;
  const theme = createThemeRenderer();
  const get = (path, init) => fetch(`${shop.storefrontUrl}${path}`, init);
  const view = async (path) => {
    const res = await get(path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8', path);
    return parseJsonBig(await res.text());
  };
  /** The template rendered for a product of the fake, as the platform would render it for that request (in the root's language). */
  const rendered = async (handle, page, { root = '/', currency, b2b = false } = {}) => {
    const whole = (h) => shop.storefront.wholeProduct(h, currency, root === '/de/' ? 'de' : 'en');
    const priceBreaks = (id) => priceBreaksOf(id, currency ?? 'EUR', b2b);
    const product = productDrop(whole(handle), { root, product: whole, cut: shop.storefront.variantCut(), priceBreaks });
    return parseJsonBig(await theme.renderTemplate('product.shop-elements', { product }, { page, root }));
  };

  before(async () => {
    // The demo's fixtures (big-catalogue, the combined listing) and generated products (big ids, plans).
    shop = await startFakeShop({ catalogue: { products: 10, orders: 0 } });
  });
  after(() => shop.close());

  it('renders what the fake serves, for every product, every page and one past the last', async () => {
    const handles = shop.storefront.handles();
    assert.ok(handles.includes('big-catalogue') && OXFORD.every((h) => handles.includes(h)));
    for (const handle of handles) {
      const path = `/products/${encodeURIComponent(handle)}?view=shop-elements`;
      const first = await view(`${path}&page=1`);
      assert.equal(first.pages, Math.ceil(first.variants_count / 250), handle);
      for (let page = 1; page <= first.pages + 1; page++) {
        assert.deepEqual(await rendered(handle, page), await view(`${path}&page=${page}`), `${handle} page ${page}`);
      }
    }
  });

  it('carries each variant\'s stock, which /products/<handle>.js leaves out (a shop created since December 2017)', async () => {
    const js = await (await get('/products/merino-socks.js')).json();
    for (const v of js.variants) assert.ok(!('inventory_quantity' in v) && !('inventory_policy' in v) && !('incoming' in v), v.title);
    assert.deepEqual(js.variants.map((v) => v.inventory_management), ['shop', 'shop', 'shop', 'shop', null]);
    const page = await view('/products/merino-socks?view=shop-elements&page=1');
    assert.deepEqual(page.variants.map((v) => [v.title, v.inventory_quantity, v.inventory_policy, v.incoming]), [
      ['Grey', 24, 'deny', false], ['Olive', 3, 'deny', false], ['Rust', 0, 'deny', true], ['Navy', -2, 'continue', false], ['Oat', null, 'deny', false],
    ]);
  });

  it('carries each variant\'s quantity rule and a B2B customer\'s quantity price breaks (the .js has no breaks; past the cut only the view has them)', async () => {
    const js = await (await get('/products/espresso-pods.js?customer=b2b')).json();
    for (const v of js.variants) assert.ok(!('quantity_price_breaks' in v), v.title);
    const rules = [{ min: 3, max: 12, increment: 3 }, { min: 3, max: 12, increment: 3 }];
    for (const [currency, lungo, ristretto] of [
      ['EUR', [[6, 550], [12, 490]], [[6, 575], [12, 515]]],
      // Converted exactly as every price (currency.ts): whole yen, in Liquid's hundredths as every Liquid amount.
      ['JPY', [[6, 89100], [12, 79400]], [[6, 93200], [12, 83400]]],
    ]) {
      const served = await view(`/products/espresso-pods?view=shop-elements&page=1&currency=${currency}&customer=b2b`);
      assert.deepEqual(served.variants.map((v) => v.quantity_rule), rules, currency);
      assert.deepEqual(served.variants.map((v) => v.quantity_price_breaks.map((b) => [b.minimum_quantity, b.price])), [lungo, ristretto], currency);
      assert.deepEqual(await rendered('espresso-pods', 1, { currency, b2b: true }), served, `the template, ${currency}`);
    }
    // A shopper without the price list: the rule, no breaks.
    const plain = await view('/products/espresso-pods?view=shop-elements&page=1&customer=');
    assert.deepEqual(plain.variants.map((v) => [v.quantity_rule, v.quantity_price_breaks]), rules.map((r) => [r, []]));
  });

  it('renders the same under a locale prefix and in the visitor\'s currency', async () => {
    for (const handle of ['big-catalogue', 'oxford-shirt-blue', 'house-blend-coffee']) {
      const served = await view(`/de/products/${handle}?view=shop-elements&page=1&currency=JPY`);
      assert.deepEqual(await rendered(handle, 1, { root: '/de/', currency: 'JPY' }), served, handle);
    }
  });

  it('pages big-catalogue: 9 pages of 250, every variant exactly once, the last past them empty', async () => {
    const pages = [];
    for (let page = 1; page <= 10; page++) pages.push(await view(`/products/big-catalogue?view=shop-elements&page=${page}`));
    assert.deepEqual(pages.map((p) => [p.variants_count, p.page, p.pages, p.variants.length]), [
      ...Array.from({ length: 8 }, (_, k) => [2048, k + 1, 9, 250]), [2048, 9, 9, 48], [2048, 10, 9, 0],
    ]);
    const whole = shop.storefront.wholeProduct('big-catalogue');
    const ids = pages.flatMap((p) => p.variants.map((v) => String(v.id)));
    assert.equal(new Set(ids).size, 2048);
    assert.deepEqual(ids, whole.variants.map((v) => String(v.id)));
    // A value is available when some available variant has it.
    const [pattern] = pages[0].options_with_values;
    assert.deepEqual(pattern.values.map((v) => v.name), [...new Set(whole.variants.map((v) => v.option1))]);
    for (const value of pattern.values) {
      assert.equal(value.available, whole.variants.some((v) => v.available && v.option1 === value.name), value.name);
      assert.equal(value.product_url, null);
    }
  });

  it('lists every colour of the combined listing, each with its product\'s URL and availability, in the root\'s language', async () => {
    for (const [root, name, [white, blue, pink]] of [['/', 'Color', ['White', 'Blue', 'Pink']], ['/de/', 'Farbe', ['Weiß', 'Blau', 'Rosa']]]) {
      for (const handle of OXFORD) {
        const { options_with_values: [color, size] } = await view(`${root}products/${handle}?view=shop-elements`);
        assert.deepEqual(color, {
          name, position: 1,
          values: [
            { name: white, available: true, product_url: `${root}products/oxford-shirt-white` },
            { name: blue, available: true, product_url: `${root}products/oxford-shirt-blue` },
            { name: pink, available: true, product_url: `${root}products/oxford-shirt-pink` },
          ],
        }, handle);
        assert.deepEqual(size.values.map((v) => v.name), ['XS', 'S', 'M', 'L', 'XL']);
        assert.ok(size.values.some((v) => !v.available), `${handle}: a size sold out`);
        assert.ok(size.values.every((v) => v.product_url === null));
      }
    }
  });

  it('cuts /products/<handle>.js at 250 variants, or 100, with every option value; the cart sees every variant', async () => {
    for (const cut of [250, 100]) {
      shop.storefront.setVariantCut(cut);
      try {
        const p = await (await get('/products/big-catalogue.js')).json();
        assert.equal(p.variants.length, cut);
        assert.equal('variants_count' in p, false, 'the .js has no count');
        assert.deepEqual(p.options.map((o) => [o.name, o.position, o.values.length]), [['Pattern', 1, 16], ['Colour', 2, 16], ['Size', 3, 8]]);
        // The inline {{ product | json }} is the .js, rendered from the same whole product.
        const inline = await theme.engine.parseAndRender('{{ product | json }}', { product: productDrop(shop.storefront.wholeProduct('big-catalogue'), { root: '/', product: () => undefined, cut }) });
        assert.deepEqual(JSON.parse(inline), p);
        const small = await (await get('/products/linen-shirt.js')).json();
        // A document without values gets them in order of first appearance.
        assert.deepEqual(small.options.map((o) => o.values), small.options.map((_, i) => [...new Set(small.variants.map((v) => v.options[i]))]));
        const add = await get('/cart/add.js', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 45000000001499, quantity: 1 }) });
        assert.equal(add.status, 200, 'variant #1500 can be added');
      } finally {
        shop.storefront.setVariantCut(250);
      }
    }
    assert.throws(() => shop.storefront.setVariantCut(200), /250 or 100/);
  });

  it('answers a view the theme has no template for with the product\'s page, 200; an unknown handle 404', async () => {
    for (const [path, title] of [['/products/linen-shirt?view=quick', 'Linen Shirt'], ['/products/linen-shirt', 'Linen Shirt'], ['/de/products/linen-shirt?view=json', 'Leinenhemd']]) {
      const res = await get(path);
      assert.equal(res.status, 200, path);
      assert.match(await res.text(), new RegExp(`<h1>${title}</h1>`), path);
    }
    shop.storefront.setViewInstalled(false);
    try {
      const res = await get('/products/big-catalogue?view=shop-elements&page=2');
      assert.equal(res.status, 200);
      assert.match(await res.text(), /^<!doctype html>/);
    } finally {
      shop.storefront.setViewInstalled(true);
    }
    const missing = await get('/products/no-such-product?view=shop-elements');
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /404/);
  });

  it('keeps integers beyond 2^53 exact and escapes what would end a <script>', async () => {
    const out = await theme.engine.parseAndRender('{{ x | json }} {{ missing | json }}', { x: { id: 9007199254740993n, text: '</script>&' } });
    assert.equal(out, '{"id":9007199254740993,"text":"\\u003c/script\\u003e\\u0026"} null');
  });
});
