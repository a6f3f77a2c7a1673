/**
 * Quantity rules: how many of a variant a shopper may add. The rule is the storefront variant's
 * `quantity_rule` (`{min, max, increment}`, read from `variant.raw`; default `{1, null, 1}`), and
 * what the cart already holds counts against its maximum. Pure: `<shop-quantity>` applies the results.
 */
import { fill } from './fill.js';
import { parseQuantityRule } from './parse.js';
import type { Cart, QuantityRule, Variant } from './types.js';

export type { QuantityRule };

/** What may be typed now: the rule less what the cart holds. Valid values are `min + k × step`, up to `max`. */
export interface QuantityBounds {
  min: number;
  max: number | null;
  step: number;
}

/** Why a value is not allowed, named as the browser's ValidityState flag; null when it is. */
export type QuantityProblem = 'badInput' | 'rangeUnderflow' | 'rangeOverflow' | 'stepMismatch' | null;

/** The variant's rule (`quantity_rule`, read from `variant.raw` by parseQuantityRule: missing or unreadable fields take the default). */
export function quantityRule(variant: Variant | null): QuantityRule {
  return parseQuantityRule(variant?.raw.quantity_rule);
}

/** How many of the variant the cart holds, over all its lines (one per plan or line properties). */
export function inCart(cart: Cart | null | undefined, variantId: string | undefined): number {
  let n = 0;
  for (const item of cart?.items ?? []) if (item.variantId === variantId) n += item.quantity;
  return n;
}

/**
 * The bounds with `held` already in the cart: the maximum shrinks by it, and once the cart holds
 * the minimum, one increment more is enough (as the platform's reference theme does).
 */
export function quantityBounds({ min, max, increment }: QuantityRule, held = 0): QuantityBounds {
  return { min: held >= min ? Math.min(min, increment) : min, max: max === null ? null : Math.max(0, max - held), step: increment };
}

/**
 * The allowed value nearest to `value` (the minimum for no number). When nothing more may be added
 * (the cart holds the maximum) it is the minimum, which `quantityProblem` then refuses.
 */
export function snapQuantity(value: number, { min, max, step }: QuantityBounds): number {
  let n = Number.isFinite(value) ? min + Math.round((value - min) / step) * step : min;
  if (max !== null && n > max) n = min + Math.floor((max - min) / step) * step;
  return Math.max(n, min);
}

/** One step up (`direction` 1) or down (-1) from `value`, onto the allowed values. */
export function stepQuantity(value: number, bounds: QuantityBounds, direction: 1 | -1): number {
  return snapQuantity(snapQuantity(value, bounds) + direction * bounds.step, bounds);
}

/** Why `value` is not allowed, or null. */
export function quantityProblem(value: number, { min, max, step }: QuantityBounds): QuantityProblem {
  return !Number.isInteger(value) ? 'badInput' : value < min ? 'rangeUnderflow' : max !== null && value > max ? 'rangeOverflow' : (value - min) % step ? 'stepMismatch' : null;
}

/** The UI strings the rule's text is made of (the shopper's language: the caller passes them). */
export interface RuleStrings {
  readonly quantityMin: string;
  readonly quantityIncrement: string;
  readonly quantityMax: string;
  readonly inCart: string;
}

/**
 * The rule as text ("Minimum 3 · increments of 3 · maximum 12 · 2 in cart"): the parts that differ
 * from the default, and what the cart holds. `all` names the minimum even when it is 1 (a message
 * about a refused value always says what is allowed). Empty for the default rule and an empty cart.
 */
export function ruleText(rule: QuantityRule, s: RuleStrings, held = 0, all = false): string {
  const parts = [
    [s.quantityMin, (all || rule.min > 1) && rule.min],
    [s.quantityIncrement, rule.increment > 1 && rule.increment],
    [s.quantityMax, rule.max],
    [s.inCart, held],
  ] as const;
  const text = parts.filter(([, n]) => n).map(([t, count]) => fill(t, { count: count as number })).join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
