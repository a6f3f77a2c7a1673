// Written by scripts/locales.mjs from theme/locales/sl.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Slovenian (sl): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Količinski popust",
  volumeMinimum: "{count} in več",
  volumePriceAtEach: "po ceni {price}/kos",
};
