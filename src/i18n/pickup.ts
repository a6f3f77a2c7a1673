import { stringsFor, type PickupStrings, type UiStrings } from './strings.js';

/**
 * `<shop-pickup>`'s English strings (Dawn's words): a part of the pickup's code (it loads with the
 * element), not of the theme file. Other languages carry theirs in their own module (de.ts).
 */
export const pickupEn: PickupStrings = {
  pickupAvailableAt: 'Pickup available at {location}',
  pickupUnavailableAt: 'Pickup currently unavailable at {location}',
  pickupAvailable: 'Pickup available',
  pickupCheckOtherStores: 'Check availability at other stores',
  pickupViewStoreInfo: 'View store information',
  pickupClose: 'Close',
};

const merged = new WeakMap<object, UiStrings & PickupStrings>();

/**
 * The strings of a locale with the pickup's: the language's own where it has them (German, or what
 * `setStrings` gave), else English. The same object while the language's strings stay the same.
 */
export function pickupStringsFor(locale: string | undefined): UiStrings & PickupStrings {
  const base = stringsFor(locale);
  let strings = merged.get(base);
  if (!strings) merged.set(base, (strings = { ...pickupEn, ...base }));
  return strings;
}
