// Written by scripts/locales.mjs from theme/locales/hr.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Croatian (hr): the stock line. */
export const strings: StockStrings = {
  inStock: "Dostupno",
  lowStock: "Preostalo malo komada: samo {count}",
  outOfStock: "Nema na zalihama",
  continueSelling: "Dostupno za narudžbu",
};
