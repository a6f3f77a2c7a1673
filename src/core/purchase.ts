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
 * The validity message for a choice that cannot be bought, in the shopper's language; empty when it
 * can. When no variant can be bought at all, "choose another option" would send the shopper looking in vain.
 */
export function validityMessage(
  availability: Availability,
  strings: { readonly soldOutValidity: string; readonly unavailableValidity: string; readonly productSoldOutValidity: string },
  everythingSoldOut = false,
): string {
  if (availability === 'available') return '';
  return everythingSoldOut ? strings.productSoldOutValidity : availability === 'sold-out' ? strings.soldOutValidity : strings.unavailableValidity;
}

/**
 * Which custom states hold; `onSale` says whether what the shopper pays is below its compare-at
 * price. Only a ready state is sold out, unavailable, on sale or a subscription.
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
