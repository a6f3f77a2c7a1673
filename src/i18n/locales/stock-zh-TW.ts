// Written by scripts/locales.mjs from theme/locales/zh-TW.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Chinese (Taiwan) (zh-TW): the stock line. */
export const strings: StockStrings = {
  inStock: "有庫存",
  lowStock: "庫存不足：剩餘 {count} 件",
  outOfStock: "無庫存",
  continueSelling: "可訂購",
};
