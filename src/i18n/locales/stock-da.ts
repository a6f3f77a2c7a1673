// Written by scripts/locales.mjs from theme/locales/da.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Danish (da): the stock line. */
export const strings: StockStrings = {
  inStock: "På lager",
  lowStock: "Lav lagerbeholdning: {count} tilbage",
  outOfStock: "Ikke på lager",
  continueSelling: "Kan bestilles",
};
