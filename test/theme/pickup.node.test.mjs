// Pickup availability as the platform gives it to a theme, and as the one fake shop gives it in its
// place: the Section Rendering API in a variant's context (`GET {root}variants/<id>/?section_id=shop-pickup`,
// theme/sections/shop-pickup.liquid, the variant's `store_availabilities` from
// demo/fixtures/pickup/store-availabilities.json), and the product snippet's drawing of the page's
// variant (`show_pickup: true`). English and German.
// Run: node --import ./test/demo/register-ts.mjs --test test/theme/pickup.node.test.mjs
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import * as cheerio from 'cheerio';
import { createFakeShop, themePages } from '../../src/fake-shop/index.ts';

const fake = createFakeShop({ catalogue: { products: 0, orders: 0 } });
const GREEN = '46100000000001';
const SAND = '46100000000002';
const TOTE = '43500000000001';
let server;
let base;

before(async () => {
  server = createServer((req, res) => fake.handle(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));

const get = (path) => fetch(base + path, { redirect: 'manual' });

/** What a shopper reads of the drawing: the first location's line, its time, the control, and each listed location. */
function read($) {
  const text = (el) => $(el).text().replace(/\s+/g, ' ').trim();
  return {
    status: text($('.shop-pickup > .shop-pickup__status')),
    time: text($('.shop-pickup > .shop-pickup__time')),
    open: text($('.shop-pickup__open')),
    variant: text($('.shop-pickup__variant')),
    list: $('.shop-pickup__location').map((_, li) => [[
      text($(li).find('.shop-pickup__name')), $(li).hasClass('shop-pickup__location--available'), text($(li).find('.shop-pickup__time')),
      $(li).find('.shop-pickup__address > span').map((__, s) => text(s)).get().join(' | '),
    ]]).get(),
  };
}

describe('pickup: the Section Rendering API in a variant\'s context', () => {
  it('answers ?section_id=shop-pickup with the section in its wrapper: the first location that has pickup, its time, every such location', async () => {
    const res = await get(`/variants/${GREEN}/?section_id=shop-pickup`);
    assert.equal(res.status, 200);
    const body = await res.text();
    assert.match(body, /^<div id="shopify-section-shop-pickup" class="shopify-section">/);
    assert.doesNotMatch(body, /Liquid error|translation missing/i);
    assert.deepEqual(read(cheerio.load(body)), {
      status: 'Pickup available at Kreuzberg', time: 'Usually ready in 2 hours', open: 'Check availability at other stores', variant: 'Colour: Forest Green',
      list: [
        ['Kreuzberg', true, 'Usually ready in 2 hours', 'Oranienstraße 24 | 10999 Berlin | Germany | +49 30 1234567'],
        // The warehouse stocks it but has no pickup: not listed (pick_up_enabled false).
        ['Altona', true, 'Usually ready in 24 hours', 'Ottenser Hauptstraße 10 | 2. OG | 22765 Hamburg | Germany'],
      ],
    });
  });

  it('says the first location cannot give it (no time), and still lists the others', async () => {
    const $ = cheerio.load(await (await get(`/variants/${SAND}/?section_id=shop-pickup`)).text());
    const seen = read($);
    assert.equal(seen.status, 'Pickup currently unavailable at Kreuzberg');
    assert.equal(seen.time, '');
    assert.deepEqual(seen.list.map(([name, available]) => [name, available]), [['Kreuzberg', false], ['Altona', true]]);
  });

  it('one location: "View store information"; a product of one variant names no variant', async () => {
    const seen = read(cheerio.load(await (await get(`/variants/${TOTE}/?section_id=shop-pickup`)).text()));
    assert.equal(seen.open, 'View store information');
    assert.equal(seen.variant, '');
    assert.equal(seen.list.length, 1);
  });

  it('in German under /de/: the theme\'s words, the merchant\'s names of the product and its values, the pickup time', async () => {
    const seen = read(cheerio.load(await (await get(`/de/variants/${GREEN}/?section_id=shop-pickup`)).text()));
    assert.equal(seen.status, 'Abholung bei Kreuzberg verfügbar');
    assert.equal(seen.time, 'In der Regel in 2 Stunden abholbereit');
    assert.equal(seen.open, 'Verfügbarkeit in anderen Shops überprüfen');
    assert.equal(seen.variant, 'Farbe: Waldgrün');
  });

  it('a variant no location stocks: the wrapper, empty', async () => {
    const res = await get('/variants/43100000000001/?section_id=shop-pickup');
    assert.equal(res.status, 200);
    assert.equal((await res.text()).replace(/\s+/g, ''), '<divid="shopify-section-shop-pickup"class="shopify-section"></div>');
  });

  it('404 for a section the theme lacks and for an unknown variant; without section_id, the product page with ?variant=', async () => {
    assert.equal((await get(`/variants/${GREEN}/?section_id=pickup-availability`)).status, 404);
    assert.equal((await get('/variants/99/?section_id=shop-pickup')).status, 404);
    const page = await get(`/de/variants/${SAND}`);
    assert.equal(page.status, 302);
    assert.equal(page.headers.get('location'), `/de/products/enamel-camp-mug?variant=${SAND}`);
  });
});

describe('pickup: the product snippet (show_pickup)', () => {
  const pages = themePages(fake.storefront);

  it('draws the page\'s variant inside <shop-pickup>, with the root and the variant it drew', async () => {
    const $ = cheerio.load(await pages.product('enamel-camp-mug', { root: '/de/' }, { show_pickup: true }));
    assert.equal($('shop-product shop-pickup').length, 1);
    assert.equal($('shop-pickup').attr('root'), '/de');
    assert.equal($('shop-pickup').attr('data-variant-id'), GREEN);
    assert.equal(read($).status, 'Abholung bei Kreuzberg verfügbar');
  });

  it('the same markup as the section for that variant', async () => {
    const norm = (html) => cheerio.load(html)('.shop-pickup').toString().replace(/>\s+</g, '><').replace(/\s+/g, ' ');
    const snippet = await pages.product('enamel-camp-mug', { variantId: SAND }, { show_pickup: true });
    const section = await (await get(`/variants/${SAND}/?section_id=shop-pickup`)).text();
    assert.equal(norm(snippet), norm(section));
  });

  it('nothing without show_pickup, in card mode, or for a sold-out variant', async () => {
    assert.equal(cheerio.load(await pages.product('enamel-camp-mug'))('shop-pickup').length, 0);
    assert.equal(cheerio.load(await pages.card('enamel-camp-mug', {}, { show_pickup: true }))('shop-pickup').length, 0);
    const soldOut = cheerio.load(await pages.product('linen-shirt', { variantId: '43100000000010' }, { show_pickup: true }));
    assert.equal(soldOut('shop-pickup').length, 1);
    assert.equal(soldOut('shop-pickup .shop-pickup').length, 0);
  });
});
