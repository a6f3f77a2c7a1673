// Written by scripts/locales.mjs from theme/locales/fr.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** French (fr): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Je veux envoyer ce produit comme cadeau",
  recipientExpanded: "Formulaire de destinataire de carte-cadeau agrandi",
  recipientCollapsed: "Formulaire de destinataire de carte-cadeau réduit",
  recipientEmailLabel: "E‑mail du destinataire",
  recipientEmailLabelOptional: "E‑mail du destinataire (facultatif)",
  recipientEmail: "E‑mail",
  recipientNameLabel: "Nom du destinataire (facultatif)",
  recipientName: "Nom",
  recipientMessageLabel: "Message (facultatif)",
  recipientMessage: "Message",
  recipientMaxCharacters: "{count} caractères au maximum",
  recipientSendOnLabel: "Envoyer le (facultatif)",
  recipientSendOn: "AAAA-MM-JJ",
  recipientEmailInvalid: "Saisissez une adresse e-mail valide.",
  recipientSendOnPast: "Choisissez la date du jour ou une date ultérieure.",
};
