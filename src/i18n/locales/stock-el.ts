// Written by scripts/locales.mjs from theme/locales/el.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Greek (el): the stock line. */
export const strings: StockStrings = {
  inStock: "Σε απόθεμα",
  lowStock: "Χαμηλό απόθεμα: Απομένουν {count}",
  outOfStock: "Χωρίς απόθεμα",
  continueSelling: "Διαθέσιμο για παραγγελία",
};
