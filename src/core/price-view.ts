/**
 * Everything <shop-price> shows for a product, a selection and a plan, already formatted.
 * Elements render this and do no arithmetic of their own.
 */
import { formatMoney, type MoneyOptions } from './money.js';
import { findAllocation, prepaid, savings, type Savings } from './selling-plans.js';
import type { Id, Product, SellingPlanAllocation, UnitPrice, Variant } from './types.js';
import type { Availability } from './variants.js';

/** "100 g" for 100 g; just the unit ("kg") when the reference value is 1. */
export function unitReference(unit: UnitPrice): string {
  return unit.referenceValue === 1 ? unit.referenceUnit : `${unit.referenceValue} ${unit.referenceUnit}`;
}

export interface PriceView {
  /** `sold-out` and `unavailable` come with the price still shown where one is known. */
  availability: Availability;
  /** The price to pay: the plan allocation's when a plan is chosen. Null only when unresolved. */
  price: string | null;
  /** Shown struck through: only when greater than the price. */
  compareAtPrice: string | null;
  /** What is paid is below its compare-at price: a sale, or a chosen plan's discount (`:state(on-sale)`). */
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
  /** The unit price (EU base price), formatted: its amount ("€5.00") and what it refers to ("100 g", or "kg" for 1 kg). */
  unitPrice: { amount: string; reference: string } | null;
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
  compareAtPrice: number | null;
  /** The saving against compare-at; null when there is none. */
  savings: Savings | null;
  /** The base price with this plan (or none), where the storefront sends one. */
  unitPrice: UnitPrice | null;
}

/** `each`: the price per item without a plan at the chosen quantity (a B2B price break's, core/price-breaks.ts); default the variant's. */
export function payable(variant: Variant, planId: Id | null, each = variant.price): Payable {
  const allocation = findAllocation(variant, planId);
  const price = allocation ? allocation.price : each;
  const compareAtPrice = allocation ? allocation.compareAtPrice : variant.compareAtPrice;
  const unitPrice = allocation ? allocation.unitPrice : variant.unitPrice;
  return { allocation, price, compareAtPrice, savings: savings(price, compareAtPrice), unitPrice };
}

export function priceView(product: Product, variant: Variant | null, planId: Id | null, money: MoneyOptions): PriceView {
  return priceViewOf(product, variant && { variant, payable: payable(variant, planId) }, (amount) => formatMoney(amount, money));
}

/**
 * `priceView` for a variant whose payable price is already known (the owner works it out once per
 * change), formatting with `fmt` (the owner's, which remembers the amounts it formatted).
 */
export function priceViewOf(
  product: Product, chosen: { variant: Variant; payable: Payable } | null, fmt: (amount: number) => string, waiting = false,
): PriceView {
  if (!chosen) {
    // A choice that waits for its data (a page of a big product, another product) has no price yet:
    // the variants known so far may not hold the lowest one, so not even "From".
    const known = !waiting && product.complete;
    return {
      availability: waiting || !product.complete ? 'unknown' : 'unavailable',
      price: known && !product.priceVaries ? fmt(product.priceMin) : null,
      compareAtPrice: null,
      onSale: false,
      savingsAmount: null,
      savingsPercent: null,
      fromPrice: known && product.priceVaries ? fmt(product.priceMin) : null,
      perDelivery: null,
      billed: null,
      deliveries: null,
      unitPrice: null,
    };
  }
  const { variant, payable: { allocation, price, compareAtPrice, savings: saved, unitPrice } } = chosen;
  const pre = allocation ? prepaid(allocation) : null;
  return {
    availability: variant.available ? 'available' : 'sold-out',
    price: fmt(price),
    compareAtPrice: saved && compareAtPrice !== null ? fmt(compareAtPrice) : null,
    onSale: saved !== null,
    savingsAmount: saved ? fmt(saved.amount) : null,
    savingsPercent: saved ? saved.percent : null,
    fromPrice: null,
    perDelivery: pre ? fmt(pre.perDelivery) : null,
    billed: pre ? fmt(pre.billed) : null,
    deliveries: pre ? pre.deliveries : null,
    unitPrice: unitPrice && { amount: fmt(unitPrice.amount), reference: unitReference(unitPrice) },
  };
}
