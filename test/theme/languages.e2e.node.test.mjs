// Languages beyond English and German, end to end in Chromium: the theme folder's product page
// (theme/snippets/shop-product.liquid through the fake's renderer, the built theme file, the fake
// shop) in French and Arabic under their roots (`/fr/`, `/ar/`), and Japanese reached from an English
// page through its own module file. What a shopper sees and hears of the price, the picker, the
// plans, the quantity and the buy button is read from the accessibility tree (what is rendered,
// whichever DOM draws it), without JavaScript (the variant select, no plans), with it before the
// elements run (the theme file held back) and after. And a right-to-left page laid out
// right to left: the price before its compare-at price, − before +, the option's values, the plan's
// price at the end of its line, all from the right, while the merchant's Latin text ("1 L") keeps its
// own direction; the same page in French from the left.
// Run: node --import ./test/demo/register-ts.mjs --test test/theme/languages.e2e.node.test.mjs
/* global customElements, document, getComputedStyle, Node -- in page.evaluate callbacks, which run in the browser */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, NO_CHROME_MESSAGE, findChrome } from '../../scripts/browsers.mjs';
import { startThemeServer } from './theme-server.mjs';

const chrome = findChrome({ install: false });
const TIMEOUT = 20_000;
/** Sale (€24.90, was €29.90), sizes, a subscribe-and-save plan group: every part of the product page. */
const HANDLE = 'cold-brew-kit';

/** The elements' and the snippet's English a French, Arabic or Japanese shopper must not meet. */
const ENGLISH = ['Sale price', 'Regular price', 'Save', 'Purchase options', 'One-time purchase', 'Quantity', 'Decrease quantity', 'Increase quantity', 'Add to cart', 'Sold out', 'Unavailable'];
/**
 * What each page must say, in its words (theme/locales/<code>.json, as a native shop writes them): the
 * price as it is spoken (the sale badge beside it is the same words, hidden from the tree), the
 * quantity, the buy button; the plans (not offered without JavaScript: the form posts the variant
 * select, so no plan is shown that it would ignore); and, once the elements run, the stepper's − and +
 * by their names.
 */
const WORDS = {
  fr: ['Prix promotionnel €24,90, prix habituel €29,90, économisez 17\u00a0%', 'Quantité', 'Ajouter au panier'],
  ar: ['سعر التخفيض €24,90، السعر العادي €29,90، وفّر 17%', 'الكمية', 'إضافة إلى السلة'],
  ja: ['セール価格€24,90、通常価格€29,90、17%オフ', '数量'],
};
const PLANS = {
  fr: ['Options d’achat', 'Achat unique', 'Économisez 15\u00a0%'],
  ar: ['خيارات الشراء', 'شراء لمرة واحدة', 'وفّر 15%'],
  ja: ['購入オプション', '1回のみ購入', '15%オフ'],
};
const STEPPER = { fr: ['Réduire la quantité', 'Augmenter la quantité'], ar: ['إنقاص الكمية', 'زيادة الكمية'], ja: ['数量を減らす', '数量を増やす'] };

/** Every name and text the accessibility tree gives for the page's main region. */
async function heard(page) {
  const tree = await page.accessibility.snapshot({ interestingOnly: false, root: await page.$('main') });
  const names = [];
  const walk = (node) => {
    // Spaces folded, not the no-break spaces French puts before % and :.
    if (node.name) names.push(node.name.replace(/[ \t\r\n]+/g, ' ').trim());
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return names;
}

const englishIn = (names) => ENGLISH.filter((word) => names.some((name) => new RegExp(`\\b${word}\\b`).test(name)));

/**
 * The boxes of the rendered texts of the product page that decide its direction, found in the
 * composed tree (shadow roots and slotted nodes alike): the price and its compare-at price, the
 * − and + buttons, the picker's first two values, a plan's name and its price, the option's legend
 * in its fieldset.
 */
function layout(page) {
  return page.evaluate(() => {
    /** Rendered text nodes of the composed tree, in order. */
    const texts = [];
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        if (node.textContent.trim() && r.width > 2 && r.height > 2) texts.push({ text: node.textContent.trim(), node, r });
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
      if (node.nodeType === Node.ELEMENT_NODE && (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(node.tagName) || getComputedStyle(node).display === 'none')) return;
      const children = node.shadowRoot ? node.shadowRoot.childNodes : node.tagName === 'SLOT' ? node.assignedNodes({ flatten: true }) : node.childNodes;
      for (const child of children) walk(child);
    };
    walk(document.querySelector('main'));
    const box = (r) => ({ left: Math.round(r.left), right: Math.round(r.right), top: Math.round(r.top), bottom: Math.round(r.bottom) });
    const find = (text, nth = 0) => box(texts.filter((t) => t.text === text)[nth].r);
    /** A control named `name` (aria-label), wherever it is drawn. */
    const control = (name) => {
      const found = [];
      const all = (root) => {
        for (const el of root.querySelectorAll('*')) {
          if (el.getAttribute('aria-label') === name && el.getBoundingClientRect().width > 0) found.push(el);
          if (el.shadowRoot) all(el.shadowRoot);
        }
      };
      all(document);
      return box(found[0].getBoundingClientRect());
    };
    const legend = texts.find((t) => /^Size\s?[:：]/.test(t.text));
    const fieldset = legend.node.parentElement.closest('fieldset');
    /** The boxes of a text node's first and last characters. */
    const ends = (text) => {
      const { node } = texts.find((t) => t.text === text);
      const range = document.createRange();
      const at = (i) => (range.setStart(node, i), range.setEnd(node, i + 1), box(range.getBoundingClientRect()));
      const start = node.textContent.indexOf(text);
      return [at(start), at(start + text.length - 1)];
    };
    return {
      width: document.documentElement.clientWidth,
      valueEnds: ends('1 L'),
      price: find('€24,90'),
      compareAt: find('€29,90'),
      firstValue: find('1 L'),
      secondValue: find('2 L'),
      legend: box(legend.r),
      fieldset: box(fieldset.getBoundingClientRect()),
      oneTime: box(texts.find((t) => ['Achat unique', 'شراء لمرة واحدة'].includes(t.text)).r),
      oneTimePrice: find('€24,90', 1),
      decrease: control(document.documentElement.lang === 'ar' ? 'إنقاص الكمية' : 'Réduire la quantité'),
      increase: control(document.documentElement.lang === 'ar' ? 'زيادة الكمية' : 'Augmenter la quantité'),
    };
  });
}

describe('the theme folder in French, Arabic and Japanese (Chromium)', { skip: chrome ? false : NO_CHROME_MESSAGE, timeout: 180_000 }, () => {
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

  /** A page in its own context; the paths of the scripts it loads; its errors. */
  async function open(path, { width = 1280, javaScript = true } = {}) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    await page.setViewport({ width, height: 900 });
    await page.setJavaScriptEnabled(javaScript);
    const errors = [];
    const scripts = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(new URL(path, server.base).href, { waitUntil: 'load' });
    if (javaScript) await page.waitForFunction(() => document.querySelector('shop-product')?.status === 'ready');
    return { page, errors, scripts, close: () => context.close() };
  }

  /** The page's theme file held back until `release` is called: the snippet's markup as served, scripts on. */
  async function openHeld(path) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    await page.setViewport({ width: 1280, height: 900 });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let held;
    const release = new Promise((resolve) => (held = resolve));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/shop-elements.js') release.then(() => request.continue());
      else request.continue();
    });
    const loaded = page.goto(new URL(path, server.base).href, { waitUntil: 'load' });
    await page.waitForSelector('main > .after');
    return { page, errors, loaded, release: held, close: () => context.close() };
  }

  for (const lang of ['fr', 'ar']) {
    it(`/${lang}/: the price, the picker, the plans, the quantity and the buy button in ${lang === 'fr' ? 'French' : 'Arabic'}, without JavaScript, before the elements run and after`, async () => {
      /** What is heard has every word of `words`, and no English. */
      const says = async (page, words, when) => {
        const names = await heard(page);
        assert.deepEqual(words.filter((word) => !names.includes(word)), [], `${when}: ${names.join(' | ')}`);
        assert.deepEqual(englishIn(names), [], when);
        return names;
      };
      const noScript = await open(`/${lang}/theme/${HANDLE}`, { javaScript: false });
      try {
        assert.deepEqual(await noScript.page.$eval('html', (h) => [h.lang, h.dir]), [lang, lang === 'ar' ? 'rtl' : '']);
        const names = await says(noScript.page, WORDS[lang], 'without JavaScript');
        // The variant select is the choice; the plans, which its form would not post, are not shown.
        assert.deepEqual(PLANS[lang].filter((word) => names.includes(word)), [], `without JavaScript, no plans: ${names.join(' | ')}`);
        assert.deepEqual(noScript.errors, []);
      } finally {
        await noScript.close();
      }
      const { page, errors, loaded, release, close } = await openHeld(`/${lang}/theme/${HANDLE}`);
      try {
        assert.deepEqual(await page.$eval('html', (h) => [h.lang, h.dir]), [lang, lang === 'ar' ? 'rtl' : '']);
        assert.equal(await page.evaluate(() => customElements.get('shop-product')), undefined, 'the theme file has not run');
        // The quantity is drawn by the server too: its label and its − / + before the elements run.
        await says(page, [...WORDS[lang], ...PLANS[lang], ...STEPPER[lang]], 'before the elements');
        release();
        await loaded;
        await page.waitForFunction(() => document.querySelector('shop-product')?.status === 'ready');
        await says(page, [...WORDS[lang], ...PLANS[lang], ...STEPPER[lang]], 'after the elements');
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }

  it('an English page whose elements turn Japanese loads the Japanese strings from their file beside the theme file, and speaks Japanese', async () => {
    const { page, errors, scripts, close } = await open(`/theme/${HANDLE}`);
    try {
      assert.deepEqual(scripts.filter((s) => /-(loaders|ja)-/.test(s)), [], 'nothing of Japanese on an English page');
      assert.ok((await heard(page)).includes('One-time purchase'));
      await page.evaluate(() => {
        document.documentElement.lang = 'ja';
        for (const product of document.querySelectorAll('shop-product')) product.setAttribute('locale', 'ja');
      });
      // The plans the server drew are its text until their element's code loads, on the shopper's first
      // move toward the product (docs/build.md, "What loads when"): the shopper moves.
      await page.hover('shop-product');
      await page.waitForFunction(async () => {
        const tree = document.querySelector('main');
        const seen = [];
        const walk = (n) => {
          if (n.nodeType === Node.TEXT_NODE) seen.push(n.textContent);
          for (const c of n.shadowRoot ? [...n.shadowRoot.childNodes, ...n.childNodes] : n.childNodes) walk(c);
        };
        walk(tree);
        return seen.join(' ').includes('1回のみ購入');
      });
      const names = await heard(page);
      const elements = [...WORDS.ja, ...PLANS.ja, ...STEPPER.ja].filter((word) => !names.includes(word));
      assert.deepEqual(elements, [], names.join(' | '));
      // The theme's own button is the server's text (the snippet's `t`), not the elements': English here.
      assert.deepEqual(englishIn(names), ['Add to cart']);
      // The core words, and the stock line's (a part's words come with the part: the section shows stock).
      assert.deepEqual(scripts.filter((s) => /-(loaders|ja)-/.test(s)).map((s) => s.replace(/-[\w-]{8}\.js$/, '')),
        ['/shop-elements-loaders', '/shop-elements-ja', '/shop-elements-stock-loaders', '/shop-elements-stock-ja']);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  for (const width of [375, 1280]) {
    it(`right to left at ${width} px: the Arabic page reads from the right, prices and all; the French page from the left`, async () => {
      for (const lang of ['ar', 'fr']) {
        const { page, errors, close } = await open(`/${lang}/theme/${HANDLE}`, { width });
        try {
          const l = await layout(page);
          const rtl = lang === 'ar';
          /** `a` comes before `b` in the reading direction. */
          const before = (a, b, what) => assert.ok(rtl ? a.left >= b.right - 1 : a.right <= b.left + 1, `${lang} ${width}px: ${what}: ${JSON.stringify([a, b])}`);
          before(l.price, l.compareAt, 'the price before its compare-at price');
          before(l.decrease, l.increase, '− before +');
          before(l.firstValue, l.secondValue, 'the first value before the second');
          // The merchant's Latin value in its own direction, in either page: "1 L", never "L 1".
          assert.ok(l.valueEnds[0].right <= l.valueEnds[1].left, `${lang} ${width}px: "1 L" reads "1 L": ${JSON.stringify(l.valueEnds)}`);
          // A plan's price after its name on the line, or (a narrow selector) under it, from the same edge.
          if (l.oneTimePrice.top >= l.oneTime.bottom - 1) {
            assert.ok(Math.abs(rtl ? l.oneTimePrice.right - l.oneTime.right : l.oneTimePrice.left - l.oneTime.left) <= 2, `${lang} ${width}px: the plan's price under its name, from the start: ${JSON.stringify([l.oneTime, l.oneTimePrice])}`);
          } else before(l.oneTime, l.oneTimePrice, 'a plan\'s name before its price');
          // The legend starts where the fieldset starts: its right edge in Arabic, its left in French.
          assert.ok(rtl ? l.fieldset.right - l.legend.right < 40 : l.legend.left - l.fieldset.left < 40, `${lang}: the legend at the start: ${JSON.stringify([l.legend, l.fieldset])}`);
          // Nothing drawn beyond the page's edge (a left/right offset mirrored wrongly pushes it out).
          for (const [name, b] of Object.entries(l)) if (b && typeof b === 'object' && !Array.isArray(b)) assert.ok(b.left >= 0 && b.right <= l.width, `${lang} ${width}px: ${name} inside the page: ${JSON.stringify(b)}`);
          assert.deepEqual(errors, []);
        } finally {
          await close();
        }
      }
    });
  }
});
