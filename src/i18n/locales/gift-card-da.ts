// Written by scripts/locales.mjs from theme/locales/da.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Danish (da): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Jeg vil sende som en gave",
  recipientExpanded: "Formularen til modtager af gavekort er vist",
  recipientCollapsed: "Formularen til modtager af gavekort er skjult",
  recipientEmailLabel: "Modtagers mailadresse",
  recipientEmailLabelOptional: "Modtagerens mailadresse (valgfrit)",
  recipientEmail: "Mail",
  recipientNameLabel: "Modtagerens navn (valgfrit)",
  recipientName: "Navn",
  recipientMessageLabel: "Besked (valgfrit)",
  recipientMessage: "Besked",
  recipientMaxCharacters: "Højst {count} tegn",
  recipientSendOnLabel: "Send (valgfrit)",
  recipientSendOn: "ÅÅÅÅ-MM-DD",
  recipientEmailInvalid: "Angiv en gyldig mailadresse.",
  recipientSendOnPast: "Vælg i dag eller en senere dato.",
};
