// Written by scripts/locales.mjs from theme/locales/sv.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Swedish (sv): the stock line. */
export const strings: StockStrings = {
  inStock: "I lager",
  lowStock: "Låg lagernivå: {count} kvar",
  outOfStock: "Slut i lager",
  continueSelling: "Kan beställas",
};
