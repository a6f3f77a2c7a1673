// Written by scripts/locales.mjs from theme/locales/vi.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Vietnamese (vi): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "Định giá theo số lượng",
  volumeMinimum: "Hơn {count}",
  volumePriceAtEach: "với giá {price}/sản phẩm",
};
