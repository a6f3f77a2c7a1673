// Written by scripts/locales.mjs from theme/locales/ko.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Korean (ko): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "{location}에서 픽업 사용 가능",
  pickupUnavailableAt: "{location}에서 현재 픽업 사용 불가",
  pickupAvailable: "픽업 사용 가능",
  pickupCheckOtherStores: "다른 스토어의 사용 가능 여부 확인",
  pickupViewStoreInfo: "스토어 정보 보기",
  pickupClose: "닫기",
};
