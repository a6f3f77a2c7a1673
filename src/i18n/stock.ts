import { partWords } from './parts.js';
import type { StockStrings } from './strings.js';

/**
 * `<shop-stock>`'s English strings, Dawn's inventory wording: a part of its code (loaded when a
 * `<shop-stock>` is on the page), not of the theme file. Other languages' are modules of their own
 * (src/i18n/locales/stock-<code>.ts), loaded by it.
 */
export const stockEn: StockStrings = {
  inStock: 'In stock',
  lowStock: 'Low stock: {count} left',
  outOfStock: 'Out of stock',
  continueSelling: 'Available to order',
};

/** The stock line's words in a locale (src/i18n/parts.ts). */
export const stockWords = partWords(stockEn, (lang) => import('./locales/stock-loaders.js').then((m) => m.load(lang)));
