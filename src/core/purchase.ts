/**
 * What a shopper's choice means for the form and for CSS: the fields the add-to-cart form submits,
 * why it may not submit, and the custom states the element shows. Pure: the element applies them
 * to its ElementInternals.
 */
import type { Id, Variant } from './types.js';
import type { Availability } from './variants.js';

/** The variant (null: the chosen values name none), its availability, and the selling plan (null: one-time purchase) chosen. */
export interface Purchase {
  readonly variant: Variant | null;
  readonly availability: Availability;
  readonly sellingPlanId: Id | null;
}

export type LoadStatus = 'loading' | 'ready' | 'error';

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
 * Which custom states hold. `purchase` is null until the data is ready; `onSale` says whether what
 * the shopper pays is below its compare-at price.
 */
export function customStates(status: LoadStatus, purchase: Purchase | null, onSale: boolean): Record<CustomState, boolean> {
  const ready = status === 'ready' && purchase !== null;
  const availability = ready ? purchase.availability : 'available';
  return {
    loading: status === 'loading',
    ready,
    error: status === 'error',
    'sold-out': availability === 'sold-out',
    unavailable: availability === 'unavailable',
    'on-sale': ready && onSale,
    subscription: ready && purchase.sellingPlanId !== null,
  };
}
