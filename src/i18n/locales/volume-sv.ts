// Written by scripts/locales.mjs from theme/locales/sv.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Swedish (sv): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Volymprissättning",
  volumeMinimum: "Fler än {count}",
  volumePriceAtEach: "för {price}/st",
};
