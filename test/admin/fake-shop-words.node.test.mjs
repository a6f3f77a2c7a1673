// The fake shop's words for shoppers (src/fake-shop/language.ts, words.ts): a language for every locale the
// theme folder ships (theme/locales/*.json), each with every refusal and every word of the form post's page,
// the parameters in them, and the plural forms its grammar asks for; which language a path's prefix asks for.
// Run: node --import ./test/demo/register-ts.mjs --test test/admin/fake-shop-words.node.test.mjs
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { FAKE_LANGUAGES, languageOf, pageWords, refusalText } from '../../src/fake-shop/language.ts';

/** The storefront locales of the theme folder, as its files name them (`en.default.json` is English). */
const THEME_LOCALES = readdirSync(new URL('../../theme/locales/', import.meta.url))
  .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
  .map((f) => f.replace(/(\.default)?\.json$/, ''));

/** Each refusal with parameters a shopper would see in it. */
const REFUSALS = {
  quantity: { min: 3, got: '"two"' },
  soldOut: { title: 'Trail Runner - 40' },
  minimum: { title: 'Espresso Pods - Lungo', min: 3 },
  increment: { title: 'Espresso Pods - Lungo', increment: 6 },
  maximum: {},
  partial: { added: 7 },
  planUnavailable: { plan: '690000000201', title: 'Canvas Tote' },
  planRequired: {},
  noVariant: {},
  noLine: {},
  notJson: {},
  notObject: {},
  addRefused: {},
  changeRefused: {},
};

describe('the fake shop\'s words, in every language the theme folder ships', () => {
  it('speaks exactly the theme folder\'s locales, named as its files are', () => {
    assert.deepEqual([...FAKE_LANGUAGES].sort(), [...THEME_LOCALES].sort());
    assert.equal(FAKE_LANGUAGES.length, 33);
  });

  it('has every refusal in every language, its own words (not English), titles and numbers as given', () => {
    for (const language of FAKE_LANGUAGES) {
      for (const [kind, params] of Object.entries(REFUSALS)) {
        const text = refusalText(language, kind, params);
        assert.equal(typeof text, 'string', `${language} ${kind}`);
        if (language !== 'en') assert.notEqual(text, refusalText('en', kind, params), `${language} ${kind} is English`);
        for (const value of Object.values(params)) assert.ok(text.includes(String(value)), `${language} ${kind}: "${text}" lacks ${String(value)}`);
      }
      for (const added of [1, 2, 3, 5, 11, 21, 22, 100]) {
        const text = refusalText(language, 'partial', { added });
        assert.ok(text.length > 0 && !/undefined/.test(text), `${language} partial ${added}`);
        if (added > 2) assert.ok(text.includes(String(added)), `${language} partial ${added}: "${text}"`);
      }
    }
  });

  it('has every word of the form post\'s page in every language, the cart\'s count and total in its caption', () => {
    const keys = Object.keys(pageWords('en')).sort();
    for (const language of FAKE_LANGUAGES) {
      const words = pageWords(language);
      assert.deepEqual(Object.keys(words).sort(), keys, language);
      for (const [key, word] of Object.entries(words)) {
        if (key !== 'cart') assert.ok(typeof word === 'string' && word.trim().length > 0, `${language} ${key}`);
      }
      for (const count of [0, 1, 2, 3, 5, 11, 22, 100]) {
        const caption = words.cart(count, '€44.80');
        assert.ok(caption.includes('€44.80') && !/undefined/.test(caption), `${language} cart ${count}: "${caption}"`);
        if (count > 2) assert.ok(caption.includes(String(count)), `${language} cart ${count}: "${caption}"`);
      }
      if (language !== 'en') assert.notEqual(words.added, pageWords('en').added, `${language}: "Added to cart" is English`);
    }
  });

  it('counts in the forms each grammar asks for: Russian, Polish, Czech, Arabic, Slovenian', () => {
    const partial = (language, added) => refusalText(language, 'partial', { added });
    assert.deepEqual([1, 2, 5, 21, 22].map((n) => partial('ru', n)), [
      'В корзину добавлен только 1 товар.',
      'В корзину добавлено только 2 товара.',
      'В корзину добавлено только 5 товаров.',
      'В корзину добавлен только 21 товар.',
      'В корзину добавлено только 22 товара.',
    ]);
    assert.deepEqual([1, 3, 12, 22, 25].map((n) => pageWords('pl').cart(n, '10 zł')), [
      'Twój koszyk: 1 produkt, 10 zł',
      'Twój koszyk: 3 produkty, 10 zł',
      'Twój koszyk: 12 produktów, 10 zł',
      'Twój koszyk: 22 produkty, 10 zł',
      'Twój koszyk: 25 produktów, 10 zł',
    ]);
    assert.deepEqual([1, 4, 5].map((n) => partial('cs', n)), [
      'Do košíku byla přidána jen 1 položka.',
      'Do košíku byly přidány jen 4 položky.',
      'Do košíku bylo přidáno jen 5 položek.',
    ]);
    assert.deepEqual([1, 2, 3, 11, 100].map((n) => partial('ar', n)), [
      'لم يُضف إلى سلة التسوق سوى منتج واحد.',
      'لم يُضف إلى سلة التسوق سوى منتجين.',
      'لم يُضف إلى سلة التسوق سوى 3 منتجات.',
      'لم يُضف إلى سلة التسوق سوى 11 منتجًا.',
      'لم يُضف إلى سلة التسوق سوى 100 منتج.',
    ]);
    assert.deepEqual([1, 2, 3, 5].map((n) => partial('sl', n)), [
      'V košarico je bil dodan samo 1 izdelek.',
      'V košarico sta bila dodana samo 2 izdelka.',
      'V košarico so bili dodani samo 3 izdelki.',
      'V košarico je bilo dodanih samo 5 izdelkov.',
    ]);
    assert.equal(partial('en', 1), 'Only 1 item was added to your cart.');
    assert.equal(partial('en', 2), 'Only 2 items were added to your cart.');
  });

  it('takes the language from the path\'s locale prefix, as the theme folder names it; English for any other', () => {
    const cases = [
      ['/fr/cart/add.js', 'fr'], ['/ja/cart/add', 'ja'], ['/ar/cart/change.js', 'ar'], ['/nb/cart.js', 'nb'],
      ['/pt-br/cart/add.js', 'pt-BR'], ['/pt-PT/cart/add.js', 'pt-PT'], ['/zh-tw/cart/add.js', 'zh-TW'], ['/ZH-CN/cart.js', 'zh-CN'],
      ['/de-CH/cart/add.js', 'de'], ['/fr-CA/cart/add.js', 'fr'], ['/es-419/cart/add.js', 'es'],
      ['/cart/add.js', 'en'], ['/en/cart/add.js', 'en'], ['/ga/cart/add.js', 'en'], ['/pt/cart/add.js', 'en'], ['/zh/cart.js', 'en'],
      ['/products/linen-shirt.js', 'en'],
    ];
    assert.deepEqual(cases.map(([path]) => [path, languageOf(path)]), cases);
  });
});
