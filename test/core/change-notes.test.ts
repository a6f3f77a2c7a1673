import { expect } from '@open-wc/testing';
import { movedNotes, noteText, planName, planNote, type Note } from '../../src/core/change-notes.js';
import type { Id, Product, Variant } from '../../src/core/index.js';
import { loadStrings, stringsFor } from '../../src/i18n/strings.js';
import { loadProduct } from '../fixtures/load.js';

const SS2 = '4100000001';
const PP3 = '4100000003';
const en = stringsFor('en');
// German is a module of its own: loaded first, as an element's first data render does.
await loadStrings('de');
const de = stringsFor('de');

describe('change notes: what a choice did on its own (Organic Coffee)', () => {
  let coffee: Product;
  let apparel: Product;
  const byTitle = (p: Product, title: string): Variant => p.variants.find((v) => v.title === title)!;
  before(async () => {
    coffee = await loadProduct('coffee');
    apparel = await loadProduct('apparel');
  });

  const names: [id: Id | null, strings: typeof en, expected: string][] = [
    [null, en, 'One-time purchase'],
    [null, de, 'Einmalkauf'],
    [SS2, en, 'Subscribe & save, Delivery every 2 weeks'],
    [PP3, en, 'Prepaid, 3 deliveries, prepaid'],
    ['999', en, 'One-time purchase'],
  ];
  for (const [id, strings, expected] of names) {
    it(`names plan ${id} "${expected}"`, () => {
      expect(planName(coffee, id, strings)).to.equal(expected);
    });
  }

  const plans: [label: string, variant: string, before: Id | null, now: Id | null, wanted: Id | null, expected: string | null][] = [
    ['a dropped plan, in words', '1 kg / Filter', PP3, null, PP3, 'Prepaid, 3 deliveries, prepaid not available for 1 kg / Filter: One-time purchase'],
    ['the wanted plan back', '1 kg / Whole bean', null, PP3, PP3, 'Prepaid, 3 deliveries, prepaid selected again'],
    ['nothing when the plan stays', '1 kg / Whole bean', SS2, SS2, SS2, null],
    ['nothing when the shopper chose the change', '250 g / Filter', SS2, null, null, null],
    ['nothing without a variant', '', SS2, null, SS2, null],
  ];
  for (const [label, title, before, now, wanted, expected] of plans) {
    it(`says ${label}`, () => {
      const variant = title ? byTitle(coffee, title) : null;
      const note = planNote(variant, before, now, wanted);
      expect(note && noteText(coffee, note, en)).to.equal(expected);
    });
  }

  it('says each option a choice moved, and none it did not', () => {
    const options = apparel.options.map((o) => o.name);
    const first = apparel.variants[0]!.options;
    const moved = first.map((v, i) => (i === 0 ? v : `${v}-other`));
    const said = (notes: Note[]) => notes.map((note) => noteText(apparel, note, en));
    expect(said(movedNotes(apparel, moved, first, 0))).to.deep.equal(
      options.slice(1).map((name, k) => `${name} changed to ${first[k + 1]}: ${moved[k + 1]} is not available in ${first[0]}`),
    );
    expect(movedNotes(apparel, first, first, 0)).to.deep.equal([]);
    // Data, not words: the same note says itself in German.
    expect(noteText(apparel, movedNotes(apparel, moved, first, 0)[0]!, de)).to.equal(`${options[1]} geändert zu ${first[1]}: ${moved[1]} gibt es nicht in ${first[0]}`);
  });
});
