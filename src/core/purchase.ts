/**
 * What a shopper's choice means for the form and for CSS: the fields the add-to-cart form submits,
 * why it may not submit, and the custom states the element shows. Pure: the element applies them
 * to its ElementInternals.
 */
import type { Id, Variant } from './types.js';
import type { Availability } from './variants.js';

export type LoadStatus = 'loading' | 'ready' | 'error';

/**
 * What the form and CSS need of a product's state: whether it is loaded, the variant (null: the
 * chosen values name none, or nothing is loaded), its availability (null until loaded) and the
 * selling plan (null: one-time purchase).
 */
export interface Purchase {
  readonly status: LoadStatus;
  readonly variant: Variant | null;
  readonly availability: Availability | null;
  readonly sellingPlanId: Id | null;
}

/** The custom states `<shop-product>` exposes to CSS as `:state(…)`. */
export type CustomState = 'loading' | 'ready' | 'error' | 'sold-out' | 'unavailable' | 'on-sale' | 'subscription';

/** The fields the add-to-cart form submits: `id`, and `selling_plan` when a plan is chosen. */
export function formEntries({ variant, sellingPlanId }: Pick<Purchase, 'variant' | 'sellingPlanId'>): [name: string, value: string][] {
  if (!variant) return [];
  return sellingPlanId ? [['id', variant.id], ['selling_plan', sellingPlanId]] : [['id', variant.id]];
}

/**
 * What stops the form from submitting: the choice's availability once the data is ready, else the
 * load status. Before the data is ready there is no variant to submit, and the form must not post a
 * cart line without one (the storefront would answer with an error page, or add nothing), unless it
 * holds another `id` control, a server-rendered fallback, which is then what the form submits.
 */
export function submitBlocker({ status, availability }: Pick<Purchase, 'status' | 'availability'>, otherIdControl: boolean): Availability | 'loading' | 'error' {
  return status === 'ready' ? availability ?? 'available' : otherIdControl ? 'available' : status;
}

const MESSAGES = {
  'sold-out': 'soldOutValidity',
  unavailable: 'unavailableValidity',
  // A combination whose page of a big product has not come yet: it is still loading.
  unknown: 'loadingValidity',
  loading: 'loadingValidity',
  error: 'loadErrorShopper',
} as const;

/**
 * The validity message for what stops the form, in the shopper's language; empty when nothing does.
 * When no variant can be bought at all, "choose another option" would send the shopper looking in vain.
 */
export function validityMessage(
  blocker: Availability | 'loading' | 'error',
  strings: { readonly [K in (typeof MESSAGES)[keyof typeof MESSAGES] | 'productSoldOutValidity']: string },
  everythingSoldOut = false,
): string {
  return blocker === 'available' ? '' : strings[everythingSoldOut ? 'productSoldOutValidity' : MESSAGES[blocker]];
}

/**
 * Which custom states hold; `onSale` says whether what the shopper pays is below its compare-at
 * price (the one <shop-price> strikes through): a sale, or with a plan chosen the plan's discount, as
 * docs/guide.md says of `:state(on-sale)`. Only a ready state is sold out, unavailable, on sale or a subscription.
 */
export function customStates({ status, availability, sellingPlanId }: Purchase, onSale: boolean): Record<CustomState, boolean> {
  const ready = status === 'ready';
  return {
    loading: status === 'loading',
    ready,
    error: status === 'error',
    'sold-out': ready && availability === 'sold-out',
    unavailable: ready && availability === 'unavailable',
    'on-sale': ready && onSale,
    subscription: ready && sellingPlanId !== null,
  };
}
