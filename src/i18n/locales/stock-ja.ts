// Written by scripts/locales.mjs from theme/locales/ja.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Japanese (ja): the stock line. */
export const strings: StockStrings = {
  inStock: "在庫あり",
  lowStock: "低在庫：残り{count}個",
  outOfStock: "在庫切れ",
  continueSelling: "取り寄せ可能",
};
