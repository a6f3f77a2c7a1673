import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { fixture$, shadowText, stubStorefront, type Storefront } from './helpers.js';

describe('smoke', () => {
  let shop: Storefront;
  afterEach(() => shop.restore());

  it('renders the default layout', async () => {
    shop = stubStorefront({ '/products/organic-coffee.js': { body: await fixture$('coffee') } });
    const el = await fixture<ShopProduct>(html`<shop-product handle="organic-coffee" locale="en">€12,00</shop-product>`);
    await oneEvent(el, 'shop-product-load');
    await el.updateComplete;
    const price = el.shadowRoot!.querySelector('shop-price')!;
    await price.updateComplete;
    console.log(shadowText(el));
    expect(el.status).to.equal('ready');
  });
});
