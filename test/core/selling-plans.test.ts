import { expect } from '@open-wc/testing';
import {
  findAllocation,
  findOfferedPlan,
  formatMoney,
  offeredGroups,
  prepaid,
  priceView,
  requiresPlan,
  resolvePlan,
  savings,
} from '../../src/core/index.js';
import type { Product, Variant } from '../../src/core/index.js';
import { fixtureText, loadProduct } from '../fixtures/load.js';

const SS2 = '4100000001';
const SS4 = '4100000002';
const PP3 = '4100000003';
const PP6 = '4100000004';
const SUBSCRIBE_GROUP = '98765432109876543210';
const PREPAID_GROUP = '98765432109876543211';
const JPY = { currency: 'JPY', locale: 'en' } as const;

const byTitle = (p: Product, title: string): Variant => p.variants.find((v) => v.title === title)!;

describe('selling plans: Organic Coffee (JPY)', () => {
  let coffee: Product;
  before(async () => {
    coffee = await loadProduct('coffee');
  });

  describe('subscribe & save', () => {
    const rows: [label: string, actual: (p: Product) => unknown, expected: unknown][] = [
      ['the group is offered with both plans', (p) => offeredGroups(p, byTitle(p, '250 g / Whole bean'))[0]!.plans.map((o) => o.plan.name), ['Delivery every 2 weeks', 'Delivery every 4 weeks']],
      ['the badge reads "Subscribe & save 10%"', (p) => {
        const g = offeredGroups(p, byTitle(p, '250 g / Whole bean'))[0]!;
        return `${g.group.name} ${g.bestSavings!.percent}%`;
      }, 'Subscribe & save 10%'],
      ['the saving is ¥100 a delivery', (p) => formatMoney(offeredGroups(p, byTitle(p, '250 g / Whole bean'))[0]!.plans[0]!.savings!.amount, JPY), '¥100'],
      ['the saving on 1 kg is ¥340', (p) => formatMoney(offeredGroups(p, byTitle(p, '1 kg / Whole bean'))[0]!.plans[1]!.savings!.amount, JPY), '¥340'],
      ['the plan price is ¥900', (p) => formatMoney(findAllocation(byTitle(p, '250 g / Espresso'), SS2)!.price, JPY), '¥900'],
      ['a pay-as-you-go plan is not prepaid', (p) => prepaid(findAllocation(byTitle(p, '250 g / Espresso'), SS4)!), null],
      ['the plan description comes through', (p) => p.sellingPlanGroups[0]!.sellingPlans[1]!.description, 'Fresh beans every four weeks. 10% off every order. Skip or cancel anytime.'],
      ['the plan options come through', (p) => p.sellingPlanGroups[0]!.sellingPlans[1]!.options, [{ name: 'Delivery every', position: 1, value: '4 weeks' }]],
      ['the group options come through', (p) => p.sellingPlanGroups[0]!.options, [{ name: 'Delivery every', position: 1, values: ['2 weeks', '4 weeks'] }]],
      ['recurring deliveries', (p) => p.sellingPlanGroups.map((g) => g.sellingPlans.map((s) => s.recurringDeliveries)), [[true, true], [false, false]]],
    ];
    for (const [label, actual, expected] of rows) {
      it(label, () => {
        expect(actual(coffee)).to.deep.equal(expected);
      });
    }
  });

  describe('prepaid', () => {
    // [variant, plan, deliveries, per delivery, billed, compare-at, savings %]
    const rows: [variant: string, plan: string, deliveries: number, perDelivery: string, billed: string, compareAtPrice: string, percent: number][] = [
      ['250 g / Whole bean', PP6, 6, '¥800', '¥4,800', '¥6,000', 20],
      ['250 g / Whole bean', PP3, 3, '¥850', '¥2,550', '¥3,000', 15],
      ['1 kg / Whole bean', PP6, 6, '¥2,720', '¥16,320', '¥20,400', 20],
      ['1 kg / Espresso', PP3, 3, '¥2,890', '¥8,670', '¥10,200', 15],
    ];
    for (const [variant, plan, deliveries, perDelivery, billed, compareAtPrice, percent] of rows) {
      describe(`${variant}, ${deliveries} deliveries prepaid`, () => {
        const view = () => priceView(coffee, byTitle(coffee, variant), plan, JPY);
        it(`is ${deliveries} deliveries`, () => expect(view().deliveries).to.equal(deliveries));
        it(`costs ${perDelivery} per delivery`, () => expect(view().perDelivery).to.equal(perDelivery));
        it(`bills ${billed}`, () => expect(view().billed).to.equal(billed));
        it(`charges ${billed} at checkout`, () => expect(view().price).to.equal(billed));
        it(`compares with ${compareAtPrice}`, () => expect(view().compareAtPrice).to.equal(compareAtPrice));
        it(`saves ${percent}%`, () => expect(view().savingsPercent).to.equal(percent));
      });
    }

    it('the Prepaid badge shows the best saving, 20%', () => {
      const g = offeredGroups(coffee, byTitle(coffee, '250 g / Filter')).find((x) => x.group.name === 'Prepaid')!;
      expect(g.bestSavings!.percent).to.equal(20);
    });

    it('the Prepaid group is named by its cheapest delivery, 6 deliveries at ¥800, and its deliveries differ in price', () => {
      const g = offeredGroups(coffee, byTitle(coffee, '250 g / Filter')).find((x) => x.group.name === 'Prepaid')!;
      expect([g.cheapest.plan.name, formatMoney(g.cheapest.prepaid!.perDelivery, JPY), g.perDeliveryVaries]).to.deep.equal(['6 deliveries, prepaid', '¥800', true]);
    });
  });

  describe('offered plans follow the variant allocations', () => {
    const rows: [label: string, actual: (p: Product) => unknown, expected: unknown][] = [
      ['a variant with every allocation is offered both groups', (p) => offeredGroups(p, byTitle(p, '250 g / Filter')).map((g) => g.group.name), ['Subscribe & save', 'Prepaid']],
      ['1 kg / Filter lacks prepaid allocations: only Subscribe & save', (p) => offeredGroups(p, byTitle(p, '1 kg / Filter')).map((g) => g.group.name), ['Subscribe & save']],
      ['a variant with only one allocation is offered only that plan', (p) => {
        const v = byTitle(p, '250 g / Filter');
        const only = { ...v, sellingPlanAllocations: v.sellingPlanAllocations.filter((a) => a.sellingPlanId === SS4) };
        return offeredGroups(p, only).map((g) => [g.group.name, g.plans.map((o) => o.plan.id)]);
      }, [['Subscribe & save', [SS4]]]],
      ['a variant without allocations is offered nothing', (p) => offeredGroups(p, { ...byTitle(p, '250 g / Filter'), sellingPlanAllocations: [] }), []],
      ['no variant: nothing offered', (p) => offeredGroups(p, null), []],
      ['findOfferedPlan finds a plan by id', (p) => findOfferedPlan(offeredGroups(p, byTitle(p, '250 g / Filter')), PP3)?.plan.name, '3 deliveries, prepaid'],
      ['findOfferedPlan: a plan the variant lacks ⇒ null', (p) => findOfferedPlan(offeredGroups(p, byTitle(p, '1 kg / Filter')), PP3), null],
      ['findOfferedPlan: null ⇒ null', (p) => findOfferedPlan(offeredGroups(p, byTitle(p, '1 kg / Filter')), null), null],
      ['findAllocation takes a numeric id', (p) => findAllocation(byTitle(p, '250 g / Filter'), Number(PP6))?.price, 480000],
      ['findAllocation: unknown plan ⇒ null', (p) => findAllocation(byTitle(p, '250 g / Filter'), '123'), null],
      ['findAllocation: no variant ⇒ null', () => findAllocation(null, PP6), null],
    ];
    for (const [label, actual, expected] of rows) {
      it(label, () => {
        expect(actual(coffee)).to.deep.equal(expected);
      });
    }
  });

  describe('resolvePlan on a variant change', () => {
    const rows: [label: string, variant: string, wanted: string | number | null, expected: string | null][] = [
      ['keeps a plan the new variant has', '1 kg / Whole bean', PP6, PP6],
      ['keeps a plan given as a number', '1 kg / Whole bean', Number(SS4), SS4],
      ['falls back to one-time purchase when the new variant lacks the plan', '1 kg / Filter', PP6, null],
      ['keeps a pay-as-you-go plan on 1 kg / Filter', '1 kg / Filter', SS2, SS2],
      ['one-time purchase stays one-time', '250 g / Espresso', null, null],
      ['an unknown plan ⇒ one-time purchase', '250 g / Espresso', '999', null],
    ];
    for (const [label, variant, wanted, expected] of rows) {
      it(`${label} (${variant})`, () => {
        expect(resolvePlan(coffee, byTitle(coffee, variant), wanted)).to.equal(expected);
      });
    }

    it('falls back to the first offered plan when the new variant requires one', () => {
      const v = { ...byTitle(coffee, '1 kg / Filter'), requiresSellingPlan: true };
      expect(resolvePlan(coffee, v, PP6)).to.equal(SS2);
    });

    it('never shows the previous variant\'s plan price', () => {
      const v = byTitle(coffee, '1 kg / Filter');
      const view = priceView(coffee, v, resolvePlan(coffee, v, PP6), JPY);
      expect([view.price, view.perDelivery, view.billed]).to.deep.equal(['¥3,400', null, null]);
    });
  });

  describe('group ids beyond 2^53', () => {
    it('the two group ids collide as doubles', () => {
      expect(Number(SUBSCRIBE_GROUP)).to.equal(Number(PREPAID_GROUP));
    });

    const rows: [label: string, actual: (p: Product) => unknown, expected: unknown][] = [
      ['groups keep their exact ids', (p) => p.sellingPlanGroups.map((g) => g.id), [SUBSCRIBE_GROUP, PREPAID_GROUP]],
      ['the ids are strings', (p) => p.sellingPlanGroups.map((g) => typeof g.id), ['string', 'string']],
      ['allocations name their exact group', (p) => byTitle(p, '250 g / Whole bean').sellingPlanAllocations.map((a) => a.sellingPlanGroupId), [SUBSCRIBE_GROUP, SUBSCRIBE_GROUP, PREPAID_GROUP, PREPAID_GROUP]],
      ['every offered plan sits in the group its allocation names', (p) => offeredGroups(p, byTitle(p, '250 g / Whole bean')).every((g) => g.plans.every((o) => o.allocation.sellingPlanGroupId === g.group.id)), true],
      ['the prepaid group is found by its string id', (p) => p.sellingPlanGroups.find((g) => g.id === PREPAID_GROUP)?.name, 'Prepaid'],
    ];
    for (const [label, actual, expected] of rows) {
      it(label, () => {
        expect(actual(coffee)).to.deep.equal(expected);
      });
    }

    it('JSON.parse alone would lose them (why fixtures load as text)', async () => {
      const naive = JSON.parse(await fixtureText('coffee')) as { selling_plan_groups: { id: number }[] };
      expect(String(naive.selling_plan_groups[0]!.id)).not.to.equal(SUBSCRIBE_GROUP);
    });
  });
});

describe('selling plans: required (Daily Greens, USD)', () => {
  let greens: Product;
  let coffee: Product;
  before(async () => {
    greens = await loadProduct('subscription-only');
    coffee = await loadProduct('coffee');
  });
  const USD = { currency: 'USD', locale: 'en' } as const;

  const rows: [label: string, actual: () => unknown, expected: unknown][] = [
    ['the product requires a plan', () => requiresPlan(greens, greens.variants[0]!), true],
    ['the product flag alone requires a plan', () => requiresPlan(greens, null), true],
    ['coffee does not require a plan', () => requiresPlan(coffee, coffee.variants[0]!), false],
    ['a variant flag alone requires a plan', () => requiresPlan(coffee, { ...coffee.variants[0]!, requiresSellingPlan: true }), true],
    ['the variants carry the flag too', () => greens.variants.map((v) => v.requiresSellingPlan), [true, true]],
    ['no plan wanted ⇒ the first plan', () => resolvePlan(greens, greens.variants[0]!, null), '5200000011'],
    ['an unknown plan ⇒ the first plan', () => resolvePlan(greens, greens.variants[1]!, '42'), '5200000011'],
    ['a chosen plan is kept', () => resolvePlan(greens, greens.variants[1]!, '5200000013'), '5200000013'],
    ['one group of three plans', () => offeredGroups(greens, greens.variants[0]!).map((g) => g.plans.length), [3]],
    ['the group id beyond 2^64 is exact', () => greens.sellingPlanGroups[0]!.id, '18446744073709551615'],
    ['the monthly plan saves 15%', () => offeredGroups(greens, greens.variants[0]!)[0]!.plans[0]!.savings?.percent, 15],
    ['the monthly plan saves $11.85', () => formatMoney(offeredGroups(greens, greens.variants[0]!)[0]!.plans[0]!.savings!.amount, USD), '$11.85'],
    ['the 2-month plan saves 10%', () => offeredGroups(greens, greens.variants[0]!)[0]!.plans[1]!.savings?.percent, 10],
    ['the quarterly plan saves nothing: no saving shown', () => offeredGroups(greens, greens.variants[0]!)[0]!.plans[2]!.savings, null],
    ['the group badge shows the best saving', () => offeredGroups(greens, greens.variants[1]!)[0]!.bestSavings?.percent, 15],
  ];
  for (const [label, actual, expected] of rows) {
    it(label, () => {
      expect(actual()).to.deep.equal(expected);
    });
  }
});

describe('savings', () => {
  const rows: [price: number, compareAtPrice: number | null, expected: { amount: number; percent: number } | null][] = [
    [90000, 100000, { amount: 10000, percent: 10 }],
    [480000, 600000, { amount: 120000, percent: 20 }],
    [9900, 12900, { amount: 3000, percent: 23 }],
    [2450, 3500, { amount: 1050, percent: 30 }],
    [7, 8, { amount: 1, percent: 13 }],
    [100000, 100000, null],
    [100000, 90000, null],
    [100000, null, null],
  ];
  for (const [price, compareAtPrice, expected] of rows) {
    it(`${price} against ${compareAtPrice} → ${expected ? `${expected.amount} (${expected.percent}%)` : 'none'}`, () => {
      expect(savings(price, compareAtPrice)).to.deep.equal(expected);
    });
  }
});

describe('prepaid', () => {
  const rows: [price: number, perDelivery: number, expected: { deliveries: number; perDelivery: number; billed: number } | null][] = [
    [480000, 80000, { deliveries: 6, perDelivery: 80000, billed: 480000 }],
    [255000, 85000, { deliveries: 3, perDelivery: 85000, billed: 255000 }],
    [90000, 90000, null],
    [90000, 0, null],
  ];
  for (const [price, perDelivery, expected] of rows) {
    it(`price ${price}, ${perDelivery} per delivery → ${expected ? `${expected.deliveries} deliveries` : 'not prepaid'}`, () => {
      expect(prepaid({ sellingPlanId: '1', sellingPlanGroupId: '2', price, compareAtPrice: price, perDeliveryPrice: perDelivery, unitPrice: null, checkoutChargeAmount: null, remainingBalanceChargeAmount: null })).to.deep.equal(expected);
    });
  }
});
