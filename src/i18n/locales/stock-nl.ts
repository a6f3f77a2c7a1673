// Written by scripts/locales.mjs from theme/locales/nl.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Dutch (nl): the stock line. */
export const strings: StockStrings = {
  inStock: "Op voorraad",
  lowStock: "Lage voorraad: nog maar {count}",
  outOfStock: "Niet op voorraad",
  continueSelling: "Te bestellen",
};
