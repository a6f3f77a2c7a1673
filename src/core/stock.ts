import type { Variant } from './types.js';

/**
 * What the stock line says of a variant, as Dawn's inventory block decides it:
 * - `in-stock`: tracked, more than the threshold left;
 * - `low`: tracked, 1 to the threshold left (the line says how many);
 * - `continue`: tracked, none left, and the merchant keeps selling (`inventory_policy: continue`);
 * - `sold-out`: tracked, none left, not sold past 0 (or the variant cannot be bought).
 * `incoming`: stock is on its way (Liquid's `variant.incoming`), for a theme to show.
 */
export interface Stock {
  status: 'in-stock' | 'low' | 'continue' | 'sold-out';
  /** How many are left (0 or less when none are). */
  quantity: number;
  incoming: boolean;
}

/** The merchant's default threshold of low stock: Dawn's (`inventory_threshold`, 10). */
export const LOW_STOCK_THRESHOLD = 10;

/**
 * The stock of `variant` under the merchant's threshold, or null when there is no line to show: no
 * variant (the chosen values name none), inventory not tracked (`inventory_management` null), or no
 * count in the data (`/products/<handle>.js` has none for shops created since December 2017: such a
 * product says "Sold out" in its price only).
 */
export function stockOf(variant: Variant | null, threshold: number): Stock | null {
  if (!variant || variant.inventoryManagement === null || variant.inventoryQuantity === null) return null;
  const quantity = variant.inventoryQuantity;
  const incoming = variant.incoming === true;
  const status = !variant.available
    ? 'sold-out'
    : quantity <= 0
      ? 'continue'
      : quantity <= threshold
        ? 'low'
        : 'in-stock';
  return { status, quantity, incoming };
}
