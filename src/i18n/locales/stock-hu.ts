// Written by scripts/locales.mjs from theme/locales/hu.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Hungarian (hu): the stock line. */
export const strings: StockStrings = {
  inStock: "Raktáron",
  lowStock: "Alacsony készlet: csak {count} van raktáron",
  outOfStock: "Nincs készleten",
  continueSelling: "Rendelhető",
};
