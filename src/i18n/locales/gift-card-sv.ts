// Written by scripts/locales.mjs from theme/locales/sv.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Swedish (sv): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Jag vill skicka detta som en gåva",
  recipientExpanded: "Mottagarformulär för presentkort öppnat",
  recipientCollapsed: "Mottagarformulär för presentkort stängt",
  recipientEmailLabel: "Mottagarens e-postadress",
  recipientEmailLabelOptional: "Mottagarens e-postadress (valfritt)",
  recipientEmail: "E-postadress",
  recipientNameLabel: "Mottagarens namn (valfritt)",
  recipientName: "Namn",
  recipientMessageLabel: "Meddelande (valfritt)",
  recipientMessage: "Meddelande",
  recipientMaxCharacters: "Max. {count} tecken",
  recipientSendOnLabel: "Skicka den (valfritt)",
  recipientSendOn: "ÅÅÅÅ-MM-DD",
  recipientEmailInvalid: "Ange en giltig e-postadress.",
  recipientSendOnPast: "Välj dagens datum eller ett senare datum.",
};
