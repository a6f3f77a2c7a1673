// Written by scripts/locales.mjs from theme/locales/pt-PT.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** European Portuguese (pt-PT): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Recolha disponível em {location}",
  pickupUnavailableAt: "Recolha atualmente indisponível em {location}",
  pickupAvailable: "Recolha disponível",
  pickupCheckOtherStores: "Verificar a disponibilidade noutras lojas",
  pickupViewStoreInfo: "Ver informações da loja",
  pickupClose: "Encerrar",
};
