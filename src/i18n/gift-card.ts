import { languageOf, type GiftCardStrings } from './strings.js';
import { load } from './locales/gift-card-loaders.js';

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

/**
 * A locale's gift card strings from its module (English where it has none, or it fails to load). The
 * page's own (the theme's strings snippet) and `setStrings`' go over these: the element merges the
 * product's strings on top.
 */
export function giftCardStrings(locale: string | undefined): Promise<GiftCardStrings> {
  const lang = languageOf(locale);
  return (lang === 'en' ? Promise.resolve({}) : load(lang)).then(
    (own) => ({ ...giftCardEn, ...own }),
    (error: unknown) => {
      console.warn(`shop-elements: the "${lang}" gift card strings did not load; showing English`, error);
      return giftCardEn;
    },
  );
}
