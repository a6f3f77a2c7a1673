// Written by scripts/locales.mjs from theme/locales/id.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Indonesian (id): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Pengambilan dapat dilakukan di {location}",
  pickupUnavailableAt: "Saat ini, pengambilan tidak dapat dilakukan di {location}",
  pickupAvailable: "Pengambilan tersedia",
  pickupCheckOtherStores: "Periksa ketersediaan di toko lainnya",
  pickupViewStoreInfo: "Lihat informasi toko",
  pickupClose: "Tutup",
};
