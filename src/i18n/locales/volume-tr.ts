// Written by scripts/locales.mjs from theme/locales/tr.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Turkish (tr): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Toplu Alım Bazlı Fiyatlandırma",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "{price}/adet",
};
