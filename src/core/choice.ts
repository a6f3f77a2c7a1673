/**
 * A shopper's choice, and what each way of changing it does: choose an option value (moving to the
 * closest variant), a variant, a selling plan; restore a variant and plan handed back. Reset is the
 * initial choice again: it holds the plans it remembered then. Pure: each function takes the
 * current choice and returns the next one, with notes on what changed on its own (for the live
 * region); `<shop-product>` applies it, fires the events and writes the form and the address.
 */
import { movedNotes, planNote, type Note } from './change-notes.js';
import type { OfferedGroup } from './plan-groups.js';
import { findAllocation, requiresPlan, resolvePlan } from './selling-plans.js';
import type { Id, Variant } from './types.js';
import { chooseValue, findVariant, initialVariant, resolveVariant, type Selection, type VariantIndex } from './variants.js';

export interface Choice {
  /** The product's variants, indexed: what the choice is made among. */
  readonly index: VariantIndex;
  /** The chosen value of each option. */
  readonly selection: Selection;
  /** The variant those values name; null when no variant has them. */
  readonly variant: Variant | null;
  /** The selling plan; null for one-time purchase. */
  readonly sellingPlanId: Id | null;
  /** The plan the shopper chose last (null: one-time purchase): dropped by a variant that lacks it, chosen again by one that has it. */
  readonly wantedPlan: Id | null;
  /** Per selling plan group, the plan it had last: choosing the group again brings that plan back. */
  readonly groupPlans: ReadonlyMap<Id, Id>;
  /** What the change to this choice did on its own: an option moved, a plan dropped or back (`noteText` says them). */
  readonly notes: readonly Note[];
  /**
   * A value chosen whose outcome is not known yet, and the selection before it: a combination whose
   * page of a big product has not come (see `regrow`), or another product of a combined listing,
   * loading. Null otherwise. While it waits, the choice names no variant and cannot be bought.
   */
  readonly waiting: Waiting | null;
}

/** A value chosen for option `option` (its index) that waits: see `Choice.waiting`. */
export interface Waiting {
  readonly option: number;
  readonly value: string;
  readonly before: Selection;
}

type AnyId = Id | number | null | undefined;

/** The first choice: the first known of `variantIds`, else the first available variant; the plan `planId` if that variant offers it. */
export function initialChoice(index: VariantIndex, variantIds: readonly AnyId[], planId: AnyId): Choice {
  const variant = initialVariant(index, ...variantIds);
  const sellingPlanId = resolvePlan(index.product, variant, planId);
  return next({ index, groupPlans: new Map() }, variant.options, variant, sellingPlanId, sellingPlanId, []);
}

/**
 * Chooses `value` for the option called `name`. When no variant has the new values, the other options
 * move to the closest one (see `chooseValue`), each move a note. An unknown option changes nothing.
 */
export function chooseOption(choice: Choice, name: string, value: string): Choice {
  const { index, selection: before } = choice;
  const position = index.product.options.findIndex((o) => o.name === name);
  if (position < 0) return choice;
  // Another product (a combined listing): the choice waits for it, see `linkChoice`.
  if (index.product.options[position]!.linked.has(value)) return wait(choice, position, value);
  const { selection, variant } = chooseValue(index, before, position, value);
  // Its page has not come: it waits (see `regrow`).
  if (!variant && !index.product.complete && selection[position] === value) return wait(choice, position, value);
  return reach(choice, selection, variant, movedNotes(index.product, before, selection, position));
}

/** The choice of `value` for option `option`, waiting to be known: no variant yet. */
function wait(choice: Choice, option: number, value: string): Choice {
  const selection = choice.selection.slice();
  selection[option] = value;
  const waiting = { option, value, before: choice.waiting?.before ?? choice.selection };
  return { ...next(choice, selection, null, choice.sellingPlanId, choice.wantedPlan, []), waiting };
}

/**
 * The same choice in the product grown to `index` (more of its variants known, or all of them): the
 * chosen values name the variant they now do, and a value that waited for its page is chosen again
 * now that the page is here, as `chooseOption` would have (moving to the closest variant when the
 * combination turns out not to exist). One waiting for another product keeps waiting.
 */
export function regrow(choice: Choice, index: VariantIndex): Choice {
  const { waiting } = choice;
  const grown: Choice = { ...choice, index, notes: [] };
  if (waiting && !index.product.options[waiting.option]?.linked.has(waiting.value)) {
    const variant = resolveVariant(index, choice.selection);
    if (!variant && !index.product.complete) return grown;
    const before = { ...grown, selection: waiting.before, waiting: null };
    return chooseOption(before, index.product.options[waiting.option]!.name, waiting.value);
  }
  if (waiting) return grown;
  return reach(grown, choice.selection, resolveVariant(index, choice.selection), []);
}

/**
 * The first choice in another product of a combined listing, reached by choosing `value` for option
 * `option` with `selection` chosen: the other options keep their values where that product has them
 * (as `chooseValue` moves), the plan the shopper wanted where the variant offers it.
 */
export function linkChoice(index: VariantIndex, selection: Selection, option: number, value: string, wantedPlan: Id | null): Choice {
  const tuple = selection.slice();
  tuple[option] = value;
  const reached = resolveVariant(index, tuple) ?? chooseValue(index, tuple, option, value).variant;
  return initialChoice(index, [reached?.id], wantedPlan);
}

/** Chooses the variant with this id; an unknown id changes nothing. */
export function chooseVariant(choice: Choice, id: AnyId): Choice {
  const variant = findVariant(choice.index, id);
  return variant ? reach(choice, variant.options, variant, []) : choice;
}

/**
 * Chooses a selling plan (null or '': one-time purchase), which becomes the wanted plan. A plan the
 * variant lacks, one-time purchase when a plan is required, and the plan already chosen change nothing.
 */
export function choosePlan(choice: Choice, id: AnyId): Choice {
  const { variant } = choice;
  const planId = id === null || id === '' ? null : findAllocation(variant, id)?.sellingPlanId;
  const ignored = planId === undefined || planId === choice.sellingPlanId || (planId === null && requiresPlan(choice.index.product, variant));
  return ignored ? choice : next(choice, choice.selection, variant, planId, planId, []);
}

/**
 * A variant and a plan handed back at once (back/forward navigation, the address, attributes set
 * late): the variant if known (null: none), then the plan, as the shopper would choose them.
 * `planId` undefined: no plan handed back, the plan follows the variant. A plan handed back is
 * chosen, so a note that the variant dropped the plan goes with it.
 */
export function restoreChoice(choice: Choice, variantId: AnyId, planId: AnyId): Choice {
  const reached = chooseVariant(choice, variantId);
  return planId === undefined ? reached : choosePlan(reached, planId);
}

/** The plan to choose with a plan group: the one it had last if the variant still offers it, else its first. */
export function groupPlan(choice: Choice, group: OfferedGroup): Id {
  const last = choice.groupPlans.get(group.group.id);
  return (group.plans.find((p) => p.plan.id === last) ?? group.plans[0]!).plan.id;
}

/** The values and variant reached, with the wanted plan if the variant offers it (see `resolvePlan`); a plan dropped or back is a note. */
function reach(choice: Choice, selection: Selection, variant: Variant | null, notes: Note[]): Choice {
  const { index: { product }, wantedPlan } = choice;
  const planId = resolvePlan(product, variant, wantedPlan);
  const note = planNote(variant, choice.sellingPlanId, planId, wantedPlan);
  return next(choice, selection, variant, planId, wantedPlan, note ? [...notes, note] : notes);
}

/** The choice of these parts; the plan's group remembers the plan. */
function next(
  { index, groupPlans }: Pick<Choice, 'index' | 'groupPlans'>, selection: Selection, variant: Variant | null,
  sellingPlanId: Id | null, wantedPlan: Id | null, notes: readonly Note[],
): Choice {
  const group = findAllocation(variant, sellingPlanId)?.sellingPlanGroupId;
  if (group !== undefined && groupPlans.get(group) !== sellingPlanId) groupPlans = new Map(groupPlans).set(group, sellingPlanId!);
  return { index, selection, variant, sellingPlanId, wantedPlan, groupPlans, notes, waiting: null };
}
