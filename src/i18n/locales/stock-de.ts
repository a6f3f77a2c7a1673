// Written by scripts/locales.mjs from theme/locales/de.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** German (de): the stock line. */
export const strings: StockStrings = {
  inStock: "Auf Lager",
  lowStock: "Niedriger Lagerbestand: {count} verbleibend",
  outOfStock: "Nicht vorrätig",
  continueSelling: "Bestellbar",
};
