// Screenshots of issue 39's features on their fixtures, as the theme folder's pages show them
// (test/theme/theme-server.mjs, the snippet the fake shop renders, after the elements ran), at 375 and
// 1280 px, English: docs/screenshots/<feature>-<width>.png. From the price down (the fixtures' images
// are flat colour); a gift card with its recipient form opened. Build first (`npm run build`: the pages load dist/).
// Run: node --import ./test/demo/register-ts.mjs test/theme/feature-screenshots.mjs [out dir]
/* global document, window */
import { mkdirSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, findChrome } from '../../scripts/browsers.mjs';
import { startThemeServer } from './theme-server.mjs';

const OUT = process.argv[2] ?? 'docs/screenshots';
/** Feature → its fixture's page (the theme server's query: `pickup` shows the pickup, `customer=b2b` the B2B price list). */
const FEATURES = [
  ['stock', 'merino-socks', ''],
  ['pickup', 'enamel-camp-mug', '&pickup'],
  ['volume-pricing', 'espresso-pods', '&customer=b2b'],
  ['gift-card', 'gift-card', ''],
  ['deposit', 'hand-grinder-preorder', ''],
];
mkdirSync(OUT, { recursive: true });
const s = await startThemeServer();
const browser = await puppeteer.launch({ executablePath: findChrome({ install: false }), args: CHROME_FLAGS, headless: true });
try {
  for (const [feature, handle, query] of FEATURES) for (const width of [375, 1280]) {
    const page = await browser.newPage();
    await page.setViewport({ width, height: 900 });
    await page.goto(`${s.base}theme/${handle}?currency=EUR${query}`, { waitUntil: 'load' });
    await page.waitForFunction(() => [...document.querySelectorAll('shop-product')].every((p) => p.status !== 'loading'));
    if (feature === 'gift-card') {
      await page.click('.shop-recipient__checkbox');
      await page.waitForFunction(() => document.querySelector('.shop-recipient__checkbox').checked);
    }
    if (feature === 'pickup') await page.waitForSelector('.shop-pickup__status');
    await page.evaluate(() => document.activeElement?.blur());
    await page.mouse.move(0, 0);
    await new Promise((r) => setTimeout(r, 300));
    // From a little above the price to a little below the product.
    const clip = await page.evaluate(() => {
      const product = document.querySelector('shop-product').getBoundingClientRect();
      const price = document.querySelector('shop-price').getBoundingClientRect();
      const top = Math.max(0, price.top + window.scrollY - 24);
      return { x: 0, y: top, width: document.documentElement.clientWidth, height: Math.ceil(product.bottom + window.scrollY + 24 - top) };
    });
    const path = `${OUT}/${feature}-${width}.png`;
    await page.screenshot({ path, clip, captureBeyondViewport: true });
    console.log(`wrote ${path}`);
    await page.close();
  }
} finally {
  await browser.close();
  await s.close();
}
