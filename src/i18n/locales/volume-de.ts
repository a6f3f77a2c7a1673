// Written by scripts/locales.mjs from theme/locales/de.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** German (de): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Volumenabhängige Preisgestaltung",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "bei {price}/Stück",
};
