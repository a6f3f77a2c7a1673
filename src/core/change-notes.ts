/**
 * What a new choice did on its own, said to the shopper before the new price: another option moved
 * to reach a variant that exists, a plan the new variant lacks was dropped, or the plan the shopper
 * chose came back. Pure: the owner passes the strings of the shopper's language.
 */
import { fill } from './fill.js';
import { findPlan } from './selling-plans.js';
import type { Id, Product, Variant } from './types.js';
import type { Selection } from './variants.js';

/** The UI strings the notes are made of. */
export interface NoteStrings {
  readonly optionMoved: string;
  readonly planDropped: string;
  readonly planRestored: string;
  readonly oneTimePurchase: string;
}

/**
 * "Colour changed to White: Sand is not available in Linen-Cotton": one note per option, other than
 * the one chosen (`chosen`), whose value the choice changed on its own to reach an existing variant.
 */
export function movedNotes(product: Product, before: Selection, after: Selection, chosen: number, s: NoteStrings): string[] {
  return after.flatMap((value, i) => (i !== chosen && before[i] !== undefined && before[i] !== value
    ? [fill(s.optionMoved, { option: product.options[i]!.name, value, previous: before[i]!, chosen: after[chosen]! })]
    : []));
}

/** A plan as the shopper knows it: its group's name, with the plan's when the group has several; null is one-time purchase. */
export function planName(product: Product, id: Id | null, s: NoteStrings): string {
  const found = findPlan(product, id);
  if (!found) return s.oneTimePurchase;
  const { group, plan } = found;
  return group.sellingPlans.length > 1 ? `${group.name}, ${plan.name}` : group.name;
}

/**
 * What happened to the plan when the choice moved to `variant`: the plan `before` was dropped
 * because the variant lacks it ("Subscribe & save not available for 5 L: One-time purchase"), or the
 * plan the shopper wants (`wanted`) is back. Null when the plan did not change, or changed as asked.
 */
export function planNote(product: Product, variant: Variant | null, before: Id | null, now: Id | null, wanted: Id | null, s: NoteStrings): string | null {
  if (!variant || now === before) return null;
  if (before !== null && now !== wanted) {
    return fill(s.planDropped, { plan: planName(product, before, s), variant: variant.title, now: planName(product, now, s) });
  }
  return now !== null && now === wanted ? fill(s.planRestored, { plan: planName(product, now, s) }) : null;
}
