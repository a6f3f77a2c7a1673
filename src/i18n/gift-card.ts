import { partWords } from './parts.js';
import type { GiftCardStrings } from './strings.js';

/**
 * `<gift-card-recipient>`'s English strings: a part of its code (it loads when a gift card's form is
 * on the page), not of the theme file. Other languages' are modules of their own (gift-card-de.ts…).
 */
export const giftCardEn: GiftCardStrings = {
  recipientCheckbox: 'I want to send this as a gift',
  recipientExpanded: 'Gift card recipient form expanded',
  recipientCollapsed: 'Gift card recipient form collapsed',
  recipientEmailLabel: 'Recipient email',
  recipientEmailLabelOptional: 'Recipient email (optional)',
  recipientEmail: 'Email',
  recipientNameLabel: 'Recipient name (optional)',
  recipientName: 'Name',
  recipientMessageLabel: 'Message (optional)',
  recipientMessage: 'Message',
  recipientMaxCharacters: '{count} characters max',
  recipientSendOnLabel: 'Send on (optional)',
  recipientSendOn: 'YYYY-MM-DD',
  recipientEmailInvalid: 'Enter a valid email address.',
  recipientSendOnPast: 'Choose today or a later date.',
};

/** A gift card form's words in a locale (src/i18n/parts.ts). */
export const giftCardWords = partWords(giftCardEn, (lang) => import('./locales/gift-card-loaders.js').then((m) => m.load(lang)));
