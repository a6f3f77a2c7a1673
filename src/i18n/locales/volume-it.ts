// Written by scripts/locales.mjs from theme/locales/it.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Italian (it): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Prezzi basati sui volumi",
  volumeMinimum: "Più di {count}",
  volumePriceAtEach: "a {price}/ciascuno",
};
