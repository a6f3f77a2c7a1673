// Written by scripts/locales.mjs from theme/locales/zh-CN.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Chinese (China) (zh-CN): the stock line. */
export const strings: StockStrings = {
  inStock: "现货",
  lowStock: "低库存：剩余 {count}",
  outOfStock: "缺货",
  continueSelling: "可订购",
};
