// Written by scripts/locales.mjs from theme/locales/pl.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Polish (pl): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Odbiór możliwy w {location}",
  pickupUnavailableAt: "Odbiór w {location} jest obecnie niemożliwy",
  pickupAvailable: "Odbiór jest możliwy",
  pickupCheckOtherStores: "Sprawdź dostępność w innych sklepach",
  pickupViewStoreInfo: "Wyświetl informacje o sklepie",
  pickupClose: "Zamknij",
};
