// Written by scripts/locales.mjs from theme/locales/ja.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Japanese (ja): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "量による価格",
  volumeMinimum: "{count}個以上",
  volumePriceAtEach: "{price}/ユニットで",
};
