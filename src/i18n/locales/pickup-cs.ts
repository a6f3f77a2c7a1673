// Written by scripts/locales.mjs from theme/locales/cs.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Czech (cs): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Vyzvednutí je k dispozici v lokalitě {location}",
  pickupUnavailableAt: "Vyzvednutí není momentálně v lokalitě {location} k dispozici",
  pickupAvailable: "Vyzvednutí k dispozici",
  pickupCheckOtherStores: "Zkontrolovat dostupnost v ostatních obchodech",
  pickupViewStoreInfo: "Zobrazit informace o obchodě",
  pickupClose: "Zavřít",
};
