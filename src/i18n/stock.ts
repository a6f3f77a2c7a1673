import type { StockStrings, UiStrings } from './strings.js';

/**
 * `<shop-stock>`'s English strings, Dawn's inventory wording: a part of its code (loaded when a
 * `<shop-stock>` is on the page), not of the theme file. Other languages carry theirs in their module.
 */
export const stockEn: StockStrings = {
  inStock: 'In stock',
  lowStock: 'Low stock: {count} left',
  outOfStock: 'Out of stock',
  continueSelling: 'In stock',
};

const merged = new WeakMap<object, StockStrings>();

/** A language's strings with the stock line's: its own where it has them, else English. The same object while they stay the same. */
export function stockStringsFor(base: UiStrings & Partial<StockStrings>): StockStrings {
  let strings = merged.get(base);
  if (!strings) merged.set(base, (strings = { ...stockEn, ...base }));
  return strings;
}
