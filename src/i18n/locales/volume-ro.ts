// Written by scripts/locales.mjs from theme/locales/ro.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Romanian (ro): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Stabilire preț per volum",
  volumeMinimum: "Peste {count}",
  volumePriceAtEach: "la {price}/buc.",
};
