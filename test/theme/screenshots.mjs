// Screenshots of the theme folder's pages (test/theme/theme-server.mjs) at 375 and 1280 px, English and
// German, before the elements run (JavaScript off) and after, to look at: /tmp/theme-shots/<page>-<width>-<lang>-<before|after>.png.
// Run: node --import ./test/demo/register-ts.mjs test/theme/screenshots.mjs [handle | collection]
/* global document */
import { mkdirSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, findChrome } from '../../scripts/browsers.mjs';
import { startThemeServer } from './theme-server.mjs';

const OUT = process.env.SHOTS_DIR ?? '/tmp/theme-shots';
// SHOTS_CURRENCY=KWD, SHOTS_QUERY='&customer=b2b' (the fake's B2B customer: its price breaks).
const CURRENCY = process.env.SHOTS_CURRENCY ?? 'EUR';
const QUERY = process.env.SHOTS_QUERY ?? '';
mkdirSync(OUT, { recursive: true });
const s = await startThemeServer();
const browser = await puppeteer.launch({ executablePath: findChrome({ install: false }), args: CHROME_FLAGS, headless: true });
const handle = process.argv[2] ?? 'house-blend';
for (const width of [375, 1280]) for (const root of ['', 'de/']) for (const js of [false, true]) {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 1100 });
  await page.setJavaScriptEnabled(js);
  const path = handle === 'collection' ? 'theme-collection' : `theme/${handle}`;
  await page.goto(`${s.base}${root}${path}?currency=${CURRENCY}${QUERY}`, { waitUntil: 'load' });
  if (js) await page.waitForFunction(() => [...document.querySelectorAll('shop-product')].every((p) => p.status !== 'loading'));
  await new Promise((r) => setTimeout(r, 300));
  await page.screenshot({ path: `${OUT}/${handle}-${width}-${root ? 'de' : 'en'}-${js ? 'after' : 'before'}.png`, fullPage: handle !== 'collection' });
  await page.close();
}
await browser.close(); await s.close();
