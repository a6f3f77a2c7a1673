// Written by scripts/locales.mjs from theme/locales/ar.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Arabic (ar): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "أريد إرسال هذا كهدية",
  recipientExpanded: "تم توسيع نموذج مستلم بطاقة الهدايا",
  recipientCollapsed: "تم طي نموذج مستلم بطاقة الهدايا",
  recipientEmailLabel: "البريد الإلكتروني للمستلم",
  recipientEmailLabelOptional: "البريد الإلكتروني للمستلم (اختياري)",
  recipientEmail: "البريد الإلكتروني",
  recipientNameLabel: "اسم المستلم (اختياري)",
  recipientName: "الاسم",
  recipientMessageLabel: "الرسالة (اختياري)",
  recipientMessage: "الرسالة",
  recipientMaxCharacters: "{count} حرفًا كحد أقصى",
  recipientSendOnLabel: "تاريخ الإرسال (اختياري)",
  recipientSendOn: "YYYY-MM-DD",
  recipientEmailInvalid: "أدخل عنوان بريد إلكتروني صالحًا.",
  recipientSendOnPast: "اختر تاريخ اليوم أو تاريخًا لاحقًا.",
};
