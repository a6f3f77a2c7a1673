// Written by scripts/locales.mjs from theme/locales/de.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** German (de): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Ich möchte dies als Geschenk senden",
  recipientExpanded: "Formular für den Empfänger des Gutscheins erweitert",
  recipientCollapsed: "Formular für den Empfänger des Gutscheins minimiert",
  recipientEmailLabel: "Empfänger E-Mail",
  recipientEmailLabelOptional: "E-Mail-Adresse des Empfängers (optional)",
  recipientEmail: "E-Mail",
  recipientNameLabel: "Name des Empfängers (optional)",
  recipientName: "Name",
  recipientMessageLabel: "Nachricht (optional)",
  recipientMessage: "Nachricht",
  recipientMaxCharacters: "Maximal {count} Zeichen",
  recipientSendOnLabel: "Senden am (optional)",
  recipientSendOn: "JJJJ-MM-TT",
  recipientEmailInvalid: "Geben Sie eine gültige E-Mail-Adresse ein.",
  recipientSendOnPast: "Wählen Sie heute oder ein späteres Datum.",
};
