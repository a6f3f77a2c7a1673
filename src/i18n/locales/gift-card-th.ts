// Written by scripts/locales.mjs from theme/locales/th.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Thai (th): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "ฉันต้องการส่งสิ่งนี้เป็นของขวัญ",
  recipientExpanded: "ขยายแบบฟอร์มผู้รับบัตรของขวัญแล้ว",
  recipientCollapsed: "ย่อแบบฟอร์มผู้รับบัตรของขวัญแล้ว",
  recipientEmailLabel: "อีเมลผู้รับ",
  recipientEmailLabelOptional: "อีเมลผู้รับ (ระบุหรือไม่ก็ได้)",
  recipientEmail: "อีเมล",
  recipientNameLabel: "ชื่อผู้รับ (ระบุหรือไม่ก็ได้)",
  recipientName: "ชื่อ",
  recipientMessageLabel: "ข้อความ (ระบุหรือไม่ก็ได้)",
  recipientMessage: "ข้อความ",
  recipientMaxCharacters: "สูงสุด {count} อักขระ",
  recipientSendOnLabel: "ส่งเมื่อ (ไม่บังคับ)",
  recipientSendOn: "ปปปป-ดด-วว",
  recipientEmailInvalid: "ป้อนที่อยู่อีเมลที่ถูกต้อง",
  recipientSendOnPast: "เลือกวันนี้หรือวันที่หลังจากนี้",
};
