// Written by scripts/locales.mjs from theme/locales/he.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Hebrew (he): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "תמחור לפי כמות",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "ב-{price} ליחידה",
};
