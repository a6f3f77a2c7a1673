// Written by scripts/locales.mjs from theme/locales/ja.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Japanese (ja): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "{location}での受取が可能です。",
  pickupUnavailableAt: "{location}での受取は現在できません。",
  pickupAvailable: "受取が可能です",
  pickupCheckOtherStores: "別のストアでの出品状況を確認する",
  pickupViewStoreInfo: "ストア情報を表示する",
  pickupClose: "閉じる",
};
