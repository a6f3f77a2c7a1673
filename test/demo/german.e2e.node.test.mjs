// The shopper's language everywhere, end to end in Chromium at 375 px: the demo in German sets
// `Shopify.routes.root` to `/de/`, the elements send the add under it, and the fake shop answers in
// German. Four states a shopper meets: a refusal (the Network switch's add-422), a partial add
// ("Es wurden nur 2 Artikel …"), the theme's drawer, and the page after a form post; and the product
// data itself, in the merchant's German (demo/fixtures/translations/de.json). Each is
// checked by its German words and by the absence of the English ones in what a shopper sees (the
// header's cart button, the product, the drawer; not the demo's own toolbar, links and inspector).
// Run: node --import ./test/demo/register-ts.mjs --test test/demo/german.e2e.node.test.mjs
/* global document, Node, getComputedStyle -- in page.evaluate callbacks, which run in the browser */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NO_CHROME_MESSAGE, findChrome } from '../../scripts/browsers.mjs';
import { bringCardsIntoView, useDemo } from './demo-browser.mjs';

const TIMEOUT = 20_000;
const chrome = findChrome({ install: false });

/** English a German shopper must not meet: the theme's words, the elements', the fake's, and any note about the demo. */
const ENGLISH = [
  'Add to cart', 'Added to cart', 'Only', 'added to your cart', 'cannot be added', 'Your cart', 'Total', 'Close', 'Cart',
  'Quantity', 'Sold out', 'Choose your options', 'Selling plan', 'Variant', 'Submitted', 'Back to', 'fake shop', 'Network', 'demo',
];

function englishIn(text) {
  return ENGLISH.filter((word) => new RegExp(`\\b${word}\\b`).test(text));
}

/**
 * What a shopper sees and hears of the page: the text (shadow roots and visible slotted content)
 * and accessible names of the header's cart button, the product and the drawer when it is open.
 */
function shopperText(page) {
  return page.evaluate(() => {
    const parts = [];
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) return void parts.push(node.textContent);
      if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (['SCRIPT', 'STYLE'].includes(node.tagName) || getComputedStyle(node).display === 'none') return;
        for (const name of ['aria-label', 'title', 'alt']) if (node.hasAttribute(name)) parts.push(node.getAttribute(name));
        if (node.shadowRoot) walk(node.shadowRoot);
      }
      for (const child of node.childNodes) walk(child);
    };
    const drawer = document.querySelector('#cart-drawer');
    for (const area of [document.querySelector('.cart-count'), document.querySelector('main'), drawer.open ? drawer : null]) if (area) walk(area);
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  });
}

const message = (page) => page.$eval('shop-buy-button', (b) => b.querySelector('.shop-buy-button__message').textContent);

describe('the demo in German at 375 px: every shopper text German', { skip: chrome ? false : NO_CHROME_MESSAGE, timeout: 120_000 }, () => {
  const demo = useDemo(chrome);

  /** A fresh phone-sized page in its own browser context (its own cart); the storefront POSTs it sends, by path. */
  async function open(query) {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    page.setDefaultNavigationTimeout(TIMEOUT);
    await page.setViewport({ width: 375, height: 800 });
    const errors = [];
    const posts = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname));
    await page.goto(`${demo.base}?product=enamel-camp-mug&${query}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('shop-product')?.status === 'ready');
    return { page, errors, posts, close: () => context.close() };
  }

  it('a refusal (the Network switch\'s add-422): a German shopper\'s message from /de/cart/add.js, nothing about the demo', async () => {
    const { page, errors, posts, close } = await open('network=add-422&locale=de');
    try {
      await page.locator('.add-to-cart').click();
      await page.waitForFunction(() => document.querySelector('shop-buy-button').querySelector('.shop-buy-button__message').textContent !== '');
      assert.equal(await message(page), 'Dieser Artikel kann gerade nicht in den Warenkorb gelegt werden.');
      assert.deepEqual(posts, ['/de/cart/add.js']);
      assert.deepEqual(englishIn(await shopperText(page)), []);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it('a partial add (3 asked, 2 in stock): "Es wurden nur 2 Artikel in Ihren Warenkorb gelegt.", the count and its name in German', async () => {
    const { page, errors, posts, close } = await open('locale=de');
    try {
      // Forest Green, two in stock.
      await page.locator('shop-quantity .shop-stepper__button--increase').click();
      await page.locator('shop-quantity .shop-stepper__button--increase').click();
      await page.waitForFunction(() => document.querySelector('shop-quantity').value === 3);
      await page.locator('.add-to-cart').click();
      await page.waitForFunction(() => document.querySelector('#cart-count').querySelector('.shop-cart-count__count')?.textContent === '2');
      await page.waitForFunction(() => document.querySelector('shop-buy-button').querySelector('.shop-buy-button__message').textContent !== '');
      assert.equal(await message(page), 'Es wurden nur 2 Artikel in Ihren Warenkorb gelegt.');
      assert.equal(await page.$eval('#cart-count', (c) => c.label), 'Warenkorb, 2 Artikel');
      assert.deepEqual(posts, ['/de/cart/add.js']);
      assert.deepEqual(englishIn(await shopperText(page)), []);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it('the drawer: "Ihr Warenkorb", the cart\'s lines, "Zwischensumme", "Zur Kasse", "Schließen", German money; it follows the locale switch while open', async () => {
    const { page, errors, close } = await open('locale=de');
    try {
      // The Sand swatch (its name shows on hover and focus only).
      const sand = await page.evaluateHandle(() => [...document.querySelectorAll('variant-picker .shop-picker__value--swatch')]
        .find((l) => l.querySelector('input').value === 'Sand').querySelector('.shop-picker__swatch'));
      await sand.click();
      await page.waitForFunction(() => document.querySelector('shop-product').variant?.title === 'Sand');
      await page.locator('.add-to-cart').click();
      await page.waitForFunction(() => document.querySelector('#cart-drawer').open);
      await page.waitForFunction(() => !!document.querySelector('shop-cart .shop-cart__line'));
      /** The drawer's visible text (shadow roots included; no visually hidden text). */
      const drawer = () => page.$eval('#cart-drawer', (d) => {
        const walk = (node) => node.nodeType === Node.TEXT_NODE ? node.textContent
          : node.nodeType === Node.ELEMENT_NODE && (['STYLE', 'SCRIPT'].includes(node.tagName) || node.classList.contains('vh') || node.classList.contains('visually-hidden')) ? ''
          : [...(node.shadowRoot ?? node).childNodes].map(walk).join(' ');
        return walk(d).replace(/\s+/g, ' ').trim();
      });
      // The money in the shop's format (the fake's EUR: `€{{amount_with_comma_separator}}`), as the server rendered it on the product;
      // the product by the merchant's German title (demo/fixtures/translations/de.json).
      assert.equal(await drawer(), 'Ihr Warenkorb Emaille-Campingbecher Sand €18,00 − + Entfernen Zwischensumme €18,00 Zur Kasse Schließen');
      assert.equal(await message(page), 'In den Warenkorb gelegt: Emaille-Campingbecher – Sand × 1');
      assert.deepEqual(englishIn(await shopperText(page)), []);
      // The drawer reads the cart again under the English root: the shop's English title.
      await page.select('select[name="locale"]', 'en');
      await page.waitForFunction(() => /Subtotal[^]*Enamel Camp Mug|Enamel Camp Mug[^]*Subtotal/.test(document.querySelector('shop-cart').textContent));
      assert.equal(await drawer(), 'Your cart Enamel Camp Mug Sand €18,00 − + Remove Subtotal €18,00 Check out Close');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it('the product and collection pages show the merchant\'s German product data: titles, option names and values, before the elements run and after', async () => {
    const context = await demo.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(TIMEOUT);
      await page.setViewport({ width: 375, height: 800 });
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      /** The picker's option names and values: its markup, the server's (before) and the element's (after, bound to it). */
      const picker = () => page.$eval('variant-picker', (p) => ({
        names: [...p.querySelectorAll('legend')].map((l) => l.textContent.split(':')[0].trim()),
        values: [...p.querySelectorAll('input')].map((i) => i.value),
      }));
      await page.setJavaScriptEnabled(false);
      await page.goto(`${demo.base}?product=linen-shirt&locale=de`, { waitUntil: 'load' });
      const german = { names: ['Größe', 'Farbe', 'Material'], values: ['XS', 'S', 'M', 'L', 'XL', 'Weiß', 'Marineblau', 'Sand', 'Leinen', 'Leinen-Baumwolle'] };
      assert.equal(await page.$eval('#product-title', (h) => h.textContent), 'Leinenhemd');
      assert.deepEqual(await picker(), german, 'the server\'s markup');
      await page.setJavaScriptEnabled(true);
      await page.goto(`${demo.base}?product=linen-shirt&locale=de`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelector('shop-product')?.status === 'ready');
      assert.deepEqual(await picker(), german, 'the element\'s');
      assert.deepEqual(await page.$eval('shop-product', (p) => [p.product.title, p.variant.title]), ['Leinenhemd', 'XS / Weiß / Leinen']);
      await page.goto(`${demo.base}collection.html?locale=de`, { waitUntil: 'load' });
      await bringCardsIntoView(page);
      await page.waitForFunction(() => [...document.querySelectorAll('shop-product')].every((p) => p.status === 'ready'));
      const titles = await page.$$eval('.shop-card__title', (all) => [...new Set(all.map((t) => t.textContent.trim()))]);
      assert.ok(['Leinenhemd', 'Kaffee Hausmischung', 'Emaille-Campingbecher', 'T-Shirt aus Bio-Baumwolle'].every((t) => titles.includes(t)), titles.join(', '));
      assert.deepEqual(titles.filter((t) => /Shirt$|Coffee|Mug|Tote|Kit|Runner|Tee$/.test(t)), [], 'no English title on a card');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('the page after a form post goes to /de/cart/add and is German: heading, summary, cart, link back', async () => {
    const { page, errors, close } = await open('add=form&locale=de');
    try {
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.locator('.add-to-cart').click()]);
      assert.equal(new URL(page.url()).pathname, '/de/cart/add');
      assert.equal(await page.$eval('html', (h) => h.lang), 'de');
      assert.equal(await page.$eval('h1', (h) => h.textContent), 'In den Warenkorb gelegt');
      assert.equal(await page.$eval('#cart caption', (c) => c.textContent), 'Ihr Warenkorb: 1 Artikel, 18,00\u00a0€');
      const text = await page.$eval('body', (b) => b.innerText);
      assert.deepEqual(englishIn(text), []);
      assert.match(text, /Zurück zum Produkt/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
