import type { Presentation } from '../../context.js';
import { formatMoney, type AmountUnit } from '../../core/money.js';
import { stringsFor } from '../../i18n/strings.js';

/** The attributes of `<shop-product>` that decide how it shows things. */
export interface PresentationHost {
  locale: string | null;
  currency: string | null;
  moneyFormat: string | null;
  amountUnit: AmountUnit | null;
}

/**
 * How `<shop-product>` shows things: money options, a formatter that remembers what it formatted (a
 * click re-formats nothing), and the UI strings. The locale is the given one, else `<html lang>`, else
 * the browser's. Built again only when an attribute it depends on changes.
 */
export function presentation(host: PresentationHost): Presentation {
  const { currency, moneyFormat, amountUnit } = host;
  const lang = localeOf(host);
  const money = { currency: currency ?? 'USD', locale: lang, format: moneyFormat, unit: amountUnit ?? 'hundredths' } as const;
  const formatted = new Map<number, string>();
  return {
    money,
    format: (amount) => {
      let text = formatted.get(amount);
      if (text === undefined) formatted.set(amount, (text = formatMoney(amount, money)));
      return text;
    },
    strings: stringsFor(lang),
  };
}

/** The locale `<shop-product>` shows things in: the given one, else `<html lang>`, else the browser's. */
export function localeOf({ locale }: Pick<PresentationHost, 'locale'>): string | undefined {
  return locale || document.documentElement.lang || navigator.language || undefined;
}
