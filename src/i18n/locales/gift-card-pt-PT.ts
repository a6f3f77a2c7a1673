// Written by scripts/locales.mjs from theme/locales/pt-PT.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** European Portuguese (pt-PT): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Quero enviar isto como um presente",
  recipientExpanded: "Formulário de destinatário do cartão de oferta expandido",
  recipientCollapsed: "Formulário de destinatário do cartão de oferta fechado",
  recipientEmailLabel: "E-mail do destinatário",
  recipientEmailLabelOptional: "E-mail do destinatário (opcional)",
  recipientEmail: "E-mail",
  recipientNameLabel: "Nome do destinatário (opcional)",
  recipientName: "Nome",
  recipientMessageLabel: "Mensagem (opcional)",
  recipientMessage: "Mensagem",
  recipientMaxCharacters: "Máximo de {count} caracteres",
  recipientSendOnLabel: "Enviar a (opcional)",
  recipientSendOn: "AAAA-MM-DD",
  recipientEmailInvalid: "Introduza um endereço de e-mail válido.",
  recipientSendOnPast: "Escolha a data de hoje ou uma data posterior.",
};
