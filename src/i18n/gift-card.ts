import { stringsFor, type GiftCardStrings, type UiStrings } from './strings.js';

/**
 * `<gift-card-recipient>`'s English strings: a part of its code (it loads when a gift card's form is
 * on the page), not of the theme file. Other languages carry theirs in their own module (de.ts).
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

/** The strings of a locale with the gift card's: the language's own where it has them, else English. */
export function giftCardStringsFor(locale: string | undefined): UiStrings & GiftCardStrings {
  return { ...giftCardEn, ...stringsFor(locale) };
}
