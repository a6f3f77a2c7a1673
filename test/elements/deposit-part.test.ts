// A pre-order's deposit is a part of its own (issue 39: a product page pays nothing for a feature its
// product lacks): its check, line and words load only where a product's data sends a deposit, and a
// price the client draws says it from its first data render. This file is its own page, so the part has
// not loaded when the first test starts (deposit.test.ts holds what the deposit says).
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { resetFake } from '../fake-storefront.js';
import { cartInPage, depositPartLoaded, loaded, mount, served, settled, shownTexts, until } from './helpers.js';

/** Time for a module asked for to come (the test server answers at once). */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('a pre-order\'s deposit, a part loaded where a product has one', () => {
  // First in this page: nothing has asked for the part yet.
  it('a product without a deposit loads none of its code: a plan charged in full drawn by the server, a product and a plan drawn by the client', async () => {
    // Before the shopper's first move: the server's plans stay as drawn (the selector, which shows deposits, is not loaded yet).
    const { product: server } = await mount((await served('ritual-tea-club', 'EUR', '/')).outerHTML, { ready: false });
    await loaded(server);
    expect(server.sellingPlan, 'a plan is chosen').to.not.equal(null);
    for (const handle of ['linen-shirt', 'ritual-tea-club']) {
      const { product } = await mount(`<shop-product handle="${handle}" currency="EUR" locale="en"><shop-price>fallback</shop-price></shop-product>`);
      expect(product.querySelector('.shop-price__price'), handle).to.not.equal(null);
    }
    await aWhile();
    expect(depositPartLoaded()).to.deep.equal([]);
    expect(document.querySelectorAll('.shop-price__deposit')).to.have.length(0);
  });

  it('a cart whose lines owe nothing later loads none of its code: a plain line and a subscription charged in full', async () => {
    await resetFake();
    for (const [id, plan] of [['43100000000001', null], ['43300000000001', '690000000301']] as const) {
      const body = new FormData();
      body.set('id', id);
      if (plan) body.set('selling_plan', plan);
      expect((await fetch('/cart/add.js', { method: 'POST', body, headers: { Accept: 'application/json' } })).status, id).to.equal(200);
    }
    const { host, cart } = await cartInPage();
    try {
      await until(() => cart.querySelectorAll('.shop-cart__line').length === 2);
      await aWhile();
      expect(depositPartLoaded()).to.deep.equal([]);
    } finally {
      host.remove();
      await resetFake();
    }
  });

  it('a price the client draws, its product on a deposit plan from the start, says the deposit in its first data render', async () => {
    const host = document.createElement('div');
    // A pre-order requires a plan: the first (a 20% deposit) is chosen at load.
    host.innerHTML = '<shop-product handle="hand-grinder-preorder" currency="EUR" locale="en"><shop-price>fallback</shop-price></shop-product>';
    const seen = shownTexts(host.querySelector('shop-price')!);
    document.body.append(host);
    try {
      const product = host.querySelector('shop-product') as ShopProduct;
      await settled(product);
      expect(product.sellingPlan!.id).to.equal('690000005391');
      expect(host.querySelector('.shop-price__deposit')?.textContent).to.equal('Pay €9.60 now, €38.40 later');
      // The fallback, then the price with its deposit: never a price line without it first.
      expect(seen).to.have.length(2);
      expect(seen[0]).to.equal('fallback');
      expect(seen[1]).to.contain('Pay €9.60 now, €38.40 later');
      expect(depositPartLoaded()).to.include('/src/elements/shared/deposit.ts');
    } finally {
      host.remove();
    }
  });
});
