// Written by scripts/locales.mjs from theme/locales/ro.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Romanian (ro): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Ridicare disponibilă la {location}",
  pickupUnavailableAt: "Ridicare indisponibilă momentan la {location}",
  pickupAvailable: "Ridicare disponibilă",
  pickupCheckOtherStores: "Vizualizați disponibilitatea la alte magazine",
  pickupViewStoreInfo: "Vizualizați informațiile despre magazin",
  pickupClose: "Închideți",
};
