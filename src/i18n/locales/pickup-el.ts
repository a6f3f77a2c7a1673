// Written by scripts/locales.mjs from theme/locales/el.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Greek (el): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Υπάρχει δυνατότητα παραλαβής από {location}",
  pickupUnavailableAt: "Δεν υπάρχει δυνατότητα παραλαβής από {location}",
  pickupAvailable: "Υπάρχει δυνατότητα παραλαβής",
  pickupCheckOtherStores: "Έλεγχος διαθεσιμότητας σε άλλα καταστήματα",
  pickupViewStoreInfo: "Προβολή πληροφοριών καταστήματος",
  pickupClose: "Κλείσιμο",
};
