// The project's copy of ../shared/peer-bench/theme-cards.mjs (`npm run bench:peer -- --theme`), with a third page,
// floor + states (below): what the floor pays when it also writes what issue 37 item 1 asks of each change.
// A theme's collection page: 48 cards rendered on the server by the project's own card snippet
// (theme/snippets/shop-product-card.liquid, through the fake shop's Liquid renderer), then made
// interactive in the browser, two ways, on the same HTML and the same stylesheet:
//   ours:  the theme file (dist/shop-elements.js and the files it loads beside it);
//   floor: a hand-written enhancement with no library: each card's inline JSON parsed once, a Map from
//          the chosen values to the variant, and a change listener that writes the price text.
// Usage, from the project root after `npm run build`: node bench/peer/theme-cards.mjs [root]
// (SERVE=PORT serves the two pages and measures nothing.)
// Measured on cold pages (a new browser context each), CPU throttled from the start (1× and 4×):
//   first click:  a click on card 0's visible radio as soon as DOMContentLoaded fired (+1 frame), to the
//                 price text showing the new variant's price (a frame's resolution: what the shopper sees);
//   scrolled:     card 40 scrolled into view 1 s after load, then clicked at once, to its new price;
//   blocking:     total blocking time (Σ long task − 50 ms, from navigation until 1.5 s after the load)
//                 and the longest task;
//   warm click:   30 clicks on card 0 once the page is quiet, click → price text (MutationObserver).
// Every click's price is checked against the product data: a wrong floor stops the script, a wrong
// or stuck build prints FAILED on its line and exits 1.
/* global window, document, MutationObserver, PerformanceObserver, requestAnimationFrame */ // inside page.evaluate callbacks, which run in the page
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { collectionProducts } from '../collection.mjs';

const root = path.resolve(process.argv[2] ?? '.');
const firstAvailable = (p) => p.variants.find((v) => v.available) ?? p.variants[0];
const dist = path.join(root, 'dist');
const RUNS = Number(process.env.RUNS ?? 5);
const RATES = [1, 4];

// ---- the server's HTML: the project's own snippet, rendered by its own Liquid renderer
const fake = await import(pathToFileURL(path.join(dist, 'esm/fake-shop/index.js')).href);
const products = collectionProducts();
const byHandle = new Map(products.map((p) => [p.handle, p]));
const pages = fake.themePages({ wholeProduct: (handle) => byHandle.get(handle) });
const cards = await Promise.all(products.map((p) => pages.card(p.handle, { currency: 'USD' })));
if (cards.some((c) => !c)) throw new Error('the card snippet rendered nothing for a product');
const renderer = fake.createThemeRenderer();
const strings = await renderer.renderSnippet('shop-elements-strings', fake.storeObjects({ currency: 'USD' }), { root: '/', currency: 'USD' });
const css = fs.readFileSync(path.join(root, 'theme/assets/shop-elements.css'), 'utf8');

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
// The click: card c's first option moved to another value whose variant (other options as first shown) has a price.
function plan(c) {
  const p = products[c];
  const first = firstAvailable(p);
  const value = p.options[0].values.find((v) => v !== first.options[0]);
  const key = [value, ...first.options.slice(1)].join('\u0000');
  const variant = p.variants.find((x) => x.options.join('\u0000') === key);
  return { card: c, value, price: usd.format(variant.price / 100), before: usd.format(first.price / 100) };
}
const CLICKS = [plan(0), plan(40)];
const WARM = (() => { const p = products[0]; const a = firstAvailable(p).options[0]; const b = CLICKS[0].value;
  const price = (v) => usd.format(p.variants.find((x) => x.options[0] === v && x.options.slice(1).join() === firstAvailable(p).options.slice(1).join()).price / 100);
  return [{ value: b, price: price(b) }, { value: a, price: price(a) }]; })();

// The floor: what a theme developer writes by hand for the same cards (no availability marks, no
// legend, no form id, no events): the least any enhancement pays.
const FLOOR = `
const fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
for (const card of document.querySelectorAll('shop-product')) {
  const p = JSON.parse(card.querySelector('script[type="application/json"]').textContent);
  const byKey = new Map(p.variants.map((v) => [v.options.join('\\u0000'), v]));
  const sets = [...card.querySelectorAll('variant-picker fieldset')];
  const price = card.querySelector('.shop-price__price');
  card.addEventListener('change', () => {
    const v = byKey.get(sets.map((s) => s.querySelector('input:checked').value).join('\\u0000'));
    price.textContent = v ? fmt.format(v.price / 100) : '';
  });
}`;

// The floor writing what issue 37 item 1 asks on each change (as bench/peer's floor + states): the price,
// each value's state class and word, each legend with its chosen value, and the form's id (the card's select).
const FLOOR_STATES = `
const fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
for (const card of document.querySelectorAll('shop-product')) {
  const p = JSON.parse(card.querySelector('script[type="application/json"]').textContent);
  const byKey = new Map(p.variants.map((v) => [v.options.join('\\u0000'), v]));
  const names = p.options.map((o) => o.name);
  const sets = [...card.querySelectorAll('variant-picker fieldset')];
  const price = card.querySelector('.shop-price__price');
  const id = card.querySelector('select[name="id"]');
  card.addEventListener('change', () => {
    const chosen = sets.map((s) => s.querySelector('input:checked').value);
    const v = byKey.get(chosen.join('\\u0000'));
    price.textContent = v ? fmt.format(v.price / 100) : '';
    if (id && v) id.value = String(v.id);
    sets.forEach((fs, i) => {
      fs.querySelector('legend').textContent = names[i] + ': ' + chosen[i];
      for (const label of fs.querySelectorAll('.shop-picker__value')) {
        const w = byKey.get(chosen.map((c, j) => (j === i ? label.firstChild.value : c)).join('\\u0000'));
        const state = !w ? 'unavailable' : w.available ? 'available' : 'sold-out';
        if (label.dataset.state === state || (!label.dataset.state && label.classList.contains('shop-picker__value--' + state))) continue;
        label.dataset.state = state;
        label.className = 'shop-picker__value shop-picker__value--' + state;
        label.querySelector('.shop-picker__state')?.remove();
        if (state !== 'available') label.append(Object.assign(document.createElement('span'), { className: 'shop-picker__state', textContent: state === 'sold-out' ? 'Sold out' : 'Unavailable' }));
      }
    });
  });
}`;
const page = (ours, floor = FLOOR) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Collection</title>
<link rel="stylesheet" href="/shop-elements.css">
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1rem;padding:1rem}</style>
${ours ? '<script type="module" src="/shop-elements.js"></script>' : `<script type="module">${floor}</script>`}
</head><body>${strings}<main class="grid">${cards.join('\n')}</main>
<script>/* the server's own nodes, marked before any module runs: are they the ones the shopper uses? */
for (const el of document.querySelectorAll('shop-product input, shop-product .shop-price__price')) el.__server = true;</script></body></html>`;
const html = { '/ours.html': page(true), '/floor.html': page(false), '/states.html': page(false, FLOOR_STATES) };

const server = http.createServer((req, res) => {
  const p = new URL(req.url, 'http://x').pathname;
  // gzipped, as a storefront serves its pages and assets
  const send = (type, body) => { res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', 'content-encoding': 'gzip' }); res.end(zlib.gzipSync(body)); };
  if (html[p]) return send('text/html; charset=utf-8', html[p]);
  if (p === '/shop-elements.css') return send('text/css', css);
  const file = /^\/(shop-elements[\w.-]*\.js)$/.exec(p);
  if (file && fs.existsSync(path.join(dist, file[1]))) return send('text/javascript', fs.readFileSync(path.join(dist, file[1])));
  res.writeHead(404); res.end();
});
await new Promise((r) => server.listen(Number(process.env.SERVE ?? 0), '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
// SERVE=PORT: only serve the two pages (for a look in a browser, or another tool), until stopped.
if (process.env.SERVE) { console.log(`serving ${base}/ours.html and ${base}/floor.html`); await new Promise(() => {}); }
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });

// In the page: long tasks from the start; a card's price text through its shadow root if it has one;
// the visible radio of a value (the server's before the takeover, the element's after).
const INIT = () => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  const price = (c) => { const el = document.querySelectorAll('shop-product')[c].querySelector('shop-price');
    const visible = (n) => n.nodeType !== 1 || n.checkVisibility?.() !== false;
    const out = []; const walk = (n) => { if (!visible(n)) return; if (n.nodeType === 3) out.push(n.data); if (n.shadowRoot) n.shadowRoot.childNodes.forEach(walk); else n.childNodes?.forEach(walk); };
    walk(el); return out.join(' ').replace(/\s+/g, ' '); };
  const radios = (n, out) => { for (const el of n.querySelectorAll('*')) { if (el.matches('input[type=radio]')) out.push(el); if (el.shadowRoot) radios(el.shadowRoot, out); } return out; };
  const radio = (c, value) => radios(document.querySelectorAll('shop-product')[c], []).find((r) => r.value === value && r.checkVisibility({ visibilityProperty: true, opacityProperty: false }) !== false
    && (r.offsetWidth || r.closest('label')?.offsetWidth || r.getRootNode().host?.offsetWidth));
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  // Click, then watch frames until the price shows `want` (ms), or give up after 20 s.
  window.__clickFrames = async (c, value, want) => {
    const r = radio(c, value);
    if (!r) return { error: `card ${c}: no visible radio "${value}"` };
    const t0 = performance.now();
    r.click();
    while (!price(c).includes(want)) { if (performance.now() - t0 > 20000) return { error: `card ${c}: price "${price(c)}", not ${want}` }; await frame(); }
    return { ms: performance.now() - t0 };
  };
  // Click, then a MutationObserver on the price (light and shadow) until it shows `want`.
  window.__clickExact = async (c, value, want) => {
    const r = radio(c, value);
    if (!r) return { error: `card ${c}: no visible radio "${value}"` };
    const el = document.querySelectorAll('shop-product')[c].querySelector('shop-price');
    const done = new Promise((res) => { const mo = new MutationObserver(() => { if (price(c).includes(want)) { mo.disconnect(); res(performance.now()); } });
      mo.observe(el, { subtree: true, childList: true, characterData: true }); if (el.shadowRoot) mo.observe(el.shadowRoot, { subtree: true, childList: true, characterData: true }); });
    const t0 = performance.now();
    r.click();
    const t1 = await Promise.race([done, new Promise((res) => setTimeout(() => res(null), 5000))]);
    return t1 == null ? { error: `card ${c}: price "${price(c)}", not ${want}` } : { ms: t1 - t0 };
  };
  window.__price = price;
};

async function once(name, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const pg = await context.newPage();
  try {
    const errors = [];
    pg.on('pageerror', (e) => errors.push(String(e)));
    pg.on('request', (q) => { const m = /\/(shop-elements[\w.-]*\.js)$/.exec(new URL(q.url()).pathname); if (m) loaded.add(m[1]); });
    await pg.addInitScript(INIT);
    const cdp = await context.newCDPSession(pg);
    if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await pg.goto(`${base}/${name}.html`, { waitUntil: 'domcontentloaded' });
    const r = { };
    const [c0, c40] = CLICKS;
    const first = await pg.evaluate(async ([c, v, want]) => { await new Promise((res) => requestAnimationFrame(() => res())); return window.__clickFrames(c, v, want); }, [c0.card, c0.value, c0.price]);
    if (first.error) throw new Error(`first click: ${first.error}`);
    r.first = first.ms;
    await pg.waitForLoadState('load');
    await pg.waitForTimeout(1000);
    const scrolled = await pg.evaluate(async ([c, v, want]) => {
      document.querySelectorAll('shop-product')[c].scrollIntoView({ block: 'center' });
      await new Promise((res) => requestAnimationFrame(() => res()));
      return window.__clickFrames(c, v, want);
    }, [c40.card, c40.value, c40.price]);
    if (scrolled.error) throw new Error(`scrolled click: ${scrolled.error}`);
    r.scrolled = scrolled.ms;
    await pg.waitForTimeout(1500);
    const lt = await pg.evaluate(() => window.__lt);
    r.shadowRoots = await pg.evaluate(() => [...document.querySelectorAll('*')].filter((el) => el.shadowRoot).length);
    // of the radios and prices the shopper sees on cards 0 and 40, the share that are the server's own nodes
    r.kept = await pg.evaluate(() => {
      const deep = (n, sel, out = []) => { for (const el of n.querySelectorAll('*')) { if (el.matches(sel)) out.push(el); if (el.shadowRoot) deep(el.shadowRoot, sel, out); } return out; };
      const shown = (el) => el.checkVisibility({ visibilityProperty: true }) || !!el.labels?.[0]?.checkVisibility({ visibilityProperty: true });
      let seen = 0, kept = 0;
      for (const c of [0, 40]) {
        const card = document.querySelectorAll('shop-product')[c];
        for (const el of deep(card, 'input[type=radio], .shop-price__price, [part~="price"]')) if (shown(el)) { seen++; if (el.__server) kept++; }
      }
      return seen ? kept / seen : 0;
    });
    r.tbt = lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    r.longest = lt.reduce((m, [, d]) => Math.max(m, d), 0);
    const warm = [];
    for (let i = 0; i < 30; i++) {
      const w = WARM[(i + 1) % 2]; // card 0 shows WARM[0] after the first click
      const x = await pg.evaluate(([c, v, want]) => window.__clickExact(c, v, want), [0, w.value, w.price]);
      if (x.error) throw new Error(`warm click: ${x.error}`);
      warm.push(x.ms);
    }
    r.warm = warm.sort((a, b) => a - b)[warm.length >> 1];
    if (errors.length) throw new Error(`page error: ${errors[0]}`);
    return r;
  } finally {
    await context.close().catch(() => {});
  }
}

const results = {};
const loaded = new Set(); // the theme file's files the page loaded
let failed = null;
runs: for (let i = 0; i <= RUNS; i++) {
  for (const rate of RATES) for (const name of ['ours', 'floor', 'states']) {
    let r;
    try { r = await once(name, rate); } catch (e) {
      if (name !== 'ours') { console.error(`floor at ${rate}x: ${e.message}`); await browser.close(); server.close(); process.exit(1); }
      failed = `${name} at ${rate}x: ${e.message}`; break runs;
    }
    if (process.env.DEBUG) console.error(name, rate, JSON.stringify(r));
    if (i > 0) for (const [k, v] of Object.entries(r)) ((results[`${name}@${rate}`] ??= {})[k] ??= []).push(v);
  }
}
await browser.close(); server.close();

const gz = (files) => files.reduce((s, f) => s + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
const ourFiles = [...loaded].sort().map((f) => path.join(dist, f));
console.log(`theme cards: 48 cards from theme/snippets/shop-product-card.liquid, ${RUNS} cold pages each, medians; JS gz: ours ${gz(ourFiles)} B in ${ourFiles.length} files, floor ${zlib.gzipSync(FLOOR, { level: 9 }).length} B`);
if (failed) { console.log(`theme cards: FAILED: ${failed}`); process.exit(1); }
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[(s.length - 1) >> 1]; };
const fmt = (v) => (v >= 10 ? v.toFixed(0) : v.toFixed(2));
const line = (label, key, unit = 'ms') => console.log(`${label}: ` + RATES.map((rate) => {
  const o = med(results[`ours@${rate}`][key]), f = med(results[`floor@${rate}`][key]);
  const st = med(results[`states@${rate}`][key]);
  return `${rate}x CPU ours ${fmt(o)} ${unit}, floor ${fmt(f)} ${unit}` + (f > 0.5 ? ` (${(o / f).toFixed(2)}x)` : '') + `, floor + states ${fmt(st)} ${unit}` + (f > 0.5 ? ` (${(st / f).toFixed(2)}x the floor; ours ${(o / st).toFixed(2)}x it)` : '');
}).join('; '));
line('first click at DOMContentLoaded → new price', 'first');
line('card 40 scrolled into view, clicked → new price', 'scrolled');
line('total blocking time', 'tbt');
line('longest task', 'longest');
line('warm click → new price', 'warm');
console.log(`the page's HTML: ${Buffer.byteLength(html['/ours.html'])} B (48 cards); shadow roots once the cards were clicked and the page was quiet: ours ${med(results['ours@1'].shadowRoots)}, floor ${med(results['floor@1'].shadowRoots)}`);
console.log(`server nodes the shopper uses (radios and prices shown on cards 0 and 40): ours ${Math.round(100 * med(results['ours@1'].kept))}%, floor ${Math.round(100 * med(results['floor@1'].kept))}%`);
