import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { generateProduct, servedAsShop } from '../fixtures/generate.js';
import { productStore } from '../../src/data/product-store.js';
import { fixture$, mount, servedRoutes, settled, stubStorefront, until, type Storefront } from './helpers.js';

/**
 * The product store keeps one record per product (issue 37 item 7): a product both inline and asked
 * for by handle, or drawn by a card and by the product page, is parsed, indexed and completed once,
 * and every `<shop-product>` of it shows the same product object.
 */
describe('one record per product', () => {
  let shop: Storefront;
  afterEach(() => shop.restore());

  /** The product page's inline data, as the snippet writes it: the whole document with variants_count. */
  const pageData = (doc: Record<string, unknown>) => JSON.stringify({ ...doc, variants_count: (doc.variants as unknown[]).length });

  /** A card's inline data, as snippets/shop-product-card-data.liquid writes it: what its choices need, no images, no description. */
  function cardData(doc: Record<string, unknown>): string {
    const variants = (doc.variants as Record<string, unknown>[]).map(({ id, options, price, available, compare_at_price }) => ({ id, options, price, available, ...(compare_at_price ? { compare_at_price } : {}) }));
    const options = (doc.options as { name: string; values: string[] }[]).map(({ name, values }) => ({ name, values }));
    return JSON.stringify({ id: doc.id, handle: doc.handle, title: doc.title, variants_count: variants.length, options, variants });
  }

  const script = (json: string) => `<script type="application/json">${json}</script>`;

  it('the product page\'s inline product serves a <shop-product> of it by handle: no request for its .js, one product object', async () => {
    const doc = JSON.parse(await fixture$('apparel')) as Record<string, unknown>;
    shop = stubStorefront({ '/products/merino-crew-sweater.js': { body: JSON.stringify(doc) } });
    const { host, product: page } = await mount(`<shop-product handle="merino-crew-sweater" currency="EUR">${script(pageData(doc))}<shop-price></shop-price></shop-product>
      <shop-product handle="merino-crew-sweater" currency="EUR"><shop-price></shop-price></shop-product>`);
    const other = host.querySelectorAll<ShopProduct>('shop-product')[1]!;
    await settled(other);
    expect(shop.count('/products/merino-crew-sweater.js')).to.equal(0);
    expect(other.product === page.product, 'the same product object').to.equal(true);
    expect(other.querySelector('shop-price')!.textContent).to.equal(page.querySelector('shop-price')!.textContent);
  });

  it('a product without a currency attribute keys its record in the page\'s currency: the cart, asking in that currency, finds it (no .js)', async () => {
    const doc = JSON.parse(await fixture$('apparel')) as Record<string, unknown>;
    shop = stubStorefront({ '/products/merino-crew-sweater.js': { body: JSON.stringify(doc), delay: 30 } });
    const global = window as { Shopify?: unknown };
    const before = global.Shopify;
    global.Shopify = { currency: { active: 'EUR', rate: '1.0' } };
    try {
      const { product: page } = await mount(`<shop-product handle="merino-crew-sweater">${script(pageData(doc))}<shop-price></shop-price></shop-product>`);
      expect(page.currency).to.equal('EUR');
      // What <shop-cart> asks for a line of it: the record in the cart's currency.
      const line = await productStore().whole('merino-crew-sweater', { root: null, base: document.baseURI, currency: 'EUR' });
      expect(line === page.product, 'the page\'s product object').to.equal(true);
      expect(shop.count('/products/merino-crew-sweater.js')).to.equal(0);
    } finally {
      global.Shopify = before;
    }
  });

  it('a card of the product the page shows is not parsed again: the card shows the page\'s product object', async () => {
    const doc = JSON.parse(await fixture$('apparel')) as Record<string, unknown>;
    shop = stubStorefront();
    const { host, product: page } = await mount(`<shop-product handle="merino-crew-sweater" currency="EUR">${script(pageData(doc))}<shop-price></shop-price></shop-product>
      <shop-product class="shop-product--card" handle="merino-crew-sweater" currency="EUR">${script(cardData(doc))}<shop-price></shop-price></shop-product>
      <shop-product class="shop-product--card" handle="merino-crew-sweater" currency="EUR">${script(cardData(doc))}<shop-price></shop-price></shop-product>`);
    const [, card, second] = host.querySelectorAll<ShopProduct>('shop-product');
    await settled(card!);
    await settled(second!);
    expect(card!.product === page.product, 'the card shows the page\'s product').to.equal(true);
    expect(second!.product === page.product, 'so does a second card of it').to.equal(true);
    expect(shop.requests).to.deep.equal([]);
  });

  it('a card of another product keeps its own data, and a card whose handle names no known product parses its own', async () => {
    const doc = JSON.parse(await fixture$('apparel')) as Record<string, unknown>;
    const tote = JSON.parse(await fixture$('on-sale')) as Record<string, unknown>;
    shop = stubStorefront();
    const { host, product: page } = await mount(`<shop-product handle="merino-crew-sweater" currency="EUR">${script(pageData(doc))}</shop-product>
      <shop-product handle="linen-tote" currency="EUR">${script(cardData(tote))}<shop-price></shop-price></shop-product>`);
    const card = host.querySelectorAll<ShopProduct>('shop-product')[1]!;
    await settled(card);
    expect(card.product!.handle).to.equal('linen-tote');
    expect(page.product!.handle).to.equal('merino-crew-sweater');
    expect(card.querySelector('shop-price')!.textContent).to.contain('€');
  });

  it('a cut product inline and by handle is completed once: one product object, each page of the view asked once, no .js', async () => {
    const jeans = { ...generateProduct(600), handle: 'jeans' };
    const served = servedAsShop(jeans);
    shop = stubStorefront(servedRoutes('jeans', served));
    const inline = JSON.stringify({ ...(served.document as Record<string, unknown>), variants_count: 600 });
    const { host, product: page } = await mount(`<shop-product handle="jeans" currency="EUR" json-view>${script(inline)}<shop-price></shop-price></shop-product>
      <shop-product handle="jeans" currency="EUR" json-view><shop-price></shop-price></shop-product>`, { ready: false });
    const other = host.querySelectorAll<ShopProduct>('shop-product')[1]!;
    await settled(page);
    await settled(other);
    await until(() => !!page.product?.complete && !!other.product?.complete);
    expect(page.product!.variants).to.have.length(600);
    expect(other.product === page.product, 'one completion, one product').to.equal(true);
    expect(shop.count('/products/jeans.js')).to.equal(0);
    const views = shop.requests.filter((r) => r.includes('?view='));
    expect(views).to.have.length(new Set(views).size);
    expect(views).to.have.length(3);
  });
});
