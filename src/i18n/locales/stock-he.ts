// Written by scripts/locales.mjs from theme/locales/he.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Hebrew (he): the stock line. */
export const strings: StockStrings = {
  inStock: "במלאי",
  lowStock: "מלאי נמוך: נותרו {count}",
  outOfStock: "אזל מהמלאי",
  continueSelling: "זמין להזמנה",
};
