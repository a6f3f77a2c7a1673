// Written by scripts/locales.mjs from theme/locales/ru.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Russian (ru): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Оптовая цена",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "по цене {price} за штуку",
};
