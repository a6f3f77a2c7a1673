// <shop-stock>: the chosen variant's stock line, from each variant's stock as the theme snippet carries
// it (`variants_inventory`, which `{{ product | json }}` and `/products/<handle>.js` leave out), written
// into the light DOM where no server drew it, following the choice with no request.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopStock } from '../../src/all.js';
import { mount, settled, stubStorefront, until, type Storefront } from './helpers.js';

/** Five colours at one price: in stock, low (3), sold out with stock on its way, sold past 0, untracked. */
const variants = [
  { id: 91, title: 'Grey', quantity: 24, policy: 'deny', available: true, incoming: false },
  { id: 92, title: 'Olive', quantity: 3, policy: 'deny', available: true, incoming: false },
  { id: 93, title: 'Rust', quantity: 0, policy: 'deny', available: false, incoming: true },
  { id: 94, title: 'Navy', quantity: -2, policy: 'continue', available: true, incoming: false },
  { id: 95, title: 'Oat', quantity: null, policy: null, available: true, incoming: false },
];
const document$ = {
  id: 9, title: 'Socks', handle: 'socks', available: true,
  options: [{ name: 'Colour', position: 1 }],
  variants: variants.map((v) => ({ id: v.id, title: v.title, options: [v.title], price: 1600, available: v.available, inventory_management: v.quantity === null ? null : 'shopify' })),
};
/** As the snippet carries it: the `.js` document, its variant count and the tracked variants' stock by id. */
const inline = JSON.stringify({
  ...document$,
  variants_count: variants.length,
  variants_inventory: Object.fromEntries(variants.filter((v) => v.quantity !== null).map((v) => [v.id, { inventory_quantity: v.quantity, inventory_policy: v.policy, incoming: v.incoming }])),
});

const line = (el: Element) => el.querySelector('.shop-stock');

describe('<shop-stock>', () => {
  let shop: Storefront;
  beforeEach(() => {
    // The same product as `/products/socks.js` serves it: no stock (a shop created since December 2017).
    shop = stubStorefront({ '/products/socks.js': { body: JSON.stringify(document$), delay: 30 } });
  });
  afterEach(() => shop.restore());

  async function socks(stock = '<shop-stock></shop-stock>', attrs = 'locale="en" variant-id="91"', data = true) {
    const { product, host } = await mount(`<shop-product handle="socks" currency="EUR" ${attrs}>${data ? `<script type="application/json">${inline}</script>` : ''}${stock}</shop-product>`);
    const el = host.querySelector<ShopStock>('shop-stock')!;
    await customElements.whenDefined('shop-stock');
    await el.updateComplete;
    return { product, el };
  }

  it('writes the line where no server drew it, and follows every choice with no request', async () => {
    const { product, el } = await socks();
    const seen: [string, string][] = [];
    for (const v of variants) {
      product.selectVariant(v.id);
      await settled(product);
      await el.updateComplete;
      seen.push([line(el)?.className ?? '', line(el)?.textContent ?? '']);
    }
    expect(seen).to.deep.equal([
      ['shop-stock shop-stock--in-stock', 'In stock'],
      ['shop-stock shop-stock--low', 'Low stock: 3 left'],
      ['shop-stock shop-stock--sold-out shop-stock--incoming', 'Out of stock'],
      // Sold past 0 (inventory_policy continue): available to order (issue 39), not "In stock".
      ['shop-stock shop-stock--continue', 'Available to order'],
      ['', ''],
    ]);
    // The untracked variant has no line and no room.
    expect(el.children.length).to.equal(0);
    expect(el.getBoundingClientRect().height).to.equal(0);
    expect(shop.requests).to.deep.equal([]);
  });

  it('keeps the server\'s line, its nodes patched in place by a choice', async () => {
    const { product, el } = await socks('<shop-stock low-stock-threshold="10"><p class="shop-stock shop-stock--in-stock">In stock</p></shop-stock>');
    const p = line(el)!;
    product.selectVariant(92);
    await settled(product);
    await el.updateComplete;
    expect(line(el)).to.equal(p);
    expect(p.outerHTML).to.equal('<p class="shop-stock shop-stock--low">Low stock: 3 left</p>');
  });

  it('says low stock at most at the merchant\'s threshold (Dawn\'s: at or below), and never at 0', async () => {
    const { product, el } = await socks('<shop-stock low-stock-threshold="3"></shop-stock>', 'locale="en" variant-id="92"');
    expect(line(el)!.textContent).to.equal('Low stock: 3 left');
    el.lowStockThreshold = 2;
    await el.updateComplete;
    expect(line(el)!.textContent).to.equal('In stock');
    el.setAttribute('low-stock-threshold', '0');
    await el.updateComplete;
    expect(line(el)!.textContent).to.equal('In stock');
    el.setAttribute('low-stock-threshold', '24');
    product.selectVariant(91);
    await settled(product);
    await el.updateComplete;
    expect(line(el)!.textContent).to.equal('Low stock: 24 left');
  });

  it('speaks the page\'s language (Dawn\'s German)', async () => {
    const { el } = await socks('<shop-stock></shop-stock>', 'locale="de" variant-id="92"');
    // Its German words are a module of the stock line's own (stock-de.ts): the line waits for them, never English in between.
    const seen: string[] = [];
    await until(() => (seen.push(line(el)?.textContent ?? ''), !!line(el)));
    expect(line(el)!.textContent).to.equal('Niedriger Lagerbestand: 3 verbleibend');
    expect(seen).not.to.include('Low stock: 3 left');
  });

  it('shows no line for a product read from /products/<handle>.js, which has no stock: sold out stays the price\'s to say', async () => {
    const { product, el } = await socks('<shop-price></shop-price><shop-stock></shop-stock>', undefined, false);
    expect(shop.requests).to.deep.equal(['/products/socks.js']);
    for (const v of variants) {
      product.selectVariant(v.id);
      await settled(product);
      await el.updateComplete;
      expect(el.children.length, v.title).to.equal(0);
    }
    product.selectVariant(93);
    await settled(product);
    expect(product.querySelector('.shop-price__badge--sold-out')!.textContent).to.equal('Sold out');
  });

  it('is accessible with each line', async () => {
    const { product, el } = await socks('<shop-price></shop-price><shop-stock></shop-stock>');
    for (const id of [91, 92, 93, 94]) {
      product.selectVariant(id);
      await settled(product);
      await el.updateComplete;
      await expect(product.parentElement!).to.be.accessible();
    }
  });
});
