// Written by scripts/locales.mjs from theme/locales/ar.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Arabic (ar): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "تسعير الكميات",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "بسعر {price} للقطعة",
};
