// Every ```html example of README.md and docs/*.md, tried the way the README's "On any page" says: the files the build
// writes beside the theme file (scripts/theme-file.mjs, exactly as `npm run build` builds them) in a
// folder, the example as a page in it (a fragment inside a page that loads the theme file), served by
// `shop-elements fake-shop --pages` (the CLI's own command, in-process) and opened in Chromium. Each
// example renders its product; one with a button adds: with `ajax` in place (the cart gains the line,
// the page stays), without it through the form's post (the fake's cart page).
// Run: node scripts/test-node.mjs. Needs Debian's Chromium (or CHROME_PATH); skipped without one.
/* global document, window */ // inside page.evaluate / page.waitForFunction callbacks, which run in the page
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, NO_CHROME_MESSAGE, findChrome } from '../../scripts/browsers.mjs';
import { builtFiles, servePages, writeFiles } from './pages.mjs';

const chrome = findChrome({ install: false });
const root = new URL('../../', import.meta.url);
/** README.md and every docs/*.md. */
const pages = ['README.md', ...readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

/** Their ```html blocks, as written (a block indented inside a list item loses that indent). */
const examples = pages.flatMap((file) => {
  const text = readFileSync(new URL(file, root), 'utf8');
  return [...text.matchAll(/^( *)```html\n([\s\S]*?)^\1```$/gm)].map((m) => ({
    where: `${file} line ${text.slice(0, m.index).split('\n').length + 1}`,
    html: m[2].split('\n').map((line) => line.slice(m[1].length)).join('\n'),
  }));
}).map(({ where, html }, i) => ({ name: `example ${i + 1} (${where})`, html }));

/** The example as a page: a whole page as it is, a fragment inside one that loads the theme file. */
const page = (html) => (/^<!doctype/i.test(html) ? html : `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Documentation example</title>
${html.includes('src="shop-elements.js"') ? '' : '<link rel="stylesheet" href="shop-elements.css">\n<script type="module" src="shop-elements.js"></script>\n'}</head>
<body>
${html}
</body></html>`);

describe('every HTML example of README.md and docs/, served by fake-shop --pages, in Chromium', { skip: chrome ? false : NO_CHROME_MESSAGE, timeout: 300_000 }, () => {
  let dir;
  let base;
  let server;
  let browser;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-elements-readme-'));
    const files = await builtFiles();
    examples.forEach(({ html }, i) => {
      const folder = join(dir, `example-${i + 1}`);
      mkdirSync(folder);
      writeFiles(folder, { ...files, 'index.html': page(html) });
    });
    server = await servePages(dir);
    base = server.base;
    browser = await puppeteer.launch({ executablePath: chrome, args: CHROME_FLAGS, headless: true });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the documentation has HTML examples, among them a whole page and forms that add', () => {
    assert.ok(examples.length >= 5, `${examples.length} examples`);
    assert.ok(examples.some(({ html }) => /^<!doctype/i.test(html)));
    assert.ok(examples.filter(({ html }) => /<shop-buy-button ajax>/.test(html)).length >= 2);
  });

  examples.forEach(({ name, html }, i) => {
    const handles = [...html.matchAll(/<shop-product handle="([^"]+)"/g)].map((m) => m[1]);
    const button = /<button\b/.test(html);
    const ajax = /<shop-buy-button ajax>/.test(html);
    it(`${name}: renders ${handles.join(', ')}${button ? `, and adds ${ajax ? 'in place' : 'through the form post'}` : ''}`, async () => {
      assert.ok(handles.length, 'the example names a product');
      // A visitor of its own: a cart of its own.
      const context = await browser.createBrowserContext();
      const tab = await context.newPage();
      tab.setDefaultTimeout(30_000);
      const errors = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      try {
        const url = `${base}/example-${i + 1}/`;
        assert.equal((await tab.goto(url, { waitUntil: 'load' })).status(), 200);
        await tab.waitForFunction(() => [...document.querySelectorAll('shop-product')].every((p) => ['ready', 'error'].includes(p.status)));
        const products = await tab.$$eval('shop-product', (all) => all.map((p) => ({ status: p.status, handle: p.product?.handle, error: p.error?.message ?? null })));
        assert.deepEqual(products, handles.map((handle) => ({ status: 'ready', handle, error: null })));
        // What a shopper sees: the product drawn by the elements (a price in the shop's currency, or
        // the chosen variant's values in the picker), not the fallback.
        const { shown, value } = await tab.evaluate(() => {
          const product = document.querySelector('shop-product');
          /** The text of every shadow root under `root`, however deep, and of the light-DOM elements' markup (`<shop-price>`'s, `<variant-picker>`'s). */
          const drawn = (root) => [...root.querySelectorAll('*')].filter((el) => el.shadowRoot || el.matches('.shop-price, variant-picker'))
            .map((el) => el.shadowRoot ? `${el.shadowRoot.textContent} ${drawn(el.shadowRoot)}` : el.textContent).join(' ');
          return { shown: drawn(product.parentNode), value: product.variant.raw.option1 };
        });
        if (/<shop-price|<shop-product[^>]*>\s*(<input[^>]*>\s*)?<\/shop-product>/.test(html)) assert.match(shown, /€\s?\d/, 'a price is shown');
        if (/<variant-picker/.test(html)) assert.ok(shown.includes(value), `the picker shows ${value}`);
        if (button) {
          const cart = () => tab.evaluate(async () => (await fetch('/cart.js')).json());
          const variant = await tab.$eval('shop-product', (p) => String(p.variant.id));
          assert.equal((await cart()).item_count, 0);
          await tab.evaluate(() => (window.stayed = true));
          if (ajax) {
            await tab.click('shop-buy-button button');
            await tab.waitForFunction(async () => (await (await fetch('/cart.js')).json()).item_count > 0);
            // (sync-url keeps ?variant= in the address: the path is what must stay)
            assert.equal(new URL(tab.url()).pathname, new URL(url).pathname, 'the page did not navigate');
            assert.equal(await tab.evaluate(() => window.stayed), true, 'the page did not reload');
            if (html.includes('id="cart-count"')) await tab.waitForFunction(() => document.querySelector('#cart-count').textContent === '1');
            if (html.includes('<shop-cart-count>')) await tab.waitForFunction(() => document.querySelector('shop-cart-count').label === 'Cart, 1 item');
            if (html.includes('<shop-cart>')) {
              await tab.waitForFunction(() => document.querySelectorAll('shop-cart .shop-cart__line').length === 1);
              if (html.includes('showModal()')) await tab.waitForFunction(() => document.querySelector('dialog').open);
            }
          } else {
            await Promise.all([tab.waitForNavigation({ waitUntil: 'load' }), tab.click('shop-buy-button button')]);
            assert.equal(new URL(tab.url()).pathname, '/cart/add');
            assert.match(await tab.$eval('h1', (h) => h.textContent), /^Added to cart$/);
          }
          assert.deepEqual((await cart()).items.map((item) => [String(item.variant_id), item.quantity]), [[variant, 1]], 'the cart gained the line');
        }
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  });
});
