// Written by scripts/locales.mjs from theme/locales/th.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Thai (th): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "การกำหนดราคาตามปริมาณ",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "ราคา {price}/หน่วย",
};
