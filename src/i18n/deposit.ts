import type { UiStrings } from './strings.js';

/**
 * A pre-order's deposit's English words: a part of its code (elements/shared/deposit.ts, loaded where a
 * product has a deposit, by the plan selector and by the cart), not of the theme file. Other languages
 * carry them in their module (German: de.ts), the theme's strings snippet in the page's language.
 */
export const depositEn: Required<Pick<UiStrings, 'payNowLater'>> = {
  payNowLater: 'Pay {now} now, {later} later',
};
