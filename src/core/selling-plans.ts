/**
 * Selling plans (subscriptions). Every plan price comes from the variant's allocation; nothing is
 * recomputed from adjustments. Ids are compared as strings (group ids exceed 2^53). What a choice
 * needs (the allocation, the plan to keep); the groups offered, which only the plan selector and the
 * cart show, are plan-groups.ts (not on a product page before its first interaction).
 */
import { divideHalfUp, wholePercent } from './money.js';
import type { Id, Product, SellingPlan, SellingPlanAllocation, SellingPlanGroup, Variant } from './types.js';

export interface Savings {
  /** compare-at minus price, in storefront units; always > 0. */
  amount: number;
  /** Whole percent, rounded half-up. */
  percent: number;
}

export interface Prepaid {
  /** How many deliveries the price pays for. */
  deliveries: number;
  perDelivery: number;
  billed: number;
}

/** The allocation of `planId` for this variant, or null when the variant does not offer it. */
export function findAllocation(variant: Variant | null, planId: Id | number | null | undefined): SellingPlanAllocation | null {
  if (!variant || planId === null || planId === undefined || planId === '') return null;
  const wanted = String(planId).trim();
  return variant.sellingPlanAllocations.find((a) => a.sellingPlanId === wanted) ?? null;
}

/** Savings of a price against its compare-at price, or null when there is none. */
export function savings(price: number, compareAtPrice: number | null): Savings | null {
  if (compareAtPrice === null || compareAtPrice <= price) return null;
  return { amount: compareAtPrice - price, percent: wholePercent(compareAtPrice - price, compareAtPrice) };
}

/** Prepaid details when one delivery costs less than what is billed, else null. */
export function prepaid(allocation: SellingPlanAllocation): Prepaid | null {
  const { price, perDeliveryPrice } = allocation;
  if (perDeliveryPrice <= 0 || perDeliveryPrice >= price) return null;
  return {
    deliveries: divideHalfUp(price, perDeliveryPrice),
    perDelivery: perDeliveryPrice,
    billed: price,
  };
}

/** The product's plan with this id, with its group; null for an unknown id or null (one-time purchase). */
export function findPlan(product: Product, planId: Id | null): { group: SellingPlanGroup; plan: SellingPlan } | null {
  for (const group of product.sellingPlanGroups) {
    const plan = group.sellingPlans.find((p) => p.id === planId);
    if (plan) return { group, plan };
  }
  return null;
}

/** Whether the variant can only be bought with a plan (product or variant flag). */
export function requiresPlan(product: Product, variant: Variant | null): boolean {
  return product.requiresSellingPlan || (variant?.requiresSellingPlan ?? false);
}

/**
 * The plan to use for `variant` given the one wanted: kept when the variant has an allocation for it;
 * otherwise the first offered plan if a plan is required, else one-time purchase (null).
 */
export function resolvePlan(product: Product, variant: Variant | null, wanted: Id | number | null | undefined): Id | null {
  const kept = findAllocation(variant, wanted);
  if (kept) return kept.sellingPlanId;
  // Required: the first plan offered (plan-groups.ts `offeredGroups(…)[0].plans[0]`, without the groups' work).
  if (requiresPlan(product, variant)) {
    for (const group of product.sellingPlanGroups) for (const plan of group.sellingPlans) if (findAllocation(variant, plan.id)) return plan.id;
  }
  return null;
}
