// Written by scripts/locales.mjs from theme/locales/pt-PT.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** European Portuguese (pt-PT): the stock line. */
export const strings: StockStrings = {
  inStock: "Em stock",
  lowStock: "Stock reduzido: {count} restantes",
  outOfStock: "Esgotado",
  continueSelling: "Disponível para encomenda",
};
