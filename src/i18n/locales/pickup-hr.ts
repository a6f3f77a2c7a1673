// Written by scripts/locales.mjs from theme/locales/hr.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Croatian (hr): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Preuzimanje je dostupno na lokaciji {location}",
  pickupUnavailableAt: "Preuzimanje trenutačno nije dostupno na lokaciji {location}",
  pickupAvailable: "Dostupno je preuzimanje",
  pickupCheckOtherStores: "Provjeri dostupnost u drugim trgovinama",
  pickupViewStoreInfo: "Prikaži informacije o trgovini",
  pickupClose: "Zatvori",
};
