// Written by scripts/locales.mjs from theme/locales/ru.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/** Russian (ru): the stock line. */
export const strings: StockStrings = {
  inStock: "В наличии",
  lowStock: "Заканчивается. Осталось: {count}",
  outOfStock: "Нет в наличии",
  continueSelling: "Доступно для заказа",
};
