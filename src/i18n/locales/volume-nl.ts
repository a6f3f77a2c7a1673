// Written by scripts/locales.mjs from theme/locales/nl.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Dutch (nl): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Volumeprijsstelling",
  volumeMinimum: "Meer dan {count}",
  volumePriceAtEach: "{price}/st.",
};
