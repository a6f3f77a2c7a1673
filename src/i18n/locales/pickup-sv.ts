// Written by scripts/locales.mjs from theme/locales/sv.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Swedish (sv): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Hämtning tillgänglig på {location}",
  pickupUnavailableAt: "Det går för närvarande inte att få hämtning på {location}",
  pickupAvailable: "Hämtning tillgänglig",
  pickupCheckOtherStores: "Kontrollerar tillgänglighet i andra butiker",
  pickupViewStoreInfo: "Visa butiksinformation",
  pickupClose: "Stäng",
};
