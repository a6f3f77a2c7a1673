// Written by scripts/locales.mjs from theme/locales/vi.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Vietnamese (vi): the stock line. */
export const strings: StockStrings = {
  inStock: "Còn hàng",
  lowStock: "Sắp hết hàng: Còn {count}",
  outOfStock: "Hết hàng",
  continueSelling: "Có thể đặt hàng",
};
