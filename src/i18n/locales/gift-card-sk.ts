// Written by scripts/locales.mjs from theme/locales/sk.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Slovak (sk): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Chcem to poslať ako darček",
  recipientExpanded: "Rozbalený formulár pre príjemcu darčekového poukazu",
  recipientCollapsed: "Zbalený formulár pre príjemcu darčekového poukazu",
  recipientEmailLabel: "E-mail príjemcu",
  recipientEmailLabelOptional: "E-mail príjemcu (voliteľné)",
  recipientEmail: "E-mail",
  recipientNameLabel: "Meno príjemcu (voliteľné)",
  recipientName: "Meno",
  recipientMessageLabel: "Správa (voliteľné)",
  recipientMessage: "Správa",
  recipientMaxCharacters: "Maximálny počet znakov: {count}",
  recipientSendOnLabel: "Dátum odoslania (voliteľné)",
  recipientSendOn: "RRRR-MM-DD",
  recipientEmailInvalid: "Zadajte platnú e-mailovú adresu.",
  recipientSendOnPast: "Vyberte dnešný alebo neskorší dátum.",
};
