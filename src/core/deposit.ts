/**
 * A pre-order's deposit: a plan that charges part at checkout and the rest later. A module of its own,
 * loaded only where a product's data sends the two charges (elements/shared/deposit.ts), by the plan
 * selector and by the cart: a product page without a deposit pays nothing for it.
 */
import type { Deposit, SellingPlanAllocation } from './types.js';

/**
 * A part charged at checkout and the rest later, where an allocation (or a cart line's) says so: both
 * amounts, something left to pay, and adding up to the price (else no deposit is said: never a wrong amount).
 */
export function deposit(price: number | null, now: number | null, later: number | null): Deposit | null {
  return price !== null && now !== null && later !== null && later > 0 && now + later === price ? { now, later } : null;
}

/** The deposit of a product's allocation or a cart line's plan (its `checkoutChargeAmount` and `remainingBalanceChargeAmount`), or null. */
export const depositOf = (allocation: Pick<SellingPlanAllocation, 'price' | 'checkoutChargeAmount' | 'remainingBalanceChargeAmount'>): Deposit | null =>
  deposit(allocation.price, allocation.checkoutChargeAmount, allocation.remainingBalanceChargeAmount);
