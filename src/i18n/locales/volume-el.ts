// Written by scripts/locales.mjs from theme/locales/el.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Greek (el): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Τιμολόγηση βάσει ποσότητας",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "στα {price}/τμχ",
};
