import { partWords } from './parts.js';
import type { PickupStrings } from './strings.js';

/**
 * `<shop-pickup>`'s English strings (Dawn's words): a part of the pickup's code (it loads with the
 * element), not of the theme file. Other languages' are modules of their own
 * (src/i18n/locales/pickup-<code>.ts), loaded by it.
 */
export const pickupEn: PickupStrings = {
  pickupAvailableAt: 'Pickup available at {location}',
  pickupUnavailableAt: 'Pickup currently unavailable at {location}',
  pickupAvailable: 'Pickup available',
  pickupCheckOtherStores: 'Check availability at other stores',
  pickupViewStoreInfo: 'View store information',
  pickupClose: 'Close',
};

/** The pickup's words in a locale (src/i18n/parts.ts). */
export const pickupWords = partWords(pickupEn, (lang) => import('./locales/pickup-loaders.js').then((m) => m.load(lang)));
