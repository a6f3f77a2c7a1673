// The theme folder's pages in Chromium (issue 31): the product snippet and the collection cards,
// rendered by the fake's one Liquid renderer around a small layout (test/theme/theme-server.mjs),
// with the theme file as `npm run build` builds it.
// - Parity: the text a shopper sees before the elements run (JavaScript off) is what they show
//   after: the price in the money format and currency, the compare-at price, the chosen values, the id.
// - No layout shift: CLS < 0.01 at 375 and 1280 px, normal and slow network (the theme file and the
//   storefront 2 s late), for every fixture's product page and for the collection page.
// - Without JavaScript the form posts the selected variant to /cart/add.
// Run: node --import ./test/demo/register-ts.mjs --test test/theme/theme.e2e.node.test.mjs
/* global document, getComputedStyle, innerHeight, FormData, customElements */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, NO_CHROME_MESSAGE, findChrome } from '../../scripts/browsers.mjs';
import { FIXTURE_HANDLES } from '../../demo/fixtures/index.ts';
import { CLS_NETWORKS, CLS_WIDTHS, layoutShift } from '../demo/layout-shift.mjs';
import { startThemeServer } from './theme-server.mjs';

const chrome = findChrome({ install: false });
const LANGUAGES = ['', 'de/'];
const CURRENCIES = ['EUR', 'JPY', 'KWD'];

/** What the shopper reads of the product: in the light DOM before the elements run, in their shadow roots after. */
function shopperText() {
  const product = document.querySelector('shop-product');
  const shadow = (el) => el?.shadowRoot && el.shadowRoot.childElementCount > 0 ? el.shadowRoot : null;
  const visible = (el) => el && getComputedStyle(el).visibility === 'visible' && el.getClientRects().length > 0;
  const text = (el) => el?.textContent.replace(/\s+/g, ' ').trim() ?? null;
  const price = document.querySelector('shop-price');
  const picker = document.querySelector('variant-picker');
  const p = shadow(price);
  const v = shadow(picker);
  return {
    price: text(p ? p.querySelector('[part~="price"]') : price?.querySelector('.shop-price__price')),
    compareAt: text(p ? p.querySelector('[part~="compare-at"]') : price?.querySelector('s')),
    unitPrice: text(p ? p.querySelector('[part~="unit-price"] [aria-hidden]') : price?.querySelector('.shop-price__unit [aria-hidden]')),
    soldOut: Boolean(p ? p.querySelector('[part~="sold-out-badge"]') : price?.querySelector('.shop-price__badge--sold-out')),
    legends: [...(v ?? picker ?? document).querySelectorAll(v ? '[part~="legend"]' : 'legend')].map(text),
    chosen: [...(v ?? picker ?? document).querySelectorAll('input:checked')].map((i) => i.value),
    soldOutValues: [...(v ?? picker ?? document).querySelectorAll(v ? '[part~="sold-out"] .value' : '.shop-picker__value--sold-out .shop-picker__name')].map((e) => [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data).join('')),
    // What the form posts as id (the variant select before the elements run, the element after): one id.
    id: ((form) => form && new FormData(form).getAll('id').join())(document.querySelector('form.shop-product-form')),
    currency: product?.getAttribute('currency'),
    visiblePrice: visible(p ? p.querySelector('[part~="price"]') : price?.querySelector('.shop-price__price')),
  };
}

describe('the theme folder in Chromium', { skip: chrome ? false : NO_CHROME_MESSAGE, timeout: 600_000 }, () => {
  let server;
  let browser;
  before(async () => {
    server = await startThemeServer();
    browser = await puppeteer.launch({ executablePath: chrome, args: CHROME_FLAGS, headless: true });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const read = async (url, js) => {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.setJavaScriptEnabled(js);
      await page.goto(url, { waitUntil: 'load' });
      if (js) {
        await page.waitForFunction(() => document.querySelector('shop-product')?.status === 'ready', { timeout: 15_000 });
        // A cut product (big-catalogue, json-view) is ready before the JSON view's pages have come: its values'
        // states are the whole product's once they have (under load that was after the read: 'Dot' not yet sold out).
        await page.waitForNetworkIdle({ idleTime: 300, timeout: 15_000 });
      }
      const text = await page.evaluate(shopperText);
      return { text, errors };
    } finally {
      await context.close();
    }
  };

  const parity = async (jobs) => {
    const differ = [];
    for (const { handle, root, currency } of jobs) {
      const url = `${server.base}${root}theme/${encodeURIComponent(handle)}?currency=${currency}`;
      const before = await read(url, false);
      const after = await read(url, true);
      assert.deepEqual(after.errors, [], `${handle}: page errors`);
      assert.ok(before.text.price, `${handle}: a price before the elements run`);
      if (JSON.stringify(before.text) !== JSON.stringify(after.text)) differ.push(`${handle} ${root || 'en/'} ${currency}\n  before ${JSON.stringify(before.text)}\n  after  ${JSON.stringify(after.text)}`);
    }
    assert.deepEqual(differ, [], 'what the shopper reads changes when the elements run');
  };
  const jobs = FIXTURE_HANDLES.map((handle, i) => ({ handle, root: LANGUAGES[i % 2], currency: CURRENCIES[i % 3] }));
  // German and JPY / KWD for one product more each, so every pair is seen.
  jobs.push({ handle: 'linen-shirt', root: 'de/', currency: 'KWD' }, { handle: 'house-blend', root: 'de/', currency: 'JPY' });
  const listing = (job) => job.handle.startsWith('oxford-shirt-');

  it('shows before the elements run what they show after: every fixture, English and German, EUR, JPY and KWD', async () => {
    await parity(jobs.filter((job) => !listing(job)));
  });

  // Once the JSON view adds the listing's other colours, the picker draws them and keeps the chosen
  // values checked (it read the first product's labels before: "Size: XS" with "M" checked).
  it('the same for a combined listing (json-view)', async () => {
    await parity(jobs.filter(listing));
  });

  const layoutShifts = async (handles, collection) => {
    const jobs = [];
    for (const width of CLS_WIDTHS) for (const network of CLS_NETWORKS) {
      for (const handle of handles) jobs.push({ width, network, path: `theme/${encodeURIComponent(handle)}`, name: handle });
      if (collection) jobs.push({ width, network, path: 'theme-collection', name: 'collection', shown: () => [...document.querySelectorAll('shop-product')].filter((p) => p.getBoundingClientRect().top < innerHeight).every((p) => p.status !== 'loading') });
    }
    const over = [];
    const worst = {};
    let next = 0;
    await Promise.all(Array.from({ length: 4 }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const { cls, shifts } = await layoutShift(browser, server.base, { ...job, shown: job.shown ?? (() => document.querySelector('shop-product')?.status === 'ready') });
        const key = `${job.width} px ${job.network}`;
        if (!worst[key] || cls > worst[key].cls) worst[key] = { name: job.name, cls };
        if (cls >= 0.01) over.push(`${key} ${job.name}: ${cls.toFixed(4)} ${JSON.stringify(shifts)}`);
      }
    }));
    console.log(Object.entries(worst).map(([k, w]) => `CLS worst ${k}: ${w.name} ${w.cls.toFixed(4)}`).join('\n'));
    assert.deepEqual(over, []);
  };
  const shirts = FIXTURE_HANDLES.filter((h) => h.startsWith('oxford-shirt-'));

  it('moves nothing while the elements load: every product page and the collection page, 375 and 1280 px, normal and slow, CLS < 0.01', async () => {
    await layoutShifts(FIXTURE_HANDLES.filter((h) => !shirts.includes(h)), true);
  });

  // The listing's other colours come with the JSON view: the room the snippet keeps holds them.
  it('the same for a combined listing (json-view)', async () => {
    await layoutShifts(shirts, false);
  });

  for (const { handle, variant, expected } of [
    { handle: 'linen-shirt', variant: null, expected: /Linen Shirt — XS \/ White \/ Linen/ },
    { handle: 'linen-shirt', variant: '43100000000006', expected: null },
    { handle: 'espresso-pods', variant: null, expected: null },
  ]) {
    it(`without JavaScript, the form posts the selected variant: ${handle}${variant ? `?variant=${variant}` : ''}`, async () => {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        await page.setJavaScriptEnabled(false);
        await page.goto(`${server.base}theme/${handle}${variant ? `?variant=${variant}` : ''}`, { waitUntil: 'load' });
        const id = await page.$eval('[name="id"]', (i) => i.value);
        const title = await page.$eval('shop-product > script[type="application/json"]', (s, chosen) => {
          const product = JSON.parse(s.textContent);
          const v = product.variants.find((x) => String(x.id) === chosen);
          return `${product.title} — ${v.title}`;
        }, id);
        if (variant) assert.equal(id, variant);
        if (expected) assert.match(title, expected);
        const before = server.fake.requests.length;
        await Promise.all([page.waitForNavigation(), page.click('shop-buy-button button')]);
        const posts = server.fake.requests.slice(before).filter((r) => r.method === 'POST');
        assert.deepEqual(posts.map((r) => `${r.path} ${r.status}`), ['/cart/add 200']);
        const body = await page.evaluate(() => document.body.innerText);
        assert.ok(body.includes(title), `the answer names ${title}:\n${body}`);
      } finally {
        await context.close();
      }
    });
  }
  /** The native posts to /cart/add since `before` (an index into the fake's request log): each one's ids. */
  const postedIds = (before) => server.fake.requests.slice(before).filter((r) => r.method === 'POST' && /\/cart\/add$/.test(r.path))
    .map((r) => new URLSearchParams(r.body).getAll('id'));

  // Issue 37, item 6: without JavaScript the radios (which post nothing) are not shown; the variant select, the form's
  // one id, is the shopper's choice, and the cart gets the variant chosen in it (it got the served XS before).
  it('without JavaScript, the shopper chooses L in the variant select of the Linen Shirt, and the cart gets L', async () => {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.setJavaScriptEnabled(false);
      await page.goto(`${server.base}theme/linen-shirt`, { waitUntil: 'load' });
      const shown = await page.evaluate(() => {
        const visible = (el) => !!el && el.getClientRects().length > 0;
        return {
          picker: visible(document.querySelector('variant-picker')),
          select: visible(document.querySelector('select[name="id"]')),
          label: document.querySelector('.shop-product__variants-label')?.textContent,
          ids: document.querySelectorAll('[name="id"]').length,
        };
      });
      assert.deepEqual(shown, { picker: false, select: true, label: 'Size / Color / Material', ids: 1 });
      const l = await page.$eval('select[name="id"]', (s) => [...s.options].find((o) => o.text.startsWith('L / White / Linen – ')).value);
      await page.select('select[name="id"]', l);
      const before = server.fake.requests.length;
      await Promise.all([page.waitForNavigation(), page.click('shop-buy-button button')]);
      assert.deepEqual(postedIds(before), [[l]]);
      const body = await page.evaluate(() => document.body.innerText);
      assert.match(body, /Linen Shirt — L \/ White \/ Linen/);
      assert.doesNotMatch(body, /Linen Shirt — XS/);
    } finally {
      await context.close();
    }
  });

  // Issue 37, item 6: a choice made in the server's radios before the theme file has run (it comes 2 s late) is
  // the choice once the elements bind, not the served variant; the select is hidden while scripts run.
  it('with JavaScript: a value clicked before the theme file ran is chosen once the elements bind, and is what the form posts', async () => {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const loaded = page.goto(`${server.base}theme/linen-shirt?network=slow`, { waitUntil: 'load' });
      await page.waitForSelector('variant-picker input[value="L"]');
      const early = await page.evaluate(() => {
        const select = document.querySelector('select[name="id"]');
        return { defined: !!customElements.get('shop-product'), select: select.getClientRects().length > 0 };
      });
      assert.deepEqual(early, { defined: false, select: false }, 'the theme file has not run; the select is hidden');
      await page.click('variant-picker label:has(input[value="L"])');
      await loaded;
      await page.waitForFunction(() => document.querySelector('shop-product')?.status === 'ready', { timeout: 15_000 });
      await page.waitForFunction(() => document.querySelector('shop-product').variant?.options[0] === 'L', { timeout: 5_000 });
      const after = await page.evaluate(() => {
        const product = document.querySelector('shop-product');
        return { variant: product.variant.title, ids: new FormData(document.querySelector('form.shop-product-form')).getAll('id'), id: product.variant.id };
      });
      assert.equal(after.variant, 'L / White / Linen');
      assert.deepEqual(after.ids, [after.id]);
      const before = server.fake.requests.length;
      await Promise.all([page.waitForNavigation(), page.click('shop-buy-button button')]);
      assert.deepEqual(postedIds(before), [[after.id]]);
    } finally {
      await context.close();
    }
  });
});
