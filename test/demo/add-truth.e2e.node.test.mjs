// The truth after an unclear add, end to end in Chromium at 375 px, in English and German: the demo's
// Network switch makes the add hang (no answer: the elements abort after 10 s and read the cart),
// answer a 500 after the line was added, or refuse with a 422 whose body is an HTML page. Each time the
// shopper hears what really happened (the message at the button) and the header's count shows what
// the cart holds. With SCREENSHOTS=<dir> each state is also written there as a PNG, to look at.
// Run: node --import ./test/demo/register-ts.mjs --test test/demo/add-truth.e2e.node.test.mjs
/* global document -- in page.waitForFunction and page.$eval callbacks, which run in the browser */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { NO_CHROME_MESSAGE, findChrome } from '../../scripts/browsers.mjs';
import { useDemo } from './demo-browser.mjs';

const chrome = findChrome({ install: false });
const shots = process.env.SCREENSHOTS;

/** Per mode and locale: the message at the button, and the header's count after it. */
const CASES = [
  ['add-hang', 'en', 'Could not add to cart. Please try again.', '0'],
  ['add-hang', 'de', 'Konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.', '0'],
  ['add-500-after-add', 'en', 'Added to cart: Enamel Camp Mug – Forest Green × 1', '1'],
  ['add-500-after-add', 'de', 'In den Warenkorb gelegt: Emaille-Campingbecher – Waldgrün × 1', '1'],
  ['add-422-html', 'en', 'The shop did not accept this item in the cart.', '0'],
  ['add-422-html', 'de', 'Der Shop hat diesen Artikel nicht in den Warenkorb aufgenommen.', '0'],
];

describe('the demo tells the shopper the truth after an unclear add', { skip: chrome ? false : NO_CHROME_MESSAGE, timeout: 180_000 }, () => {
  const demo = useDemo(chrome);

  for (const [network, locale, said, count] of CASES) {
    it(`${network}, ${locale}: "${said}", the count ${count}`, async () => {
      const context = await demo.browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.setViewport({ width: 375, height: 900 });
        await page.goto(`${demo.base}?product=enamel-camp-mug&network=${network}&locale=${locale}`, { waitUntil: 'load' });
        await page.waitForFunction(() => document.querySelector('shop-product')?.status === 'ready');
        const started = Date.now();
        await page.locator('.add-to-cart').click();
        const message = () => document.querySelector('shop-buy-button').querySelector('.shop-buy-button__message').textContent;
        // A hang is aborted after the elements' 10 s timeout; then the cart is read once.
        await page.waitForFunction(message, { timeout: 15_000 });
        assert.equal(await page.$eval('shop-buy-button', (b) => b.querySelector('.shop-buy-button__message').textContent), said);
        if (network === 'add-hang') assert.ok(Date.now() - started >= 9_500, 'aborted after the timeout, not before');
        await page.waitForFunction((n) => document.querySelector('#cart-count').querySelector('.shop-cart-count__count')?.textContent === n, {}, count);
        // Never busy for ever: the button can add again.
        assert.equal(await page.$eval('.add-to-cart', (b) => b.getAttribute('aria-busy')), 'false');
        if (shots) {
          mkdirSync(shots, { recursive: true });
          // The theme's drawer opens after an add (it shows the cart as it is); closed, the button's message shows too.
          if (await page.$eval('#cart-drawer', (d) => d.open)) {
            await page.screenshot({ path: join(shots, `${network}-${locale}-drawer.png`) });
            await page.locator('#cart-drawer button[value="close"]').click();
          }
          await page.screenshot({ path: join(shots, `${network}-${locale}.png`) });
        }
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
