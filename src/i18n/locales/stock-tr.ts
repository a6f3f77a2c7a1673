// Written by scripts/locales.mjs from theme/locales/tr.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Turkish (tr): the stock line. */
export const strings: StockStrings = {
  inStock: "Stokta",
  lowStock: "Stok düzeyi düşük: {count} adet kaldı",
  outOfStock: "Stokta yok",
  continueSelling: "Sipariş verilebilir",
};
