// Written by scripts/locales.mjs from theme/locales/pt-BR.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Brazilian Portuguese (pt-BR): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Preços por volume",
  volumeMinimum: "Mais de {count}",
  volumePriceAtEach: "{price}/cada",
};
