// The expected results of formatMoney, shared by test/core/money.test.ts (the sources, in the browser
// suite) and test/build/bundle.node.test.mjs (the built theme file, whose decimal.js is pruned), so
// both hold the library to the same table. Every row: [currency, locale, unit, format, amount,
// expected] (fallback rows end with a label).
export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

export const MONEY_CASES = {
  // Intl, no theme format; default unit: hundredths of the major unit for every currency.
  intl: [
    ['EUR', 'en', undefined, null, 123456, '€1,234.56'],
    ['EUR', 'de', undefined, null, 123456, `1.234,56${NBSP}€`],
    ['EUR', 'ja', undefined, null, 123456, '€1,234.56'],
    ['EUR', 'fr', undefined, null, 123456, `1${NNBSP}234,56${NBSP}€`],
    ['USD', 'en', undefined, null, 123456, '$1,234.56'],
    ['USD', 'de', undefined, null, 123456, `1.234,56${NBSP}$`],
    ['USD', 'ja', undefined, null, 123456, '$1,234.56'],
    ['USD', 'fr', undefined, null, 123456, `1${NNBSP}234,56${NBSP}$US`],
    ['JPY', 'en', undefined, null, 100000, '¥1,000'],
    ['JPY', 'de', undefined, null, 100000, `1.000${NBSP}¥`],
    ['JPY', 'ja', undefined, null, 100000, '￥1,000'],
    ['JPY', 'fr', undefined, null, 100000, `1${NNBSP}000${NBSP}JPY`],
    ['KWD', 'en', undefined, null, 1250, `KWD${NBSP}12.500`],
    ['KWD', 'de', undefined, null, 1250, `12,500${NBSP}KWD`],
    ['KWD', 'ja', undefined, null, 1250, `KWD${NBSP}12.500`],
    ['KWD', 'fr', undefined, null, 1250, `12,500${NBSP}KWD`],
    ['CHF', 'en', undefined, null, 123456, `CHF${NBSP}1,234.56`],
    ['CHF', 'de', undefined, null, 123456, `1.234,56${NBSP}CHF`],
    ['CHF', 'ja', undefined, null, 123456, `CHF${NBSP}1,234.56`],
    ['CHF', 'fr', undefined, null, 123456, `1${NNBSP}234,56${NBSP}CHF`],
    ['EUR', 'en', undefined, null, 30, '€0.30'],
    ['EUR', 'en', undefined, null, 0, '€0.00'],
    ['JPY', 'en', undefined, null, 80000, '¥800'],
  ],
  // Amount units.
  units: [
    ['JPY', 'en', undefined, null, 100000, '¥1,000'],
    ['JPY', 'en', 'hundredths', null, 100000, '¥1,000'],
    ['JPY', 'en', 'minor', null, 1000, '¥1,000'],
    ['KWD', 'en', undefined, null, 1250, `KWD${NBSP}12.500`],
    ['KWD', 'en', 'minor', null, 12500, `KWD${NBSP}12.500`],
    ['KWD', 'en', 'minor', null, 12345, `KWD${NBSP}12.345`],
    ['EUR', 'en', 'hundredths', null, 123456, '€1,234.56'],
    ['EUR', 'en', 'minor', null, 123456, '€1,234.56'],
  ],
  // Half-up rounding to the currency digits (at .5 exactly, and just below).
  rounding: [
    ['EUR', 'en', 'hundredths', '{{amount_no_decimals}}', 123450, '1,235'],
    ['EUR', 'en', 'hundredths', '{{amount_no_decimals}}', 123449, '1,234'],
    ['EUR', 'en', 'hundredths', '{{amount_no_decimals}}', 50, '1'],
    ['EUR', 'en', 'hundredths', '{{amount_no_decimals_with_comma_separator}}', 123450, '1.235'],
    ['EUR', 'en', 'hundredths', '{{amount_no_decimals_with_space_separator}}', 99950, '1 000'],
    ['JPY', 'en', 'hundredths', null, 100050, '¥1,001'],
    ['JPY', 'en', 'hundredths', null, 100049, '¥1,000'],
    ['JPY', 'en', 'hundredths', '{{amount}}', 100050, '1,001'],
    ['JPY', 'en', 'hundredths', '{{amount_with_comma_separator}} 円', 100050, '1.001 円'],
    ['KWD', 'en', 'minor', '{{amount_no_decimals}}', 12500, '13'],
    ['KWD', 'en', 'minor', '{{amount_no_decimals}}', 12499, '12'],
    ['KWD', 'en', 'minor', '{{amount}}', 12345, '12.345'],
    ['KWD', 'en', 'hundredths', '{{amount}}', 1250, '12.500'],
  ],
  // Every theme placeholder, spaces inside the braces.
  placeholders: [
    ['EUR', 'en', undefined, '{{amount}}', 123456789, '1,234,567.89'],
    ['EUR', 'en', undefined, '{{amount_no_decimals}}', 123456789, '1,234,568'],
    ['EUR', 'en', undefined, '{{amount_with_comma_separator}}', 123456789, '1.234.567,89'],
    ['EUR', 'en', undefined, '{{amount_no_decimals_with_comma_separator}}', 123456789, '1.234.568'],
    ['EUR', 'en', undefined, '{{amount_with_apostrophe_separator}}', 123456789, "1'234'567.89"],
    ['EUR', 'en', undefined, '{{amount_no_decimals_with_space_separator}}', 123456789, '1 234 568'],
    ['EUR', 'en', undefined, '{{amount_with_space_separator}}', 123456789, '1 234 567,89'],
    ['EUR', 'en', undefined, '{{amount_with_period_and_space_separator}}', 123456789, '1 234 567.89'],
    ['EUR', 'en', undefined, '{{amount}}', 99, '0.99'],
    ['EUR', 'en', undefined, '{{amount_with_comma_separator}}', 100, '1,00'],
    ['EUR', 'en', undefined, '€{{amount}}', 123456, '€1,234.56'],
    ['EUR', 'en', undefined, '{{amount_with_comma_separator}} €', 123456, '1.234,56 €'],
    ['EUR', 'en', undefined, '{{ amount }}', 123456, '1,234.56'],
    ['EUR', 'en', undefined, '{{ amount_with_comma_separator }} EUR', 123456, '1.234,56 EUR'],
    ['EUR', 'en', undefined, '{{amount_no_decimals }}', 123456, '1,235'],
    ['EUR', 'en', undefined, '{{  amount_with_apostrophe_separator}} CHF', 123456, "1'234.56 CHF"],
    ['EUR', 'en', undefined, '{{amount}} / {{amount_no_decimals}}', 123456, '1,234.56 / 1,235'],
  ],
  // A theme format is text, never HTML: tags stripped, entities decoded.
  text: [
    ['EUR', 'en', undefined, '<span class=money>{{amount_with_comma_separator}} €</span>', 123456, '1.234,56 €'],
    ['EUR', 'en', undefined, '<span class="money" data-x=\'1\'>{{amount}}</span> <b>EUR</b>', 123456, '1,234.56 EUR'],
    ['EUR', 'en', undefined, '&euro;{{amount}}', 123456, '€1,234.56'],
    ['EUR', 'en', undefined, '{{amount_with_comma_separator}}&nbsp;&euro;', 123456, `1.234,56${NBSP}€`],
    ['EUR', 'en', undefined, '&#36;{{amount}}', 123456, '$1,234.56'],
    ['EUR', 'en', undefined, '&#x20AC;{{amount}}', 123456, '€1,234.56'],
    ['EUR', 'en', undefined, '{{amount}} &amp; more', 123456, '1,234.56 & more'],
    ['EUR', 'en', undefined, '&lt;b&gt;{{amount}}', 123456, '<b>1,234.56'],
    ['EUR', 'en', undefined, '<img src=x onerror=alert(1)>{{amount}}', 123456, '1,234.56'],
  ],
  // Falls back to Intl.
  fallback: [
    ['EUR', 'de', undefined, '{{ price }} €', 123456, `1.234,56${NBSP}€`, 'an unknown placeholder'],
    ['EUR', 'de', undefined, '{{amount}} {{bogus}}', 123456, `1.234,56${NBSP}€`, 'one unknown among known placeholders'],
    ['EUR', 'de', undefined, 'EUR', 123456, `1.234,56${NBSP}€`, 'no placeholder'],
    ['EUR', 'de', undefined, '{{amount €', 123456, `1.234,56${NBSP}€`, 'an unclosed placeholder'],
    ['EUR', 'de', undefined, '', 123456, `1.234,56${NBSP}€`, 'an empty format'],
    ['EUR', 'de', undefined, null, 123456, `1.234,56${NBSP}€`, 'a null format'],
    ['EUR', 'de', undefined, '<i title="{{amount}}">EUR</i>', 123456, `1.234,56${NBSP}€`, 'a placeholder only inside a stripped tag'],
  ],
};
