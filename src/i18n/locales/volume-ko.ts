// Written by scripts/locales.mjs from theme/locales/ko.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Korean (ko): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "수량별 가격 책정",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "개당 {price}",
};
