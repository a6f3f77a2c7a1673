// Written by scripts/locales.mjs from theme/locales/zh-TW.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Chinese (Taiwan) (zh-TW): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "批發價",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "{price}/每項",
};
