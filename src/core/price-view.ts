/**
 * Everything <shop-price> shows for a product, a selection and a plan, already formatted.
 * Elements render this and do no arithmetic of their own.
 */
import { formatMoney, type MoneyOptions } from './money.js';
import { findAllocation, prepaid, savings, type Savings } from './selling-plans.js';
import type { Id, Product, SellingPlanAllocation, Variant } from './types.js';

export interface PriceView {
  /** `sold-out` and `unavailable` come with the price still shown where one is known. */
  status: 'available' | 'sold-out' | 'unavailable';
  /** The price to pay: the plan allocation's when a plan is chosen. Null only when unresolved. */
  price: string | null;
  /** Shown struck through: only when greater than the price. */
  compareAtPrice: string | null;
  onSale: boolean;
  /** e.g. savings of a sale or of a subscription. */
  savingsAmount: string | null;
  savingsPercent: number | null;
  /** "From {min}" while no variant is resolved and prices vary. */
  fromPrice: string | null;
  /** Prepaid plans: one delivery's price, and what is billed now. */
  perDelivery: string | null;
  billed: string | null;
  deliveries: number | null;
}

/**
 * What the shopper pays for a variant with a plan (or none), the compare-at price it is measured
 * against, and the saving. With a plan both come from the allocation: its compare-at is the price
 * without the plan for the same deliveries.
 */
export interface Payable {
  /** The plan's allocation for the variant, or null for one-time purchase. */
  allocation: SellingPlanAllocation | null;
  price: number;
  compareAt: number | null;
  /** The saving against compare-at; null when there is none. */
  saved: Savings | null;
}

export function payable(variant: Variant, planId: Id | null): Payable {
  const allocation = findAllocation(variant, planId);
  const price = allocation ? allocation.price : variant.price;
  const compareAt = allocation ? allocation.compareAtPrice : variant.compareAtPrice;
  return { allocation, price, compareAt, saved: savings(price, compareAt) };
}

export function priceView(product: Product, variant: Variant | null, planId: Id | null, money: MoneyOptions): PriceView {
  return priceViewOf(product, variant && { variant, payable: payable(variant, planId) }, (amount) => formatMoney(amount, money));
}

/**
 * `priceView` for a variant whose payable price is already known (the owner works it out once per
 * change), formatting with `fmt` (the owner's, which remembers the amounts it formatted).
 */
export function priceViewOf(product: Product, chosen: { variant: Variant; payable: Payable } | null, fmt: (amount: number) => string): PriceView {
  if (!chosen) {
    return {
      status: 'unavailable',
      price: product.priceVaries ? null : fmt(product.priceMin),
      compareAtPrice: null,
      onSale: false,
      savingsAmount: null,
      savingsPercent: null,
      fromPrice: product.priceVaries ? fmt(product.priceMin) : null,
      perDelivery: null,
      billed: null,
      deliveries: null,
    };
  }
  const { variant, payable: { allocation, price, compareAt, saved } } = chosen;
  const pre = allocation ? prepaid(allocation) : null;
  return {
    status: variant.available ? 'available' : 'sold-out',
    price: fmt(price),
    compareAtPrice: saved && compareAt !== null ? fmt(compareAt) : null,
    onSale: saved !== null,
    savingsAmount: saved ? fmt(saved.amount) : null,
    savingsPercent: saved ? saved.percent : null,
    fromPrice: null,
    perDelivery: pre ? fmt(pre.perDelivery) : null,
    billed: pre ? fmt(pre.billed) : null,
    deliveries: pre ? pre.deliveries : null,
  };
}
