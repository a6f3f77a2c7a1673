// Written by scripts/locales.mjs from theme/locales/pl.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Polish (pl): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Chcę to wysłać jako prezent",
  recipientExpanded: "Rozwinięty formularz odbiorcy karty prezentowej",
  recipientCollapsed: "Zwinięty formularz odbiorcy karty prezentowej",
  recipientEmailLabel: "E-mail odbiorcy",
  recipientEmailLabelOptional: "Adres e-mail odbiorcy (opcjonalnie)",
  recipientEmail: "E-mail",
  recipientNameLabel: "Nazwa odbiorcy (opcjonalnie)",
  recipientName: "Nazwisko",
  recipientMessageLabel: "Wiadomość (opcjonalna)",
  recipientMessage: "Wiadomość",
  recipientMaxCharacters: "Maks. {count} znaki(-ów)",
  recipientSendOnLabel: "Wyślij dnia (opcjonalnie)",
  recipientSendOn: "RRRR-MM-DD",
  recipientEmailInvalid: "Wpisz prawidłowy adres e-mail.",
  recipientSendOnPast: "Wybierz dzisiejszą lub późniejszą datę.",
};
