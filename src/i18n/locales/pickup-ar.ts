// Written by scripts/locales.mjs from theme/locales/ar.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Arabic (ar): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "الاستلام متاح في {location}",
  pickupUnavailableAt: "الاستلام غير متاح حاليًا في {location}",
  pickupAvailable: "الاستلام متاح",
  pickupCheckOtherStores: "التحقق من التوفر في متاجر أخرى",
  pickupViewStoreInfo: "عرض معلومات المتجر",
  pickupClose: "إغلاق",
};
