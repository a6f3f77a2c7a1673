// Written by scripts/locales.mjs from theme/locales/sl.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Slovenian (sl): the stock line. */
export const strings: StockStrings = {
  inStock: "Na zalogi",
  lowStock: "Majhna zaloga, preostalo še: {count}",
  outOfStock: "Ni na zalogi",
  continueSelling: "Na voljo za naročilo",
};
