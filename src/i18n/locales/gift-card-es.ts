// Written by scripts/locales.mjs from theme/locales/es.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Spanish (es): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Quiero enviar esto como un regalo.",
  recipientExpanded: "Formulario del destinatario de la tarjeta de regalo expandido",
  recipientCollapsed: "Formulario del destinatario de tarjeta de regalo contraído",
  recipientEmailLabel: "Correo electrónico de la persona destinataria",
  recipientEmailLabelOptional: "Correo electrónico de la persona destinataria (opcional)",
  recipientEmail: "Correo electrónico",
  recipientNameLabel: "Nombre de la persona destinataria (opcional)",
  recipientName: "Nombre",
  recipientMessageLabel: "Mensaje (opcional)",
  recipientMessage: "Mensaje",
  recipientMaxCharacters: "{count} caracteres máx.",
  recipientSendOnLabel: "Enviar el (opcional)",
  recipientSendOn: "AAAA-MM-DD",
  recipientEmailInvalid: "Introduce una dirección de correo electrónico válida.",
  recipientSendOnPast: "Elige la fecha de hoy o una posterior.",
};
