// Written by scripts/locales.mjs from theme/locales/nb.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Norwegian Bokmål (nb): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Henting tilgjengelig hos {location}",
  pickupUnavailableAt: "Henting er for øyeblikket ikke tilgjengelig hos {location}",
  pickupAvailable: "Henting tilgjengelig",
  pickupCheckOtherStores: "Sjekk tilgjengelighet i andre butikker",
  pickupViewStoreInfo: "Vis butikkinformasjon",
  pickupClose: "Lukk",
};
