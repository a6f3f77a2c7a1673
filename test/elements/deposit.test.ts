// Pre-orders and deposits (issue 39 item 5) against the one fake shop (src/fake-shop, mounted by
// web-test-runner.config.mjs): a plan that charges part at checkout says what is charged now and what
// later, in <shop-price>, in <selling-plan-selector>'s plan lines and in <shop-cart>'s line, to the
// minor unit in EUR, JPY and KWD. The fake's hand-grinder-preorder (demo/fixtures) has two plans: a 20%
// deposit and a fixed €10.00 one; the fake converts the price and works both charges out from it
// (currency.ts `chargeOf`): a percentage rounded half-up to the currency's smallest unit, the rest
// exactly the price minus that.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { resetFake } from '../fake-storefront.js';
import { accessibleName, cartInPage, mount, radio, served, settled, until } from './helpers.js';

const BLACK = '45390000000001'; // €48.00
const WALNUT = '45390000000002'; // €52.00
const PERCENT = '690000005391'; // 20% deposit
const FIXED = '690000005392'; // €10.00 deposit

/** What each variant's plans charge now and later, as shown: [20% deposit, fixed deposit]. */
const SAID: Record<string, Record<string, [string, string]>> = {
  // €48.00: 20% is €9.60; €52.00: €10.40.
  EUR: {
    [BLACK]: ['Pay €9,60 now, €38,40 later', 'Pay €10,00 now, €38,00 later'],
    [WALNUT]: ['Pay €10,40 now, €41,60 later', 'Pay €10,00 now, €42,00 later'],
  },
  // ¥7,776: 20% is ¥1,555.20, rounded to ¥1,555 (the rest ¥6,221); ¥8,424: ¥1,684.80 → ¥1,685. €10.00 is ¥1,620.
  JPY: {
    [BLACK]: ['Pay ¥1,555 now, ¥6,221 later', 'Pay ¥1,620 now, ¥6,156 later'],
    [WALNUT]: ['Pay ¥1,685 now, ¥6,739 later', 'Pay ¥1,620 now, ¥6,804 later'],
  },
  // 15.890 KD: 20% is 3.178, rounded to the fake's 0.01 KD, 3.180 (the rest 12.710); 17.210 KD: 3.442 → 3.440. €10.00 is 3.310 KD.
  KWD: {
    [BLACK]: ['Pay 3.180 KD now, 12.710 KD later', 'Pay 3.310 KD now, 12.580 KD later'],
    [WALNUT]: ['Pay 3.440 KD now, 13.770 KD later', 'Pay 3.310 KD now, 13.900 KD later'],
  },
};

const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? null;

/**
 * The pre-order as the theme's snippet draws it in `currency` and `locale` (the fake's Liquid, `/__snippet`:
 * its inline data and money format in that currency), in the page: the elements bind to that drawing.
 */
async function grinder(currency: string, locale = 'en', variant = BLACK) {
  const server = await served('hand-grinder-preorder', currency, locale === 'en' ? '/' : `/${locale}/`, variant);
  server.setAttribute('locale', locale);
  const { host, product } = await mount(server.outerHTML);
  // Drawn by the server before the elements run: the same words.
  const deposit = () => text(host.querySelector('shop-price .shop-price__deposit'));
  const planLines = () => [...host.querySelectorAll('selling-plan-selector .shop-plans__deposit')].map(text);
  await settled(product);
  return { host, product: product as ShopProduct, deposit, planLines };
}

describe('pre-orders: a deposit now, the balance later', () => {

  for (const currency of ['EUR', 'JPY', 'KWD']) {
    it(`says what is charged now and later in ${currency}: the price, each plan, another plan, another variant`, async () => {
      const { host, product, deposit, planLines } = await grinder(currency);
      // A pre-order requires a plan: the first (20% deposit) is chosen.
      expect(product.sellingPlan!.id).to.equal(PERCENT);
      expect(deposit()).to.equal(SAID[currency]![BLACK]![0]);
      expect(planLines()).to.deep.equal(SAID[currency]![BLACK]);
      // Each plan's radio is named with what it charges now and later.
      const plan = radio(host.querySelector('selling-plan-selector')!, /^Reserve with a small deposit/);
      expect(accessibleName(plan)).to.contain(SAID[currency]![BLACK]![1]);
      plan.click();
      await until(() => deposit() === SAID[currency]![BLACK]![1]);
      expect(product.sellingPlan!.id).to.equal(FIXED);
      product.selectVariant(WALNUT);
      await settled(product);
      expect(deposit()).to.equal(SAID[currency]![WALNUT]![1]);
      expect(planLines()).to.deep.equal(SAID[currency]![WALNUT]);
    });
  }

  it('says it in German, and once in the price\'s announcement', async () => {
    const { product, deposit } = await grinder('JPY', 'de');
    expect(deposit()).to.equal('Jetzt ¥1,555 zahlen, ¥6,221 später');
    product.selectVariant(WALNUT);
    await settled(product);
    expect(deposit()).to.equal('Jetzt ¥1,685 zahlen, ¥6,739 später');
    const live = product.querySelector(':scope > .shop-product__status')!;
    await until(() => (live.textContent ?? '').includes('später'));
    expect(live.textContent!.split('Jetzt ¥1,685 zahlen, ¥6,739 später').length).to.equal(2);
  });

  it('says nothing of a deposit for a plan charged in full at checkout', async () => {
    const { host, product } = await mount((await served('ritual-tea-club', 'EUR', '/')).outerHTML);
    await settled(product);
    expect(product.sellingPlan).to.not.equal(null);
    expect(host.querySelectorAll('.shop-price__deposit, .shop-plans__deposit')).to.have.length(0);
  });
});

describe('pre-orders in the cart', () => {
  afterEach(async () => {
    document.cookie = 'cart_currency=; path=/; max-age=0';
    await resetFake();
  });

  for (const [currency, said, now, later] of [
    ['JPY', 'Pay ¥3,110 now, ¥12,442 later', 155500, 622100],
    // The cart formats as it formats its subtotal (the currency's own format: no money format in the page).
    ['KWD', 'Pay KWD 6.360 now, KWD 25.420 later', 318, 1271],
  ] as const) {
    it(`/cart.js carries the allocation's charges, and the line says them for its quantity (${currency})`, async () => {
      await resetFake();
      document.cookie = `cart_currency=${currency}; path=/`;
      const body = new FormData();
      body.set('id', BLACK);
      body.set('quantity', '2');
      body.set('selling_plan', PERCENT);
      expect((await fetch('/cart/add.js', { method: 'POST', body, headers: { Accept: 'application/json' } })).status).to.equal(200);
      const json = await (await fetch('/cart.js')).json() as { items: { selling_plan_allocation: Record<string, number> }[] };
      const allocation = json.items[0]!.selling_plan_allocation;
      // Per item, in the shopper's currency, adding up to the price exactly.
      expect([allocation.checkout_charge_amount, allocation.remaining_balance_charge_amount]).to.deep.equal([now, later]);
      expect(allocation.checkout_charge_amount! + allocation.remaining_balance_charge_amount!).to.equal(allocation.price);
      const { host, cart } = await cartInPage();
      try {
        await until(() => !!cart.querySelector('.shop-cart__deposit'));
        expect(text(cart.querySelector('.shop-cart__deposit'))).to.equal(said);
      } finally {
        host.remove();
      }
    });
  }
});
