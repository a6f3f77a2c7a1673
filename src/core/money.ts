/**
 * Money: the one amount conversion, and formatting with Intl or a theme's money format.
 * Exact without a decimal library: an amount becomes a decimal string by moving the decimal point,
 * rounding is half-up on BigInt, and Intl.NumberFormat#format takes the string exactly.
 */

/**
 * The unit of the storefront's integer amounts.
 * `hundredths` (default): hundredths of the major unit for every currency (¥1,000 is 100000).
 * `minor`: ISO 4217 minor units (JPY has 0 digits, KWD 3).
 */
export type AmountUnit = 'hundredths' | 'minor';

export interface MoneyOptions {
  /** ISO 4217 code. */
  currency: string;
  /** BCP 47 locale for Intl formatting; undefined means the runtime's default. */
  locale?: string | undefined;
  /** A theme money format such as `{{amount_with_comma_separator}} €`. */
  format?: string | null | undefined;
  unit?: AmountUnit | undefined;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The locale's currency formatter, made once per locale and currency, showing the currency's own
 * digits in every engine. A RangeError for an unknown currency.
 */
function formatter(currency: string, locale: string | undefined): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}`;
  let nf = formatters.get(key);
  if (!nf) {
    const digits = currencyDigits(currency);
    const options = { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits } as const;
    try {
      nf = new Intl.NumberFormat(locale, options);
    } catch {
      // An invalid locale tag from an attribute must not break the price.
      nf = new Intl.NumberFormat(undefined, options);
    }
    formatters.set(key, nf);
  }
  return nf;
}

/**
 * The currencies whose own number of decimal digits (ISO 4217's minor unit) is not 2. A table, not
 * Intl: the engines disagree (Chromium's CLDR data gives HUF, IDR, COP… 0 digits, Firefox's and
 * WebKit's 2, as ISO 4217 does), and building a page's first Intl.NumberFormat costs ~30 ms on a
 * phone-class CPU, which a theme's money format (`{{amount}}`) does not need.
 */
const DIGITS: Record<string, number> = { CLF: 4, UYW: 4 };
for (const code of 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' ')) DIGITS[code] = 0;
for (const code of 'BHD IQD JOD KWD LYD OMR TND'.split(' ')) DIGITS[code] = 3;

/** The currency's own number of decimal digits (JPY 0, EUR 2, KWD 3), the same in every locale and engine. */
export function currencyDigits(currency: string): number {
  return DIGITS[currency.toUpperCase()] ?? 2;
}

/** `n × times / divisor` for n ≥ 0, rounded half-up to an integer: the one rounding of this file. */
const halfUp = (n: bigint, times: bigint, divisor: bigint) => (2n * n * times + divisor) / (2n * divisor);

/**
 * `n / 10^scale` rounded half-up (away from zero at .5) to exactly `digits` decimals, as a decimal
 * string: `-5n, 2, 2` → `"-0.05"`, `12345n, 3, 2` → `"12.35"`. No minus sign on a result of zero.
 */
function fixed(n: bigint, scale: number, digits: number): string {
  const r = halfUp(n < 0 ? -n : n, 10n ** BigInt(digits), 10n ** BigInt(scale));
  const text = String(r).padStart(digits + 1, '0');
  const point = text.length - digits;
  return (n < 0 && r ? '-' : '') + text.slice(0, point) + (digits ? '.' : '') + text.slice(point);
}

/**
 * A storefront integer amount as `[n, scale]`, its major-unit value being `n / 10^scale`: the one place
 * the amount unit is read. A RangeError for an amount that is not an integer.
 */
function major(amount: number, currency: string, unit: AmountUnit | undefined): [bigint, number] {
  return [BigInt(amount), unit === 'minor' ? currencyDigits(currency) : 2];
}

/**
 * A storefront integer amount as its exact major-unit value, a decimal string without trailing
 * fraction zeros (`1250` hundredths → `"12.5"`, `-5` → `"-0.05"`).
 */
export function toMajor(amount: number, currency: string, unit: AmountUnit = 'hundredths'): string {
  const [n, scale] = major(amount, currency, unit);
  const value = fixed(n, scale, scale);
  return scale ? value.replace(/\.?0+$/, '') : value;
}

/**
 * A decimal string rounded half-up (away from zero at .5) to exactly `digits` decimals
 * (`"12.345", 2` → `"12.35"`, `"1000", 2` → `"1000.00"`); no minus sign on a result of zero.
 */
export function roundHalfUp(value: string, digits: number): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new RangeError(`roundHalfUp: ${JSON.stringify(value)} is not a decimal`);
  const point = value.indexOf('.');
  return fixed(BigInt(value.replace('.', '')), point < 0 ? 0 : value.length - point - 1, digits);
}

/**
 * `dividend × times / divisor` for non-negative integer amounts, rounded half-up to a whole number: exact
 * integer arithmetic (BigInt, so no product can leave the exact range).
 */
export function divideHalfUp(dividend: number, divisor: number, times = 1): number {
  return Number(halfUp(BigInt(dividend), BigInt(times), BigInt(divisor)));
}

/** `part / whole` as a whole percent, rounded half-up; 0 when `whole` is 0. */
export function wholePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : divideHalfUp(part, whole, 100);
}

function group(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function separated([n, scale]: [bigint, number], digits: number, thousands: string, decimal: string): string {
  // The sign stays outside the groups: `\B` does not match between `-` and the first digit.
  const [int, frac] = fixed(n, scale, digits).split('.') as [string, string | undefined];
  return group(int, thousands) + (frac ? decimal + frac : '');
}

/** Thousands and decimal separators of the theme placeholders, by the `_with_…_separator` suffix. */
const SEPARATORS: Record<string, [string, string]> = {
  '': [',', '.'],
  comma: ['.', ','],
  apostrophe: ["'", '.'],
  space: [' ', ','],
  period_and_space: [' ', '.'],
};

/**
 * The theme money-format placeholders: `amount`, `amount_no_decimals`, and both with
 * `_with_{comma,apostrophe,space,period_and_space}_separator`. Decimal ones use the currency's own
 * digits; `no_decimals` rounds half-up to whole units. Null for an unknown placeholder.
 */
function placeholder(name: string, value: [bigint, number], digits: number): string | null {
  const m = /^amount(_no_decimals)?(?:_with_(\w+)_separator)?$/.exec(name);
  const seps = m && SEPARATORS[m[2] ?? ''];
  return seps ? separated(value, m[1] ? 0 : digits, ...seps) : null;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', euro: '€', pound: '£', yen: '¥', cent: '¢',
};

/** A theme format is text: tags are stripped and entities decoded, never injected as HTML. */
function formatToText(format: string): string {
  return format
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (whole, hex?: string, decimal?: string, name?: string) => {
      if (name) return ENTITIES[name.toLowerCase()] ?? whole;
      const code = hex ? parseInt(hex, 16) : Number(decimal);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}

/**
 * Formats a storefront amount for display. With a theme `format` that has only known placeholders,
 * fills it in; otherwise (no format, no placeholder, an unknown one) uses Intl currency formatting.
 */
export function formatMoney(amount: number, options: MoneyOptions): string {
  const { currency, locale, format, unit } = options;
  const digits = currencyDigits(currency);
  const value = major(amount, currency, unit);
  if (format) {
    const text = formatToText(format);
    let known = text.search(PLACEHOLDER) >= 0;
    const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
      const part = placeholder(name, value, digits);
      known &&= part !== null;
      return part ?? whole;
    });
    if (known) return filled;
  }
  // Intl takes a decimal string exactly; the value is already rounded to the currency's digits.
  return formatter(currency, locale).format(fixed(...value, digits) as unknown as number);
}
