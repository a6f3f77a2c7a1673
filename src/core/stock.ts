import type { Product, Variant } from './types.js';

/**
 * What the stock line says of a variant, as Dawn's inventory block decides it:
 * - `in-stock`: tracked, more than the threshold left;
 * - `low`: tracked, 1 to the threshold left (the line says how many);
 * - `continue`: tracked, none left, and still sold (the merchant's `inventory_policy: continue`);
 * - `sold-out`: tracked and it cannot be bought.
 * `incoming`: stock is on its way (Liquid's `variant.incoming`), for a theme to show.
 */
export interface Stock {
  status: 'in-stock' | 'low' | 'continue' | 'sold-out';
  /** How many are left (0 or less when none are: below 0 when sold past 0). */
  quantity: number;
  /** `deny` or `continue` (Liquid's `variant.inventory_policy`), null where the data does not say. */
  policy: string | null;
  incoming: boolean;
}

/** The merchant's default threshold of low stock: Dawn's (`inventory_threshold`, 10). */
export const LOW_STOCK_THRESHOLD = 10;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v == 'object' && v !== null;

/**
 * A variant's stock fields where the data has them, checked here (parse.ts leaves them in `raw`, so
 * only a page with a stock line reads them): the variant's own (the theme's JSON view, an older shop's
 * `.js`), else the theme snippet's `variants_inventory[id]`. Liquid's `variant.inventory_quantity`
 * (https://shopify.dev/docs/api/liquid/objects/variant); the platform's `json` filter leaves it and
 * `inventory_policy` out for shops created since December 2017 (https://shopify.dev/docs/api/liquid/filters/json).
 * A count that is not a whole number is no count.
 */
function stockFields(product: Product, variant: Variant): Obj | null {
  const inline = product.raw.variants_inventory;
  for (const fields of [variant.raw, isObj(inline) ? inline[variant.id] : null]) {
    if (isObj(fields) && Number.isSafeInteger(fields.inventory_quantity)) return fields;
  }
  return null;
}

/**
 * The stock of `variant` under the merchant's threshold, or null when there is no line to show: no
 * variant (the chosen values name none), inventory not tracked (`inventory_management` null), or no
 * count in the data (`/products/<handle>.js` has none for shops created since December 2017: such a
 * product says "Sold out" in its price only).
 */
export function stockOf(product: Product, variant: Variant | null, threshold: number): Stock | null {
  const fields = variant && variant.inventoryManagement !== null ? stockFields(product, variant) : null;
  if (!variant || !fields) return null;
  const quantity = fields.inventory_quantity as number;
  const policy = typeof fields.inventory_policy == 'string' ? fields.inventory_policy : null;
  const status = !variant.available ? 'sold-out' : quantity <= 0 ? 'continue' : quantity <= threshold ? 'low' : 'in-stock';
  return { status, quantity, policy, incoming: fields.incoming === true };
}
