/**
 * The fake's B2B price list: what a company location's catalog gives its buyers on the platform
 * (quantity price breaks, Liquid's `variant.quantity_price_breaks`; the platform shows them to a
 * logged-in B2B customer only). A visitor is that customer with `?customer=b2b` (which sets the
 * `customer` cookie) or that cookie; `?customer=` (empty) logs out. Amounts are in the shop's currency
 * (EUR, integer cents) and converted exactly like every other price (currency.ts).
 */
import { convertAmount } from './currency.js';

/** Per variant id, its breaks: the price per item from `minimum_quantity` on. Espresso Pods: boxes of 3 to 12 in threes, so 6 and 12 are reachable. */
const B2B_BREAKS: Readonly<Record<string, readonly { minimum_quantity: number; price: number }[]>> = {
  '46000000000001': [{ minimum_quantity: 6, price: 550 }, { minimum_quantity: 12, price: 490 }],
  '46000000000002': [{ minimum_quantity: 6, price: 575 }, { minimum_quantity: 12, price: 515 }],
};

/** The name a request says it is the B2B customer by (the query parameter and the cookie). */
export const B2B_CUSTOMER = 'b2b';

/** A variant's breaks for the B2B customer in `currency` (empty for anyone else, and for a variant the list does not price). */
export function priceBreaksOf(variantId: string, currency: string, b2b: boolean): { minimum_quantity: number; price: number }[] {
  if (!b2b) return [];
  return (B2B_BREAKS[variantId] ?? []).map((b) => ({ minimum_quantity: b.minimum_quantity, price: convertAmount(b.price, currency) }));
}

/** The price per item of `quantity` of a variant for that customer: the break's, else `price`. */
export function breakPriceOf(variantId: string, currency: string, b2b: boolean, quantity: number, price: number): number {
  for (const b of priceBreaksOf(variantId, currency, b2b)) if (quantity >= b.minimum_quantity) price = b.price;
  return price;
}
