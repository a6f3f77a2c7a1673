import { expect } from '@open-wc/testing';
import { cartSubtotal, countIn, linePlans, lineView } from '../../src/core/cart-view.js';
import { parseCart } from '../../src/core/index.js';
import { loadProduct } from '../fixtures/load.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = Record<string, any>;

/** One cart line (the storefront's shape) as the cart store parses it. */
const item = (line: Raw) => parseCart({ currency: 'EUR', items: [{ variant_id: 1, quantity: 2, key: '1:a', final_line_price: 3000, ...line }] }).items[0]!;

describe('lineView', () => {
  const rows: [label: string, line: Raw, expected: Raw][] = [
    ['titles: product – variant', { product_title: 'Mug', variant_title: 'Sand' }, { title: 'Mug – Sand', productTitle: 'Mug', variantTitle: 'Sand' }],
    ['the only variant: the product\'s title alone', { product_title: 'Tote', variant_title: 'Default Title', product_has_only_default_variant: true }, { title: 'Tote', variantTitle: null }],
    ['no product_title: the line\'s title', { title: 'Tote - Black' }, { productTitle: 'Tote - Black' }],
    ['properties: not those starting with _, nor empty ones', { properties: { Engraving: 'Ada', _ref: 'x', Note: '', Gift: null, Size: 3 } }, { properties: [['Engraving', 'Ada'], ['Size', '3']] }],
    ['properties that are not an object', { properties: 'Engraving' }, { properties: [] }],
    ['a gift card sent to a recipient: its recipient shown, the platform\'s __ flags not', { properties: { __shopify_send_gift_card_to_recipient: 'on', 'Recipient email': 'ada@example.com', 'Recipient name': 'Ada', Message: 'Hi', 'Send on': '2030-01-02', __shopify_offset: '-60' } }, { properties: [['Recipient email', 'ada@example.com'], ['Recipient name', 'Ada'], ['Message', 'Hi'], ['Send on', '2030-01-02']] }],
    ['the image: featured_image with its size', { featured_image: { url: '//cdn.shopify.com/a.png', alt: 'A', width: 800, height: '600' } }, { image: { url: '//cdn.shopify.com/a.png', alt: 'A', width: 800, height: null } }],
    ['the image: image, a URL', { image: '/a.png' }, { image: { url: '/a.png', alt: '', width: null, height: null } }],
    ['no image', { image: '' }, { image: null }],
    ['the original price, as digits', { original_line_price: '3600' }, { originalLinePrice: 3600, finalLinePrice: 3000 }],
    ['no original price: the final one', {}, { originalLinePrice: 3000 }],
    ['a plan: name, prices, saving (whole percent, half-up)', { selling_plan_allocation: { price: 1341, compare_at_price: 1490, per_delivery_price: 1341, selling_plan: { id: 7, name: 'Every 2 weeks' } } },
      { plan: { name: 'Every 2 weeks', price: 1341, compareAtPrice: 1490, perDeliveryPrice: 1341, checkoutChargeAmount: null, remainingBalanceChargeAmount: null }, savings: { amount: 149, percent: 10 } }],
    ['a plan without a discount: no saving', { selling_plan_allocation: { price: 1490, compare_at_price: null, selling_plan: { name: 'Monthly' } } },
      { plan: { name: 'Monthly', price: 1490, compareAtPrice: null, perDeliveryPrice: 1490, checkoutChargeAmount: null, remainingBalanceChargeAmount: null }, savings: null }],
    ['a plan whose prices cannot be read: none shown (never a wrong saving)', { selling_plan_allocation: { price: '13.41', compare_at_price: 1490 } }, { plan: null, savings: null }],
  ];
  for (const [label, line, expected] of rows) {
    it(label, () => {
      expect(lineView(item(line))).to.deep.include(expected);
    });
  }
});

describe('cartSubtotal, countIn', () => {
  it('the subtotal is items_subtotal_price, else the total', () => {
    expect(cartSubtotal(parseCart({ currency: 'EUR', total_price: 3000, items_subtotal_price: 3600 }))).to.equal(3600);
    expect(cartSubtotal(parseCart({ currency: 'EUR', total_price: 3000 }))).to.equal(3000);
  });
  const counts: [count: number, locale: string, digits: string, one: boolean][] = [
    [0, 'en', '0', false], [1, 'en', '1', true], [2, 'de', '2', false], [1, 'de', '1', true], [1234, 'de', '1.234', false], [2, 'ar-EG', '٢', false], [1, 'fr', '1', true], [0, 'fr', '0', true],
  ];
  for (const [count, locale, digits, one] of counts) {
    it(`${count} in ${locale}: "${digits}", ${one ? 'one' : 'other'}`, () => {
      expect(countIn(count, locale)).to.deep.equal({ digits, one });
    });
  }
});

describe('linePlans', () => {
  it('the product\'s groups for the line\'s variant (offeredGroups: only its plans, with their savings), one-time unless required; null without plans', async () => {
    const coffee = await loadProduct('coffee');
    const variant = coffee.variants[0]!;
    const plans = linePlans(coffee, item({ variant_id: variant.id }))!;
    expect(plans.oneTime).to.equal(true);
    expect(plans.groups.map((g) => g.group.name)).to.deep.equal(coffee.sellingPlanGroups.map((g) => g.name));
    expect(plans.groups.flatMap((g) => g.plans.map((p) => p.allocation))).to.deep.equal(variant.sellingPlanAllocations);
    const only = await loadProduct('subscription-only');
    expect(linePlans(only, item({ variant_id: only.variants[0]!.id }))!.oneTime).to.equal(false);
    const plain = await loadProduct('on-sale');
    expect(linePlans(plain, item({ variant_id: plain.variants[0]!.id }))).to.equal(null);
    expect(linePlans(coffee, item({ variant_id: 1 })), 'a variant the product no longer has').to.equal(null);
  });
});
