// Written by scripts/locales.mjs from theme/locales/fi.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Finnish (fi): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Nouto saatavilla paikassa {location}",
  pickupUnavailableAt: "Nouto ei ole tällä hetkellä saatavilla paikassa {location}",
  pickupAvailable: "Nouto saatavilla",
  pickupCheckOtherStores: "Tarkista saatavuus muista kaupoista",
  pickupViewStoreInfo: "Näytä kaupan tiedot",
  pickupClose: "Sulje",
};
