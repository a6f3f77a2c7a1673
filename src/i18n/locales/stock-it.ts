// Written by scripts/locales.mjs from theme/locales/it.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Italian (it): the stock line. */
export const strings: StockStrings = {
  inStock: "Disponibile",
  lowStock: "Scorte ridotte: ne restano {count}",
  outOfStock: "Esaurito",
  continueSelling: "Ordinabile",
};
