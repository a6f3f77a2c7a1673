import type { Presentation } from '../../context.js';
import { formatMoney, type AmountUnit } from '../../core/money.js';
import { parseSwatches } from '../../core/parse.js';
import { stringsFor } from '../../i18n/strings.js';

/** The attributes of `<shop-product>` that decide how it shows things. */
export interface PresentationHost extends Pick<Element, 'querySelector' | 'getAttribute'> {
  locale: string | null;
  currency: string | null;
  moneyFormat: string | null;
  amountUnit: AmountUnit | null;
  root: string | null;
}

/**
 * How `<shop-product>` shows things: money options, a formatter that remembers what it formatted (a
 * click re-formats nothing), and the UI strings. The locale is the given one, else `<html lang>`, else
 * the browser's. The swatches are the theme's `data-swatches` JSON (a child of `<shop-product>`, or of
 * its `<variant-picker>`), read here once for every element (core's parseSwatches). Built again only
 * when an attribute it depends on changes, and when the data is ready.
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
    swatches: parseSwatches(host.querySelector(':scope > script[data-swatches], variant-picker > script[data-swatches]')?.textContent),
    form: host.getAttribute('form'),
    root: host.root,
  };
}

/** The locale `<shop-product>` shows things in: the given one, else `<html lang>`, else the browser's. */
export function localeOf({ locale }: Pick<PresentationHost, 'locale'>): string | undefined {
  return locale || document.documentElement.lang || navigator.language || undefined;
}
