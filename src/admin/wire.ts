/**
 * The admin client's boundary: request bodies and query strings out (ids as exact JSON integers,
 * money only as decimal strings), and records in, checked once where they enter.
 */
import Decimal from 'decimal.js';
import { at, expected, idDigits } from '../core/check.js';
import type { AdminProduct, Metafield, Payment } from './types.js';

/** Keys whose values are ids (integers on the wire, decimal strings in records). */
const ID_KEYS: ReadonlySet<string> = new Set(['id', 'shop_id', 'product_id', 'order_id', 'metafieldable_id', 'id_min', 'id_max']);
const ID_LIST_KEYS: ReadonlySet<string> = new Set(['variant_ids']);
/** Keys whose values are money: decimal strings, never JS numbers. */
export const MONEY_KEYS: ReadonlySet<string> = new Set([
  'price', 'compare_at_price', 'extra_price', 'amount',
  'price_min', 'price_max', 'compare_at_price_min', 'compare_at_price_max', 'extra_price_min', 'extra_price_max',
]);
/** Money as the shop writes it: an optional minus sign, digits, an optional fraction (`"12.50"`, `"-0.05"`). */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** An argument the caller got wrong: a TypeError `key: expected X, got Y`. */
const argumentError = (key: string, what: string, got: unknown, note = '') => new TypeError(`${key}: ${expected(what, got, true)}${note}`);

/** An id argument as its decimal digits; a TypeError for anything else. */
export function idText(value: unknown, what = 'id'): string {
  if (typeof value === 'bigint' && value >= 0n) return value.toString();
  const digits = idDigits(value);
  if (digits === null) throw argumentError(what, 'an id as a decimal string or bigint', value);
  return digits;
}

/**
 * A money argument (a price, a `price_min` bound) as the text sent to the shop: a finite decimal in the
 * shop's notation, returned unchanged (`"12.50"` stays `"12.50"`, every digit kept). Anything else is a
 * TypeError naming `what`: a JS number (it cannot hold every amount exactly), `"NaN"`, `"12,50"`; for a
 * string decimal.js reads as a finite number in another notation (`"1e3"`, `"+5"`, `".5"`) the error
 * says how to write it (`"1000"`). The admin client and the CLI's money options both check with this.
 */
export function moneyText(value: unknown, what: string): string {
  if (typeof value === 'string' && DECIMAL.test(value)) return value;
  throw argumentError(what, 'money as a decimal string such as "12.50"', value, moneyHint(value));
}

function moneyHint(value: unknown): string {
  if (typeof value === 'number') return ' (a JS number cannot hold every amount exactly)';
  let d: Decimal;
  try {
    d = new Decimal(value as string);
  } catch {
    return '';
  }
  // An exponent such as 1e1000000000 would write a billion digits: no hint for those.
  return d.isFinite() && Math.abs(d.e) < 100 ? ` (write it as ${JSON.stringify(d.toFixed())})` : '';
}

/**
 * JSON text for a request body: ids (by key) become JSON integers with every digit kept, bigints
 * anywhere too; money keys must hold decimal strings. Undefined members are left out.
 */
export function toJson(value: unknown, key = ''): string {
  if (value === null) return 'null';
  if (ID_KEYS.has(key)) return idText(value, key);
  if (MONEY_KEYS.has(key)) return JSON.stringify(moneyText(value, key));
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) {
    const listKey = ID_LIST_KEYS.has(key);
    return `[${value.map((v, i) => (listKey ? idText(v, `${key}[${i}]`) : toJson(v))).join(',')}]`;
  }
  if (typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v, k)}`);
    return `{${members.join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError(`${key || 'value'}: ${value} is not JSON`);
  return JSON.stringify(value);
}

/** A query string from seed-named parameters: ids exact, money as given, arrays comma-joined. */
export function toQuery(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = ID_KEYS.has(key) ? idText(value, key)
      : MONEY_KEYS.has(key) ? moneyText(value, key)
      : Array.isArray(value) ? value.map(String).join(',')
      : String(value);
    search.set(key, text);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

// ---------------------------------------------------------------------------------------------
// Records in

/** Thrown by the checks below; the transport turns it into an AdminDataError with method and URL. */
export class ShapeError extends Error {
  constructor(readonly path: string, problem: string) {
    super(problem);
  }
}

type Obj = Record<string, unknown>;

function fail(path: string, what: string, got: unknown): never {
  throw new ShapeError(path, expected(what, got, true));
}

function object(value: unknown, path: string): Obj {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : fail(path, 'an object', value);
}

/** An id field: a non-negative integer (number or exact digit string) → decimal string. */
function id(raw: Obj, key: string, path: string, nullable = false): string | null {
  return idOf(raw[key], at(path, key), nullable);
}

function idOf(v: unknown, path: string, nullable = false): string | null {
  if (v === null && nullable) return null;
  return idDigits(v) ?? fail(path, nullable ? 'integer id or null' : 'integer id', v);
}

function money(raw: Obj, key: string, path: string): void {
  const v = raw[key];
  if (v === undefined || (typeof v === 'string' && DECIMAL.test(v))) return;
  fail(at(path, key), 'a decimal string', v);
}

function text(raw: Obj, key: string, path: string, nullable = false): void {
  const v = raw[key];
  if (v === undefined || typeof v === 'string' || (nullable && v === null)) return;
  fail(at(path, key), nullable ? 'string or null' : 'string', v);
}

function unwrap(value: unknown, wrapper: string, path: string): Obj {
  const outer = object(value, path);
  if (!(wrapper in outer)) {
    if ('id' in outer) throw new ShapeError(path, `expected an object wrapped as {"${wrapper}": …}, got an unwrapped record`);
    fail(at(path, wrapper), `a "${wrapper}" key`, undefined);
  }
  return object(outer[wrapper], at(path, wrapper));
}

/** What is checked of a record: its wrapper key, its id fields, money fields and text fields. */
interface Shape {
  wrapper: string;
  ids: readonly string[];
  nullableIds?: readonly string[];
  money?: readonly string[];
  text?: readonly string[];
}

const PRODUCT: Shape = {
  wrapper: 'product', ids: ['shop_id'], nullableIds: ['product_id'],
  money: ['price', 'compare_at_price', 'extra_price'], text: ['title', 'code', 'handle'],
};
const METAFIELD: Shape = { wrapper: 'metafield', ids: ['shop_id', 'metafieldable_id'], text: ['namespace', 'key', 'value', 'metafieldable_type'] };
const PAYMENT: Shape = { wrapper: 'payment', ids: ['order_id'], money: ['amount'] };

/**
 * Checks the fields that decide identity and money strictly (ids, amounts, names) and keeps every
 * other field as the shop sent it: a field the client never reads must not fail a list.
 * Returns the record (ids as decimal strings) and its path.
 */
function record(shape: Shape, value: unknown, path: string, wrapped = true): [Obj, string] {
  const raw = wrapped ? unwrap(value, shape.wrapper, path) : object(value, path);
  const p = wrapped ? at(path, shape.wrapper) : path;
  const out: Obj = { ...raw, id: id(raw, 'id', p) };
  for (const key of shape.ids) if (key in raw) out[key] = id(raw, key, p);
  for (const key of shape.nullableIds ?? []) if (key in raw) out[key] = id(raw, key, p, true);
  for (const key of shape.money ?? []) money(raw, key, p);
  for (const key of shape.text ?? []) text(raw, key, p);
  return [out, p];
}

export function productRecord(value: unknown, path: string, wrapped = true): AdminProduct {
  const [out, p] = record(PRODUCT, value, path, wrapped);
  if ('variant_ids' in out) {
    const ids = out.variant_ids;
    if (!Array.isArray(ids)) fail(at(p, 'variant_ids'), 'an array of ids', ids);
    out.variant_ids = ids.map((v, i) => idOf(v, at(at(p, 'variant_ids'), i)));
  }
  if (out.variants != null) {
    const nested = out.variants;
    if (!Array.isArray(nested)) fail(at(p, 'variants'), 'an array', nested);
    // Nested variants may come wrapped or bare: accept both.
    out.variants = nested.map((v, i) => productRecord(v, at(at(p, 'variants'), i), object(v, at(at(p, 'variants'), i)).product !== undefined));
  }
  return out as unknown as AdminProduct;
}

export const metafieldRecord = (value: unknown, path: string): Metafield => record(METAFIELD, value, path)[0] as unknown as Metafield;

export const paymentRecord = (value: unknown, path: string): Payment => record(PAYMENT, value, path)[0] as unknown as Payment;

/** A JSON array of records, each checked by `check`. */
export function listOf<T>(check: (value: unknown, path: string) => T): (value: unknown) => T[] {
  return (value) => (Array.isArray(value) ? value.map((v, i) => check(v, `[${i}]`)) : fail('', 'a JSON array', value));
}

/** `{"count": n}`; a bare integer is accepted too (the metafield count body is not documented). */
export function countOf(value: unknown): number {
  const n = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj).count : value;
  if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) return n;
  return fail(typeof value === 'object' && value !== null ? 'count' : '', 'a count (non-negative integer)', n);
}
