// Written by scripts/locales.mjs from theme/locales/zh-TW.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Chinese (Taiwan) (zh-TW): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "我要將此作為禮物傳送",
  recipientExpanded: "禮品卡收件人表單已展開",
  recipientCollapsed: "禮品卡收件人表單已收合",
  recipientEmailLabel: "收件者電子郵件",
  recipientEmailLabelOptional: "收件者電子郵件 (選填)",
  recipientEmail: "電子郵件",
  recipientNameLabel: "收件者姓名 (選填)",
  recipientName: "姓名",
  recipientMessageLabel: "訊息 (選填)",
  recipientMessage: "訊息",
  recipientMaxCharacters: "最多 {count} 個字元",
  recipientSendOnLabel: "發送時間 (選填)",
  recipientSendOn: "YYYY-MM-DD",
  recipientEmailInvalid: "請輸入有效的電子郵件地址。",
  recipientSendOnPast: "請選擇今天或之後的日期。",
};
