// Written by scripts/locales.mjs from theme/locales/de.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** German (de): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Abholung bei {location} verfügbar",
  pickupUnavailableAt: "Abholung bei {location} derzeit nicht verfügbar",
  pickupAvailable: "Abholung verfügbar",
  pickupCheckOtherStores: "Verfügbarkeit in anderen Shops überprüfen",
  pickupViewStoreInfo: "Shop-Informationen anzeigen",
  pickupClose: "Schließen",
};
