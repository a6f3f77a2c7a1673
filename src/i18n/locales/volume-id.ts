// Written by scripts/locales.mjs from theme/locales/id.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Indonesian (id): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Harga Volume",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "di {price}/satuan",
};
