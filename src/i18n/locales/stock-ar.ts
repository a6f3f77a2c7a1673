// Written by scripts/locales.mjs from theme/locales/ar.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Arabic (ar): the stock line. */
export const strings: StockStrings = {
  inStock: "متوفر في المخزون",
  lowStock: "المخزون منخفض: تبقّى {count}",
  outOfStock: "غير متوفر في المخزون",
  continueSelling: "متاح للطلب",
};
