// Written by scripts/locales.mjs from theme/locales/ro.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Romanian (ro): the stock line. */
export const strings: StockStrings = {
  inStock: "În stoc",
  lowStock: "Stoc redus: doar {count} articole rămase",
  outOfStock: "Nu există în stoc",
  continueSelling: "Disponibil la comandă",
};
