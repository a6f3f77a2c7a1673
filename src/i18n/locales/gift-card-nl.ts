// Written by scripts/locales.mjs from theme/locales/nl.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Dutch (nl): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Ik wil dit als cadeau sturen",
  recipientExpanded: "Formulier voor ontvanger cadeaubon uitgevouwen",
  recipientCollapsed: "Formulier voor ontvanger cadeaubon ingeklapt",
  recipientEmailLabel: "E-mailadres ontvanger",
  recipientEmailLabelOptional: "E-mailadres ontvanger (optioneel)",
  recipientEmail: "E‑mailadres",
  recipientNameLabel: "Naam ontvanger (optioneel)",
  recipientName: "Naam",
  recipientMessageLabel: "Bericht (optioneel)",
  recipientMessage: "Bericht",
  recipientMaxCharacters: "Maximaal {count} tekens",
  recipientSendOnLabel: "Verzenden op (optioneel)",
  recipientSendOn: "JJJJ-MM-DD",
  recipientEmailInvalid: "Voer een geldig e-mailadres in.",
  recipientSendOnPast: "Kies vandaag of een latere datum.",
};
