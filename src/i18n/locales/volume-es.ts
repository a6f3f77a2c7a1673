// Written by scripts/locales.mjs from theme/locales/es.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Spanish (es): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Precios por volumen",
  volumeMinimum: "Más de {count}",
  volumePriceAtEach: "a {price} por unidad",
};
