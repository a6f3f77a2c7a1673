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

/** Why a purchase cannot be submitted, or null when it can. `loading` / `error`: there is no variant to submit yet. */
export type PurchaseProblem = 'sold-out' | 'unavailable' | 'loading' | 'error' | null;

/** The custom states `<shop-product>` exposes to CSS as `:state(…)`. */
export type CustomState = 'loading' | 'ready' | 'error' | 'sold-out' | 'unavailable' | 'on-sale' | 'subscription';

export function purchaseProblem({ variant }: Purchase): PurchaseProblem {
  return !variant ? 'unavailable' : variant.available ? null : 'sold-out';
}

/**
 * Before the data is ready there is no variant to submit: the form must not post a cart line
 * without one (the storefront would answer with an error page, or add nothing), unless it holds
 * another `id` control, a server-rendered fallback, which is then what the form submits.
 */
export function pendingProblem(status: LoadStatus, otherIdControl: boolean): PurchaseProblem {
  return status === 'ready' || otherIdControl ? null : status;
}

/** The fields the add-to-cart form submits: `id`, and `selling_plan` when a plan is chosen. */
export function formEntries({ variant, sellingPlanId }: Purchase): [name: string, value: string][] {
  if (!variant) return [];
  return sellingPlanId ? [['id', variant.id], ['selling_plan', sellingPlanId]] : [['id', variant.id]];
}

const MESSAGES = {
  'sold-out': 'soldOutValidity',
  unavailable: 'unavailableValidity',
  loading: 'loadingValidity',
  error: 'loadErrorShopper',
} as const;

/**
 * The validity message for a problem, in the shopper's language; empty when there is none. When no
 * variant can be bought at all, "choose another option" would send the shopper looking in vain.
 */
export function validityMessage(
  problem: PurchaseProblem,
  strings: { readonly [K in (typeof MESSAGES)[keyof typeof MESSAGES] | 'productSoldOutValidity']: string },
  everythingSoldOut = false,
): string {
  return problem ? strings[everythingSoldOut ? 'productSoldOutValidity' : MESSAGES[problem]] : '';
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
