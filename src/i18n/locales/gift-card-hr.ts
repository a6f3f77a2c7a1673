// Written by scripts/locales.mjs from theme/locales/hr.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Croatian (hr): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Želim ovo poslati kao poklon",
  recipientExpanded: "Obrazac primatelja poklon-kartice je povećan",
  recipientCollapsed: "Obrazac primatelja poklon-kartice je smanjen",
  recipientEmailLabel: "Adresa e-pošte primatelja",
  recipientEmailLabelOptional: "Adresa e-pošte primatelja (nije obavezno)",
  recipientEmail: "Adresa e-pošte",
  recipientNameLabel: "Ime primatelja (nije obavezno)",
  recipientName: "Ime",
  recipientMessageLabel: "Poruka (nije obavezno)",
  recipientMessage: "Poruka",
  recipientMaxCharacters: "Najveći dopušteni broj znakova: {count}",
  recipientSendOnLabel: "Datum slanja (neobavezno)",
  recipientSendOn: "YYYY-MM-DD",
  recipientEmailInvalid: "Unesite valjanu adresu e-pošte.",
  recipientSendOnPast: "Odaberite današnji ili kasniji datum.",
};
