// Written by scripts/locales.mjs from theme/locales/hu.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Hungarian (hu): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Mennyiségi árszabás",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "{price}/db",
};
