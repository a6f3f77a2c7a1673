// Written by scripts/locales.mjs from theme/locales/fi.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Finnish (fi): the stock line. */
export const strings: StockStrings = {
  inStock: "Varastossa",
  lowStock: "Varasto vähissä: {count} jäljellä",
  outOfStock: "Loppunut varastosta",
  continueSelling: "Tilattavissa",
};
