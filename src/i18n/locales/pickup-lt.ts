// Written by scripts/locales.mjs from theme/locales/lt.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Lithuanian (lt): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Galima atsiimti {location}",
  pickupUnavailableAt: "Šiuo metu atsiimti {location}negalima",
  pickupAvailable: "Galima atsiimti",
  pickupCheckOtherStores: "Pažiūrėti, ar yra kitose parduotuvėse",
  pickupViewStoreInfo: "Žiūrėti parduotuvės informaciją",
  pickupClose: "Uždaryti",
};
