import { expect } from '@open-wc/testing';
import { customStates, formEntries, submitBlocker, validityMessage } from '../../src/core/purchase.js';
import type { CustomState, LoadStatus, Purchase } from '../../src/core/purchase.js';
import type { Variant } from '../../src/core/types.js';
import { availabilityOf, type Availability } from '../../src/core/variants.js';

/** These functions read a variant's id and availability only. */
const variant = (id: string, available: boolean) => ({ id, available }) as Variant;
const inStock = variant('44012345678904', true);
const soldOut = variant('44012345678909', false);
const big = variant('9007199254740993', true);

const choice = (v: Variant | null, sellingPlanId: string | null = null, status: LoadStatus = 'ready'): Purchase =>
  ({ status, variant: v, availability: status === 'ready' ? availabilityOf(v) : null, sellingPlanId });

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

  describe('availabilityOf', () => {
    const rows: [label: string, variant: Variant | null, expected: Availability][] = [
      ['available', inStock, 'available'],
      ['sold out', soldOut, 'sold-out'],
      ['no variant', null, 'unavailable'],
    ];
    for (const [label, variant, expected] of rows) {
      it(`${label} → ${expected}`, () => expect(availabilityOf(variant)).to.equal(expected));
    }
  });

  describe('submitBlocker: no cart line without a variant', () => {
    const rows: [status: LoadStatus, availability: Availability | null, otherIdControl: boolean, expected: Availability | 'loading' | 'error'][] = [
      ['loading', null, false, 'loading'],
      ['error', null, false, 'error'],
      ['loading', null, true, 'available'],
      ['error', null, true, 'available'],
      ['ready', 'available', false, 'available'],
      ['ready', 'sold-out', true, 'sold-out'],
      ['ready', 'unavailable', false, 'unavailable'],
    ];
    for (const [status, availability, other, expected] of rows) {
      it(`${status}, ${availability}${other ? ', the form has a fallback id' : ', no other id in the form'} → ${expected}`, () =>
        expect(submitBlocker({ status, availability }, other)).to.equal(expected));
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
    const rows: [blocker: Availability | 'loading' | 'error', everythingSoldOut: boolean, expected: string][] = [
      ['available', false, ''],
      ['loading', false, 'Still loading.'],
      ['error', false, 'Could not be loaded.'],
      ['sold-out', false, 'Sold out, choose another.'],
      ['unavailable', false, 'Unavailable, choose another.'],
      ['available', true, ''],
      ['sold-out', true, 'All sold out.'],
      ['unavailable', true, 'All sold out.'],
    ];
    for (const [availability, all, expected] of rows) {
      it(`${availability}${all ? ', every variant sold out' : ''} → ${JSON.stringify(expected)}`, () => expect(validityMessage(availability, strings, all)).to.equal(expected));
    }
  });

  describe('customStates', () => {
    // Each row lists the states that hold; every other state must not.
    const rows: [label: string, purchase: Purchase, onSale: boolean, holds: CustomState[]][] = [
      ['loading', choice(null, null, 'loading'), false, ['loading']],
      ['error', choice(null, null, 'error'), false, ['error']],
      ['ready, available', choice(inStock), false, ['ready']],
      ['ready, on sale', choice(inStock), true, ['ready', 'on-sale']],
      ['ready, subscription', choice(inStock, '4100000001'), true, ['ready', 'on-sale', 'subscription']],
      ['ready, sold out', choice(soldOut), false, ['ready', 'sold-out']],
      ['ready, no variant', choice(null), false, ['ready', 'unavailable']],
      ['loading ignores a stale choice and sale', { ...choice(soldOut, '1'), status: 'loading' }, true, ['loading']],
    ];
    for (const [label, purchase, onSale, holds] of rows) {
      it(`${label} → ${holds.join(', ')}`, () => {
        const states = customStates(purchase, onSale);
        expect(Object.keys(states).filter((k) => states[k as CustomState])).to.deep.equal(holds);
      });
    }
  });
});
