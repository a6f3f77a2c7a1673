import { defineLazy } from '../elements/shared/define.js';
import type { GiftCardRecipient } from '../elements/gift-card-recipient/gift-card-recipient.js';

// Its code is a file of its own, loaded when a gift card's recipient form is in the document: a product that is not a gift card loads none of it.
defineLazy('gift-card-recipient', () => import('../elements/gift-card-recipient/gift-card-recipient.js').then((m) => m.GiftCardRecipient));

declare global {
  interface HTMLElementTagNameMap {
    'gift-card-recipient': GiftCardRecipient;
  }
}
