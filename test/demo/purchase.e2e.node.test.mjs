// End to end with the theme file as shipped: dist/shop-elements.js, built here exactly as
// `npm run build` builds it (scripts/theme-file.mjs, in memory like test/build/bundle.node.test.mjs),
// on a theme's product page served beside the one fake shop (src/fake-shop, its storefront
// paths and a cart per visitor), in headless Chromium. The shopper chooses, adds, and sees the
// theme's cart count change: the count is the theme's own script, which knows only the platform's
// `shopify:cart:lines-update` event and its promise.
// Run: node scripts/test-node.mjs. Needs Debian's Chromium (or CHROME_PATH); skipped without one.
/* global document */ // inside page.waitForFunction / page.$eval callbacks, which run in the page
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, NO_CHROME_MESSAGE, findChrome } from '../../scripts/browsers.mjs';
import { buildThemeFile } from '../../scripts/theme-file.mjs';
import { createFakeShop, isStorefrontPath } from '../../src/fake-shop/index.ts';

const chrome = findChrome({ install: false });

/** A theme's product page: the theme file, its form with the fallback id, and its cart count. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Enamel Camp Mug</title>
<script type="module" src="/shop-elements.js"></script></head><body>
<header><a href="/cart">Cart (<span id="count">0</span>)</a></header>
<form action="/cart/add" method="post">
  <shop-product handle="enamel-camp-mug">
    <input type="hidden" name="id" value="46100000000001">
    <shop-price></shop-price><variant-picker></variant-picker><shop-quantity></shop-quantity>
  </shop-product>
  <shop-buy-button ajax><button type="submit">Add to cart</button></shop-buy-button>
</form>
<script>
  document.addEventListener('shopify:cart:lines-update', (event) => {
    event.promise?.then(({ cart }) => { if (cart) document.getElementById('count').textContent = cart.totalQuantity; }, () => {});
  });
</script></body></html>`;

describe('the theme file adds to the cart in Chromium', { skip: chrome ? false : NO_CHROME_MESSAGE, timeout: 120_000 }, () => {
  let server;
  let browser;
  let base;
  const fake = createFakeShop({ catalogue: { products: 0, orders: 0 } });

  before(async () => {
    // The theme file and the parts beside it that load on first use.
    const { files } = await buildThemeFile();
    server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (isStorefrontPath(path)) return void fake.handle(req, res);
      const [type, body] = files[path.slice(1)] ? ['text/javascript', files[path.slice(1)]] : path === '/' ? ['text/html', PAGE] : [null, 'Not found'];
      res.writeHead(type ? 200 : 404, { 'Content-Type': `${type ?? 'text/plain'}; charset=utf-8` }).end(body);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}/`;
    browser = await puppeteer.launch({ executablePath: chrome, args: CHROME_FLAGS, headless: true });
  });
  after(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('choose Sand, two of them, add: one POST, no navigation, the count shows 2 and the cart holds them', async () => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(base, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('shop-product')?.status === 'ready');
    await page.locator('variant-picker label ::-p-text(Sand)').click();
    await page.waitForFunction(() => document.querySelector('shop-product').variant?.id === '46100000000002');
    await page.locator('shop-quantity .shop-stepper__button--increase').click();
    await page.waitForFunction(() => document.querySelector('shop-quantity').value === 2);
    const before = fake.requests.length;
    await page.locator('shop-buy-button button').click();
    await page.waitForFunction(() => document.getElementById('count').textContent === '2');
    assert.equal(new URL(page.url()).pathname, '/');
    const message = await page.$eval('shop-buy-button', (b) => b.querySelector('.shop-buy-button__message').textContent);
    assert.equal(message, 'Added to cart: Enamel Camp Mug – Sand × 2');
    const sent = fake.requests.slice(before).filter((r) => r.path.startsWith('/cart')).map((r) => `${r.method} ${r.path} ${r.status}`);
    assert.deepEqual(sent, ['POST /cart/add.js 200', 'GET /cart.js 200']);
    const cookie = (await page.cookies()).find((c) => c.name === 'cart');
    const cart = JSON.parse(fake.storefront.cart(cookie.value));
    assert.deepEqual(cart.items.map((i) => [String(i.variant_id), i.quantity]), [['46100000000002', 2]]);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
