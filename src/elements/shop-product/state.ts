import type { PendingState, Presentation, ProductActions, ProductExtension, ProductState, ReadyState } from '../../context.js';
import type { Choice } from '../../core/choice.js';
import { payable } from '../../core/price-view.js';
import { findPlan } from '../../core/selling-plans.js';
import type { SellingPlan } from '../../core/types.js';
import { availabilityOf } from '../../core/variants.js';

/** The state while loading or after a failure: nothing chosen (so nothing submitted). */
export function pendingState(status: PendingState['status'], presentation: Presentation, actions: ProductActions): PendingState {
  return { status, product: null, index: null, selection: [], variant: null, sellingPlanId: null, availability: null, payable: null, presentation, actions };
}

/**
 * The state of a choice: whether it can be bought and what the shopper pays, worked out once per change.
 * `each` is the price per item a part of the product gives (a B2B customer's price break: <shop-volume-pricing>).
 */
export function readyState(choice: Choice, presentation: Presentation, actions: ProductActions, each?: ProductExtension['each']): ReadyState {
  const { variant } = choice;
  const product = choice.index.product;
  return {
    // A value that waits (its page, or another product) is unknown until it is known.
    ...choice, status: 'ready', product, availability: availabilityOf(variant, choice.waiting ? { complete: false } : product),
    payable: variant && payable(variant, choice.sellingPlanId, each?.(product, variant)), presentation, actions,
  };
}

/** The chosen selling plan; null for one-time purchase (and while nothing is loaded). */
export const planOf = ({ product, sellingPlanId }: ProductState): SellingPlan | null => (product && findPlan(product, sellingPlanId)?.plan) ?? null;
