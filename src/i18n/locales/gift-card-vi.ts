// Written by scripts/locales.mjs from theme/locales/vi.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Vietnamese (vi): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Tôi muốn gửi làm quà",
  recipientExpanded: "Đã mở rộng biểu mẫu người nhận thẻ quà tặng",
  recipientCollapsed: "Đã thu nhỏ biểu mẫu người nhận thẻ quà tặng",
  recipientEmailLabel: "Email người nhận",
  recipientEmailLabelOptional: "Email người nhận (không bắt buộc)",
  recipientEmail: "Email",
  recipientNameLabel: "Tên người nhận (không bắt buộc)",
  recipientName: "Tên",
  recipientMessageLabel: "Tin nhắn (không bắt buộc)",
  recipientMessage: "Tin nhắn",
  recipientMaxCharacters: "Tối đa {count} ký tự",
  recipientSendOnLabel: "Ngày gửi (tùy chọn)",
  recipientSendOn: "DD-MM-YYYY",
  recipientEmailInvalid: "Nhập địa chỉ email hợp lệ.",
  recipientSendOnPast: "Chọn ngày hôm nay hoặc một ngày sau đó.",
};
