// Written by scripts/locales.mjs from theme/locales/cs.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Czech (cs): the stock line. */
export const strings: StockStrings = {
  inStock: "Skladem",
  lowStock: "Skladové zásoby docházejí, zbývající množství: {count}",
  outOfStock: "Není skladem",
  continueSelling: "K objednání",
};
