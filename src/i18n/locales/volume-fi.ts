// Written by scripts/locales.mjs from theme/locales/fi.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Finnish (fi): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Volyymihinnoittelu",
  volumeMinimum: "Yli {count}",
  volumePriceAtEach: "{price}/kpl",
};
