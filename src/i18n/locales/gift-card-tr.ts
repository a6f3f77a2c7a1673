// Written by scripts/locales.mjs from theme/locales/tr.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Turkish (tr): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Bunu hediye olarak göndermek istiyorum",
  recipientExpanded: "Hediye kartı alıcısı formu genişletildi",
  recipientCollapsed: "Hediye kartı alıcısı formu daraltıldı",
  recipientEmailLabel: "Alıcı e-postası",
  recipientEmailLabelOptional: "Alıcı e-postası (isteğe bağlı)",
  recipientEmail: "E-posta",
  recipientNameLabel: "Alıcı adı (isteğe bağlı)",
  recipientName: "Ad",
  recipientMessageLabel: "Mesaj (isteğe bağlı)",
  recipientMessage: "Mesaj",
  recipientMaxCharacters: "Maksimum {count} karakter",
  recipientSendOnLabel: "Şu tarihte gönder (isteğe bağlı)",
  recipientSendOn: "YYYY-AA-GG",
  recipientEmailInvalid: "Geçerli bir e-posta adresi girin.",
  recipientSendOnPast: "Bugünü veya daha sonraki bir tarihi seçin.",
};
