// The demo on its mock storefront (never a real shop, whatever the environment says) in headless
// Chromium, for the end-to-end tests. Not a test file itself.
import { after, before } from 'node:test';
import { createServer } from 'vite';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS } from '../../scripts/browsers.mjs';

/** Starts the demo's Vite dev server and Chromium; `base` is the demo's address, `close` stops both. */
export async function startDemo(chrome) {
  delete process.env.SHOP_URL;
  const server = await createServer({
    configFile: 'vite.demo.config.ts',
    logLevel: 'warn',
    server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false },
  });
  await server.listen();
  const base = `http://127.0.0.1:${server.httpServer.address().port}/`;
  const browser = await puppeteer.launch({ executablePath: chrome, args: CHROME_FLAGS, headless: true });
  return {
    base,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Starts the demo before the enclosing suite's tests and stops it after: `demo.base`, `demo.browser` once started. */
export function useDemo(chrome) {
  const demo = {};
  before(async () => Object.assign(demo, await startDemo(chrome)));
  after(async () => demo.close?.());
  return demo;
}

/**
 * Brings each card of `page` into view, one after another (a card with loading="lazy" takes over as it
 * nears the viewport), the first `count` of them (default every one), then scrolls back to the top.
 */
export async function bringCardsIntoView(page, count = Infinity) {
  await page.evaluate(async (count) => {
    /* global document, requestAnimationFrame, scrollTo -- in the page */
    for (const product of [...document.querySelectorAll('shop-product')].slice(0, count)) {
      product.scrollIntoView();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    scrollTo(0, 0);
  }, count);
}
