// Written by scripts/locales.mjs from theme/locales/pt-PT.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** European Portuguese (pt-PT): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Preços por volume",
  volumeMinimum: "{count} ou mais",
  volumePriceAtEach: "a {price}/cada",
};
