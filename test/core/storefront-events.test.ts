import { expect } from '@open-wc/testing';
import { parseCart } from '../../src/core/parse-cart.js';
import { cartLine, cartRef, gid, moneyV2, productRef, selectedOptions, variantRef } from '../../src/core/storefront-events.js';
import type { AmountUnit } from '../../src/core/money.js';
import { loadProduct } from '../fixtures/load.js';

describe('storefront events: the platform\'s payload shapes', () => {
  it('ids are GIDs, digit for digit beyond 2^53', () => {
    expect(gid('ProductVariant', '9007199254740993')).to.equal('gid://shopify/ProductVariant/9007199254740993');
  });

  describe('moneyV2: the amount as an exact decimal string in major units, with the currency\'s digits', () => {
    const rows: [amount: number, currency: string, unit: AmountUnit | undefined, expected: string][] = [
      [1250, 'EUR', undefined, '12.50'],
      [1999, 'EUR', 'hundredths', '19.99'],
      [100000, 'JPY', 'hundredths', '1000'],
      [100050, 'JPY', 'hundredths', '1000.5'],
      [1000, 'JPY', 'minor', '1000'],
      [12500, 'KWD', 'minor', '12.500'],
      [1250, 'KWD', 'hundredths', '12.500'],
      [0, 'EUR', undefined, '0.00'],
      [7, 'USD', undefined, '0.07'],
      [900719925474099, 'EUR', undefined, '9007199254740.99'],
    ];
    for (const [amount, currency, unit, expected] of rows) {
      it(`${amount} ${currency} (${unit ?? 'hundredths'}) → "${expected}"`, () => expect(moneyV2(amount, currency, unit)).to.deep.equal({ amount: expected, currencyCode: currency }));
    }
  });

  it('a product, its variant and the selected options', async () => {
    const product = await loadProduct('apparel');
    const variant = product.variants.find((v) => v.id === '44012345678912')!;
    expect(productRef(product)).to.deep.equal({ id: 'gid://shopify/Product/8123456789012', title: 'Merino Crew Sweater', handle: product.handle });
    expect(variantRef(product, variant, 'EUR')).to.deep.equal({
      id: 'gid://shopify/ProductVariant/44012345678912',
      title: 'M / Forest / Merino',
      availableForSale: true,
      price: { amount: '99.00', currencyCode: 'EUR' },
      selectedOptions: [{ name: 'Size', value: 'M' }, { name: 'Color', value: 'Forest' }, { name: 'Material', value: 'Merino' }],
    });
    expect(variantRef(product, null, 'EUR')).to.equal(null);
    // A selection no variant has still names its values.
    expect(selectedOptions(product, ['M', 'Moss', 'Merino'])).to.deep.equal([{ name: 'Size', value: 'M' }, { name: 'Color', value: 'Moss' }, { name: 'Material', value: 'Merino' }]);
  });

  it('the cart from /cart.js: GIDs, quantities, exact amounts in the cart\'s currency', () => {
    const cart = parseCart({
      token: 'c1-abc', currency: 'JPY', item_count: 3, total_price: 360000,
      items: [{ key: '44012345678912:9f', variant_id: 44012345678912, quantity: 3, final_line_price: 360000 }],
      discount_codes: [{ code: 'WELCOME', applicable: false }],
    });
    expect(cartRef(cart)).to.deep.equal({
      id: 'gid://shopify/Cart/c1-abc',
      totalQuantity: 3,
      cost: { totalAmount: { amount: '3600', currencyCode: 'JPY' } },
      lines: [{ id: 'gid://shopify/CartLine/44012345678912:9f', quantity: 3, cost: { totalAmount: { amount: '3600', currencyCode: 'JPY' } } }],
      discountCodes: [{ code: 'WELCOME', applicable: false }],
    });
    expect(cartRef(cart, 'minor').cost.totalAmount.amount).to.equal('360000');
  });

  describe('cartLine: the line an add-to-cart form describes', () => {
    const rows: [label: string, entries: [string, string][], expected: unknown][] = [
      ['id only: quantity 1', [['id', '44012345678912']], { merchandiseId: 'gid://shopify/ProductVariant/44012345678912', quantity: 1 }],
      [
        'quantity, plan and line properties',
        [['id', '44012345678912'], ['quantity', '3'], ['selling_plan', '4100000001'], ['properties[Engraving]', 'A.B.'], ['properties[_gift]', 'yes'], ['form_type', 'product']],
        {
          merchandiseId: 'gid://shopify/ProductVariant/44012345678912',
          quantity: 3,
          sellingPlanId: 'gid://shopify/SellingPlan/4100000001',
          attributes: [{ key: 'Engraving', value: 'A.B.' }, { key: '_gift', value: 'yes' }],
        },
      ],
      ['an empty plan is one-time purchase', [['id', '1'], ['selling_plan', '']], { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
      // The payload carries only whole quantities of at least 1: what a form can hold otherwise is read as the platform reads a missing one.
      ...(['-3', '0', '2.5', '', 'abc', '1e3'] as const).map((q): [string, [string, string][], unknown] => [
        `quantity ${JSON.stringify(q)} is 1`, [['id', '1'], ['quantity', q]], { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 },
      ]),
      ['quantity " 4 " is 4', [['id', '1'], ['quantity', ' 4 ']], { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 4 }],
    ];
    for (const [label, entries, expected] of rows) it(label, () => expect(cartLine(entries)).to.deep.equal(expected));
  });
});
