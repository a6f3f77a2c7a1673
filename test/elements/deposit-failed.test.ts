// A pre-order's deposit part that does not load (issue 39): the price still shows, without the line, and
// the theme developer reads why in the console. Its own page: a browser keeps a module's failure.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { mount } from './helpers.js';

describe('a pre-order\'s deposit part that does not load', () => {
  const errors: unknown[][] = [];
  const error = console.error;
  before(() => {
    // The test server answers the part's module 503 (web-test-runner.config.mjs failModule).
    document.cookie = 'fail_module=/src/elements/shared/deposit.ts; path=/';
    console.error = (...args: unknown[]) => void errors.push(args);
  });
  after(() => {
    document.cookie = 'fail_module=; path=/; max-age=0';
    console.error = error;
  });

  it('leaves the price without the deposit line, and logs why', async () => {
    const { product } = await mount<ShopProduct>('<shop-product handle="hand-grinder-preorder" currency="EUR" locale="en"><shop-price>fallback</shop-price></shop-product>');
    expect(product.sellingPlan!.id, 'a deposit plan is chosen').to.equal('690000005391');
    expect(product.querySelector('.shop-price__price')?.textContent).to.equal('€48.00');
    expect(product.querySelector('.shop-price__deposit')).to.equal(null);
    expect(errors.map(([message]) => message)).to.deep.equal(['shop-elements: the code of the deposit did not load']);
  });
});
