// Written by scripts/locales.mjs from theme/locales/hu.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Hungarian (hu): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Ajándékba szeretném küldeni",
  recipientExpanded: "Ajándékkártya címzettjének űrlapja kibontva",
  recipientCollapsed: "Ajándékkártya címzettjének űrlapja összecsukva",
  recipientEmailLabel: "Címzett e-mail-címe",
  recipientEmailLabelOptional: "Címzett e-mail-címe (nem kötelező)",
  recipientEmail: "E-mail-cím",
  recipientNameLabel: "Címzett neve (nem kötelező)",
  recipientName: "Név",
  recipientMessageLabel: "Üzenet (nem kötelező)",
  recipientMessage: "Üzenet",
  recipientMaxCharacters: "Maximum {count} karakter",
  recipientSendOnLabel: "Küldés dátuma (nem kötelező)",
  recipientSendOn: "ÉÉÉÉ-HH-NN",
  recipientEmailInvalid: "Adjon meg egy érvényes e-mail-címet.",
  recipientSendOnPast: "A mai vagy egy későbbi dátumot válasszon.",
};
