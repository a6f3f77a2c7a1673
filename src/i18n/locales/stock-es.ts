// Written by scripts/locales.mjs from theme/locales/es.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Spanish (es): the stock line. */
export const strings: StockStrings = {
  inStock: "En existencias",
  lowStock: "Bajas existencias: quedan {count}",
  outOfStock: "Agotado",
  continueSelling: "Disponible para pedido",
};
