// Written by scripts/locales.mjs from theme/locales/fr.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** French (fr): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Tarification basée sur le volume",
  volumeMinimum: "{count} ou plus",
  volumePriceAtEach: "à {price}/pièce",
};
