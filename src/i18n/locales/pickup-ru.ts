// Written by scripts/locales.mjs from theme/locales/ru.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Russian (ru): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Самовывоз доступен: {location}",
  pickupUnavailableAt: "Самовывоз сейчас недоступен: {location}",
  pickupAvailable: "Самовывоз доступен",
  pickupCheckOtherStores: "Проверить наличие в других магазинах",
  pickupViewStoreInfo: "Сведения о магазине",
  pickupClose: "Закрыть",
};
