// Written by scripts/locales.mjs from theme/locales/da.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Danish (da): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Afhentning er tilgængelig på {location}",
  pickupUnavailableAt: "Afhentning er ikke tilgængelig på {location} i øjeblikket",
  pickupAvailable: "Afhentning er tilgængelig",
  pickupCheckOtherStores: "Kontrollér tilgængelighed i andre butikker",
  pickupViewStoreInfo: "Se butiksoplysninger",
  pickupClose: "Luk",
};
