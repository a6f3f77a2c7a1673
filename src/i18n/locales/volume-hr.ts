// Written by scripts/locales.mjs from theme/locales/hr.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Croatian (hr): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Popust na količinu",
  volumeMinimum: "Više od {count}",
  volumePriceAtEach: "po cijeni od {price}/ea",
};
