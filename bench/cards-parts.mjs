// `node bench/cards-parts.mjs [<build folder>…]` (default: dist): where the peer bench's 48 cards spend their time
// (issue 32), per build, each run a cold page (a new browser context), the builds interleaved, 1 warm-up + 14 runs:
// medians of the insertion (the HTML parser, the elements' constructors and connections), each element class's
// updates summed (performUpdate: its renders and what they start, such as <shop-product> reading its product), the
// whole until every element's update completed, and the forced layout after it (style and layout). Build a second
// folder with `npx vite build -c vite.lib.config.ts --outDir /tmp/other` to compare two versions of the source.
// The cards are ../shared/peer-bench/src/collection.mjs's, inserted as the peer bench inserts them (innerHTML, the
// product inline, `currency` given).
/* global window, document, customElements, requestAnimationFrame */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, findChrome, NO_CHROME_MESSAGE } from '../scripts/browsers.mjs';
import { collectionProducts } from '../../shared/peer-bench/src/collection.mjs';

const dirs = (process.argv.length > 2 ? process.argv.slice(2) : ['dist']).map((d) => resolve(d));
const texts = collectionProducts().map((p) => JSON.stringify(p).replace(/</g, '\\u003c'));
const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="shop-elements.js"></script></head><body><div id="cards"></div></body></html>';
const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  if (/^\/\d+\/$/.test(path)) return res.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE);
  const [, k, file] = /^\/(\d+)\/([\w.-]+\.js)$/.exec(path) ?? [];
  let body;
  try {
    body = readFileSync(`${dirs[k]}/${file}`);
  } catch {
    return res.writeHead(404).end();
  }
  res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(body);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const executablePath = findChrome();
if (!executablePath) {
  console.error(NO_CHROME_MESSAGE);
  process.exit(1);
}
const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
const got = dirs.map(() => ({}));
try {
  for (let run = 0; run < 15; run++) {
    for (let d = 0; d < dirs.length; d++) {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${server.address().port}/${d}/`);
        await page.waitForFunction(() => customElements.get('variant-picker'));
        const r = await page.evaluate(async (texts) => {
          const t = {};
          for (const name of ['shop-product', 'shop-price', 'variant-picker']) {
            const proto = customElements.get(name).prototype;
            const update = proto.performUpdate;
            proto.performUpdate = function () {
              const t0 = performance.now();
              try {
                return update.call(this);
              } finally {
                t[`${name} updates`] = (t[`${name} updates`] ?? 0) + performance.now() - t0;
              }
            };
          }
          await new Promise((r) => requestAnimationFrame(() => window.setTimeout(r)));
          const t0 = performance.now();
          document.getElementById('cards').innerHTML = texts.map((json, i) => `<form><shop-product handle="p${i}" currency="USD" locale="en-US"><script type="application/json">${json}</script><shop-price></shop-price><variant-picker></variant-picker></shop-product></form>`).join('');
          t.insertion = performance.now() - t0;
          await Promise.all([...document.querySelectorAll('shop-product, shop-price, variant-picker')].map((e) => e.updateComplete));
          t['until rendered'] = performance.now() - t0;
          const t1 = performance.now();
          void document.body.offsetHeight;
          t['forced layout'] = performance.now() - t1;
          t.whole = performance.now() - t0;
          return t;
        }, texts);
        if (run) for (const [k, v] of Object.entries(r)) (got[d][k] ??= []).push(v);
      } finally {
        await context.close();
      }
    }
  }
  const median = (v) => [...v].sort((a, b) => a - b)[(v.length - 1) >> 1];
  console.log(`48 cards, cold pages, medians of 14 (ms)${' '.repeat(4)}${dirs.map((d) => d.split('/').pop().padStart(10)).join('')}`);
  for (const k of Object.keys(got[0])) console.log(`${k.padEnd(44)}${got.map((g) => median(g[k]).toFixed(1).padStart(10)).join('')}`);
} finally {
  await browser.close();
  server.close();
}
