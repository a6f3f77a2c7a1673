// Written by scripts/locales.mjs from theme/locales/bg.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Bulgarian (bg): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Искам да изпратя като подарък",
  recipientExpanded: "Формулярът за получател на ваучер за подарък е разгънат",
  recipientCollapsed: "Формулярът за получател на ваучер за подарък е свит",
  recipientEmailLabel: "Имейл на получателя",
  recipientEmailLabelOptional: "Имейл на получателя (незадължително)",
  recipientEmail: "Имейл",
  recipientNameLabel: "Име на получателя (незадължително)",
  recipientName: "Име",
  recipientMessageLabel: "Съобщение (незадължително)",
  recipientMessage: "Съобщение",
  recipientMaxCharacters: "Макс. {count} знака",
  recipientSendOnLabel: "Изпращане на (незадължително)",
  recipientSendOn: "ГГГГ-ММ-ДД",
  recipientEmailInvalid: "Въведете валиден имейл адрес.",
  recipientSendOnPast: "Изберете днешна или по-късна дата.",
};
