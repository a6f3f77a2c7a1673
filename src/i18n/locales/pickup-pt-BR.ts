// Written by scripts/locales.mjs from theme/locales/pt-BR.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Brazilian Portuguese (pt-BR): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Retirada disponível em {location}",
  pickupUnavailableAt: "Retirada em {location} indisponível no momento",
  pickupAvailable: "Retirada disponível",
  pickupCheckOtherStores: "Verificar a disponibilidade em outras lojas",
  pickupViewStoreInfo: "Ver as informações da loja",
  pickupClose: "Fechar",
};
