// Accessibility of what a shopper meets, checked in Chromium on the demo: axe (WCAG 2.0–2.2 A/AA
// rules) on the review page — every element in every state —, the collection page and on product pages in notable
// states, in both demo themes, with and without forced colours (emulated through the DevTools
// protocol: Emulation.setEmulatedMedia, feature forced-colors). Zero violations.
// Run: node scripts/test-node.mjs. Needs Debian's Chromium (or CHROME_PATH); skipped without one.
/* global document, window, getComputedStyle -- in page.evaluate callbacks, which run in the browser */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { NO_CHROME_MESSAGE, findChrome } from '../../scripts/browsers.mjs';
import { bringCardsIntoView, useDemo } from './demo-browser.mjs';

const TIMEOUT = 30_000;
const chrome = findChrome({ install: false });
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const THEMES = ['minimal', 'boutique'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every page to check: the review page, and product pages in states the review page shows only once. */
const PAGES = [
  'review.html',
  'collection.html',
  '?product=house-blend-coffee',
  '?product=trail-runner-sold-out',
  '?product=linen-shirt&picker=select',
  // <shop-pickup>: its line and the closed dialog of locations.
  '?product=enamel-camp-mug',
  '?product=no-such-product',
];

describe('accessibility of the demo in Chromium (axe, both themes, forced colours)', { skip: chrome ? false : NO_CHROME_MESSAGE, timeout: 300_000 }, () => {
  const demo = useDemo(chrome);

  /** A page of the demo, loaded and settled, in its own context; forced colours emulated if asked. */
  async function open(path, theme, forced) {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: forced ? 'active' : 'none' }] });
    const url = new URL(path, demo.base);
    url.searchParams.set('theme', theme);
    url.searchParams.set('network', 'normal');
    await page.goto(url.href, { waitUntil: 'load' });
    // Cards take over as they near the viewport (loading="lazy"): each brought into view, so axe sees them all rendered.
    await bringCardsIntoView(page);
    await page.waitForFunction(() => {
      const products = [...document.querySelectorAll('shop-product')].filter((p) => p.hasAttribute('handle') || p.querySelector('script'));
      return products.every((p) => p.status !== 'loading') && document.querySelector('link#theme')?.sheet != null;
    });
    await page.evaluate(() => document.fonts.ready);
    return { page, close: () => context.close() };
  }

  /**
   * Under forced colours the user's system colours replace the page's, so text contrast is theirs to
   * choose; axe still measures the author colours (it reported the demo header's #f5f5f7 on the
   * forced white Canvas while the computed colour was black), so that one rule is left out there.
   */
  async function axe(page, forced) {
    await page.evaluate(AXE);
    const rules = forced ? { 'color-contrast': { enabled: false } } : {};
    const result = await page.evaluate((tags, rules) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, rules }), TAGS, rules);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')} (${v.nodes[0].html.slice(0, 160)})`);
  }

  /**
   * axe's violations once the page has settled: a violation seen once is logged (rule, node, markup) and the
   * page checked again a second later, so what a CI log shows says what broke; what is still there then fails.
   * (A fresh-clone CI run once failed review.html, boutique, and no run here reproduced it.)
   */
  async function settledAxe(page, forced, label) {
    const first = await axe(page, forced);
    if (!first.length) return first;
    console.error(`a11y: ${label}: violations at the first check, checked again in 1 s:\n  ${first.join('\n  ')}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return axe(page, forced);
  }

  for (const theme of THEMES) {
    for (const forced of [false, true]) {
      for (const path of PAGES) {
        it(`${path}, ${theme}${forced ? ', forced colours' : ''}: no axe violations`, async () => {
          const { page, close } = await open(path, theme, forced);
          try {
            assert.deepEqual(await settledAxe(page, forced, `${path}, ${theme}${forced ? ', forced colours' : ''}`), []);
          } finally {
            await close();
          }
        });
      }
    }

    it(`${theme}, forced colours: the chosen value looks unlike the others, and sold out unlike unavailable`, async () => {
      const { page, close } = await open('?product=linen-shirt', theme, true);
      try {
        const looks = await page.evaluate(() => {
          const root = document.querySelector('variant-picker');
          const look = (label) => {
            const s = getComputedStyle(label);
            return { background: s.backgroundColor, border: s.borderStyle, text: getComputedStyle(label.querySelector('.shop-picker__name')).textDecorationLine };
          };
          const labels = [...root.querySelectorAll('label')];
          const chosen = labels.find((l) => l.querySelector('input').checked && !/sold-out|unavailable/.test(l.className));
          const other = labels.find((l) => !l.querySelector('input').checked && !/sold-out|unavailable/.test(l.className));
          const soldOut = labels.find((l) => /sold-out/.test(l.className) && !l.querySelector('input').checked);
          const unavailable = labels.find((l) => /unavailable/.test(l.className) && !l.querySelector('input').checked);
          return { chosen: look(chosen), other: look(other), soldOut: soldOut && look(soldOut), unavailable: unavailable && look(unavailable) };
        });
        assert.notEqual(looks.chosen.background, looks.other.background);
        assert.ok(looks.soldOut && looks.unavailable, 'linen-shirt shows a sold-out and an unavailable value');
        assert.notDeepEqual(looks.soldOut, looks.unavailable);
      } finally {
        await close();
      }
    });
  }
});
