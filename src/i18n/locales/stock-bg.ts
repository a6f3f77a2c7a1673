// Written by scripts/locales.mjs from theme/locales/bg.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Bulgarian (bg): the stock line. */
export const strings: StockStrings = {
  inStock: "В наличност",
  lowStock: "Ниски наличности: остават {count}",
  outOfStock: "Изчерпано количество",
  continueSelling: "Налично за поръчка",
};
