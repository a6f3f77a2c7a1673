import { expect } from '@open-wc/testing';
import { priceView } from '../../src/core/index.js';
import type { MoneyOptions, PriceView, Product } from '../../src/core/index.js';
import { loadProduct, type FixtureName } from '../fixtures/load.js';

const NBSP = '\u00a0';
const EUR: MoneyOptions = { currency: 'EUR', locale: 'en' };
const JPY: MoneyOptions = { currency: 'JPY', locale: 'en' };

const products = new Map<FixtureName, Product>();
before(async () => {
  for (const name of ['apparel', 'coffee', 'on-sale', 'default-title', 'subscription-only'] as const) {
    products.set(name, await loadProduct(name));
  }
});

// [label, fixture, variant title (null = no variant resolved), plan id, money, field, expected]
type Row = [label: string, fixture: FixtureName, variant: string | null, plan: string | null, money: MoneyOptions, field: keyof PriceView, expected: unknown];

const rows: Row[] = [
  // Plain price.
  ['the price', 'apparel', 'S / Navy / Merino', null, EUR, 'price', '€129.00'],
  ['no compare-at when there is none', 'apparel', 'S / Navy / Merino', null, EUR, 'compareAtPrice', null],
  ['not on sale', 'apparel', 'S / Navy / Merino', null, EUR, 'onSale', false],
  ['no savings', 'apparel', 'S / Navy / Merino', null, EUR, 'savingsAmount', null],
  ['available', 'apparel', 'S / Navy / Merino', null, EUR, 'availability', 'available'],
  ['no from-price with a variant', 'apparel', 'S / Navy / Merino', null, EUR, 'fromPrice', null],
  ['the price in German', 'apparel', 'S / Navy / Merino', null, { currency: 'EUR', locale: 'de' }, 'price', `129,00${NBSP}€`],
  ['the price with a theme format', 'apparel', 'S / Navy / Merino', null, { currency: 'EUR', locale: 'en', format: '<span class=money>{{amount_with_comma_separator}} €</span>' }, 'price', '129,00 €'],
  // On sale.
  ['the sale price', 'apparel', 'M / Forest / Merino', null, EUR, 'price', '€99.00'],
  ['the compare-at price', 'apparel', 'M / Forest / Merino', null, EUR, 'compareAtPrice', '€129.00'],
  ['on sale', 'apparel', 'M / Forest / Merino', null, EUR, 'onSale', true],
  ['the saving', 'apparel', 'M / Forest / Merino', null, EUR, 'savingsAmount', '€30.00'],
  ['the saving in whole percent', 'apparel', 'M / Forest / Merino', null, EUR, 'savingsPercent', 23],
  ['Linen Tote Natural: saving', 'on-sale', 'Natural', null, EUR, 'savingsAmount', '€10.50'],
  ['Linen Tote Natural: 30%', 'on-sale', 'Natural', null, EUR, 'savingsPercent', 30],
  ['Linen Tote Black: compare-at', 'on-sale', 'Black', null, EUR, 'compareAtPrice', '€35.00'],
  ['Linen Tote Black: 20%', 'on-sale', 'Black', null, EUR, 'savingsPercent', 20],
  // Sold out keeps the price.
  ['sold out', 'apparel', 'M / Navy / Merino', null, EUR, 'availability', 'sold-out'],
  ['sold out still shows the price', 'apparel', 'M / Navy / Merino', null, EUR, 'price', '€129.00'],
  ['sold out and on sale keeps the compare-at', 'apparel', 'XL / Forest / Merino', null, EUR, 'compareAtPrice', '€129.00'],
  // No variant resolved.
  ['no variant: unavailable', 'apparel', null, null, EUR, 'availability', 'unavailable'],
  ['no variant, prices vary: from the lowest', 'apparel', null, null, EUR, 'fromPrice', '€99.00'],
  ['no variant, prices vary: no single price', 'apparel', null, null, EUR, 'price', null],
  ['no variant, prices vary: no compare-at', 'apparel', null, null, EUR, 'compareAtPrice', null],
  ['no variant, one price: the price', 'default-title', null, null, EUR, 'price', '€24.00'],
  ['no variant, one price: no from-price', 'default-title', null, null, EUR, 'fromPrice', null],
  ['Linen Tote, no variant: from €24.50', 'on-sale', null, null, EUR, 'fromPrice', '€24.50'],
  // Subscribe & save.
  ['subscription price', 'coffee', '250 g / Whole bean', '4100000001', JPY, 'price', '¥900'],
  ['subscription compare-at', 'coffee', '250 g / Whole bean', '4100000001', JPY, 'compareAtPrice', '¥1,000'],
  ['subscription saving', 'coffee', '250 g / Whole bean', '4100000001', JPY, 'savingsAmount', '¥100'],
  ['subscription saving percent', 'coffee', '250 g / Whole bean', '4100000001', JPY, 'savingsPercent', 10],
  ['subscription is not prepaid', 'coffee', '250 g / Whole bean', '4100000001', JPY, 'perDelivery', null],
  ['one-time purchase price', 'coffee', '250 g / Whole bean', null, JPY, 'price', '¥1,000'],
  ['one-time purchase: nothing struck through', 'coffee', '250 g / Whole bean', null, JPY, 'compareAtPrice', null],
  ['the same plan with KWD-style minor units', 'coffee', '250 g / Whole bean', '4100000001', { currency: 'JPY', locale: 'en', unit: 'minor' }, 'price', '¥90,000'],
  // Prepaid.
  ['prepaid: per delivery', 'coffee', '250 g / Whole bean', '4100000004', JPY, 'perDelivery', '¥800'],
  ['prepaid: billed', 'coffee', '250 g / Whole bean', '4100000004', JPY, 'billed', '¥4,800'],
  ['prepaid: deliveries', 'coffee', '250 g / Whole bean', '4100000004', JPY, 'deliveries', 6],
  ['prepaid: price charged', 'coffee', '250 g / Whole bean', '4100000004', JPY, 'price', '¥4,800'],
  ['prepaid: compare-at for the same deliveries', 'coffee', '250 g / Whole bean', '4100000004', JPY, 'compareAtPrice', '¥6,000'],
  ['prepaid: saving', 'coffee', '250 g / Whole bean', '4100000004', JPY, 'savingsAmount', '¥1,200'],
  ['prepaid in Japanese', 'coffee', '250 g / Whole bean', '4100000004', { currency: 'JPY', locale: 'ja' }, 'perDelivery', '￥800'],
  // A plan the variant lacks is ignored: the variant's own price.
  ['a plan the variant lacks: the one-time price', 'coffee', '1 kg / Filter', '4100000004', JPY, 'price', '¥3,400'],
  ['a plan the variant lacks: no per-delivery line', 'coffee', '1 kg / Filter', '4100000004', JPY, 'perDelivery', null],
  ['a plan on a sold-out variant: sold out', 'coffee', '1 kg / Espresso', '4100000003', JPY, 'availability', 'sold-out'],
  // A plan without a saving shows none.
  ['a plan at the regular price: no compare-at', 'subscription-only', '30 servings', '5200000013', { currency: 'USD', locale: 'en' }, 'compareAtPrice', null],
  ['a plan at the regular price: not on sale', 'subscription-only', '30 servings', '5200000013', { currency: 'USD', locale: 'en' }, 'onSale', false],
  ['a plan at the regular price: the price', 'subscription-only', '30 servings', '5200000013', { currency: 'USD', locale: 'en' }, 'price', '$79.00'],
];

describe('priceView', () => {
  for (const [label, fixture, title, plan, money, field, expected] of rows) {
    it(`${fixture}${title ? ` ${title}` : ''}: ${label} → ${JSON.stringify(expected)}`, () => {
      const product = products.get(fixture)!;
      const variant = title === null ? null : product.variants.find((v) => v.title === title)!;
      expect(variant, `variant ${title}`).not.to.equal(undefined);
      expect(priceView(product, variant, plan, money)[field]).to.equal(expected);
    });
  }

  describe('compare-at only when greater than the price', () => {
    const cases: [compareAtPrice: number | null, shown: string | null][] = [
      [15000, '€150.00'],
      [12901, '€129.01'],
      [12900, null],
      [10000, null],
      [null, null],
    ];
    for (const [compareAtPrice, shown] of cases) {
      it(`price €129.00, compare-at ${compareAtPrice} → ${shown ?? 'not shown'}`, () => {
        const product = products.get('apparel')!;
        const variant = { ...product.variants.find((v) => v.title === 'S / Navy / Merino')!, compareAtPrice: compareAtPrice };
        expect(priceView(product, variant, null, EUR).compareAtPrice).to.equal(shown);
      });
    }
  });
});
