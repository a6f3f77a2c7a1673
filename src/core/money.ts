/**
 * Money: the one amount conversion, and formatting with Intl or a theme's money format.
 * All arithmetic is exact (decimal.js); rounding is half-up to the currency's own digits.
 */
import Decimal from 'decimal.js';

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

const digitsCache = new Map<string, number>();

/** The currency's own number of decimal digits (JPY 0, EUR 2, KWD 3). */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** The one conversion from a storefront integer amount to an exact major-unit value. */
export function toMajor(amount: number | Decimal, currency: string, unit: AmountUnit = 'hundredths'): Decimal {
  const scale = unit === 'minor' ? currencyDigits(currency) : 2;
  // A shift of the decimal point: exact, and needs neither a power function nor long division.
  return new Decimal(amount).times(`1e-${scale}`);
}

/** Rounds half-up (away from zero at .5) to `digits` decimals. */
export function roundHalfUp(value: Decimal, digits: number): Decimal {
  return value.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
}

/**
 * `dividend × times / divisor` for non-negative integer amounts, rounded half-up to a whole number: exact
 * integer arithmetic (BigInt, so no product can leave the exact range).
 */
export function divideHalfUp(dividend: number, divisor: number, times = 1): number {
  const d = BigInt(divisor);
  return Number((2n * BigInt(dividend) * BigInt(times) + d) / (2n * d));
}

/** `part / whole` as a whole percent, rounded half-up; 0 when `whole` is 0. */
export function wholePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : divideHalfUp(part, whole, 100);
}

const formatters = new Map<string, Intl.NumberFormat>();

function intlFormat(value: Decimal, currency: string, locale: string | undefined): string {
  const key = `${locale ?? ''}|${currency}`;
  let nf = formatters.get(key);
  if (!nf) {
    try {
      nf = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // An invalid locale tag from an attribute must not break the price.
      nf = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    }
    formatters.set(key, nf);
  }
  // Intl takes a decimal string exactly; the value is already rounded to the currency's digits.
  return nf.format(value.toFixed() as unknown as number);
}

function group(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function separated(value: Decimal, digits: number, thousands: string, decimal: string): string {
  const fixed = roundHalfUp(value.abs(), digits).toFixed(digits);
  const [int, frac] = fixed.split('.') as [string, string | undefined];
  const sign = value.isNegative() && !roundHalfUp(value, digits).isZero() ? '-' : '';
  return sign + group(int, thousands) + (frac ? decimal + frac : '');
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
function placeholder(name: string, value: Decimal, digits: number): string | null {
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
export function formatMoney(amount: number | Decimal, options: MoneyOptions): string {
  const { currency, locale, format, unit } = options;
  const digits = currencyDigits(currency);
  const value = toMajor(amount, currency, unit);
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
  return intlFormat(roundHalfUp(value, digits), currency, locale);
}
