/**
 * What a shopper's choice means for the form and for CSS: the fields the add-to-cart form submits,
 * why it may not submit, and the custom states the element shows. Pure: the element applies them
 * to its ElementInternals.
 */
import type { Id, Variant } from './types.js';

/** The variant (null: the chosen values name none) and selling plan (null: one-time purchase) chosen. */
export interface Purchase {
  readonly variant: Variant | null;
  readonly sellingPlanId: Id | null;
}

export type LoadStatus = 'loading' | 'ready' | 'error';

/** Why a purchase cannot be submitted, or null when it can. */
export type PurchaseProblem = 'sold-out' | 'unavailable' | null;

/** The custom states `<shop-product>` exposes to CSS as `:state(…)`. */
export type CustomState = 'loading' | 'ready' | 'error' | 'sold-out' | 'unavailable' | 'on-sale' | 'subscription';

export function purchaseProblem({ variant }: Purchase): PurchaseProblem {
  return !variant ? 'unavailable' : variant.available ? null : 'sold-out';
}

/** The fields the add-to-cart form submits: `id`, and `selling_plan` when a plan is chosen. */
export function formEntries({ variant, sellingPlanId }: Purchase): [name: string, value: string][] {
  if (!variant) return [];
  return sellingPlanId ? [['id', variant.id], ['selling_plan', sellingPlanId]] : [['id', variant.id]];
}

/**
 * The validity message for a problem, in the shopper's language; empty when there is none. When no
 * variant can be bought at all, "choose another option" would send the shopper looking in vain.
 */
export function validityMessage(
  problem: PurchaseProblem,
  strings: { readonly soldOutValidity: string; readonly unavailableValidity: string; readonly productSoldOutValidity: string },
  everythingSoldOut = false,
): string {
  if (problem && everythingSoldOut) return strings.productSoldOutValidity;
  return problem === 'sold-out' ? strings.soldOutValidity : problem === 'unavailable' ? strings.unavailableValidity : '';
}

/**
 * Which custom states hold. `purchase` is null until the data is ready; `onSale` says whether what
 * the shopper pays is below its compare-at price.
 */
export function customStates(status: LoadStatus, purchase: Purchase | null, onSale: boolean): Record<CustomState, boolean> {
  const ready = status === 'ready' && purchase !== null;
  const problem = ready ? purchaseProblem(purchase) : null;
  return {
    loading: status === 'loading',
    ready,
    error: status === 'error',
    'sold-out': problem === 'sold-out',
    unavailable: problem === 'unavailable',
    'on-sale': ready && onSale,
    subscription: ready && purchase.sellingPlanId !== null,
  };
}
