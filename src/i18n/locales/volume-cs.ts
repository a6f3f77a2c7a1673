// Written by scripts/locales.mjs from theme/locales/cs.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Czech (cs): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Ceny s objemovou slevou",
  volumeMinimum: "{count} a více",
  volumePriceAtEach: "{price} / ks",
};
