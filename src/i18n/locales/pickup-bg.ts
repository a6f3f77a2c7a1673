// Written by scripts/locales.mjs from theme/locales/bg.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Bulgarian (bg): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Възможност за взимане от {location}",
  pickupUnavailableAt: "В момента няма възможност за взимане от {location}",
  pickupAvailable: "Възможност за взимане",
  pickupCheckOtherStores: "Проверка за наличност в други магазини",
  pickupViewStoreInfo: "Вижте информация за магазина",
  pickupClose: "Затваряне",
};
