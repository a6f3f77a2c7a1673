// Written by scripts/locales.mjs from theme/locales/tr.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Turkish (tr): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Teslim alım {location} konumunda kullanılabilir",
  pickupUnavailableAt: "Teslim alım {location} konumunda şu anda kullanılamıyor",
  pickupAvailable: "Teslim alım kullanılabilir",
  pickupCheckOtherStores: "Diğer mağazalardaki stok durumunu kontrol edin",
  pickupViewStoreInfo: "Mağaza bilgilerini görüntüleyin",
  pickupClose: "Kapat",
};
