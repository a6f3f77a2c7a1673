// Written by scripts/locales.mjs from theme/locales/sk.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Slovak (sk): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "K dispozícii na vyzdvihnutie na adrese {location}",
  pickupUnavailableAt: "Aktuálne nedostupné na vyzdvihnutie na adrese {location}",
  pickupAvailable: "K dispozícii na vyzdvihnutie",
  pickupCheckOtherStores: "Skontrolovať dostupnosť v iných obchodoch",
  pickupViewStoreInfo: "Zobraziť informácie o obchode",
  pickupClose: "Zavrieť",
};
