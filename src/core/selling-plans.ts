/**
 * Selling plans (subscriptions). Every plan price comes from the variant's allocation; nothing is
 * recomputed from adjustments. Ids are compared as strings (group ids exceed 2^53).
 */
import { divideHalfUp, wholePercent } from './money.js';
import type { Deposit, Id, Product, SellingPlan, SellingPlanAllocation, SellingPlanGroup, Variant } from './types.js';

export interface OfferedPlan {
  plan: SellingPlan;
  allocation: SellingPlanAllocation;
  savings: Savings | null;
  prepaid: Prepaid | null;
}

export interface OfferedGroup {
  group: SellingPlanGroup;
  plans: OfferedPlan[];
  /** The best saving among the group's plans, for "Subscribe & save 10%". */
  bestSavings: Savings | null;
  /** Whether the plans save different amounts ("Save up to 20%"). */
  savingsVary: boolean;
  /**
   * The plan whose one delivery costs least (a prepaid plan counts per delivery, others by their
   * price): its price names the group before the group is chosen.
   */
  cheapest: OfferedPlan;
  /** Whether one delivery's price differs between the plans ("From …"). */
  perDeliveryVaries: boolean;
}

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

/** The plan groups offered for a variant, each with only the plans the variant has an allocation for. */
export function offeredGroups(product: Product, variant: Variant | null): OfferedGroup[] {
  if (!variant || variant.sellingPlanAllocations.length === 0) return [];
  const byPlan = new Map(variant.sellingPlanAllocations.map((a) => [a.sellingPlanId, a]));
  const groups: OfferedGroup[] = [];
  for (const group of product.sellingPlanGroups) {
    const plans: OfferedPlan[] = [];
    for (const plan of group.sellingPlans) {
      const allocation = byPlan.get(plan.id);
      if (allocation) {
        plans.push({
          plan,
          allocation,
          savings: savings(allocation.price, allocation.compareAtPrice),
          prepaid: prepaid(allocation),
        });
      }
    }
    if (plans.length > 0) {
      const best = plans.reduce<Savings | null>(
        (acc, p) => (p.savings && (!acc || p.savings.percent > acc.percent) ? p.savings : acc),
        null,
      );
      const percents = new Set(plans.map((p) => p.savings?.percent ?? 0));
      const perDelivery = (p: OfferedPlan) => p.prepaid?.perDelivery ?? p.allocation.price;
      groups.push({
        group,
        plans,
        bestSavings: best,
        savingsVary: percents.size > 1,
        cheapest: plans.reduce((a, b) => (perDelivery(b) < perDelivery(a) ? b : a)),
        perDeliveryVaries: new Set(plans.map(perDelivery)).size > 1,
      });
    }
  }
  return groups;
}

/** The product's plan with this id, with its group; null for an unknown id or null (one-time purchase). */
export function findPlan(product: Product, planId: Id | null): { group: SellingPlanGroup; plan: SellingPlan } | null {
  for (const group of product.sellingPlanGroups) {
    const plan = group.sellingPlans.find((p) => p.id === planId);
    if (plan) return { group, plan };
  }
  return null;
}

/** The plan with this id within the offered groups, or null. */
export function findOfferedPlan(groups: OfferedGroup[], planId: Id | null): OfferedPlan | null {
  if (planId === null) return null;
  for (const g of groups) {
    const found = g.plans.find((p) => p.plan.id === planId);
    if (found) return found;
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
  if (requiresPlan(product, variant)) {
    return offeredGroups(product, variant)[0]?.plans[0]?.plan.id ?? null;
  }
  return null;
}

/**
 * A part charged at checkout and the rest later, where an allocation (or a cart line's) says so: both
 * amounts, something left to pay, and adding up to the price (else no deposit is said: never a wrong amount).
 */
export function deposit(price: number | null, now: number | null, later: number | null): Deposit | null {
  return price !== null && now !== null && later !== null && later > 0 && now + later === price ? { now, later } : null;
}
