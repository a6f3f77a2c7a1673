// Written by scripts/locales.mjs from theme/locales/id.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Indonesian (id): the stock line. */
export const strings: StockStrings = {
  inStock: "Tersedia",
  lowStock: "Stok sedikit: {count} tersisa",
  outOfStock: "Habis",
  continueSelling: "Tersedia untuk dipesan",
};
