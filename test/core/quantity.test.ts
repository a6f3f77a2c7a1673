import { expect } from '@open-wc/testing';
import { inCart, quantityBounds, quantityProblem, quantityRule, ruleText, snapQuantity, stepQuantity } from '../../src/core/quantity.js';
import type { QuantityBounds, QuantityProblem, QuantityRule } from '../../src/core/quantity.js';
import type { Cart, Variant } from '../../src/core/types.js';
import { loadStrings, stringsFor } from '../../src/i18n/strings.js';

// German is a module of its own: loaded first, as an element's first data render does.
await loadStrings('de');

/** These functions read the variant's `raw.quantity_rule` only. */
const withRule = (rule: unknown) => ({ id: '1', raw: rule === undefined ? {} : { quantity_rule: rule } }) as unknown as Variant;
const rule = (min: number, max: number | null, increment: number): QuantityRule => ({ min, max, increment });
const bounds = (min: number, max: number | null, step: number): QuantityBounds => ({ min, max, step });

describe('quantity: the variant\'s rule, the cart, and what may be typed', () => {
  describe('quantityRule (liberal: real shops send strings, nulls, zeros)', () => {
    const rows: [label: string, raw: unknown, expected: QuantityRule][] = [
      ['no quantity_rule', undefined, rule(1, null, 1)],
      ['the default', { min: 1, max: null, increment: 1 }, rule(1, null, 1)],
      ['min, max and increment', { min: 3, max: 12, increment: 3 }, rule(3, 12, 3)],
      ['digit strings', { min: '2', max: '10', increment: '2' }, rule(2, 10, 2)],
      ['zeros and negatives are the default', { min: 0, max: -1, increment: 0 }, rule(1, null, 1)],
      ['fractions and words are the default', { min: 1.5, max: 'lots', increment: '2.5' }, rule(1, null, 1)],
      ['a maximum below the minimum is no maximum', { min: 5, max: 3, increment: 1 }, rule(5, null, 1)],
      ['null', null, rule(1, null, 1)],
      ['not an object', 'min 3', rule(1, null, 1)],
    ];
    for (const [label, raw, expected] of rows) {
      it(`${label} → ${JSON.stringify(expected)}`, () => expect(quantityRule(withRule(raw))).to.deep.equal(expected));
    }
    it('no variant → the default', () => expect(quantityRule(null)).to.deep.equal(rule(1, null, 1)));
  });

  describe('inCart: every line of the variant, whatever its plan or properties', () => {
    const cart = {
      items: [
        { key: 'a', variantId: '7', quantity: 2, finalLinePrice: 0 },
        { key: 'b', variantId: '8', quantity: 5, finalLinePrice: 0 },
        { key: 'c', variantId: '7', quantity: 1, finalLinePrice: 0 },
      ],
    } as Cart;
    const rows: [label: string, cart: Cart | null, id: string | undefined, expected: number][] = [
      ['two lines of the variant', cart, '7', 3],
      ['one line', cart, '8', 5],
      ['not in the cart', cart, '9', 0],
      ['no cart read', null, '7', 0],
      ['no variant', cart, undefined, 0],
    ];
    for (const [label, c, id, expected] of rows) it(`${label} → ${expected}`, () => expect(inCart(c, id)).to.equal(expected));
  });

  describe('quantityBounds: the cart counts against the maximum', () => {
    const rows: [label: string, rule: QuantityRule, held: number, expected: QuantityBounds][] = [
      ['the default, empty cart', rule(1, null, 1), 0, bounds(1, null, 1)],
      ['min 3 max 12 by 3, empty cart', rule(3, 12, 3), 0, bounds(3, 12, 3)],
      ['2 in cart: the maximum is 10', rule(3, 12, 3), 2, bounds(3, 10, 3)],
      ['the cart holds the minimum: one increment is enough', rule(3, 12, 3), 3, bounds(3, 9, 3)],
      ['min 5 by 2, 5 in cart: one increment (2)', rule(5, null, 2), 5, bounds(2, null, 2)],
      ['the cart holds the maximum: nothing may be added', rule(1, 12, 1), 12, bounds(1, 0, 1)],
      ['the cart holds more than the maximum', rule(1, 12, 1), 14, bounds(1, 0, 1)],
    ];
    for (const [label, r, held, expected] of rows) it(`${label} → ${JSON.stringify(expected)}`, () => expect(quantityBounds(r, held)).to.deep.equal(expected));
  });

  describe('snapQuantity: a value onto the allowed values (a variant change, a new cart count)', () => {
    const rows: [label: string, value: number, b: QuantityBounds, expected: number][] = [
      ['an allowed value stays', 6, bounds(3, 12, 3), 6],
      ['below the minimum → the minimum', 1, bounds(3, 12, 3), 3],
      ['above the maximum → the largest allowed', 20, bounds(3, 12, 3), 12],
      ['above a maximum off the grid → the largest on it', 20, bounds(3, 10, 3), 9],
      ['between steps → the nearest', 7, bounds(3, 12, 3), 6],
      ['halfway → up', 7.5, bounds(3, 12, 3), 9],
      ['no number → the minimum', NaN, bounds(3, 12, 3), 3],
      ['the default rule keeps any whole number', 57, bounds(1, null, 1), 57],
      ['a fraction on the default rule → rounded', 2.4, bounds(1, null, 1), 2],
      ['nothing may be added → the minimum (which is then refused)', 4, bounds(1, 0, 1), 1],
    ];
    for (const [label, value, b, expected] of rows) it(`${label}: ${value} → ${expected}`, () => expect(snapQuantity(value, b)).to.equal(expected));
  });

  describe('stepQuantity: − and +', () => {
    const rows: [label: string, value: number, direction: 1 | -1, b: QuantityBounds, expected: number][] = [
      ['+ by the increment', 3, 1, bounds(3, 12, 3), 6],
      ['− by the increment', 6, -1, bounds(3, 12, 3), 3],
      ['+ at the maximum stays', 12, 1, bounds(3, 12, 3), 12],
      ['− at the minimum stays', 3, -1, bounds(3, 12, 3), 3],
      ['+ from a value off the grid: onto it first', 4, 1, bounds(3, 12, 3), 6],
      ['+ from nothing typed: the minimum, then one step', NaN, 1, bounds(3, 12, 3), 6],
      ['+ without a maximum', 41, 1, bounds(1, null, 1), 42],
    ];
    for (const [label, value, direction, b, expected] of rows) it(`${label}: ${value} → ${expected}`, () => expect(stepQuantity(value, b, direction)).to.equal(expected));
  });

  describe('quantityProblem: what the browser is told', () => {
    const rows: [value: number, b: QuantityBounds, expected: QuantityProblem][] = [
      [3, bounds(3, 12, 3), null],
      [12, bounds(3, 12, 3), null],
      [2, bounds(3, 12, 3), 'rangeUnderflow'],
      [15, bounds(3, 12, 3), 'rangeOverflow'],
      [4, bounds(3, 12, 3), 'stepMismatch'],
      [NaN, bounds(1, null, 1), 'badInput'],
      [2.5, bounds(1, null, 1), 'badInput'],
      [0, bounds(1, null, 1), 'rangeUnderflow'],
      [1, bounds(1, 0, 1), 'rangeOverflow'],
      [1000, bounds(1, null, 1), null],
    ];
    for (const [value, b, expected] of rows) it(`${value} with ${JSON.stringify(b)} → ${expected}`, () => expect(quantityProblem(value, b)).to.equal(expected));
  });

  describe('ruleText: the rule as the shopper reads it', () => {
    const en = stringsFor('en');
    const de = stringsFor('de');
    const rows: [label: string, r: QuantityRule, held: number, all: boolean, strings: typeof en, expected: string][] = [
      ['the default says nothing', rule(1, null, 1), 0, false, en, ''],
      ['min, increment and max', rule(3, 12, 3), 0, false, en, 'Minimum 3 · increments of 3 · maximum 12'],
      ['only a maximum', rule(1, 5, 1), 0, false, en, 'Maximum 5'],
      ['only an increment', rule(1, null, 6), 0, false, en, 'Increments of 6'],
      ['the default with 2 in cart', rule(1, null, 1), 2, false, en, '2 in cart'],
      ['a rule and the cart', rule(3, 12, 3), 2, false, en, 'Minimum 3 · increments of 3 · maximum 12 · 2 in cart'],
      ['for a refused value the minimum is always named', rule(1, null, 1), 0, true, en, 'Minimum 1'],
      ['German', rule(3, 12, 3), 2, false, de, 'Mindestens 3 · in Schritten von 3 · höchstens 12 · 2 im Warenkorb'],
    ];
    for (const [label, r, held, all, strings, expected] of rows) it(`${label} → ${JSON.stringify(expected)}`, () => expect(ruleText(r, strings, held, all)).to.equal(expected));
  });
});
