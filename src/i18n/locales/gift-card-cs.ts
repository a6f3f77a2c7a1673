// Written by scripts/locales.mjs from theme/locales/cs.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Czech (cs): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Chci zboží poslat jako dárek",
  recipientExpanded: "Formulář pro příjemce dárkové karty se rozbalil.",
  recipientCollapsed: "Formulář pro příjemce dárkové karty se sbalil.",
  recipientEmailLabel: "E-mail příjemce",
  recipientEmailLabelOptional: "E-mail příjemce (volitelné)",
  recipientEmail: "E-mail",
  recipientNameLabel: "Jméno příjemce (volitelné)",
  recipientName: "Jméno",
  recipientMessageLabel: "Zpráva (volitelné)",
  recipientMessage: "Zpráva",
  recipientMaxCharacters: "Maximální počet znaků: {count}",
  recipientSendOnLabel: "Datum odeslání (volitelné)",
  recipientSendOn: "RRRR-MM-DD",
  recipientEmailInvalid: "Zadejte platnou e-mailovou adresu.",
  recipientSendOnPast: "Vyberte dnešní nebo pozdější datum.",
};
