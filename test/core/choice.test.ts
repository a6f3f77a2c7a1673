import { expect } from '@open-wc/testing';
import { chooseOption, choosePlan, chooseVariant, groupPlan, initialChoice, restoreChoice, type Choice } from '../../src/core/choice.js';
import { noteText, type NoteStrings } from '../../src/core/change-notes.js';
import { offeredGroups } from '../../src/core/plan-groups.js';
import type { Product } from '../../src/core/types.js';
import { indexVariants } from '../../src/core/variants.js';
import { loadStrings, stringsFor } from '../../src/i18n/strings.js';
import { loadProduct, type FixtureName } from '../fixtures/load.js';

const en = stringsFor('en');
// German is a module of its own: loaded first, as an element's first data render does.
await loadStrings('de');
const de = stringsFor('de');
// Organic Coffee: two plan groups. Subscribe & save (SS2, SS4) on every variant; Prepaid (PP3, PP6) on all but 1 kg / Filter.
const SS = '98765432109876543210';
const PP = '98765432109876543211';
const [SS2, SS4, PP3, PP6] = ['4100000001', '4100000002', '4100000003', '4100000004'];

/** What a row expects of a choice: the variant's title (null: none), the values when they name no variant, the plans, the notes. */
interface Seen {
  variant: string | null;
  selection?: string;
  plan: string | null;
  wanted: string | null;
  groups: Record<string, string>;
  notes: string[];
}

/** What a row sees of a choice, its notes said in `s`'s language (English by default). */
function seen(choice: Choice, s: NoteStrings = en): Seen {
  return {
    variant: choice.variant?.title ?? null,
    ...(choice.variant ? {} : { selection: choice.selection.join(' / ') }),
    plan: choice.sellingPlanId,
    wanted: choice.wantedPlan,
    groups: Object.fromEntries(choice.groupPlans),
    notes: choice.notes.map((note) => noteText(choice.index.product, note, s)),
  };
}

const products = new Map<FixtureName, Product>();
before(async () => {
  for (const name of ['coffee', 'apparel', 'subscription-only'] as const) products.set(name, await loadProduct(name));
});
const index = (name: FixtureName) => indexVariants(products.get(name)!);
const id = (name: FixtureName, title: string) => products.get(name)!.variants.find((v) => v.title === title)!.id;
/** A first choice: the variant with this title (or the default), with this plan asked for. */
const start = (name: FixtureName, title: string | null, planId: string | null = null) =>
  initialChoice(index(name), [title ? id(name, title) : null], planId);

describe('choice: what each way of choosing does (pure)', () => {
  describe('initialChoice', () => {
    const rows: [label: string, make: () => Choice, expected: Seen][] = [
      ['no ids: the first available variant, one-time purchase', () => start('apparel', null),
        { variant: 'XS / Oat / Merino', plan: null, wanted: null, groups: {}, notes: [] }],
      ['a sold-out variant asked for is taken', () => start('coffee', '1 kg / Espresso'),
        { variant: '1 kg / Espresso', plan: null, wanted: null, groups: {}, notes: [] }],
      ['an unknown id falls through to the next', () => initialChoice(index('coffee'), ['999', id('coffee', '1 kg / Filter')], null),
        { variant: '1 kg / Filter', plan: null, wanted: null, groups: {}, notes: [] }],
      ['a plan asked for: chosen, wanted, and its group remembers it', () => start('coffee', null, PP6),
        { variant: '250 g / Whole bean', plan: PP6, wanted: PP6, groups: { [PP]: PP6 }, notes: [] }],
      ['a plan the variant lacks: one-time purchase', () => start('coffee', '1 kg / Filter', PP6),
        { variant: '1 kg / Filter', plan: null, wanted: null, groups: {}, notes: [] }],
      ['a required plan: the first offered', () => start('subscription-only', null),
        { variant: '30 servings', plan: '5200000011', wanted: '5200000011', groups: { '18446744073709551615': '5200000011' }, notes: [] }],
    ];
    for (const [label, make, expected] of rows) it(label, () => expect(seen(make())).to.deep.equal(expected));
  });

  describe('chooseOption', () => {
    const rows: [label: string, make: () => Choice, expected: Seen, said?: NoteStrings][] = [
      ['a value with a variant: that variant, nothing said', () => chooseOption(start('apparel', 'S / Navy / Merino'), 'Size', 'M'),
        { variant: 'M / Navy / Merino', plan: null, wanted: null, groups: {}, notes: [] }],
      ['no variant has the values: the closest one, and the option that moved is said',
        () => chooseOption(start('apparel', 'S / Navy / Cashmere blend'), 'Color', 'Forest'),
        { variant: 'S / Forest / Merino', plan: null, wanted: null, groups: {}, notes: ['Material changed to Merino: Cashmere blend is not available in Forest'] }],
      ['the same in German', () => chooseOption(start('apparel', 'S / Navy / Cashmere blend'), 'Color', 'Forest'),
        { variant: 'S / Forest / Merino', plan: null, wanted: null, groups: {}, notes: ['Material geändert zu Merino: Cashmere blend gibt es nicht in Forest'] }, de],
      ['a value no variant has: kept, no variant', () => chooseOption(start('apparel', 'S / Navy / Merino'), 'Color', 'Moss'),
        { variant: null, selection: 'S / Moss / Merino', plan: null, wanted: null, groups: {}, notes: [] }],
      ['a variant with the plan keeps it', () => chooseOption(start('coffee', null, PP6), 'Size', '1 kg'),
        { variant: '1 kg / Whole bean', plan: PP6, wanted: PP6, groups: { [PP]: PP6 }, notes: [] }],
      ['a variant without the plan drops it, says so, and still wants it',
        () => chooseOption(start('coffee', '1 kg / Whole bean', PP6), 'Grind', 'Filter'),
        { variant: '1 kg / Filter', plan: null, wanted: PP6, groups: { [PP]: PP6 }, notes: ['Prepaid, 6 deliveries, prepaid not available for 1 kg / Filter: One-time purchase'] }],
      ['the wanted plan comes back with a variant that has it, and that is said',
        () => chooseOption(chooseOption(start('coffee', '1 kg / Whole bean', PP6), 'Grind', 'Filter'), 'Grind', 'Espresso'),
        { variant: '1 kg / Espresso', plan: PP6, wanted: PP6, groups: { [PP]: PP6 }, notes: ['Prepaid, 6 deliveries, prepaid selected again'] }],
    ];
    for (const [label, make, expected, said] of rows) it(label, () => expect(seen(make(), said)).to.deep.equal(expected));

    it('an unknown option changes nothing: the same choice', () => {
      const choice = start('apparel', null);
      expect(chooseOption(choice, 'Fabric', 'Silk')).to.equal(choice);
    });
  });

  describe('chooseVariant', () => {
    const rows: [label: string, make: () => Choice, expected: Seen][] = [
      ['a known id: its values', () => chooseVariant(start('apparel', null), id('apparel', 'L / Oat / Cashmere blend')),
        { variant: 'L / Oat / Cashmere blend', plan: null, wanted: null, groups: {}, notes: [] }],
      ['an id as a number', () => chooseVariant(start('coffee', null), 45098765432104),
        { variant: '1 kg / Whole bean', plan: null, wanted: null, groups: {}, notes: [] }],
      ['a variant without the plan: dropped and said', () => chooseVariant(start('coffee', null, PP3), id('coffee', '1 kg / Filter')),
        { variant: '1 kg / Filter', plan: null, wanted: PP3, groups: { [PP]: PP3 }, notes: ['Prepaid, 3 deliveries, prepaid not available for 1 kg / Filter: One-time purchase'] }],
    ];
    for (const [label, make, expected] of rows) it(label, () => expect(seen(make())).to.deep.equal(expected));

    it('an unknown id changes nothing: the same choice', () => {
      const choice = start('coffee', null);
      expect(chooseVariant(choice, '999')).to.equal(choice);
    });
  });

  describe('choosePlan', () => {
    const rows: [label: string, make: () => Choice, expected: Seen][] = [
      ['a plan: chosen, wanted, remembered by its group', () => choosePlan(start('coffee', null), SS4),
        { variant: '250 g / Whole bean', plan: SS4, wanted: SS4, groups: { [SS]: SS4 }, notes: [] }],
      ['another group\'s plan: each group remembers its own', () => choosePlan(choosePlan(start('coffee', null), SS4), PP3),
        { variant: '250 g / Whole bean', plan: PP3, wanted: PP3, groups: { [SS]: SS4, [PP]: PP3 }, notes: [] }],
      ['one-time purchase (null): not wanted any more; the groups still remember', () => choosePlan(start('coffee', null, SS2), null),
        { variant: '250 g / Whole bean', plan: null, wanted: null, groups: { [SS]: SS2 }, notes: [] }],
      ['one-time purchase (an empty string)', () => choosePlan(start('coffee', null, SS2), ''),
        { variant: '250 g / Whole bean', plan: null, wanted: null, groups: { [SS]: SS2 }, notes: [] }],
      ['an id as a number', () => choosePlan(start('coffee', null), 4100000001),
        { variant: '250 g / Whole bean', plan: SS2, wanted: SS2, groups: { [SS]: SS2 }, notes: [] }],
    ];
    for (const [label, make, expected] of rows) it(label, () => expect(seen(make())).to.deep.equal(expected));

    const ignored: [label: string, make: () => Choice, planId: string | null][] = [
      ['a plan the variant lacks', () => start('coffee', '1 kg / Filter'), PP3],
      ['an unknown plan', () => start('coffee', null), '999'],
      ['one-time purchase when a plan is required', () => start('subscription-only', null), null],
      ['the plan already chosen', () => start('coffee', null, SS2), SS2],
    ];
    for (const [label, make, planId] of ignored) {
      it(`${label} changes nothing: the same choice`, () => {
        const choice = make();
        expect(choosePlan(choice, planId)).to.equal(choice);
      });
    }
  });

  describe('restoreChoice', () => {
    const rows: [label: string, make: () => Choice, expected: Seen][] = [
      ['a variant and a plan handed back: both', () => restoreChoice(start('coffee', null), id('coffee', '1 kg / Espresso'), SS4),
        { variant: '1 kg / Espresso', plan: SS4, wanted: SS4, groups: { [SS]: SS4 }, notes: [] }],
      ['one-time purchase handed back (null) drops the plan', () => restoreChoice(start('coffee', null, PP3), id('coffee', '250 g / Filter'), null),
        { variant: '250 g / Filter', plan: null, wanted: null, groups: { [PP]: PP3 }, notes: [] }],
      ['no plan said (undefined): the plan follows the variant, as a click would', () => restoreChoice(start('coffee', null, PP3), id('coffee', '1 kg / Filter'), undefined),
        { variant: '1 kg / Filter', plan: null, wanted: PP3, groups: { [PP]: PP3 }, notes: ['Prepaid, 3 deliveries, prepaid not available for 1 kg / Filter: One-time purchase'] }],
      ['an unknown variant: the plan alone', () => restoreChoice(start('coffee', null), '999', PP6),
        { variant: '250 g / Whole bean', plan: PP6, wanted: PP6, groups: { [PP]: PP6 }, notes: [] }],
      ['a plan handed back with a variant that lacks it: one-time purchase, and why', () => restoreChoice(start('coffee', null, PP6), id('coffee', '1 kg / Filter'), PP6),
        { variant: '1 kg / Filter', plan: null, wanted: PP6, groups: { [PP]: PP6 }, notes: ['Prepaid, 6 deliveries, prepaid not available for 1 kg / Filter: One-time purchase'] }],
    ];
    for (const [label, make, expected] of rows) it(label, () => expect(seen(make())).to.deep.equal(expected));

    it('nothing handed back changes nothing: the same choice', () => {
      const choice = start('coffee', null, SS2);
      expect(restoreChoice(choice, null, undefined)).to.equal(choice);
    });
  });

  describe('groupPlan', () => {
    const groupOf = (choice: Choice, groupId: string) => offeredGroups(choice.index.product, choice.variant).find((g) => g.group.id === groupId)!;
    const rows: [label: string, make: () => Choice, groupId: string, expected: string][] = [
      ['a group never chosen: its first plan', () => start('coffee', null), PP, PP3],
      ['a group chosen before: the plan it had last', () => choosePlan(choosePlan(start('coffee', null), PP6), SS2), PP, PP6],
      ['the current group: its current plan', () => start('coffee', null, SS4), SS, SS4],
    ];
    for (const [label, make, groupId, expected] of rows) {
      it(label, () => {
        const choice = make();
        expect(groupPlan(choice, groupOf(choice, groupId))).to.equal(expected);
      });
    }

    it('a remembered plan the variant no longer offers: the group\'s first', () => {
      const choice = choosePlan(choosePlan(start('coffee', null), SS4), null);
      const group = groupOf(choice, SS);
      expect(groupPlan(choice, { ...group, plans: group.plans.filter((p) => p.plan.id !== SS4) })).to.equal(SS2);
    });
  });

  describe('reset: the initial choice again', () => {
    it('keeps what it remembered then: later choices do not change it', () => {
      const initial = start('coffee', null, SS2);
      const later = choosePlan(chooseVariant(choosePlan(initial, PP6), id('coffee', '1 kg / Filter')), SS4);
      expect(seen(later)).to.deep.equal({ variant: '1 kg / Filter', plan: SS4, wanted: SS4, groups: { [SS]: SS4, [PP]: PP6 }, notes: [] });
      expect(seen(initial)).to.deep.equal({ variant: '250 g / Whole bean', plan: SS2, wanted: SS2, groups: { [SS]: SS2 }, notes: [] });
    });
  });
});
