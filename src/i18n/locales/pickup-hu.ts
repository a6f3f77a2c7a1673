// Written by scripts/locales.mjs from theme/locales/hu.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Hungarian (hu): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Személyesen átvehető itt: {location}",
  pickupUnavailableAt: "Személyesen egyelőre nem vehető át itt: {location}",
  pickupAvailable: "Személyesen átvehető",
  pickupCheckOtherStores: "Kapható más webáruházakban?",
  pickupViewStoreInfo: "Webáruház adatai",
  pickupClose: "Bezárás",
};
