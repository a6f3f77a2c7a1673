// Written by scripts/locales.mjs from theme/locales/fr.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** French (fr): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Service de retrait disponible à {location}",
  pickupUnavailableAt: "Service de retrait non disponible actuellement à {location}",
  pickupAvailable: "Service de retrait disponible",
  pickupCheckOtherStores: "Vérifier la disponibilité dans d'autres boutiques",
  pickupViewStoreInfo: "Afficher les informations de la boutique",
  pickupClose: "Fermer",
};
