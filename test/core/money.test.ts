import { expect } from '@open-wc/testing';
import { currencyDigits, formatMoney, roundHalfUp, toMajor, wholePercent } from '../../src/core/index.js';
import { MONEY_CASES } from './money-cases.mjs';

describe('formatMoney with Intl (no theme format)', () => {
  for (const [currency, locale, , , amount, expected] of MONEY_CASES.intl) {
    it(`${currency} ${amount} in ${locale} → ${JSON.stringify(expected)}`, () => {
      expect(formatMoney(amount, { currency, locale })).to.equal(expected);
    });
  }
});

describe('formatMoney: amount units', () => {
  for (const [currency, locale, unit, , amount, expected] of MONEY_CASES.units) {
    it(`${currency} ${amount} with unit ${unit ?? '(default)'} → ${expected}`, () => {
      expect(formatMoney(amount, { currency, locale, unit })).to.equal(expected);
    });
  }
});

describe('formatMoney: half-up rounding to the currency digits', () => {
  for (const [currency, locale, unit, format, amount, expected] of MONEY_CASES.rounding) {
    it(`${currency} ${amount} (${unit}) with ${format ?? 'Intl'} → ${expected}`, () => {
      expect(formatMoney(amount, { currency, locale, unit, format })).to.equal(expected);
    });
  }
});

describe('formatMoney: theme money-format placeholders', () => {
  for (const [currency, locale, , format, amount, expected] of MONEY_CASES.placeholders) {
    it(`${JSON.stringify(format)} with ${currency} ${amount} → ${JSON.stringify(expected)}`, () => {
      expect(formatMoney(amount, { currency, locale, format })).to.equal(expected);
    });
  }
});

describe('formatMoney: a theme format is text, never HTML', () => {
  for (const [currency, locale, , format, amount, expected] of MONEY_CASES.text) {
    it(`${JSON.stringify(format)} → ${JSON.stringify(expected)}`, () => {
      expect(formatMoney(amount, { currency, locale, format })).to.equal(expected);
    });
  }
});

describe('formatMoney: falls back to Intl', () => {
  for (const [currency, locale, , format, amount, expected, label] of MONEY_CASES.fallback) {
    it(`with ${label}`, () => {
      expect(formatMoney(amount, { currency, locale, format })).to.equal(expected);
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
    // part × 100 beyond 2^53: still exact (9007199254740991 × 100 is not a safe double).
    [4503599627370496, 9007199254740991, 50],
    [1, 9007199254740991, 0],
    [9007199254740991, 9007199254740991, 100],
  ];
  for (const [part, whole, expected] of rows) {
    it(`${part} of ${whole} → ${expected}%`, () => {
      expect(wholePercent(part, whole)).to.equal(expected);
    });
  }
});

describe('toMajor (the one amount conversion, exact)', () => {
  const rows: [label: string, actual: () => string, expected: string][] = [
    ['EUR 10 + 20 hundredths', () => toMajor(10 + 20, 'EUR'), '0.3'],
    ['EUR 1 hundredth', () => toMajor(1, 'EUR'), '0.01'],
    ['JPY 100000 hundredths', () => toMajor(100000, 'JPY'), '1000'],
    ['JPY 1000 minor', () => toMajor(1000, 'JPY', 'minor'), '1000'],
    ['KWD 1250 hundredths', () => roundHalfUp(toMajor(1250, 'KWD'), 3), '12.500'],
    ['KWD 12500 minor', () => roundHalfUp(toMajor(12500, 'KWD', 'minor'), 3), '12.500'],
    ['EUR 123456 minor', () => toMajor(123456, 'EUR', 'minor'), '1234.56'],
    ['a huge amount', () => toMajor(9007199254740991, 'EUR'), '90071992547409.91'],
    ['EUR -5 hundredths', () => toMajor(-5, 'EUR'), '-0.05'],
    ['EUR 0 hundredths', () => toMajor(0, 'EUR'), '0'],
    ['KWD 10 minor', () => toMajor(10, 'KWD', 'minor'), '0.01'],
  ];
  for (const [label, actual, expected] of rows) {
    it(`${label} → ${expected}`, () => {
      expect(actual()).to.equal(expected);
    });
  }

  it('formats 10 + 20 hundredths as €0.30', () => {
    expect(formatMoney(10 + 20, { currency: 'EUR', locale: 'en' })).to.equal('€0.30');
  });

  it('refuses an amount that is not an integer', () => {
    expect(() => toMajor(12.5, 'EUR')).to.throw(RangeError);
    expect(() => formatMoney(Number.NaN, { currency: 'EUR' })).to.throw(RangeError);
  });
});

describe('roundHalfUp (exact, away from zero at .5)', () => {
  const rows: [value: string, digits: number, expected: string][] = [
    ['12.345', 2, '12.35'],
    ['12.344999', 2, '12.34'],
    ['1000.5', 0, '1001'],
    ['1000.49', 0, '1000'],
    ['0.5', 0, '1'],
    ['-0.5', 0, '-1'],
    ['-0.49', 0, '0'],
    ['-0.004', 2, '0.00'],
    ['1000', 2, '1000.00'],
    ['12.5', 3, '12.500'],
    ['0.995', 2, '1.00'],
    ['90071992547409.915', 2, '90071992547409.92'],
    ['9007199254740992.5', 0, '9007199254740993'],
  ];
  for (const [value, digits, expected] of rows) {
    it(`${value} to ${digits} digits → ${expected}`, () => {
      expect(roundHalfUp(value, digits)).to.equal(expected);
    });
  }

  it('refuses a string that is not a decimal', () => {
    expect(() => roundHalfUp('1e3', 0)).to.throw(RangeError, '"1e3" is not a decimal');
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

  it('ISO 4217 digits in every engine, where their Intl data disagree (Chromium gives HUF and IDR 0)', () => {
    expect(['HUF', 'IDR', 'COP', 'IQD', 'CLF', 'UYI'].map((c) => currencyDigits(c))).to.deep.equal([2, 2, 2, 3, 4, 0]);
    expect(formatMoney(123456, { currency: 'HUF', locale: 'en' })).to.match(/1,234\.56/);
    expect(formatMoney(123456, { currency: 'IDR', locale: 'en' })).to.match(/1,234\.56/);
  });

  const counting = (run: () => void): number => {
    const NumberFormat = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = new Proxy(NumberFormat, { construct: (target, args: ConstructorParameters<typeof NumberFormat>) => (built++, new target(...args)) });
    try {
      run();
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
    return built;
  };

  it("a theme's money format builds no Intl.NumberFormat (a phone pays ~30 ms for a page's first)", () => {
    expect(counting(() => {
      expect(formatMoney(123456, { currency: 'ISK', locale: 'is', format: '{{amount_no_decimals_with_comma_separator}} kr', unit: 'minor' })).to.equal('123.456 kr');
      expect(formatMoney(12345, { currency: 'KWD', locale: 'ar', format: '{{amount}} KD', unit: 'minor' })).to.equal('12.345 KD');
    })).to.equal(0);
  });

  it('formatting in a locale and currency with Intl builds one Intl.NumberFormat', () => {
    // ISK (0 digits) in Icelandic: neither is used by another test of this file.
    const NumberFormat = Intl.NumberFormat;
    expect(counting(() => {
      expect(formatMoney(123456, { currency: 'ISK', locale: 'is', unit: 'minor' })).to.equal(new NumberFormat('is', { style: 'currency', currency: 'ISK' }).format(123456));
      expect(formatMoney(99, { currency: 'ISK', locale: 'is', unit: 'minor' })).to.equal(new NumberFormat('is', { style: 'currency', currency: 'ISK' }).format(99));
    })).to.equal(1);
  });
});
