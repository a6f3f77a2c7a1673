// Written by scripts/locales.mjs from theme/locales/pl.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Polish (pl): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Ceny zależne od wolumenu",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "{price}/szt.",
};
