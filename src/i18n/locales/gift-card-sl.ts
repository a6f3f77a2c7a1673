// Written by scripts/locales.mjs from theme/locales/sl.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Slovenian (sl): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Želim poslati kot darilo",
  recipientExpanded: "Razširjen obrazec prejemnika darilnega bona",
  recipientCollapsed: "Strnjen obrazec prejemnika darilnega bona",
  recipientEmailLabel: "E-poštni naslov prejemnika",
  recipientEmailLabelOptional: "E-poštni naslov prejemnika (izbirno)",
  recipientEmail: "E-poštni naslov",
  recipientNameLabel: "Ime prejemnika (izbirno)",
  recipientName: "Ime",
  recipientMessageLabel: "Sporočilo (izbirno)",
  recipientMessage: "Sporočilo",
  recipientMaxCharacters: "Največje št. znakov: {count}",
  recipientSendOnLabel: "Pošlji na datum (izbirno)",
  recipientSendOn: "LLLL-MM-DD",
  recipientEmailInvalid: "Vnesite veljaven e-poštni naslov.",
  recipientSendOnPast: "Izberite današnji ali poznejši datum.",
};
