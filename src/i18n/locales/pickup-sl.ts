// Written by scripts/locales.mjs from theme/locales/sl.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Slovenian (sl): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Prevzem je mogoč na prevzemnem mestu {location}",
  pickupUnavailableAt: "Na prevzemnem mestu {location} osebni prevzem trenutno ni mogoč",
  pickupAvailable: "Na voljo je osebni prevzem",
  pickupCheckOtherStores: "Preveri razpoložljivost v drugih trgovinah",
  pickupViewStoreInfo: "Prikaži podatke o trgovini",
  pickupClose: "Zapri",
};
