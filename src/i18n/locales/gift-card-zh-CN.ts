// Written by scripts/locales.mjs from theme/locales/zh-CN.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Chinese (China) (zh-CN): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "我想将此礼品卡发送为礼品",
  recipientExpanded: "礼品卡收件人表单已展开",
  recipientCollapsed: "礼品卡收件人表单已折叠",
  recipientEmailLabel: "收件人邮箱",
  recipientEmailLabelOptional: "收件人邮箱（可选）",
  recipientEmail: "邮箱",
  recipientNameLabel: "收件人姓名（可选）",
  recipientName: "姓名",
  recipientMessageLabel: "消息（可选）",
  recipientMessage: "消息",
  recipientMaxCharacters: "不超过 {count} 个字符",
  recipientSendOnLabel: "发送日期（可选）",
  recipientSendOn: "YYYY-MM-DD",
  recipientEmailInvalid: "请输入有效的电子邮件地址。",
  recipientSendOnPast: "请选择今天或之后的日期。",
};
