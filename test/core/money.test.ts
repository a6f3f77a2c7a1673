import { expect } from '@open-wc/testing';
import { currencyDigits, formatMoney, toMajor, wholePercent } from '../../src/core/index.js';
import type { AmountUnit } from '../../src/core/index.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney with Intl (no theme format)', () => {
  // Default unit: hundredths of the major unit for every currency.
  const rows: [currency: string, locale: string, amount: number, expected: string][] = [
    ['EUR', 'en', 123456, '€1,234.56'],
    ['EUR', 'de', 123456, `1.234,56${NBSP}€`],
    ['EUR', 'ja', 123456, '€1,234.56'],
    ['EUR', 'fr', 123456, `1${NNBSP}234,56${NBSP}€`],
    ['USD', 'en', 123456, '$1,234.56'],
    ['USD', 'de', 123456, `1.234,56${NBSP}$`],
    ['USD', 'ja', 123456, '$1,234.56'],
    ['USD', 'fr', 123456, `1${NNBSP}234,56${NBSP}$US`],
    ['JPY', 'en', 100000, '¥1,000'],
    ['JPY', 'de', 100000, `1.000${NBSP}¥`],
    ['JPY', 'ja', 100000, '￥1,000'],
    ['JPY', 'fr', 100000, `1${NNBSP}000${NBSP}JPY`],
    ['KWD', 'en', 1250, `KWD${NBSP}12.500`],
    ['KWD', 'de', 1250, `12,500${NBSP}KWD`],
    ['KWD', 'ja', 1250, `KWD${NBSP}12.500`],
    ['KWD', 'fr', 1250, `12,500${NBSP}KWD`],
    ['CHF', 'en', 123456, `CHF${NBSP}1,234.56`],
    ['CHF', 'de', 123456, `1.234,56${NBSP}CHF`],
    ['CHF', 'ja', 123456, `CHF${NBSP}1,234.56`],
    ['CHF', 'fr', 123456, `1${NNBSP}234,56${NBSP}CHF`],
    ['EUR', 'en', 30, '€0.30'],
    ['EUR', 'en', 0, '€0.00'],
    ['JPY', 'en', 80000, '¥800'],
  ];
  for (const [currency, locale, amount, expected] of rows) {
    it(`${currency} ${amount} in ${locale} → ${JSON.stringify(expected)}`, () => {
      expect(formatMoney(amount, { currency, locale })).to.equal(expected);
    });
  }
});

describe('formatMoney: amount units', () => {
  const rows: [currency: string, unit: AmountUnit | undefined, amount: number, expected: string][] = [
    ['JPY', undefined, 100000, '¥1,000'],
    ['JPY', 'hundredths', 100000, '¥1,000'],
    ['JPY', 'minor', 1000, '¥1,000'],
    ['KWD', undefined, 1250, `KWD${NBSP}12.500`],
    ['KWD', 'minor', 12500, `KWD${NBSP}12.500`],
    ['KWD', 'minor', 12345, `KWD${NBSP}12.345`],
    ['EUR', 'hundredths', 123456, '€1,234.56'],
    ['EUR', 'minor', 123456, '€1,234.56'],
  ];
  for (const [currency, unit, amount, expected] of rows) {
    it(`${currency} ${amount} with unit ${unit ?? '(default)'} → ${expected}`, () => {
      expect(formatMoney(amount, { currency, locale: 'en', unit })).to.equal(expected);
    });
  }
});

describe('formatMoney: half-up rounding to the currency digits', () => {
  const rows: [currency: string, unit: AmountUnit, format: string | null, amount: number, expected: string][] = [
    ['EUR', 'hundredths', '{{amount_no_decimals}}', 123450, '1,235'],
    ['EUR', 'hundredths', '{{amount_no_decimals}}', 123449, '1,234'],
    ['EUR', 'hundredths', '{{amount_no_decimals}}', 50, '1'],
    ['EUR', 'hundredths', '{{amount_no_decimals_with_comma_separator}}', 123450, '1.235'],
    ['EUR', 'hundredths', '{{amount_no_decimals_with_space_separator}}', 99950, '1 000'],
    ['JPY', 'hundredths', null, 100050, '¥1,001'],
    ['JPY', 'hundredths', null, 100049, '¥1,000'],
    ['JPY', 'hundredths', '{{amount}}', 100050, '1,001'],
    ['JPY', 'hundredths', '{{amount_with_comma_separator}} 円', 100050, '1.001 円'],
    ['KWD', 'minor', '{{amount_no_decimals}}', 12500, '13'],
    ['KWD', 'minor', '{{amount_no_decimals}}', 12499, '12'],
    ['KWD', 'minor', '{{amount}}', 12345, '12.345'],
    ['KWD', 'hundredths', '{{amount}}', 1250, '12.500'],
  ];
  for (const [currency, unit, format, amount, expected] of rows) {
    it(`${currency} ${amount} (${unit}) with ${format ?? 'Intl'} → ${expected}`, () => {
      expect(formatMoney(amount, { currency, locale: 'en', unit, format })).to.equal(expected);
    });
  }
});

describe('formatMoney: theme money-format placeholders', () => {
  const rows: [format: string, amount: number, expected: string][] = [
    ['{{amount}}', 123456789, '1,234,567.89'],
    ['{{amount_no_decimals}}', 123456789, '1,234,568'],
    ['{{amount_with_comma_separator}}', 123456789, '1.234.567,89'],
    ['{{amount_no_decimals_with_comma_separator}}', 123456789, '1.234.568'],
    ['{{amount_with_apostrophe_separator}}', 123456789, "1'234'567.89"],
    ['{{amount_no_decimals_with_space_separator}}', 123456789, '1 234 568'],
    ['{{amount_with_space_separator}}', 123456789, '1 234 567,89'],
    ['{{amount_with_period_and_space_separator}}', 123456789, '1 234 567.89'],
    ['{{amount}}', 99, '0.99'],
    ['{{amount_with_comma_separator}}', 100, '1,00'],
    ['€{{amount}}', 123456, '€1,234.56'],
    ['{{amount_with_comma_separator}} €', 123456, '1.234,56 €'],
    ['{{ amount }}', 123456, '1,234.56'],
    ['{{ amount_with_comma_separator }} EUR', 123456, '1.234,56 EUR'],
    ['{{amount_no_decimals }}', 123456, '1,235'],
    ['{{  amount_with_apostrophe_separator}} CHF', 123456, "1'234.56 CHF"],
    ['{{amount}} / {{amount_no_decimals}}', 123456, '1,234.56 / 1,235'],
  ];
  for (const [format, amount, expected] of rows) {
    it(`${JSON.stringify(format)} with EUR ${amount} → ${JSON.stringify(expected)}`, () => {
      expect(formatMoney(amount, { currency: 'EUR', locale: 'en', format })).to.equal(expected);
    });
  }
});

describe('formatMoney: a theme format is text, never HTML', () => {
  const rows: [format: string, expected: string][] = [
    ['<span class=money>{{amount_with_comma_separator}} €</span>', '1.234,56 €'],
    ['<span class="money" data-x=\'1\'>{{amount}}</span> <b>EUR</b>', '1,234.56 EUR'],
    ['&euro;{{amount}}', '€1,234.56'],
    ['{{amount_with_comma_separator}}&nbsp;&euro;', `1.234,56${NBSP}€`],
    ['&#36;{{amount}}', '$1,234.56'],
    ['&#x20AC;{{amount}}', '€1,234.56'],
    ['{{amount}} &amp; more', '1,234.56 & more'],
    ['&lt;b&gt;{{amount}}', '<b>1,234.56'],
    ['<img src=x onerror=alert(1)>{{amount}}', '1,234.56'],
  ];
  for (const [format, expected] of rows) {
    it(`${JSON.stringify(format)} → ${JSON.stringify(expected)}`, () => {
      expect(formatMoney(123456, { currency: 'EUR', locale: 'en', format })).to.equal(expected);
    });
  }
});

describe('formatMoney: falls back to Intl', () => {
  const rows: [label: string, format: string | null | undefined, expected: string][] = [
    ['an unknown placeholder', '{{ price }} €', `1.234,56${NBSP}€`],
    ['one unknown among known placeholders', '{{amount}} {{bogus}}', `1.234,56${NBSP}€`],
    ['no placeholder', 'EUR', `1.234,56${NBSP}€`],
    ['an unclosed placeholder', '{{amount €', `1.234,56${NBSP}€`],
    ['an empty format', '', `1.234,56${NBSP}€`],
    ['a null format', null, `1.234,56${NBSP}€`],
    ['a placeholder only inside a stripped tag', '<i title="{{amount}}">EUR</i>', `1.234,56${NBSP}€`],
  ];
  for (const [label, format, expected] of rows) {
    it(`with ${label}`, () => {
      expect(formatMoney(123456, { currency: 'EUR', locale: 'de', format })).to.equal(expected);
    });
  }
});

describe('wholePercent (half-up)', () => {
  const rows: [part: number, whole: number, expected: number][] = [
    [10000, 100000, 10],
    [120000, 600000, 20],
    [1, 8, 13],
    [5, 200, 3],
    [1, 200, 1],
    [3, 40, 8],
    [285, 1000, 29],
    [1, 3, 33],
    [2, 3, 67],
    [3000, 12900, 23],
    [1, 1000, 0],
    [0, 100, 0],
    [5, 0, 0],
  ];
  for (const [part, whole, expected] of rows) {
    it(`${part} of ${whole} → ${expected}%`, () => {
      expect(wholePercent(part, whole)).to.equal(expected);
    });
  }
});

describe('toMajor (the one amount conversion, exact)', () => {
  const rows: [label: string, actual: () => string, expected: string][] = [
    ['EUR 10 + 20 hundredths', () => toMajor(10, 'EUR').plus(toMajor(20, 'EUR')).toString(), '0.3'],
    ['EUR 1 hundredth', () => toMajor(1, 'EUR').toString(), '0.01'],
    ['JPY 100000 hundredths', () => toMajor(100000, 'JPY').toString(), '1000'],
    ['JPY 1000 minor', () => toMajor(1000, 'JPY', 'minor').toString(), '1000'],
    ['KWD 1250 hundredths', () => toMajor(1250, 'KWD').toFixed(3), '12.500'],
    ['KWD 12500 minor', () => toMajor(12500, 'KWD', 'minor').toFixed(3), '12.500'],
    ['EUR 123456 minor', () => toMajor(123456, 'EUR', 'minor').toString(), '1234.56'],
    ['a huge amount', () => toMajor(9007199254740991, 'EUR').toString(), '90071992547409.91'],
  ];
  for (const [label, actual, expected] of rows) {
    it(`${label} → ${expected}`, () => {
      expect(actual()).to.equal(expected);
    });
  }

  it('formats 10 + 20 hundredths as €0.30', () => {
    expect(formatMoney(toMajor(10, 'EUR').plus(toMajor(20, 'EUR')).times(100), { currency: 'EUR', locale: 'en' })).to.equal('€0.30');
  });
});

describe('currencyDigits', () => {
  const rows: [currency: string, expected: number][] = [
    ['EUR', 2],
    ['USD', 2],
    ['CHF', 2],
    ['JPY', 0],
    ['KWD', 3],
  ];
  for (const [currency, expected] of rows) {
    it(`${currency} has ${expected} digits`, () => {
      expect(currencyDigits(currency)).to.equal(expected);
    });
  }
});
