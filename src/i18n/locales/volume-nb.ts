// Written by scripts/locales.mjs from theme/locales/nb.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Norwegian Bokmål (nb): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Volumprissetting",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "til {price}/pr. stk",
};
