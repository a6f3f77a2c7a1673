// Written by scripts/locales.mjs from theme/locales/nb.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Norwegian Bokmål (nb): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Jeg vil sende dette som en gave",
  recipientExpanded: "Utvidet skjema for gavekortmottaker",
  recipientCollapsed: "Lukket skjema for gavekortmottaker",
  recipientEmailLabel: "Mottakerens e-post",
  recipientEmailLabelOptional: "Mottakerens e-post (valgfritt)",
  recipientEmail: "E-post",
  recipientNameLabel: "Mottakerens navn (valgfritt)",
  recipientName: "Navn",
  recipientMessageLabel: "Melding (valgfritt)",
  recipientMessage: "Melding",
  recipientMaxCharacters: "Maks. {count} tegn",
  recipientSendOnLabel: "Send (valgfritt)",
  recipientSendOn: "ÅÅÅÅ-MM-DD",
  recipientEmailInvalid: "Skriv inn en gyldig e-postadresse.",
  recipientSendOnPast: "Velg dagens dato eller en senere dato.",
};
