// Written by scripts/locales.mjs from theme/locales/pl.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Polish (pl): the stock line. */
export const strings: StockStrings = {
  inStock: "W magazynie",
  lowStock: "Niski poziom zapasów: pozostało {count}",
  outOfStock: "Zapas wyczerpany",
  continueSelling: "Dostępne na zamówienie",
};
