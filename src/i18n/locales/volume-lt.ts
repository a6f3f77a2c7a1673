// Written by scripts/locales.mjs from theme/locales/lt.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Lithuanian (lt): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Kiekybinė kainodara",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "po {price}/vnt.",
};
