// Written by scripts/locales.mjs from theme/locales/da.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Danish (da): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Mængderabat",
  volumeMinimum: "Mere end {count}",
  volumePriceAtEach: "til {price} pr. stk.",
};
