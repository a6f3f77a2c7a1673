// Written by scripts/locales.mjs from theme/locales/ro.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Romanian (ro): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Vreau să trimit acest lucru drept cadou",
  recipientExpanded: "Formularul pentru destinatarul cardului cadou este extins",
  recipientCollapsed: "Formularul pentru destinatarul cardului cadou este restrâns",
  recipientEmailLabel: "Adresă de e-mail destinatar",
  recipientEmailLabelOptional: "Adresă de e-mail destinatar (opțional)",
  recipientEmail: "Adresă de e-mail",
  recipientNameLabel: "Nume destinatar (opțional)",
  recipientName: "Nume",
  recipientMessageLabel: "Mesaj (opțional)",
  recipientMessage: "Mesaj",
  recipientMaxCharacters: "Maximum {count} (de) caractere",
  recipientSendOnLabel: "Trimite pe (opțional)",
  recipientSendOn: "DD.MM.YYYY",
  recipientEmailInvalid: "Introdu o adresă de e-mail validă.",
  recipientSendOnPast: "Alege data de azi sau o dată ulterioară.",
};
