/**
 * The selling plan groups offered for a variant, as the plan selector and the cart show them: each
 * group with the plans the variant has an allocation for, their savings, prepaid details and the
 * cheapest. Loaded with those parts, not on a product page before its first interaction.
 */
import { prepaid, savings, type Prepaid, type Savings } from './selling-plans.js';
import type { Id, Product, SellingPlan, SellingPlanAllocation, SellingPlanGroup, Variant } from './types.js';

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

/** The plan with this id within the offered groups, or null. */
export function findOfferedPlan(groups: OfferedGroup[], planId: Id | null): OfferedPlan | null {
  if (planId === null) return null;
  for (const g of groups) {
    const found = g.plans.find((p) => p.plan.id === planId);
    if (found) return found;
  }
  return null;
}
