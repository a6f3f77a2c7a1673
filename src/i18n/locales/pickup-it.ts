// Written by scripts/locales.mjs from theme/locales/it.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Italian (it): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Ritiro disponibile presso la sede {location}",
  pickupUnavailableAt: "Ritiro attualmente non disponibile presso la sede {location}",
  pickupAvailable: "Ritiro disponibile",
  pickupCheckOtherStores: "Verifica la disponibilità in altri negozi",
  pickupViewStoreInfo: "Visualizza i dettagli del negozio",
  pickupClose: "Chiudi",
};
