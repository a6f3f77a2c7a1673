/**
 * The fake's administration API: products (with variants side by side or nested), metafields (rule 1)
 * and read-only payments, on the in-memory catalogue. What it assumes beyond the seed is listed at the
 * top of fake-shop.ts.
 */
import Decimal from 'decimal.js';
import { parseJsonExact } from '../core/parse.js';
import {
  productRecord, slug, SHOP_ID,
  type Catalogue, type FakeMetafield, type FakeProduct, type FakeRecord,
} from './catalogue.js';

const PRODUCT_FILTERS = new Set([
  'limit', 'offset', 'include', 'show_variants', 'category', 'vendor', 'code', 'title', 'subtitle', 'price',
  'compare_at_price', 'extra_price', 'created_on', 'updated_on', 'id_min', 'id_max', 'price_min', 'price_max',
  'compare_at_price_min', 'compare_at_price_max', 'extra_price_min', 'extra_price_max', 'stock_min', 'stock_max',
  'created_on_min', 'created_on_max', 'updated_on_min', 'updated_on_max',
]);
const EXACT = ['category', 'vendor', 'code', 'title', 'subtitle'];
const DECIMALS = ['price', 'compare_at_price', 'extra_price'];
const READ_ONLY = new Set(['id', 'shop_id', 'variant_ids', 'variants_count', 'created_on', 'updated_on', 'variants']);
const ID_KEYS = new Set(['id', 'shop_id', 'product_id', 'order_id', 'metafieldable_id']);

/** An answer other than success: its status and JSON body. */
export class Reject extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`fake shop: ${status}`);
  }
}

/** A request body's JSON with ids (by key) as bigints. */
function parseBody(text: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = parseJsonExact(text);
  } catch {
    throw new Reject(400, { error: 'body is not JSON' });
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Reject(400, { error: 'body is not a JSON object' });
  return json as Record<string, unknown>;
}

function toBigId(value: unknown, field: string): bigint {
  if ((typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) || (typeof value === 'string' && /^\d{1,30}$/.test(value))) return BigInt(value);
  throw new Reject(422, { errors: { [field]: ['is not an integer id'] } });
}

/** A decimal as the shop writes it: an optional minus sign, digits, an optional fraction. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** A decimal string (a stored price, a filter bound) as an exact Decimal; a 400 for anything else. */
export function decimal(text: string): Decimal {
  if (!DECIMAL.test(text)) throw new Reject(400, { error: `${JSON.stringify(text)} is not a decimal` });
  return new Decimal(text);
}

/** A decimal price as the storefront's integer hundredths, rounded half-up (away from zero). */
export const hundredths = (price: unknown) => decimal(String(price)).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/** The admin side of one fake: its records and the answer to an `/api/…` request. */
export interface Admin {
  /** Parents and variants by id. */
  readonly products: Map<bigint, FakeProduct>;
  /** Status, JSON value and headers (a `Location` under `origin`), or throws a `Reject`. */
  answer(method: string, path: string, q: URLSearchParams, body: string, origin: string): Promise<[number, unknown, Record<string, string>?]>;
  addProduct(fields: Record<string, unknown> & { title: string; code: string }): FakeRecord;
  removeProduct(id: bigint): boolean;
  checkProductFields(fields: Record<string, unknown>): Record<string, unknown>;
  /** Top-level product records, in id order. */
  topLevel(): FakeRecord[];
}

export function createAdmin(catalogue: Catalogue, now: () => string): Admin {
  const products = new Map<bigint, FakeProduct>(catalogue.products.map((p) => [p.record.id, p]));
  const metafields = new Map<bigint, FakeMetafield>(catalogue.metafields.map((m) => [m.id, m]));
  const payments = catalogue.payments;
  let nextId = [...products.keys(), ...metafields.keys(), 2n ** 53n].reduce((a, b) => (a > b ? a : b)) + 1000n;

  const sorted = <T extends { id: bigint }>(items: Iterable<T>) => [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const topLevel = () => sorted([...products.values()].map((p) => p.record)).filter((r) => r.product_id === null);

  function addProduct(fields: Record<string, unknown> & { title: string; code: string }): FakeRecord {
    if ([...products.values()].some((p) => p.record.code === fields.code)) throw new Reject(422, { errors: { code: ['has already been taken'] } });
    const stamp = now();
    let handle = slug(fields.title) || 'product';
    while ([...products.values()].some((p) => p.record.handle === handle)) handle = `${handle}-1`;
    const id = typeof fields.id === 'bigint' ? fields.id : nextId++;
    if (products.has(id)) throw new Reject(422, { errors: { id: ['has already been taken'] } });
    const record = productRecord({ handle, ...fields, id, created_on: stamp, updated_on: stamp }, stamp);
    products.set(record.id, { record, optionNames: [], sellingPlans: false, broken: false });
    return record;
  }

  function removeProduct(id: bigint): boolean {
    const p = products.get(id);
    if (!p) return false;
    for (const v of p.record.variant_ids) products.delete(v);
    if (p.record.product_id !== null) {
      const parent = products.get(p.record.product_id)?.record;
      if (parent) {
        parent.variant_ids = parent.variant_ids.filter((v) => v !== id);
        parent.variants_count = parent.variant_ids.length;
      }
    }
    return products.delete(id);
  }

  function checkProductFields(fields: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (READ_ONLY.has(key)) continue;
      if (DECIMALS.includes(key) && !(typeof value === 'string' && DECIMAL.test(value))) {
        throw new Reject(422, { errors: { [key]: ['is not a decimal'] } });
      }
      out[key] = key === 'product_id' && value !== null ? toBigId(value, key) : value;
    }
    return out;
  }

  function listProducts(q: URLSearchParams): unknown[] {
    for (const key of q.keys()) if (!PRODUCT_FILTERS.has(key)) throw new Reject(400, { error: `unknown parameter ${key}` });
    const { limit, offset } = paging(q);
    const include = (q.get('include') ?? '').split(',').map((s) => s.trim());
    const withVariants = include.includes('variants');
    const sideBySide = withVariants && q.get('show_variants') === 'true';
    const all = sorted([...products.values()].map((p) => p.record)).filter((r) => sideBySide || r.product_id === null);
    const matches = all.filter((r) => matchesFilters(r, q));
    return matches.slice(offset, offset + limit).map((r) => ({
      product: withVariants && !sideBySide
        ? { ...r, variants: r.variant_ids.map((v) => products.get(v)?.record).filter(Boolean) }
        : r,
    }));
  }

  function matchesFilters(r: FakeRecord, q: URLSearchParams): boolean {
    for (const key of EXACT) if (q.has(key) && r[key] !== q.get(key)) return false;
    for (const key of DECIMALS) {
      const cmp = (bound: string) => decimal(String(r[key])).comparedTo(decimal(q.get(bound)!));
      if (q.has(key) && cmp(key) !== 0) return false;
      if (q.has(`${key}_min`) && cmp(`${key}_min`) < 0) return false;
      if (q.has(`${key}_max`) && cmp(`${key}_max`) > 0) return false;
    }
    if (q.has('id_min') && r.id < toBigId(q.get('id_min'), 'id_min')) return false;
    if (q.has('id_max') && r.id > toBigId(q.get('id_max'), 'id_max')) return false;
    if (q.has('stock_min') && (r.stock as number) < Number(q.get('stock_min'))) return false;
    if (q.has('stock_max') && (r.stock as number) > Number(q.get('stock_max'))) return false;
    for (const key of ['created_on', 'updated_on']) {
      const time = Date.parse(String(r[key]));
      if (q.has(key) && String(r[key]).slice(0, 10) !== q.get(key)) return false;
      if (q.has(`${key}_min`) && time < dateParam(q, `${key}_min`)) return false;
      if (q.has(`${key}_max`) && time > dateParam(q, `${key}_max`)) return false;
    }
    return true;
  }

  async function answer(method: string, path: string, q: URLSearchParams, body: string, origin: string): Promise<[number, unknown, Record<string, string>?]> {
    let m: RegExpExecArray | null;
    if (path === '/api/products.json') {
      if (method === 'GET') return [200, listProducts(q)];
      if (method === 'POST') {
        const fields = checkProductFields(wrapped(parseBody(body), 'product'));
        for (const key of ['title', 'code']) {
          if (typeof fields[key] !== 'string' || !fields[key]) throw new Reject(422, { errors: { [key]: ["can't be blank"] } });
        }
        return [201, { product: addProduct(fields as { title: string; code: string }) }];
      }
    }
    if (path === '/api/products/count.json' && method === 'GET') return [200, { count: topLevel().length }];
    if ((m = /^\/api\/products\/(\d+)\.json$/.exec(path))) {
      const p = products.get(BigInt(m[1]!));
      if (!p) throw new Reject(404, { error: 'Not found' });
      if (method === 'GET') return [200, { product: p.record }];
      if (method === 'PUT') {
        const fields = checkProductFields(wrapped(parseBody(body), 'product'));
        if (typeof fields.code === 'string' && [...products.values()].some((o) => o !== p && o.record.code === fields.code)) {
          throw new Reject(422, { errors: { code: ['has already been taken'] } });
        }
        Object.assign(p.record, fields, { updated_on: now() });
        return [200, { product: p.record }];
      }
      if (method === 'DELETE') {
        removeProduct(p.record.id);
        return [200, {}];
      }
    }
    if (path === '/api/metafields.json') {
      if (method === 'GET') {
        const list = sorted(metafields.values()).filter((mf) => [...q].every(([k, v]) => String(mf[k]) === v));
        return [200, list.map((metafield) => ({ metafield }))];
      }
      if (method === 'POST') return createMetafield(wrapped(parseBody(body), 'metafield'), origin);
    }
    if (path === '/api/metafields/count.json' && method === 'GET') return [200, { count: metafields.size }];
    if ((m = /^\/api\/metafields\/(\d+)\.json$/.exec(path))) {
      const mf = metafields.get(BigInt(m[1]!));
      if (!mf) throw new Reject(404, { error: 'Not found' });
      if (method === 'GET') return [200, { metafield: mf }];
      if (method === 'PUT') {
        const fields = wrapped(parseBody(body), 'metafield');
        for (const key of READ_ONLY) delete fields[key];
        if ('metafieldable_id' in fields) fields.metafieldable_id = toBigId(fields.metafieldable_id, 'metafieldable_id');
        Object.assign(mf, fields, { updated_at: now() });
        return [200, { metafield: mf }];
      }
      if (method === 'DELETE') {
        metafields.delete(mf.id);
        return [200, {}];
      }
    }
    if ((m = /^\/api\/(?:orders\/(\d+)\/)?payments(?:\/(\d+))?\.json$/.exec(path))) {
      if (method !== 'GET') throw new Reject(403, { error: 'payments are read-only' });
      const order = m[1] === undefined ? null : BigInt(m[1]);
      const mine = payments.filter((p) => order === null || p.order_id === order);
      if (m[2] !== undefined) {
        const payment = mine.find((p) => p.id === BigInt(m![2]!));
        if (!payment) throw new Reject(404, { error: 'Not found' });
        return [200, { payment }];
      }
      for (const key of q.keys()) if (key !== 'limit') throw new Reject(400, { error: `unknown parameter ${key}` });
      return [200, sorted(mine).slice(0, paging(q).limit).map((payment) => ({ payment }))];
    }
    throw new Reject(/^\/api\/(products|metafields|payments|orders)/.test(path) ? 405 : 404, { error: 'Not found' });
  }

  function createMetafield(fields: Record<string, unknown>, origin: string): [number, unknown, Record<string, string>] {
    for (const key of ['metafieldable_type', 'namespace', 'key', 'value']) {
      if (typeof fields[key] !== 'string') throw new Reject(422, { errors: { [key]: ["can't be blank"] } });
    }
    const owner = toBigId(fields.metafieldable_id, 'metafieldable_id');
    const stamp = now();
    const existing = [...metafields.values()].find((mf) => mf.metafieldable_type === fields.metafieldable_type
      && mf.metafieldable_id === owner && mf.namespace === fields.namespace && mf.key === fields.key);
    for (const key of READ_ONLY) delete fields[key];
    let status = 200;
    let mf = existing;
    if (mf) Object.assign(mf, fields, { metafieldable_id: owner, updated_at: stamp });
    else {
      status = 201;
      mf = {
        id: nextId++, shop_id: SHOP_ID, value_type: 0, description: '', position: metafields.size + 1,
        ...fields, metafieldable_id: owner, created_at: stamp, updated_at: stamp,
      } as FakeMetafield;
      metafields.set(mf.id, mf);
    }
    return [status, { metafield: mf }, { Location: `${origin}/api/metafields/${mf.id}.json` }];
  }

  return { products, answer, addProduct, removeProduct, checkProductFields, topLevel };
}

function wrapped(json: Record<string, unknown>, key: string): Record<string, unknown> {
  const inner = json[key];
  if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) throw new Reject(422, { error: `expected {"${key}": {…}}` });
  const fields = { ...(inner as Record<string, unknown>) };
  for (const k of Object.keys(fields)) if (ID_KEYS.has(k) && k !== 'product_id' && k !== 'metafieldable_id') delete fields[k];
  return fields;
}

function paging(q: URLSearchParams): { limit: number; offset: number } {
  const limit = q.has('limit') ? Number(q.get('limit')) : 150;
  const offset = q.has('offset') ? Number(q.get('offset')) : 0;
  if (!Number.isInteger(limit) || limit < 1) throw new Reject(400, { error: 'limit must be a positive integer' });
  if (!Number.isInteger(offset) || offset < 0) throw new Reject(400, { error: 'offset must be a non-negative integer' });
  return { limit: Math.min(limit, 250), offset };
}

function dateParam(q: URLSearchParams, key: string): number {
  const t = Date.parse(q.get(key)!);
  if (Number.isNaN(t)) throw new Reject(400, { error: `${key} is not a date` });
  return t;
}
