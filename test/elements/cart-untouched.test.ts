// A product page before the shopper touches the cart (issue 37 items 4 and 7): this file is its own
// page and imports none of the test helpers (the fetch stub imports the cart store), so the cart store's
// code and the storefront client's are requested only if the elements ask for them.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { fixtureText } from '../fixtures/load.js';

/** Whether the page requested a URL whose path ends in `path`. */
const requested = (path: string) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.endsWith(path));

describe('a product drawn with its data, before the cart is touched', () => {
  afterEach(() => delete (window as { Shopify?: unknown }).Shopify);

  it('priced in the page\'s currency (window.Shopify.currency.active, no currency attribute): no /cart.js, neither the cart store\'s code nor the storefront client\'s', async () => {
    (window as { Shopify?: unknown }).Shopify = { currency: { active: 'JPY' } };
    const json = await fixtureText('on-sale');
    const el = await fixture<ShopProduct>(html`<shop-product handle="linen-tote" locale="en"><script type="application/json">${json}</script><shop-price></shop-price></shop-product>`);
    await el.updateComplete;
    expect(el.status).to.equal('ready');
    expect(el.currency).to.equal('JPY');
    expect(el.querySelector('shop-price')!.textContent).to.contain('¥');
    // A load asked for while the product showed is in once a file asked for now is in.
    await import(`../../src/data/page.ts?probe=${Date.now()}`);
    expect(requested('/src/data/page.ts'), 'the probe came').to.equal(true);
    expect(requested('/cart.js'), '/cart.js').to.equal(false);
    expect(requested('/src/data/cart-store.ts'), 'the cart store\'s code').to.equal(false);
    expect(requested('/src/data/client.ts'), 'the storefront client\'s code').to.equal(false);
  });

  it('with the snippet\'s currency attribute: the same', async () => {
    const json = await fixtureText('apparel');
    const el = await fixture<ShopProduct>(html`<shop-product handle="merino-crew-sweater" currency="EUR" locale="en"><script type="application/json">${json}</script><shop-price></shop-price></shop-product>`);
    await el.updateComplete;
    expect(el.status).to.equal('ready');
    await import(`../../src/data/page.ts?probe=${Date.now() + 1}`);
    expect(requested('/cart.js')).to.equal(false);
    expect(requested('/src/data/cart-store.ts')).to.equal(false);
    expect(requested('/src/data/client.ts')).to.equal(false);
  });
});
