import { partWords } from './parts.js';
import type { VolumeStrings } from './strings.js';

/**
 * `<shop-volume-pricing>`'s English strings: a part of its code (loaded where a product has price
 * breaks), not of the theme file. Other languages' are modules of their own
 * (src/i18n/locales/volume-<code>.ts), loaded by it.
 */
export const volumeEn: VolumeStrings = {
  volumePricing: 'Volume pricing',
  volumeMinimum: '{count}+',
  volumePriceAtEach: 'at {price}/ea',
};

/** The volume table's words in a locale (src/i18n/parts.ts). */
export const volumeWords = partWords(volumeEn, (lang) => import('./locales/volume-loaders.js').then((m) => m.load(lang)));
