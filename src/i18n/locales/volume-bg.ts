// Written by scripts/locales.mjs from theme/locales/bg.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Bulgarian (bg): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Цени на едро",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "при {price}/бр.",
};
