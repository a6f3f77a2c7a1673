// The fake shop in German (src/fake-shop/translations.ts), over HTTP as a theme's script sees it: under
// /de/ the merchant's German title, option names and values, alt texts (demo/fixtures/translations/de.json) in
// the product's document, the theme's JSON view and the cart's lines; ids, prices, handles and URLs as
// in English; a product without translations, and every other prefix, in the shop's English.
// Run: node --import ./test/demo/register-ts.mjs --test test/admin/translations.node.test.mjs
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeShop } from '../../src/fake-shop/index.ts';
import { loadTranslations } from '../../src/fake-shop/translations.ts';
import { FIXTURE_HANDLES } from '../../demo/fixtures/index.ts';

const LINEN_XS_WHITE = '43100000000001'; // Linen Shirt, XS / White / Linen, 79.90 EUR
const GERMAN = JSON.parse(readFileSync(new URL('../../demo/fixtures/translations/de.json', import.meta.url), 'utf8'));

/** A document without the fields a translation changes: what must be the same in every language. */
function untranslated(product) {
  const { title, description, options, variants, ...rest } = product;
  const noAlt = (value) => JSON.parse(JSON.stringify(value, (k, v) => (k === 'alt' ? undefined : v)));
  return noAlt({
    ...rest,
    options: options.map(({ name, values, ...o }) => o),
    variants: variants.map(({ title: t, options: v, option1, option2, option3, public_title, name, ...variant }) => variant),
  });
}

/** Every alt text of a document (its images, media, variants' images), once each. */
function altsOf(value, found = new Set()) {
  if (Array.isArray(value)) for (const v of value) altsOf(v, found);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'alt' && typeof v === 'string') found.add(v);
      else altsOf(v, found);
    }
  }
  return [...found];
}

describe('the fake shop in German: the merchant\'s translations under /de/', { timeout: 60_000 }, () => {
  let shop;
  const text = async (path, init) => {
    const res = await fetch(`${shop.storefrontUrl}${path}`, init);
    assert.equal(res.status, 200, path);
    return res.text();
  };
  const json = async (path, init) => JSON.parse(await text(path, init));
  before(async () => {
    shop = await startFakeShop({ catalogue: { products: 3, orders: 0 } });
  });
  after(() => shop.close());

  it('/de/products/linen-shirt.js: the German title, option names, values and variant titles; ids, prices, handles and URLs as in English', async () => {
    for (const currency of ['EUR', 'JPY']) {
      const de = await json(`/de/products/linen-shirt.js?currency=${currency}`);
      const en = await json(`/products/linen-shirt.js?currency=${currency}`);
      assert.equal(de.title, 'Leinenhemd');
      assert.match(de.description, /Marineblau ist im Angebot/);
      assert.deepEqual([de.media[0].alt, de.variants[0].featured_image.alt], ['Leinenhemd in Weiß, vorne', 'Leinenhemd in Weiß, vorne']);
      assert.deepEqual(de.options.map((o) => [o.name, o.position, o.values]), [
        ['Größe', 1, ['XS', 'S', 'M', 'L', 'XL']],
        ['Farbe', 2, ['Weiß', 'Marineblau', 'Sand']],
        ['Material', 3, ['Leinen', 'Leinen-Baumwolle']],
      ]);
      const [first] = de.variants;
      assert.deepEqual([String(first.id), first.title, first.options, first.option1, first.option2, first.option3], [LINEN_XS_WHITE, 'XS / Weiß / Leinen', ['XS', 'Weiß', 'Leinen'], 'XS', 'Weiß', 'Leinen']);
      // Every variant is found by the values the options list, as in English.
      for (const v of de.variants) {
        assert.deepEqual(v.options.map((value, i) => de.options[i].values.includes(value)), [true, true, true], v.title);
        assert.equal(v.title, v.options.join(' / '));
      }
      assert.deepEqual(de.variants.map((v) => String(v.id)), en.variants.map((v) => String(v.id)));
      assert.deepEqual(untranslated(de), untranslated(en), `${currency}: ids, prices, handle, URL, images as in English`);
    }
  });

  it('/products/… and other prefixes stay English; a product without translations is the same bytes under /de/', async () => {
    for (const prefix of ['', '/fr', '/en']) {
      const en = await json(`${prefix}/products/linen-shirt.js`);
      assert.deepEqual([en.title, en.options.map((o) => o.name), en.variants[0].title], ['Linen Shirt', ['Size', 'Color', 'Material'], 'XS / White / Linen'], prefix || '/');
    }
    // The generated 2,048-variant product and the admin's products have no translations.
    for (const handle of ['big-catalogue', shop.handles()[0]]) {
      assert.equal(await text(`/de/products/${handle}.js`), await text(`/products/${handle}.js`), handle);
    }
    // /de-CH/ is German, as the fake's refusals are.
    assert.equal((await json('/de-CH/products/canvas-tote.js')).title, 'Canvas-Tragetasche');
  });

  it('the JSON view under /de/: options and variants German; a combined listing\'s colours are the German documents\' values', async () => {
    const view = await json('/de/products/linen-shirt?view=shop-elements&page=1');
    const document = await json('/de/products/linen-shirt.js');
    assert.deepEqual(view.options_with_values.map((o) => [o.name, o.values.map((v) => v.name)]), document.options.map((o) => [o.name, o.values]));
    // (the view adds each variant's stock, which the document leaves out as the platform's json filter does,
    // and its B2B price breaks, which the document has not)
    const own = ({ inventory_quantity, inventory_management, inventory_policy, incoming, quantity_price_breaks, ...variant }) => variant;
    assert.deepEqual(view.variants.map(own), document.variants.map(own));
    for (const handle of ['oxford-shirt-white', 'oxford-shirt-blue', 'oxford-shirt-pink']) {
      const { options_with_values: [colour] } = await json(`/de/products/${handle}?view=shop-elements`);
      assert.equal(colour.name, 'Farbe');
      assert.deepEqual(colour.values.map((v) => v.name), ['Weiß', 'Blau', 'Rosa'], handle);
      // Each linked value is the colour its product's German document has: choosing it there finds a variant.
      for (const value of colour.values) {
        const member = await json(`${value.product_url}.js`);
        assert.equal(member.options[0].name, 'Farbe');
        assert.deepEqual(member.options[0].values, [value.name], value.product_url);
      }
    }
    // The product's page (a view the theme has no template for) says the German title.
    assert.match(await text('/de/products/linen-shirt?view=quick'), /<h1>Leinenhemd<\/h1>/);
  });

  it('a line added under /de/cart/add.js reads German, as /de/cart.js does; /cart.js is the same cart in English', async () => {
    const jar = {};
    const request = async (path, init = {}) => {
      const res = await fetch(`${shop.storefrontUrl}${path}`, { ...init, headers: { ...init.headers, ...(jar.cart ? { cookie: `cart=${jar.cart}` } : {}) } });
      for (const c of res.headers.getSetCookie()) if (c.startsWith('cart=')) jar.cart = c.slice(5, c.indexOf(';'));
      assert.equal(res.status, 200, path);
      return res.json();
    };
    const line = await request('/de/cart/add.js', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: LINEN_XS_WHITE, quantity: 2 }) });
    const german = {
      product_title: 'Leinenhemd', variant_title: 'XS / Weiß / Leinen', title: 'Leinenhemd - XS / Weiß / Leinen', variant_options: ['XS', 'Weiß', 'Leinen'],
      options_with_values: [{ name: 'Größe', value: 'XS' }, { name: 'Farbe', value: 'Weiß' }, { name: 'Material', value: 'Leinen' }],
    };
    const shown = (l) => Object.fromEntries(Object.keys(german).map((k) => [k, l[k]]));
    assert.deepEqual(shown(line), german);
    const [de] = (await request('/de/cart.js')).items;
    assert.deepEqual(shown(de), german);
    const [en] = (await request('/cart.js')).items;
    assert.deepEqual(shown(en), {
      product_title: 'Linen Shirt', variant_title: 'XS / White / Linen', title: 'Linen Shirt - XS / White / Linen', variant_options: ['XS', 'White', 'Linen'],
      options_with_values: [{ name: 'Size', value: 'XS' }, { name: 'Color', value: 'White' }, { name: 'Material', value: 'Linen' }],
    });
    for (const key of ['id', 'key', 'quantity', 'price', 'line_price', 'url', 'handle', 'sku']) assert.deepEqual(de[key], en[key], key);
  });

  it('every fixture a shopper meets is translated: its title, every option\'s name and values and every alt text, named as the product names them', async () => {
    // café-crème is written in German already; big-catalogue is generated.
    const handles = FIXTURE_HANDLES.filter((h) => !['café-crème', 'big-catalogue'].includes(h));
    assert.deepEqual(Object.keys(GERMAN).sort(), [...handles].sort(), 'a translation per fixture, and none for a product the shop lacks');
    for (const handle of handles) {
      const en = await json(`/products/${encodeURIComponent(handle)}.js`);
      const de = await json(`/de/products/${encodeURIComponent(handle)}.js`);
      const t = GERMAN[handle];
      assert.equal(typeof t.title, 'string', `${handle}: title`);
      assert.equal(de.title, t.title);
      // The platform's one default option ("Title": "Default Title") is not the merchant's to translate.
      const options = en.options.filter((o) => !(o.name === 'Title' && o.values.join() === 'Default Title'));
      assert.deepEqual(Object.keys(t.options ?? {}), options.map((o) => o.name), `${handle}: every option, by its English name`);
      for (const o of options) {
        assert.equal(typeof t.options[o.name].name, 'string', `${handle}: ${o.name}`);
        assert.deepEqual(Object.keys(t.options[o.name].values ?? {}), o.values, `${handle}: every value of ${o.name}`);
      }
      // A shopper tells every value apart in German too.
      for (const o of de.options) assert.equal(new Set(o.values).size, o.values.length, `${handle}: ${o.name}`);
      // Every image's alt text, and no alt text the product lacks.
      assert.deepEqual(Object.keys(t.alts ?? {}).sort(), altsOf(en).sort(), `${handle}: alts`);
      assert.deepEqual(altsOf(de).filter((alt) => !Object.values(t.alts ?? {}).includes(alt)), [], `${handle}: an English alt under /de/`);
    }
  });

  it('refuses a translations file a shopper could not use, naming the file and the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'translations-'));
    try {
      mkdirSync(join(dir, 'translations'));
      const refused = (content) => {
        writeFileSync(join(dir, 'translations', 'de.json'), JSON.stringify(content));
        return () => loadTranslations(dir);
      };
      assert.throws(refused({ tee: { options: { Color: { values: { Black: 'Schwarz', Navy: 'Schwarz' } } } } }), /translations\/de\.json: tee\.options\["Color"\]\.values translates two names to "Schwarz"/);
      assert.throws(refused({ tee: { options: { Color: { name: 'Farbe' }, Colour: { name: 'Farbe' } } } }), /tee\.options translates two names to "Farbe"/);
      assert.throws(refused({ tee: { titel: 'T-Shirt' } }), /tee has an unknown field "titel"/);
      assert.throws(refused({ tee: { title: 1 } }), /tee\.title is not a string/);
      assert.deepEqual(loadTranslations(join(dir, 'none')), {}, 'no file: no translations');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
