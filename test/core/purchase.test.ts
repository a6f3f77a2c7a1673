import { expect } from '@open-wc/testing';
import { customStates, formEntries, pendingProblem, purchaseProblem, validityMessage } from '../../src/core/purchase.js';
import type { CustomState, LoadStatus, Purchase, PurchaseProblem } from '../../src/core/purchase.js';
import type { Variant } from '../../src/core/types.js';

/** These functions read a variant's id and availability only. */
const variant = (id: string, available: boolean) => ({ id, available }) as Variant;
const inStock = variant('44012345678904', true);
const soldOut = variant('44012345678909', false);
const big = variant('9007199254740993', true);

const choice = (v: Variant | null, sellingPlanId: string | null = null): Purchase => ({ variant: v, sellingPlanId });

describe('purchase: what a choice means for the form', () => {
  describe('formEntries', () => {
    const rows: [label: string, purchase: Purchase, expected: [string, string][]][] = [
      ['a variant: its id', choice(inStock), [['id', '44012345678904']]],
      ['a variant and a plan: both', choice(inStock, '4100000004'), [['id', '44012345678904'], ['selling_plan', '4100000004']]],
      ['a sold-out variant is still named (the validity stops the submit)', choice(soldOut), [['id', '44012345678909']]],
      ['an id beyond 2^53, digit for digit', choice(big, '690000000000000000001'), [['id', '9007199254740993'], ['selling_plan', '690000000000000000001']]],
      ['no variant: nothing, not even a plan', choice(null, '4100000004'), []],
    ];
    for (const [label, purchase, expected] of rows) {
      it(`${label} → ${JSON.stringify(expected)}`, () => expect(formEntries(purchase)).to.deep.equal(expected));
    }
  });

  describe('purchaseProblem', () => {
    const rows: [label: string, purchase: Purchase, expected: PurchaseProblem][] = [
      ['available', choice(inStock), null],
      ['available with a plan', choice(inStock, '1'), null],
      ['sold out', choice(soldOut), 'sold-out'],
      ['no variant', choice(null), 'unavailable'],
    ];
    for (const [label, purchase, expected] of rows) {
      it(`${label} → ${expected}`, () => expect(purchaseProblem(purchase)).to.equal(expected));
    }
  });

  describe('pendingProblem: no cart line without a variant', () => {
    const rows: [status: LoadStatus, otherIdControl: boolean, expected: PurchaseProblem][] = [
      ['loading', false, 'loading'],
      ['error', false, 'error'],
      ['loading', true, null],
      ['error', true, null],
      ['ready', false, null],
    ];
    for (const [status, other, expected] of rows) {
      it(`${status}${other ? ', the form has a fallback id' : ', no other id in the form'} → ${expected}`, () => expect(pendingProblem(status, other)).to.equal(expected));
    }
  });

  describe('validityMessage', () => {
    const strings = {
      soldOutValidity: 'Sold out, choose another.',
      unavailableValidity: 'Unavailable, choose another.',
      productSoldOutValidity: 'All sold out.',
      loadingValidity: 'Still loading.',
      loadErrorShopper: 'Could not be loaded.',
    };
    const rows: [problem: PurchaseProblem, everythingSoldOut: boolean, expected: string][] = [
      [null, false, ''],
      ['loading', false, 'Still loading.'],
      ['error', false, 'Could not be loaded.'],
      ['sold-out', false, 'Sold out, choose another.'],
      ['unavailable', false, 'Unavailable, choose another.'],
      [null, true, ''],
      ['sold-out', true, 'All sold out.'],
      ['unavailable', true, 'All sold out.'],
    ];
    for (const [problem, all, expected] of rows) {
      it(`${problem}${all ? ', every variant sold out' : ''} → ${JSON.stringify(expected)}`, () => expect(validityMessage(problem, strings, all)).to.equal(expected));
    }
  });

  describe('customStates', () => {
    // Each row lists the states that hold; every other state must not.
    const rows: [label: string, status: LoadStatus, purchase: Purchase | null, onSale: boolean, holds: CustomState[]][] = [
      ['loading', 'loading', null, false, ['loading']],
      ['error', 'error', null, false, ['error']],
      ['ready, available', 'ready', choice(inStock), false, ['ready']],
      ['ready, on sale', 'ready', choice(inStock), true, ['ready', 'on-sale']],
      ['ready, subscription', 'ready', choice(inStock, '4100000001'), true, ['ready', 'on-sale', 'subscription']],
      ['ready, sold out', 'ready', choice(soldOut), false, ['ready', 'sold-out']],
      ['ready, no variant', 'ready', choice(null), false, ['ready', 'unavailable']],
      ['loading ignores a stale purchase and sale', 'loading', choice(soldOut, '1'), true, ['loading']],
    ];
    for (const [label, status, purchase, onSale, holds] of rows) {
      it(`${label} → ${holds.join(', ')}`, () => {
        const states = customStates(status, purchase, onSale);
        expect(Object.keys(states).filter((k) => states[k as CustomState])).to.deep.equal(holds);
      });
    }
  });
});
