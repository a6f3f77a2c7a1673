// Written by scripts/locales.mjs from theme/locales/lt.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Lithuanian (lt): the stock line. */
export const strings: StockStrings = {
  inStock: "Yra sandėlyje",
  lowStock: "Atsargos senka: liko {count} vnt.",
  outOfStock: "Neturime",
  continueSelling: "Galima užsisakyti",
};
