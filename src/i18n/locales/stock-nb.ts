// Written by scripts/locales.mjs from theme/locales/nb.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Norwegian Bokmål (nb): the stock line. */
export const strings: StockStrings = {
  inStock: "På lager",
  lowStock: "Lav lagerbeholdning: {count} igjen",
  outOfStock: "Ikke på lager",
  continueSelling: "Kan bestilles",
};
