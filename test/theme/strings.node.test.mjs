// The theme's shopper strings (theme/snippets/shop-elements-strings.liquid, theme/locales/*.json),
// rendered by the fake's one Liquid renderer (src/fake-shop/liquid.ts) with its `t` filter: in English
// the page gets exactly the elements' built-in strings, in every other language exactly its module's
// (src/i18n/locales/<code>.ts, what pages without the snippet load), and the locale files hold exactly
// the elements' keys (UiStrings and the cart's), so no string is forgotten on either side.
// Run: node --import ./test/demo/register-ts.mjs --test test/theme/strings.node.test.mjs
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThemeRenderer, THEME_DIR } from '../../src/fake-shop/liquid.ts';
import { stringsFor } from '../../src/i18n/strings.ts';
import { cartEn } from '../../src/i18n/cart.ts';
import { pickupEn } from '../../src/i18n/pickup.ts';
import { giftCardEn } from '../../src/i18n/gift-card.ts';
import { stockEn } from '../../src/i18n/stock.ts';
import { volumeEn } from '../../src/i18n/volume.ts';
import { depositEn } from '../../src/i18n/deposit.ts';
import { LANGUAGES } from '../../src/i18n/locales/languages.ts';
import { localeCodes } from '../../scripts/locales.mjs';
import { DEMO_LOCALES } from '../../demo/locales.ts';
import { STRINGS as DEMO_WORDS } from '../../demo/theme-strings.ts';

const en = { ...stringsFor('en'), ...cartEn, ...pickupEn, ...giftCardEn, ...stockEn, ...volumeEn, ...depositEn };
/** A language's words as modules give them: its own (product, cart) and each part's (src/i18n/locales/<part>-<code>.ts). */
const PARTS = ['gift-card', 'stock', 'pickup', 'volume'];
const wordsOf = async (code) => Object.assign(
  { ...(await import(`../../src/i18n/locales/${code}.ts`)).strings },
  ...(await Promise.all(PARTS.map((part) => import(`../../src/i18n/locales/${part}-${code}.ts`)))).map((m) => m.strings),
);
// The locale key of an element string (`shop_elements.product.sold_out`): the group of a string is the cart's, the
// pickup's, the gift card form's, the stock line's, volume pricing's (`volume…`: <shop-volume-pricing>), else the product's.
const keyOf = (name) => `shop_elements.${name in cartEn ? 'cart' : name in pickupEn ? 'pickup' : name in giftCardEn ? 'gift_card' : name in stockEn ? 'stock' : name in volumeEn ? 'volume' : 'product'}.${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
/** A locale file's keys, dotted. */
const keys = (node, prefix = '') => Object.entries(node).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const locale = (name) => JSON.parse(readFileSync(join(THEME_DIR, 'locales', `${name}.json`), 'utf8'));

/** The snippet's script: its data-shop-strings and its JSON. */
async function rendered(theme, request) {
  const html = await theme.renderSnippet('shop-elements-strings', {}, request);
  const m = /^<script type="application\/json" data-shop-strings="([^"]*)">([^]*)<\/script>$/.exec(html.trim());
  assert.ok(m, html);
  return { lang: m[1], strings: JSON.parse(m[2]) };
}

describe('theme: shop-elements-strings.liquid and the locale files', () => {
  const theme = createThemeRenderer();

  it('renders the built-in English on the default locale, and German under /de/', async () => {
    assert.deepEqual(await rendered(theme, {}), { lang: 'en', strings: en });
    const de = await wordsOf('de');
    assert.deepEqual(await rendered(theme, { root: '/de/' }), { lang: 'de', strings: de });
    assert.deepEqual(await rendered(theme, { root: '/de/', locale: 'de-AT' }), { lang: 'de-AT', strings: de });
  });

  it('renders each language\'s module under its root (/fr/, /ar/, /pt-BR/…): one source, two ways to the page', async () => {
    assert.deepEqual(localeCodes().map((c) => c.toLowerCase()), [...LANGUAGES]);
    for (const code of localeCodes()) {
      assert.deepEqual(await rendered(theme, { root: `/${code}/` }), { lang: code, strings: await wordsOf(code) }, code);
    }
  });

  it('the locale files hold exactly the elements\' strings (UiStrings and the cart\'s), under shop_elements, and the snippet\'s own words', () => {
    const expected = Object.keys(en).map(keyOf).sort();
    // shop_elements.theme: words the product snippet prints that no element says (the theme's own Add to cart button).
    const own = (k) => k.startsWith('shop_elements.theme.');
    for (const file of ['en.default', ...localeCodes()]) {
      assert.deepEqual(keys(locale(file)).filter((k) => !own(k)).sort(), expected, file);
      assert.deepEqual(keys(locale(file)).filter(own), ['shop_elements.theme.add_to_cart'], file);
    }
  });

  it('the demo theme\'s own words (its buy button, cart, drawer) in every language the switch offers', () => {
    assert.deepEqual(Object.keys(DEMO_WORDS).sort(), [...DEMO_LOCALES].sort());
    for (const [lang, words] of Object.entries(DEMO_WORDS)) {
      assert.deepEqual(Object.keys(words), Object.keys(DEMO_WORDS.en), lang);
      if (lang !== 'en') assert.deepEqual(Object.keys(words).filter((k) => words[k] === DEMO_WORDS.en[k]), [], `${lang}: English left in`);
    }
  });

  it('the snippet asks `t` for every string, each key once', () => {
    const snippet = readFileSync(join(THEME_DIR, 'snippets/shop-elements-strings.liquid'), 'utf8');
    const asked = [...snippet.matchAll(/"(\w+)": \{\{ '([\w.]+)' \| t \| json \}\}/g)];
    assert.deepEqual(asked.map((m) => m[1]).sort(), Object.keys(en).sort());
    for (const [, name, key] of asked) assert.equal(key, keyOf(name), name);
  });

  it('`t`: the request\'s language, else the default file; `{{ name }}` filled, `{name}` kept; plural by count', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'theme-'));
    for (const d of ['locales', 'snippets', 'templates']) mkdirSync(join(dir, d));
    writeFileSync(join(dir, 'locales/en.default.json'), JSON.stringify({ a: { hi: 'Hello {{ name }}', slot: 'From {price}', only_en: 'English', items: { one: '{{ count }} item', other: '{{ count }} items' } } }));
    writeFileSync(join(dir, 'locales/fr.json'), JSON.stringify({ a: { hi: 'Bonjour {{name}}', slot: 'À partir de {price}', items: { one: '{{ count }} article', other: '{{ count }} articles' } } }));
    writeFileSync(join(dir, 'snippets/t.liquid'), "{{ 'a.hi' | t: name: who }}|{{ 'a.slot' | t }}|{{ 'a.only_en' | t }}|{{ 'a.items' | t: count: 1 }}|{{ 'a.items' | t: count: 3 }}|{{ 'a.nope' | t }}|{{ request.locale.iso_code }}");
    const t = createThemeRenderer({ theme: dir });
    assert.equal(await t.renderSnippet('t', { who: 'Ana' }), 'Hello Ana|From {price}|English|1 item|3 items|translation missing: en.a.nope|en');
    assert.equal(await t.renderSnippet('t', { who: 'Ana' }, { root: '/fr/' }), 'Bonjour Ana|À partir de {price}|English|1 article|3 articles|translation missing: fr.a.nope|fr');
    assert.equal(await t.renderSnippet('t', { who: 'Ana' }, { locale: 'fr-CA' }), 'Bonjour Ana|À partir de {price}|English|1 article|3 articles|translation missing: fr-CA.a.nope|fr-CA');
  });
});
