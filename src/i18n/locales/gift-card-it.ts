// Written by scripts/locales.mjs from theme/locales/it.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Italian (it): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Voglio inviarlo come regalo",
  recipientExpanded: "Modulo destinatario del buono regalo espanso",
  recipientCollapsed: "Modulo destinatario del buono regalo compresso",
  recipientEmailLabel: "Email destinatario",
  recipientEmailLabelOptional: "Email destinatario (facoltativa)",
  recipientEmail: "email",
  recipientNameLabel: "Nome destinatario (facoltativo)",
  recipientName: "Nome",
  recipientMessageLabel: "Messaggio (facoltativo)",
  recipientMessage: "Messaggio",
  recipientMaxCharacters: "Massimo {count} caratteri",
  recipientSendOnLabel: "Spedisci il giorno (opzionale)",
  recipientSendOn: "AAAA-MM-GG",
  recipientEmailInvalid: "Inserisci un indirizzo email valido.",
  recipientSendOnPast: "Scegli la data di oggi o una data successiva.",
};
