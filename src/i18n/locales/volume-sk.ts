// Written by scripts/locales.mjs from theme/locales/sk.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Slovak (sk): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Objemové ceny",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "{price}/kus",
};
