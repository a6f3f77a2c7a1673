// Written by scripts/locales.mjs from theme/locales/id.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Indonesian (id): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Saya ingin mengirim ini sebagai hadiah",
  recipientExpanded: "Formulir penerima voucher dibuka",
  recipientCollapsed: "Formulir penerima voucher ditutup",
  recipientEmailLabel: "Email penerima",
  recipientEmailLabelOptional: "Email penerima (opsional)",
  recipientEmail: "Email",
  recipientNameLabel: "Nama penerima (opsional)",
  recipientName: "Nama",
  recipientMessageLabel: "Pesan (opsional)",
  recipientMessage: "Pesan",
  recipientMaxCharacters: "Maksimum {count} karakter",
  recipientSendOnLabel: "Kirim pada (opsional)",
  recipientSendOn: "TTTT-BB-HH",
  recipientEmailInvalid: "Masukkan alamat email yang valid.",
  recipientSendOnPast: "Pilih tanggal hari ini atau tanggal setelahnya.",
};
