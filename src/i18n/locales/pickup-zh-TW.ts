// Written by scripts/locales.mjs from theme/locales/zh-TW.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Chinese (Taiwan) (zh-TW): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "可提供 {location} 的取貨服務",
  pickupUnavailableAt: "目前無法提供 {location} 的取貨服務",
  pickupAvailable: "可提供取貨服務",
  pickupCheckOtherStores: "查看其他商店的供貨情況",
  pickupViewStoreInfo: "檢視商店資訊",
  pickupClose: "關閉",
};
