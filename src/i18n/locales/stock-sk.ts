// Written by scripts/locales.mjs from theme/locales/sk.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Slovak (sk): the stock line. */
export const strings: StockStrings = {
  inStock: "Skladom",
  lowStock: "Nízky stav zásob: zostáva {count}",
  outOfStock: "Vypredané",
  continueSelling: "Na objednávku",
};
