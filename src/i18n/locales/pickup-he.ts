// Written by scripts/locales.mjs from theme/locales/he.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Hebrew (he): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "איסוף זמין ב-{location}",
  pickupUnavailableAt: "איסוף אינו זמין כרגע ב-{location}",
  pickupAvailable: "איסוף זמין",
  pickupCheckOtherStores: "בדיקת זמינות בחנויות אחרות",
  pickupViewStoreInfo: "הצגת פרטי החנות",
  pickupClose: "סגירה",
};
