// Content-Security-Policy: every element renders on a page served with
//   script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html
// with no violation reported. A node test because web-test-runner's own page needs inline scripts:
// here the theme file is built in memory as `npm run build` builds it (scripts/theme-file.mjs),
// served from 127.0.0.1 with the header, and driven in headless Chromium with puppeteer-core.
/* global window, document, getComputedStyle */ // inside page.evaluate callbacks, which run in the page
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, findChrome } from '../../scripts/browsers.mjs';
import { buildThemeFile } from '../../scripts/theme-file.mjs';
import { cdnImage } from '../../src/fake-shop/images.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name) => readFileSync(`${root}test/fixtures/${name}.json`, 'utf8');

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html";

// Runs before any element script: records every violation the page reports.
const LISTENER = `window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__violations.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sample || '') + ' at ' + e.sourceFile + ':' + e.lineNumber);
});`;

// Every element, both layouts, both picker types, a money format and an inline JSON product.
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>CSP</title>
<script src="/listener.js"></script>
<link rel="stylesheet" href="/shop-elements.css">
<script type="module" src="/shop-elements.js"></script>
<script type="module" src="/page.js"></script>
</head><body>
<form action="/cart/add"><shop-product id="apparel" handle="merino-crew-sweater" currency="EUR">€89,00</shop-product></form>
<form action="/cart/add"><shop-product id="coffee" handle="organic-coffee" currency="JPY" money-format="&lt;span class=money&gt;¥{{ amount_no_decimals }}&lt;/span&gt;">
  <shop-price>¥1,000</shop-price><variant-picker type="select"></variant-picker><selling-plan-selector></selling-plan-selector>
</shop-product></form>
<shop-product id="subscription" handle="coffee-club">Coffee club</shop-product>
<shop-product id="tote" handle="linen-tote" currency="USD" locale="de">Tote</shop-product>
<shop-product id="mug" currency="EUR"><script type="application/json">${fixture('default-title').replace(/</g, '\\u003c')}</script><shop-price></shop-price><variant-picker></variant-picker></shop-product>
<shop-product id="missing" handle="no-such-product" currency="EUR">Fallback</shop-product>
<shop-product id="overshirt" handle="linen-overshirt" currency="EUR">
  <script type="application/json" data-swatches>${fixture('overshirt-swatches')}</script>
  <shop-media hide-other-variants><img src="/cdn/shop/files/linen-overshirt-sand.png?width=360" alt="Linen overshirt" width="360" height="450"></shop-media>
  <variant-picker></variant-picker><variant-picker swatches="Color" swatch-labels></variant-picker>
</shop-product>
</body></html>`;

// Exercises the elements once they are ready: options, plans, select pickers.
const SCRIPT = `const all = [...document.querySelectorAll('shop-product')];
const settled = (el) => el.status !== 'loading' ? Promise.resolve() : new Promise((r) => {
  el.addEventListener('shop-product-load', r, { once: true });
  el.addEventListener('shop-product-error', r, { once: true });
});
await customElements.whenDefined('shop-product');
await Promise.all(all.map(settled));
const coffee = document.getElementById('coffee');
coffee.selectOption('Size', '1 kg');
coffee.selectSellingPlan('4100000003');
const apparel = document.getElementById('apparel');
apparel.selectOption('Size', 'XL');
const select = coffee.querySelector('variant-picker select');
select.value = select.options[select.options.length - 1].value;
select.dispatchEvent(new Event('change', { bubbles: true }));
const overshirt = document.getElementById('overshirt');
overshirt.selectOption('Color', 'Navy');
const media = overshirt.querySelector('shop-media');
// The gallery's code is a part loaded on the shopper's first move toward it (its server image shows
// until then): a pointer over it, then its chunk is imported under the policy.
media.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
await customElements.whenDefined('shop-media');
await media.updateComplete;
// Every media type in turn, ending on the external video (its preview, its link).
for (const thumbnail of media.querySelectorAll('.shop-media__thumbnail')) thumbnail.click();
media.querySelector('.shop-media__thumbnail[aria-label^="Show How"]').click();
window.__done = all.map((el) => ({ id: el.id, status: el.status }));`;

let server;
let browser;
let origin;

before(async () => {
  const { files } = await buildThemeFile();
  const routes = {
    // The theme file and the parts beside it that load on first use.
    ...Object.fromEntries(Object.entries(files).map(([name, code]) => [`/${name}`, [code, 'text/javascript']])),
    '/': [PAGE, 'text/html; charset=utf-8', { 'Content-Security-Policy': CSP }],
    '/listener.js': [LISTENER, 'text/javascript'],
    '/page.js': [SCRIPT, 'text/javascript'],
    // The one stylesheet, as a page links it: the light-DOM elements' look (a swatch's colour from its custom property).
    '/shop-elements.css': [readFileSync(`${root}theme/assets/shop-elements.css`, 'utf8'), 'text/css'],
    '/products/merino-crew-sweater.js': [fixture('apparel'), 'application/json'],
    '/products/organic-coffee.js': [fixture('coffee'), 'application/json'],
    '/products/coffee-club.js': [fixture('subscription-only'), 'application/json'],
    '/products/linen-tote.js': [fixture('on-sale'), 'application/json'],
    '/products/linen-overshirt.js': [fixture('overshirt'), 'application/json'],
    '/cart.js': ['{"currency":"GBP","item_count":0,"items":[]}', 'application/json'],
  };
  server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const image = cdnImage(url.pathname, url.searchParams);
    if (image) {
      res.writeHead(image.status, { 'Content-Type': image.type }).end(image.body);
      return;
    }
    const route = routes[url.pathname];
    if (!route) {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<!doctype html><h1>Not found</h1>');
      return;
    }
    const [body, type, headers = {}] = route;
    res.writeHead(200, { 'Content-Type': type, ...headers }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  const executablePath = findChrome({ install: false });
  if (!executablePath) throw new Error('No Chromium found: set CHROME_PATH');
  browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

test('every element renders under a strict CSP with Trusted Types and reports no violation', async () => {
  const page = await browser.newPage();
  const consoleErrors = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource.*404/.test(m.text())) consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
  const response = await page.goto(`${origin}/`);
  assert.equal(response.headers()['content-security-policy'], CSP);
  await page.waitForFunction(() => window.__done, { timeout: 15000 });
  // The coffee's live region says its new price once the changes settle (400 ms later): rendered under the policy too.
  await page.waitForFunction(() => document.getElementById('coffee').querySelector('.shop-product__status').textContent.trim() !== '', { timeout: 5000 });

  const done = await page.evaluate(() => window.__done);
  assert.deepEqual(done, [
    { id: 'apparel', status: 'ready' },
    { id: 'coffee', status: 'ready' },
    { id: 'subscription', status: 'ready' },
    { id: 'tote', status: 'ready' },
    { id: 'mug', status: 'ready' },
    { id: 'missing', status: 'error' },
    { id: 'overshirt', status: 'ready' },
  ]);
  const violations = await page.evaluate(() => window.__violations);
  assert.deepEqual(violations, [], `CSP violations:\n${violations.join('\n')}`);
  assert.deepEqual(consoleErrors, []);

  // What rendered is the real thing: prices, pickers and plans with text in them.
  const texts = await page.evaluate(() => {
    const text = (el) => {
      const walk = (n) => n.nodeType === 3 ? n.textContent
        : n.localName === 'style' || n.localName === 'script' ? ''
        : n.localName === 'slot' ? n.assignedNodes({ flatten: true }).map(walk).join('')
        : [...(n.shadowRoot ? n.shadowRoot.childNodes : n.childNodes)].map(walk).join('');
      return walk(el.shadowRoot ?? el).replace(/\s+/g, ' ').trim();
    };
    return Object.fromEntries([...document.querySelectorAll('shop-product')].map((el) => [el.id, text(el)]));
  });
  assert.match(texts.apparel, /€/);
  assert.match(texts.apparel, /Size/);
  assert.match(texts.coffee, /¥/);
  assert.doesNotMatch(texts.coffee, /<span/);
  assert.match(texts.coffee, /per delivery|Purchase options/);
  assert.match(texts.subscription, /£/);
  assert.match(texts.tote, /\$/);
  assert.equal(texts.missing, 'Fallback');
  assert.match(texts.overshirt, /Watch video/);
  // The swatches were drawn: colours set through the CSSOM (no violation above), variant images.
  const swatches = await page.evaluate(() => {
    const [colours, images] = [...document.querySelectorAll('#overshirt variant-picker')].map((p) => [...p.querySelectorAll('.shop-picker__swatch')]);
    return [getComputedStyle(colours[0]).backgroundColor, images.filter((s) => s.querySelector('img')).length];
  });
  assert.deepEqual(swatches, ['rgb(216, 199, 163)', 4]);
  for (const t of Object.values(texts)) assert.doesNotMatch(t, /\bNaN\b|\bundefined\b|\[object Object\]/);

  // The listener does see violations: an inline style is blocked and reported.
  await page.evaluate(() => {
    const s = document.createElement('style');
    s.textContent = 'body { color: red }';
    document.head.append(s);
  });
  await page.waitForFunction(() => window.__violations.length > 0, { timeout: 5000 });
  const after = await page.evaluate(() => window.__violations);
  assert.match(after[0], /style-src/);
  await page.close();
});
