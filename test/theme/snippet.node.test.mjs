// The theme folder's product snippet (theme/snippets/shop-product.liquid) rendered by the fake's one
// renderer for every demo fixture, in English and German, in EUR, JPY and KWD: what a shopper sees
// before the elements run must be what they will show (the price in the shop's money format of the
// currency, the selected variant's values checked, its id in the hidden input, the inline JSON the
// `.js` document of the page's language, the merchant's swatches under the names the page shows),
// and the theme folder passes Shopify's linter.
// Run: node --import ./test/demo/register-ts.mjs --test test/theme/snippet.node.test.mjs
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as cheerio from 'cheerio';
import { createFakeShop, themePages } from '../../src/fake-shop/index.ts';
import { parseJsonBig } from '../../src/fake-shop/catalogue.ts';
import { moneyFormatOf } from '../../src/fake-shop/currency.ts';
import { formatMoney } from '../../src/core/money.ts';
import { parseProduct } from '../../src/core/parse.ts';
import { FIXTURE_HANDLES } from '../../demo/fixtures/index.ts';
import { SWATCHES } from '../../demo/swatches.ts';

const CURRENCIES = ['EUR', 'JPY', 'KWD'];
const LANGUAGES = [{ root: '/', language: 'en', soldOut: 'Sold out', price: 'Price' }, { root: '/de/', language: 'de', soldOut: 'Ausverkauft', price: 'Preis' }];
const fake = createFakeShop({ catalogue: { products: 0, orders: 0 } });
const pages = themePages(fake.storefront);

/** The selected variant as the platform picks it: the first available, else the first. */
const selected = (doc) => doc.variants.find((v) => v.available) ?? doc.variants[0];

/**
 * The form's id is one control, the select of the variants: every variant of the document, in its order, each
 * with its title and price, a sold-out one marked and (unless it is the one chosen) disabled; the selected
 * variant chosen; it belongs to the form; no other control of the page is named id.
 */
function assertVariantSelect($, document, variant, money, { soldOut = 'Sold out' } = {}) {
  const ids = $('[name="id"]');
  assert.equal(ids.length, 1, 'one id in the page');
  assert.equal(ids.get(0).tagName, 'select');
  // Its form: the one it names, else the one around it (the snippet's own form needs no attribute).
  const form = ids.attr('form') ? $(`form#${ids.attr('form')}`) : ids.closest('form[action]');
  assert.equal(form.length, 1, 'the select belongs to the form');
  const options = ids.find('option');
  assert.deepEqual(options.map((_, o) => $(o).attr('value')).get(), document.variants.map((v) => String(v.id)));
  assert.deepEqual(options.filter('[selected]').map((_, o) => $(o).attr('value')).get(), [String(variant.id)]);
  options.each((i, o) => {
    const v = document.variants[i];
    assert.equal($(o).text(), `${v.title} – ${money(v.price)}${v.available ? '' : ` – ${soldOut}`}`);
    assert.equal($(o).attr('disabled') !== undefined, !v.available && v.id !== variant.id, `${v.title}: disabled when sold out`);
  });
}

describe('theme/snippets/shop-product.liquid', () => {
  for (const handle of FIXTURE_HANDLES) {
    for (const currency of CURRENCIES) {
      for (const { root, language, soldOut, price: priceWord } of LANGUAGES) {
        it(`${handle} in ${currency}, ${root}`, async () => {
          const html = await pages.product(handle, { currency, root, swatches: SWATCHES });
          assert.ok(html, 'rendered');
          assert.doesNotMatch(html, /Liquid error|shop_elements\.|translation missing/i);
          const $ = cheerio.load(html);
          const product = $('shop-product');
          assert.equal(product.length, 1);
          // The inline JSON is what /products/<handle>.js serves (in the shopper's currency and language, cut at 250).
          // With the product's count of variants, which the platform's .js does not say.
          const inline = parseJsonBig($('shop-product > script[type="application/json"]:not([data-swatches])').text());
          const served = parseJsonBig(fake.storefront.document(handle, currency, 250, language));
          const { variants_count: count, ...document } = inline;
          assert.deepEqual(document, served);
          const format = moneyFormatOf(currency).money;
          const money = (amount) => formatMoney(Number(amount), { currency, format });
          assert.equal(product.attr('currency'), currency);
          assert.equal(product.attr('money-format'), format);
          assert.equal(product.attr('root'), root === '/' ? '/' : '/de');
          const whole = fake.storefront.wholeProduct(handle, currency, language);
          assert.equal(count, whole.variants.length, 'variants_count');
          const big = whole.variants.length > 250 || handle.startsWith('oxford-shirt-');
          assert.equal(product.attr('json-view') !== undefined, big, 'json-view where the inline JSON is not the whole product');
          const variant = selected(whole);
          assert.equal(product.attr('variant-id'), String(variant.id));
          // The form's one id: the select of the variants (what the shopper chooses without JavaScript), the selected one chosen.
          assertVariantSelect($, served, variant, money, { soldOut });
          // The price in the money format of the currency, and the compare-at price when on sale.
          assert.equal($('shop-price .shop-price__price').text().trim(), money(variant.price));
          if (Number(variant.compare_at_price) > Number(variant.price)) {
            assert.equal($('shop-price s').text().trim(), money(variant.compare_at_price));
            // The saving in whole percent, rounded half-up, as the price's badge says it.
            const percent = Math.floor((200 * (Number(variant.compare_at_price) - Number(variant.price)) + Number(variant.compare_at_price)) / (2 * Number(variant.compare_at_price)));
            assert.equal($('shop-price .shop-price__badge').first().text(), root === '/' ? `Save ${percent}%` : `Sie sparen ${percent} %`);
          }
          else assert.equal($('shop-price s').length, 0);
          if (!variant.available) assert.match($('shop-price').text(), new RegExp(soldOut));
          else assert.match($('shop-price .visually-hidden').text(), new RegExp(`^${priceWord}$|${priceWord}`, 'i'));
          // The picker: a fieldset per option, the selected variant's values checked.
          const single = whole.variants.length === 1 && whole.variants[0].title === 'Default Title';
          const fieldsets = $('variant-picker fieldset');
          assert.equal(fieldsets.length, single ? 0 : whole.options.length);
          fieldsets.each((i, fieldset) => {
            // The legend says the option and its chosen value, as the picker's does ("Size: 250 g").
            assert.equal($(fieldset).children('legend').text(), `${whole.options[i].name ?? whole.options[i]}: ${variant.options[i]}`);
            assert.deepEqual($(fieldset).find('input:checked').map((_, e) => $(e).attr('value')).get(), [String(variant.options[i])]);
          });
          // Swatches from the values' swatch, as the picker reads them. The merchant keeps one per value
          // (SWATCHES names them in the shop's English): a German page shows White's as Weiß's.
          const swatchScript = $('shop-product > script[data-swatches]');
          const source = fake.storefront.wholeProduct(handle, currency);
          const withSwatches = source.options.filter((o) => SWATCHES[o.name]);
          assert.equal(swatchScript.length, withSwatches.length ? 1 : 0);
          if (swatchScript.length) {
            const data = JSON.parse(swatchScript.text());
            const english = root === '/' ? data : JSON.parse(cheerio.load(await pages.product(handle, { currency, swatches: SWATCHES }))('shop-product > script[data-swatches]').text());
            for (const o of withSwatches) for (const [value, swatch] of Object.entries(english[o.name])) {
              if ('color' in swatch) assert.equal(swatch.color, SWATCHES[o.name][value].color);
              else assert.ok(swatch.image.startsWith(SWATCHES[o.name][value].image));
            }
            // The same swatches in the same places, under the option names and values the page shows.
            assert.deepEqual(Object.values(data).map(Object.values), Object.values(english).map(Object.values));
            assert.deepEqual(Object.keys(data), withSwatches.map((o) => whole.options[source.options.indexOf(o)].name));
            const shown = $('variant-picker input').map((_, e) => $(e).attr('value')).get();
            for (const values of Object.values(data)) for (const value of Object.keys(values)) assert.ok(shown.includes(value), `${value}: a value the picker shows`);
          }
          // Plans: when the product has them, one-time purchase (unless required) and a group per allocation's group.
          const groups = whole.selling_plan_groups ?? [];
          assert.equal($('selling-plan-selector').length, groups.length ? 1 : 0);
          if (groups.length) {
            const required = whole.requires_selling_plan || variant.requires_selling_plan;
            assert.equal($('selling-plan-selector input[value=""]').length, required ? 0 : 1);
            if (!required) assert.equal($('selling-plan-selector .shop-plans__price').first().text(), money(variant.price));
            for (const badge of $('selling-plan-selector .shop-plans__badge').map((_, e) => $(e).text()).get()) assert.match(badge, /^(Save|Save up to|Sie sparen|Sie sparen bis zu) \d{1,3} ?%$/);
          }
          // The quantity rule's minimum, for the form without JavaScript.
          const min = variant.quantity_rule?.min ?? 1;
          assert.match(html, new RegExp(`name="quantity"[^>]*value="${min}" min="${min}"`));
        });
      }
    }
  }

  // The card renders the product snippet with {% render %}: the request (language, currency) must reach it.
  for (const handle of ['cold-brew-kit', 'enamel-camp-mug', 'café-crème']) {
    it(`the card of ${handle} in German and JPY speaks German and JPY`, async () => {
      const html = await pages.card(handle, { currency: 'JPY', root: '/de/', swatches: SWATCHES });
      const $ = cheerio.load(html);
      const variant = selected(fake.storefront.wholeProduct(handle, 'JPY', 'de'));
      assert.equal($('.shop-card__title').text(), fake.storefront.wholeProduct(handle, 'JPY', 'de').title);
      assert.equal($('shop-price .shop-price__price').text(), formatMoney(Number(variant.price), { currency: 'JPY', format: moneyFormatOf('JPY').money }));
      assert.equal($('shop-buy-button button').text().trim(), 'In den Warenkorb');
      assert.equal($('shop-product').attr('root'), '/de');
      assert.doesNotMatch(html, /Sold out|Add to cart|Save \d/);
    });
  }

  // A card's inline data: what its choices need, no more (issue 37, item 5). Read by the elements' own parser, it
  // gives each variant's id, values, price, compare-at price, unit price, availability and plans, the options
  // with their values in order, and the plan groups, as the whole document does; it has no description and no media.
  for (const handle of FIXTURE_HANDLES) {
    it(`the card of ${handle}: its inline data is what its choices need, and its form's id is the variant select`, async () => {
      const $ = cheerio.load(await pages.card(handle, { currency: 'EUR', swatches: SWATCHES }));
      const text = $('shop-product > script[type="application/json"]:not([data-swatches])').text();
      const card = parseProduct(text);
      const document = parseJsonBig(fake.storefront.document(handle, 'EUR', 250, 'en'));
      const whole = parseProduct(fake.storefront.document(handle, 'EUR', 250, 'en'));
      const choice = (p) => ({
        id: p.id, handle: p.handle, title: p.title, requiresSellingPlan: p.requiresSellingPlan, sellingPlanGroups: p.sellingPlanGroups,
        options: p.options.map(({ name, values }) => ({ name, values })),
        variants: p.variants.map((v) => ({ id: v.id, title: v.title, options: v.options, price: v.price, compareAtPrice: v.compareAtPrice, available: v.available, requiresSellingPlan: v.requiresSellingPlan, unitPrice: v.unitPrice, sellingPlanAllocations: v.sellingPlanAllocations })),
      });
      // The options' values are the ones the card's radios show, in their order: a combined listing's other products' values too.
      const shown = $('variant-picker fieldset').map((_, f) => [$(f).find('input').map((_, e) => $(e).attr('value')).get()]).get();
      const expected = choice(whole);
      if (shown.length) expected.options.forEach((o, i) => (o.values = shown[i]));
      assert.deepEqual(choice(card), expected);
      assert.equal(card.variantsCount, fake.storefront.wholeProduct(handle, 'EUR').variants.length);
      const raw = JSON.parse(text);
      for (const field of ['description', 'media', 'images', 'featured_image', 'tags', 'vendor']) assert.equal(raw[field], undefined, `no ${field}`);
      for (const field of ['sku', 'barcode', 'featured_image', 'featured_media', 'quantity_rule']) assert.ok(raw.variants.every((v) => v[field] === undefined), `no variant ${field}`);
      const variant = selected(document);
      assertVariantSelect($, document, variant, (amount) => formatMoney(Number(amount), { currency: 'EUR', format: moneyFormatOf('EUR').money }));
    });
  }

  it('linen-shirt on a /de/ page: the merchant\'s German option names and values, White\'s swatch as Weiß\'s, German inline JSON', async () => {
    const $ = cheerio.load(await pages.product('linen-shirt', { root: '/de/', swatches: SWATCHES }));
    assert.deepEqual($('variant-picker fieldset > legend').map((_, e) => $(e).text()).get(), ['Größe: XS', 'Farbe: Weiß', 'Material: Leinen']);
    assert.deepEqual($('variant-picker fieldset').eq(1).find('input').map((_, e) => $(e).attr('value')).get(), ['Weiß', 'Marineblau', 'Sand']);
    const swatches = JSON.parse($('shop-product > script[data-swatches]').text());
    assert.deepEqual(Object.keys(swatches), ['Farbe', 'Material']);
    assert.deepEqual(swatches.Farbe, { Weiß: { color: '#f6f6f2' }, Marineblau: { color: '#1f2a44' }, Sand: { color: '#d8c7a3' } });
    assert.deepEqual(Object.keys(swatches.Material), ['Leinen', 'Leinen-Baumwolle']);
    const inline = JSON.parse($('shop-product > script[type="application/json"]:not([data-swatches])').text());
    assert.deepEqual([inline.title, inline.variants[0].title], ['Leinenhemd', 'XS / Weiß / Leinen']);
  });

  it('passes Shopify theme-check', { timeout: 120_000 }, async () => {
    const { stdout } = await promisify(execFile)('node', ['scripts/theme-check.mjs']);
    assert.match(stdout, /no offenses/);
  });
});
