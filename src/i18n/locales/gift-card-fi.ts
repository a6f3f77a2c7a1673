// Written by scripts/locales.mjs from theme/locales/fi.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Finnish (fi): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Haluan lähettää tämän lahjaksi",
  recipientExpanded: "Lahjakortin saajalomake laajennettuna",
  recipientCollapsed: "Lahjakortin saajalomake pienennettynä",
  recipientEmailLabel: "Vastaanottajan sähköpostiosoite",
  recipientEmailLabelOptional: "Vastaanottajan sähköpostiosoite (valinnainen)",
  recipientEmail: "Sähköposti",
  recipientNameLabel: "Vastaanottajan sähköpostiosoite (valinnainen)",
  recipientName: "Nimi",
  recipientMessageLabel: "Viesti (valinnainen)",
  recipientMessage: "Viesti",
  recipientMaxCharacters: "enintään {count} merkkiä",
  recipientSendOnLabel: "Lähetä (valinnainen)",
  recipientSendOn: "VVVV-KK-PP",
  recipientEmailInvalid: "Anna kelvollinen sähköpostiosoite.",
  recipientSendOnPast: "Valitse tämä päivä tai myöhempi päivämäärä.",
};
