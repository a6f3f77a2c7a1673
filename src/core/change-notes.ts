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
 * What a choice did on its own, as data: another option moved to reach a variant that exists, the
 * plan the new variant lacks was dropped, or the plan the shopper wants is back. `noteText` says it.
 */
export type Note =
  | { readonly kind: 'moved'; readonly option: string; readonly value: string; readonly previous: string; readonly chosen: string }
  | { readonly kind: 'dropped'; readonly plan: Id; readonly variant: string; readonly now: Id | null }
  | { readonly kind: 'restored'; readonly plan: Id };

/**
 * One note per option, other than the one chosen (`chosen`), whose value the choice changed on its
 * own to reach an existing variant.
 */
export function movedNotes(product: Product, before: Selection, after: Selection, chosen: number): Note[] {
  return after.flatMap((value, i): Note[] => (i !== chosen && before[i] !== undefined && before[i] !== value
    ? [{ kind: 'moved', option: product.options[i]!.name, value, previous: before[i]!, chosen: after[chosen]! }]
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
 * because the variant lacks it, or the plan the shopper wants (`wanted`) is back. Null when the plan
 * did not change, or changed as asked.
 */
export function planNote(variant: Variant | null, before: Id | null, now: Id | null, wanted: Id | null): Note | null {
  if (!variant || now === before) return null;
  if (before !== null && now !== wanted) return { kind: 'dropped', plan: before, variant: variant.title, now };
  return now !== null && now === wanted ? { kind: 'restored', plan: now } : null;
}

/**
 * A note in the shopper's words: "Colour changed to White: Sand is not available in Linen-Cotton",
 * "Subscribe & save not available for 5 L: One-time purchase", "Subscribe & save selected again".
 */
export function noteText(product: Product, note: Note, s: NoteStrings): string {
  if (note.kind === 'moved') return fill(s.optionMoved, note);
  if (note.kind === 'dropped') return fill(s.planDropped, { plan: planName(product, note.plan, s), variant: note.variant, now: planName(product, note.now, s) });
  return fill(s.planRestored, { plan: planName(product, note.plan, s) });
}
