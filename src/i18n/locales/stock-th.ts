// Written by scripts/locales.mjs from theme/locales/th.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Thai (th): the stock line. */
export const strings: StockStrings = {
  inStock: "มีในสต็อก",
  lowStock: "สต็อกสินค้าเหลือน้อย: เหลือ {count} ชิ้น",
  outOfStock: "หมดสต็อก",
  continueSelling: "สั่งซื้อได้",
};
