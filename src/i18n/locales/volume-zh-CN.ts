// Written by scripts/locales.mjs from theme/locales/zh-CN.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/** Chinese (China) (zh-CN): the volume pricing table. */
export const strings: VolumeStrings = {
  volumePricing: "批量定价",
  volumeMinimum: "{count}+",
  volumePriceAtEach: "{price}/件",
};
