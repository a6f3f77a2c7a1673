// Written by scripts/locales.mjs from theme/locales/pt-BR.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Brazilian Portuguese (pt-BR): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Quero enviar como presente",
  recipientExpanded: "Formulário de destinatário do cartão-presente expandido",
  recipientCollapsed: "Formulário de destinatário do cartão-presente recolhido",
  recipientEmailLabel: "E-mail do destinatário",
  recipientEmailLabelOptional: "E-mail do destinatário (opcional)",
  recipientEmail: "E-mail",
  recipientNameLabel: "Nome do destinatário (opcional)",
  recipientName: "Nome",
  recipientMessageLabel: "Mensagem (opcional)",
  recipientMessage: "Mensagem",
  recipientMaxCharacters: "Máximo de {count} caracteres",
  recipientSendOnLabel: "Enviar em (opcional)",
  recipientSendOn: "AAAA-MM-DD",
  recipientEmailInvalid: "Insira um endereço de e-mail válido.",
  recipientSendOnPast: "Escolha a data de hoje ou uma data posterior.",
};
