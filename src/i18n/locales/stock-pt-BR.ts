// Written by scripts/locales.mjs from theme/locales/pt-BR.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Brazilian Portuguese (pt-BR): the stock line. */
export const strings: StockStrings = {
  inStock: "Em estoque",
  lowStock: "Estoque baixo: {count} restante(s)",
  outOfStock: "Fora de estoque",
  continueSelling: "Disponível para encomenda",
};
