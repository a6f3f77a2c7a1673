// Written by scripts/locales.mjs from theme/locales/es.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Spanish (es): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Retiro disponible en {location}",
  pickupUnavailableAt: "Retiro no disponible actualmente en {location}",
  pickupAvailable: "Retiro disponible",
  pickupCheckOtherStores: "Verificar disponibilidad en otras tiendas",
  pickupViewStoreInfo: "Ver información de la tienda",
  pickupClose: "Cerrar",
};
