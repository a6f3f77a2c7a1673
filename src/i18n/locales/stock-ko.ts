// Written by scripts/locales.mjs from theme/locales/ko.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Korean (ko): the stock line. */
export const strings: StockStrings = {
  inStock: "재고 있음",
  lowStock: "재고 부족: {count}개 남음",
  outOfStock: "품절",
  continueSelling: "주문 가능",
};
