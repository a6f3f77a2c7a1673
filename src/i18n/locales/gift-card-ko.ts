// Written by scripts/locales.mjs from theme/locales/ko.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Korean (ko): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "선물로 보내고 싶습니다.",
  recipientExpanded: "기프트 카드 수신자 양식 펼치기",
  recipientCollapsed: "기프트 카드 수신자 양식 접기",
  recipientEmailLabel: "수신자 이메일",
  recipientEmailLabelOptional: "수신자 이메일(선택 사항)",
  recipientEmail: "이메일",
  recipientNameLabel: "수신자 이름(선택 사항)",
  recipientName: "이름",
  recipientMessageLabel: "메시지(선택 사항)",
  recipientMessage: "메시지",
  recipientMaxCharacters: "최대 {count}자",
  recipientSendOnLabel: "전송 날짜(선택 사항)",
  recipientSendOn: "YYYY-MM-DD",
  recipientEmailInvalid: "유효한 이메일 주소를 입력하세요.",
  recipientSendOnPast: "오늘 또는 이후 날짜를 선택하세요.",
};
