// Written by scripts/locales.mjs from theme/locales/ru.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Russian (ru): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Я хочу отправить это в качестве подарка",
  recipientExpanded: "Форма с данными получателя подарочной карты развернута",
  recipientCollapsed: "Форма с данными получателя подарочной карты свернута",
  recipientEmailLabel: "Электронный адрес получателя",
  recipientEmailLabelOptional: "Электронный адрес получателя (необязательно)",
  recipientEmail: "Электронный адрес",
  recipientNameLabel: "Имя получателя (необязательно)",
  recipientName: "Имя",
  recipientMessageLabel: "Сообщение (необязательно)",
  recipientMessage: "Сообщение",
  recipientMaxCharacters: "Не больше {count} симв.",
  recipientSendOnLabel: "Дата отправки (необязательно)",
  recipientSendOn: "ГГГГ-ММ-ДД",
  recipientEmailInvalid: "Введите действительный адрес электронной почты.",
  recipientSendOnPast: "Выберите сегодняшнюю или более позднюю дату.",
};
