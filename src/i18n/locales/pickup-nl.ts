// Written by scripts/locales.mjs from theme/locales/nl.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Dutch (nl): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Afhaling is beschikbaar bij {location}",
  pickupUnavailableAt: "Afhaling is momenteel niet beschikbaar bij {location}",
  pickupAvailable: "Afhaling is beschikbaar",
  pickupCheckOtherStores: "Controleer de beschikbaarheid bij andere winkels",
  pickupViewStoreInfo: "Winkelgegevens bekijken",
  pickupClose: "Sluiten",
};
