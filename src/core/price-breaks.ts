/**
 * Volume pricing: a B2B customer's quantity price breaks (Liquid's `variant.quantity_price_breaks`,
 * each a `quantity_price_break` with `minimum_quantity` and `price`: the price per item from that
 * quantity on, in the presentment currency's minor units like every Liquid price). The storefront's
 * `.js` has none: the snippet carries them, per variant id, as the product's
 * `quantity_price_breaks` in its inline JSON, and the JSON view on each variant. Pure; integers only.
 */
import type { Product, Variant } from './types.js';

/** The price per item from `minimumQuantity` on. */
export interface PriceBreak {
  minimumQuantity: number;
  price: number;
}

const count = (v: unknown): number | null => (typeof v === 'number' || typeof v === 'string') && Number.isSafeInteger(+v) && +v > 0 ? +v : null;
const amount = (v: unknown): number | null => (typeof v === 'number' || typeof v === 'string') && Number.isSafeInteger(+v) && +v >= 0 ? +v : null;

/**
 * The variant's breaks, lowest minimum first: the variant's own (the JSON view), else the product's
 * for its id (the snippet's inline JSON). An entry whose minimum is not a positive whole number or
 * whose price is not a whole amount of minor units is left out (the price stays the variant's).
 */
export function priceBreaks(product: Product, variant: Variant): PriceBreak[] {
  const byId = product.raw.quantity_price_breaks as Record<string, unknown> | undefined;
  const raw = variant.raw.quantity_price_breaks ?? byId?.[variant.id];
  const breaks: PriceBreak[] = [];
  for (const entry of Array.isArray(raw) ? (raw as Record<string, unknown>[]) : []) {
    const minimumQuantity = count(entry?.minimum_quantity);
    const price = amount(entry?.price);
    if (minimumQuantity !== null && price !== null) breaks.push({ minimumQuantity, price });
  }
  return breaks.sort((a, b) => a.minimumQuantity - b.minimumQuantity);
}

/** The price per item at `quantity`: that of the break with the highest minimum at or below it, else `price` (the variant's). */
export function priceAt(breaks: readonly PriceBreak[], quantity: number, price: number): number {
  for (const b of breaks) if (quantity >= b.minimumQuantity) price = b.price;
  return price;
}
