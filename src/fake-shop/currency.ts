/**
 * The fake's presentment currencies: fixed rates (not real ones: the fake is deterministic) and the
 * exact conversion of storefront amounts, which are integer hundredths of the major unit in every
 * currency (¥1,000 is 100000). Exact decimal arithmetic (decimal.js, Node side only): no amount ever
 * passes through a double.
 */
import Decimal from 'decimal.js';
import { jsonText, parseJsonBig } from './catalogue.js';
import { currencyDigits } from '../core/money.js';

/** Units of each currency per 1 unit of the shop's currency, as exact decimal strings. */
export type Rates = Readonly<Record<string, string>>;

/** The demo's rates, per 1 EUR (the fixtures' currency). */
export const DEMO_RATES: Rates = {
  EUR: '1', USD: '1.08', GBP: '0.85', CHF: '0.94', CAD: '1.47', AUD: '1.65', SEK: '11.42',
  JPY: '162', KRW: '1470', KWD: '0.331', BHD: '0.407',
};

/**
 * An amount of the shop's currency (integer hundredths) in `currency`, in hundredths of that
 * currency's major unit, rounded half-up to what the currency can show in that unit: JPY to whole
 * yen (multiples of 100), EUR/USD to cents; KWD's third decimal cannot be expressed in hundredths, so
 * KWD rounds to whole hundredths (0.01 KWD).
 */
export function convertAmount(amount: number | string | bigint, currency: string, rates: Rates = DEMO_RATES): number {
  const rate = rates[currency];
  if (rate === undefined) throw new RangeError(`fake shop: no rate for currency ${currency}`);
  const step = new Decimal(10).pow(Math.max(0, 2 - currencyDigits(currency)));
  return new Decimal(String(amount)).times(rate).dividedBy(step).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(step).toNumber();
}

/** Every key whose integer value is a money amount, at any depth of a product or cart. */
export const AMOUNT_KEYS: ReadonlySet<string> = new Set([
  'price', 'compare_at_price', 'price_min', 'price_max', 'compare_at_price_min', 'compare_at_price_max',
  'per_delivery_price', 'unit_price', 'total_price', 'original_total_price', 'items_subtotal_price', 'total_discount',
  'checkout_charge_amount', 'remaining_balance_charge_amount',
]);

/** A selling plan's checkout charge, as the platform documents it (Liquid's `selling_plan_checkout_charge`). */
export interface CheckoutCharge {
  value_type: 'percentage' | 'price';
  /** A percent of the price, or an amount in the shop's currency (hundredths). */
  value: number;
}

/**
 * What a plan with a checkout charge charges at checkout and later for one unit at `price` (hundredths
 * of `currency`, already in it), the rule the fake pins: a percentage is of the price in the shopper's
 * currency, rounded half-up to what that currency can show (JPY whole yen, KWD 0.01 as `convertAmount`);
 * a price is the shop's amount converted, never more than the price. The rest is the price minus that,
 * exactly: the two always add up to the price.
 */
export function chargeOf(price: bigint, charge: CheckoutCharge, currency: string, rates: Rates = DEMO_RATES): { now: bigint; later: bigint } {
  const step = new Decimal(10).pow(Math.max(0, 2 - currencyDigits(currency)));
  const now = charge.value_type === 'percentage'
    ? BigInt(new Decimal(price.toString()).times(charge.value).dividedBy(100).dividedBy(step).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(step).toFixed(0))
    : BigInt(convertAmount(charge.value, currency, rates));
  const capped = now > price ? price : now;
  return { now: capped, later: price - capped };
}

const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Rewrites the amounts of a JSON text in place, on the text itself: every number that is the value
 * of an `AMOUNT_KEYS` key goes through `convert`; every other byte (ids beyond 2^53 included, and
 * whitespace) is left exactly as it was. No JSON.parse, so no number ever passes through a double.
 */
export function rewriteAmounts(text: string, convert: (amount: string) => string): string {
  const parts: string[] = [];
  let copiedTo = 0;
  let key: string | null = null;
  let valueOfKey = false;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let j = i + 1;
      while (j < text.length && text.charCodeAt(j) !== 0x22) j += text.charCodeAt(j) === 0x5c /* \ */ ? 2 : 1;
      const raw = text.slice(i + 1, j);
      i = j + 1;
      let k = i;
      while (k < text.length && /\s/.test(text[k]!)) k += 1;
      key = text[k] === ':' ? raw : null;
      valueOfKey = false;
    } else if (c === 0x3a /* : */) {
      valueOfKey = key !== null;
      i += 1;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      NUMBER.lastIndex = i;
      const literal = NUMBER.exec(text)?.[0] ?? text[i]!;
      if (valueOfKey && key !== null && AMOUNT_KEYS.has(key)) {
        parts.push(text.slice(copiedTo, i), convert(literal));
        copiedTo = i + literal.length;
      }
      i += literal.length;
      valueOfKey = false;
    } else {
      if (!/\s/.test(text[i]!)) valueOfKey = false;
      i += 1;
    }
  }
  parts.push(text.slice(copiedTo));
  return parts.join('');
}

/**
 * A storefront document of the shop's currency in `currency` (the shop's own: unchanged, byte for byte).
 * A product whose plans charge part at checkout has each allocation's two charges worked out again from
 * its converted price (`chargeOf`): converted one by one they could round apart and not add up.
 */
export function convertJson(text: string, currency: string, rates: Rates = DEMO_RATES): string {
  if (rates[currency] === '1') return text;
  // Integer amounts only: anything else is not a storefront amount and is left as sent.
  const converted = rewriteAmounts(text, (amount) => (/^-?\d+$/.test(amount) ? String(convertAmount(amount, currency, rates)) : amount));
  return converted.includes('"checkout_charge"') ? rebalanced(converted, currency, rates) : converted;
}

/** The document with every allocation's `checkout_charge_amount` and `remaining_balance_charge_amount` from its plan's checkout charge. */
function rebalanced(text: string, currency: string, rates: Rates): string {
  const product = parseJsonBig(text) as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? v as Record<string, unknown>[] : []);
  const charges = new Map(list(product.selling_plan_groups).flatMap((g) => list(g.selling_plans))
    .filter((p) => p.checkout_charge).map((p) => [String(p.id), p.checkout_charge as CheckoutCharge]));
  for (const variant of list(product.variants)) {
    for (const allocation of list(variant.selling_plan_allocations)) {
      const charge = charges.get(String(allocation.selling_plan_id));
      if (!charge || allocation.checkout_charge_amount === undefined) continue;
      const { now, later } = chargeOf(BigInt(allocation.price as number), charge, currency, rates);
      allocation.checkout_charge_amount = now;
      allocation.remaining_balance_charge_amount = later;
    }
  }
  return jsonText(product);
}

/**
 * The fake shop's money formats per presentment currency (its `shop.money_format` and
 * `money_with_currency_format`, as a merchant sets them in the admin's currency settings), the
 * formats the `money` filters fill and the elements' `money-format` attribute carries.
 */
export const MONEY_FORMATS: Readonly<Record<string, { money: string; withCurrency: string }>> = {
  EUR: { money: '€{{amount_with_comma_separator}}', withCurrency: '€{{amount_with_comma_separator}} EUR' },
  USD: { money: '${{amount}}', withCurrency: '${{amount}} USD' },
  GBP: { money: '£{{amount}}', withCurrency: '£{{amount}} GBP' },
  CHF: { money: 'CHF {{amount_with_apostrophe_separator}}', withCurrency: 'CHF {{amount_with_apostrophe_separator}}' },
  CAD: { money: '${{amount}}', withCurrency: '${{amount}} CAD' },
  AUD: { money: '${{amount}}', withCurrency: '${{amount}} AUD' },
  SEK: { money: '{{amount_with_comma_separator}} kr', withCurrency: '{{amount_with_comma_separator}} SEK' },
  JPY: { money: '¥{{amount_no_decimals}}', withCurrency: '¥{{amount_no_decimals}} JPY' },
  KRW: { money: '₩{{amount_no_decimals}}', withCurrency: '₩{{amount_no_decimals}} KRW' },
  KWD: { money: '{{amount}} KD', withCurrency: '{{amount}} KWD' },
  BHD: { money: '{{amount}} BD', withCurrency: '{{amount}} BHD' },
};

/** A currency's money formats (an unknown one: its code after the amount). */
export const moneyFormatOf = (currency: string): { money: string; withCurrency: string } =>
  MONEY_FORMATS[currency] ?? { money: `{{amount}} ${currency}`, withCurrency: `{{amount}} ${currency}` };
