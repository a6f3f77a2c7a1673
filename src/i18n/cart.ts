import { partWords } from './parts.js';
import type { CartStrings, UiStrings } from './strings.js';

/**
 * The cart elements' English strings: a part of the cart's code (it loads on first use of a cart
 * element), not of the theme file. Other languages carry theirs in their own module (de.ts).
 */
export const cartEn: CartStrings = {
  cartCountOne: 'Cart, {count} item',
  cartCountOther: 'Cart, {count} items',
  cart: 'Cart',
  cartEmpty: 'Your cart is empty.',
  subtotal: 'Subtotal',
  checkout: 'Check out',
  remove: 'Remove',
  removeLine: 'Remove {title}',
  quantityOf: 'Quantity of {title}',
  decreaseOf: 'Decrease quantity of {title}',
  increaseOf: 'Increase quantity of {title}',
  originalPrice: 'Original price',
  lineChanged: '{title}: {quantity}, {price}',
  lineRemoved: '{title} removed from the cart',
  changeRefused: 'The shop did not accept this change.',
  changeError: 'The cart could not be changed. Please try again.',
  changeUnknown: 'The change may not have gone through. Please check your cart.',
  cartUnavailable: 'The cart could not be loaded. Please try again later.',
};

const words = partWords(cartEn);

/**
 * The strings of a locale with the cart's: the language's own where it has them (its module, or what
 * `setStrings` gave), else English. The same object while the language's strings stay the same.
 */
export const cartStringsFor = (locale: string | undefined): UiStrings & CartStrings => words.of(locale);
