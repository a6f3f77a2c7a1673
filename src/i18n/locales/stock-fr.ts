// Written by scripts/locales.mjs from theme/locales/fr.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** French (fr): the stock line. */
export const strings: StockStrings = {
  inStock: "En stock",
  lowStock: "Stock bas : {count} restant(s)",
  outOfStock: "En rupture de stock",
  continueSelling: "Disponible à la commande",
};
