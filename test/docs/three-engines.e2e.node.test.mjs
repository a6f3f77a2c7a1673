// Issue 37, "Done when": the README's "On any page" example and the theme folder run as written, in
// Chromium, Firefox and WebKit. readme-examples.e2e tries every documentation example in Chromium with
// puppeteer's richer page; this file takes the two paths a new user walks, in each engine, through the one
// cross-engine page of scripts/browsers.mjs (`openPage`: goto and evaluate).
// - The README's page, as written, in a folder with the files `npm run build` writes, served by
//   `shop-elements fake-shop --pages`: the product is drawn, a choice changes the price, and the ajax
//   button adds the chosen variant (the cart gains it, the page's count says 1, the page stays).
// - The theme folder's product page (the snippet through the fake's Liquid renderer, theme-server.mjs):
//   the elements bind to the server's markup (no second price), a choice changes the price and what the
//   form posts (one id, the chosen one).
// Run: node --import ./test/demo/register-ts.mjs --test test/docs/three-engines.e2e.node.test.mjs
/* global document, window, FormData */ // inside evaluate callbacks, which run in the page
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINES, findBrowsers, openPage } from '../../scripts/browsers.mjs';
import { builtFiles, servePages, writeFiles } from './pages.mjs';
import { startThemeServer } from '../theme/theme-server.mjs';

const { found } = findBrowsers(ENGINES, { install: false });
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const onAnyPage = readme.slice(readme.indexOf('## On any page'), readme.indexOf('## On a fresh machine'));
/** The README's page, exactly as written (its ```html block, the list item's indent taken off). */
const example = (() => {
  const m = /^( *)```html\n([\s\S]*?)^\1```$/m.exec(onAnyPage);
  assert.ok(m, 'the README\'s "On any page" has its page');
  return m[2].split('\n').map((line) => line.slice(m[1].length)).join('\n');
})();

/** Polls `fn` in the page until it returns a truthy value (its value), or fails after `ms` saying `what`. */
async function until(page, what, fn, ms = 30_000, ...args) {
  const end = Date.now() + ms;
  let last;
  while (Date.now() < end) {
    last = await page.evaluate(fn, ...args).catch((e) => ({ error: String(e) }));
    if (last && !last.error) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`${what}: not within ${ms} ms (last: ${JSON.stringify(last)})`);
}

/** Clicks the first radio of the picker whose value differs from the chosen one and that leads to another variant; returns the new variant's id. */
function chooseAnother() {
  const product = document.querySelector('shop-product');
  const picker = document.querySelector('variant-picker');
  const before = String(product.variant.id);
  const radios = [...(picker.shadowRoot ?? picker).querySelectorAll('input[type=radio]')];
  const other = radios.find((r) => !r.checked && !r.disabled);
  other.click();
  return before;
}

for (const engine of ENGINES) {
  const executable = found[engine];
  describe(`in ${engine}`, { skip: executable ? false : `${engine} not found (node scripts/browsers.mjs)`, timeout: 240_000 }, () => {
    describe('the README\'s "On any page", as written', () => {
      let dir;
      let base;
      let server;
      let page;

      before(async () => {
        dir = mkdtempSync(join(tmpdir(), 'shop-elements-any-page-'));
        const folder = join(dir, 'my-page');
        mkdirSync(folder);
        // Step 2: the files the build writes beside the theme file, and its stylesheet; step 3: the page.
        writeFiles(folder, { ...(await builtFiles()), 'index.html': example });
        // Step 4: the fake shop with the folder.
        server = await servePages(folder);
        base = server.base;
        page = await openPage(engine, executable);
      });
      after(async () => {
        await page?.close();
        await server?.close();
        if (dir) rmSync(dir, { recursive: true, force: true });
      });

      it('draws the product, a choice changes the price, and the button adds the chosen variant in place', async () => {
        await page.goto(`${base}/`);
        const ready = await until(page, 'the product is ready', () => {
          const product = document.querySelector('shop-product');
          const picker = document.querySelector('variant-picker');
          const radios = (picker?.shadowRoot ?? picker)?.querySelectorAll('input[type=radio]').length ?? 0;
          const price = document.querySelector('shop-price');
          const text = (price?.shadowRoot ?? price)?.textContent.replace(/\s+/g, ' ').trim() ?? '';
          return product?.status === 'ready' && radios > 1 ? { price: text } : null;
        });
        assert.match(ready.price, /€\s?\d/, 'a price in euros is shown');
        await page.evaluate(() => (window.stayed = true));
        const before = await page.evaluate(chooseAnother);
        const chosen = await until(page, 'the choice is taken', (was) => {
          const id = String(document.querySelector('shop-product').variant.id);
          return id !== was ? id : null;
        }, 10_000, before);
        // (the first other value is 1 kg: €49.90 where 250 g was €14.90)
        await until(page, 'the price shows the chosen variant', (was) => {
          const price = document.querySelector('shop-price');
          const text = (price.shadowRoot ?? price).textContent.replace(/\s+/g, ' ').trim();
          return /€\s?\d/.test(text) && text !== was;
        }, 10_000, ready.price);
        await page.evaluate(() => document.querySelector('shop-buy-button button').click());
        const cart = await until(page, 'the cart gains the line', async () => {
          const c = await (await fetch('/cart.js')).json();
          return c.item_count > 0 ? c.items.map((i) => [String(i.variant_id), i.quantity]) : null;
        });
        assert.deepEqual(cart, [[chosen, 1]], 'the chosen variant, once');
        await until(page, 'the page\'s count says 1', () => document.querySelector('#cart-count').textContent === '1');
        assert.equal(await page.evaluate(() => window.stayed), true, 'the page did not reload');
      });
    });

    describe('the theme folder\'s product page', () => {
      let server;
      let page;
      before(async () => {
        server = await startThemeServer();
        page = await openPage(engine, executable);
      });
      after(async () => {
        await page?.close();
        await server?.close();
      });

      it('binds to the server\'s markup; a choice changes the one id the form posts', async () => {
        await page.goto(`${server.base}theme/linen-shirt?currency=EUR`);
        await page.evaluate(() => (window.__served = document.querySelector('shop-price .shop-price__price, shop-price')));
        const ready = await until(page, 'the product is ready', () => {
          const product = document.querySelector('shop-product');
          return product?.status === 'ready' ? { prices: document.querySelectorAll('shop-price').length } : null;
        });
        assert.equal(ready.prices, 1);
        const before = await page.evaluate(chooseAnother);
        const posted = await until(page, 'the form posts the chosen variant', (was) => {
          const product = document.querySelector('shop-product');
          const id = String(product.variant.id);
          if (id === was) return null;
          const form = document.querySelector('form[action$="/cart/add"]');
          return { chosen: id, ids: new FormData(form).getAll('id') };
        }, 10_000, before);
        assert.deepEqual(posted.ids, [posted.chosen], 'exactly one id, the chosen one');
        assert.equal(await page.evaluate(() => window.__served.isConnected), true, 'the server\'s price element is still the one shown');
      });
    });
  });
}
