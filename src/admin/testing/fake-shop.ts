/// <reference types="node" />
/**
 * `startFakeShop()`: one in-memory fake of the whole seed interface — the administration API
 * (products, metafields, read-only payments) behind basic auth, and the storefront's
 * `/products/<handle>.js` and `/cart.js` for the same catalogue — on 127.0.0.1, with fault
 * injection and a request log for tests.
 *
 * ASSUMPTIONS beyond the seed (the seed does not show these; a real shop may differ):
 * - Sort order: every list is in ascending id order.
 * - Error bodies: JSON `{"error": "<message>"}`; validation failures are 422 with
 *   `{"errors": {"<field>": ["<message>"]}}`; unknown storefront handles get an HTML 404 page.
 * - 401 carries `WWW-Authenticate: Basic realm="admin"`. Storefront paths need no auth.
 * - Unknown query parameters of the product and payment lists are a 400 (so a misspelt filter
 *   fails loudly here); `limit` above 250 is clamped to 250; `limit` below 1 is a 400.
 * - Product filters apply to each listed record; `created_on`/`updated_on` match the date part
 *   (`YYYY-MM-DD`); every `_min`/`_max` bound is inclusive; decimals compare by value (`10` = `10.00`).
 * - Without `include=variants` the lists show top-level products only; with it and without
 *   `show_variants`, each parent carries `variants` (bare records); with both, parents and
 *   variants side by side. `count.json` counts top-level products.
 * - Product create requires `title` and a unique `code` (422 otherwise); read-only fields
 *   (`id`, `shop_id`, `variant_ids`, `variants_count`, `created_on`, `updated_on`) are ignored.
 *   Deleting a parent deletes its variants. A successful delete answers 200 `{}`.
 * - Metafield create and update bodies are wrapped as `{"metafield": {…}}`; metafield filters are
 *   the record's own field names (`namespace`, `key`, `metafieldable_type`, `metafieldable_id`, …);
 *   the count body is `{"count": n}`. A create that updates (rule 1) answers 200, not 201.
 * - Payment writes are refused with 403 (write access is "granted on request only").
 * - Storefront amounts are the admin decimal price × 100 (hundredths, the elements' default unit);
 *   a product without variants has one `Default Title` variant with the product's id;
 *   `/cart.js` is an empty cart in the shop's currency (EUR unless told otherwise).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import { parseJsonExact } from '../../core/parse.js';
import {
  generateCatalogue, productRecord, slug, SHOP_ID,
  type Catalogue, type CatalogueOptions, type FakeMetafield, type FakeProduct, type FakeRecord,
} from './catalogue.js';

/** A fault for the next matching request(s). */
export interface Fault {
  /** Which requests: method and/or path (exact string or RegExp, without the query). Default: any. */
  method?: string;
  path?: string | RegExp;
  /** How many matching requests it applies to. Default 1. */
  times?: number;
  /** Wait this long before answering (a slow answer; the answer itself is then normal, or the fault below). */
  delayMs?: number;
  /** Hold the answer until this settles (a test decides when a request in flight completes). */
  until?: Promise<unknown>;
  /** Answer with this status (429, 503, 500, …) instead of the real answer. */
  status?: number;
  /** The `Retry-After` header of that answer, as written (`'1.5'`, an HTTP date, …). */
  retryAfter?: string;
  /** Answer that status with an HTML error page (as proxies do) instead of a JSON error. */
  html?: boolean;
  /** Close the connection without an answer (before the request has any effect). */
  drop?: boolean;
  /** Apply the request, then close the connection without an answer (the answer is lost). */
  dropAfterApply?: boolean;
  /** The body of a `status` answer, as written (default: a JSON error). */
  body?: string;
  /** Answer 200 with the real body cut in half (malformed JSON). */
  malformed?: boolean;
}

export interface LoggedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The query parameters, decoded. */
  query: Record<string, string>;
  /** The request body text (`''` when none). */
  body: string;
  /** The basic-auth user name sent, or null (the password is never logged). */
  user: string | null;
  /** The status answered (0 when the connection was dropped). */
  status: number;
  /** `Date.now()` when the request arrived. */
  time: number;
}

export interface FakeShopOptions {
  /** Port on 127.0.0.1. Default 0: an ephemeral port. */
  port?: number;
  apiKey?: string;
  /** Default: a random password. */
  apiPassword?: string;
  /** The catalogue, or options for `generateCatalogue`. */
  catalogue?: Catalogue | CatalogueOptions;
  /** The shop's currency (`/cart.js`). Default EUR. */
  currency?: string;
  /** The time written to created/updated records. Default: the real clock. */
  now?: () => Date;
}

export interface FakeShop {
  /** `http://127.0.0.1:<port>`: the admin base URL (the seed's `{base_url}`). */
  readonly adminUrl: string;
  /** The storefront root: the same origin (`/products/<handle>.js`, `/cart.js`). */
  readonly storefrontUrl: string;
  readonly port: number;
  readonly apiKey: string;
  readonly apiPassword: string;
  /** Every request received, in order. */
  readonly requests: LoggedRequest[];
  /** Adds a fault for the next matching request(s). */
  inject(fault: Fault): void;
  /**
   * Adds a top-level product directly (no request). With an `id` (bigint) lower than the others it
   * sorts first, shifting every offset by one mid-list. Returns its id.
   */
  addProduct(fields: { title: string; code: string; id?: bigint } & Record<string, unknown>): string;
  /** Removes a product (and its variants) directly. */
  removeProduct(id: string | bigint): boolean;
  /** The storefront handles of the top-level products, in id order. */
  handles(): string[];
  close(): Promise<void>;
}

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

class Reject extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`fake shop: ${status}`);
  }
}

/** JSON text with bigints written as exact integers. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `\u0000${v}\u0000` : v)).replace(/"\\u0000(\d+)\\u0000"/g, '$1');
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
function decimal(text: string): Decimal {
  if (!DECIMAL.test(text)) throw new Reject(400, { error: `${JSON.stringify(text)} is not a decimal` });
  return new Decimal(text);
}

/** A decimal price as the storefront's integer hundredths, rounded half-up (away from zero). */
const hundredths = (price: unknown) => decimal(String(price)).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

export async function startFakeShop(options: FakeShopOptions = {}): Promise<FakeShop> {
  const apiKey = options.apiKey ?? 'fake-shop-key';
  const apiPassword = options.apiPassword ?? randomBytes(12).toString('hex');
  const currency = options.currency ?? 'EUR';
  const now = () => (options.now ? options.now() : new Date()).toISOString().replace(/\.\d{3}Z$/, '+00:00');
  const catalogue = options.catalogue && 'products' in options.catalogue && Array.isArray(options.catalogue.products)
    ? options.catalogue as Catalogue
    : generateCatalogue(options.catalogue as CatalogueOptions | undefined);

  const products = new Map<bigint, FakeProduct>(catalogue.products.map((p) => [p.record.id, p]));
  const metafields = new Map<bigint, FakeMetafield>(catalogue.metafields.map((m) => [m.id, m]));
  const payments = catalogue.payments;
  const faults: Fault[] = [];
  const requests: LoggedRequest[] = [];
  const sockets = new Set<Socket>();
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

  // --- admin: products -------------------------------------------------------------------------

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

  // --- routing ---------------------------------------------------------------------------------

  async function answer(method: string, path: string, q: URLSearchParams, body: string): Promise<[number, unknown, Record<string, string>?]> {
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
      if (method === 'POST') return createMetafield(wrapped(parseBody(body), 'metafield'));
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

  function createMetafield(fields: Record<string, unknown>): [number, unknown, Record<string, string>] {
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
    return [status, { metafield: mf }, { Location: `${adminUrl}/api/metafields/${mf.id}.json` }];
  }

  // --- storefront ------------------------------------------------------------------------------

  function storefrontProduct(p: FakeProduct): string {
    const r = p.record;
    const variantRecords = r.variant_ids.length ? r.variant_ids.map((v) => products.get(v)!.record) : [r];
    const optionNames = r.variant_ids.length ? p.optionNames : ['Title'];
    const variants = variantRecords.map((v, i) => {
      const values = r.variant_ids.length ? optionNames.map((_, k) => String(v[`option_0${k + 1}`] ?? '')) : ['Default Title'];
      const available = !(v.considers_stock && (v.stock as number) <= 0);
      const price = hundredths(v.price);
      const compare = decimal(String(v.compare_at_price)).isZero() ? null : hundredths(v.compare_at_price);
      return {
        id: v.id, title: values.join(' / '), options: values,
        option1: values[0] ?? null, option2: values[1] ?? null, option3: values[2] ?? null,
        price: p.broken && i === 0 ? String(v.price) : price, compare_at_price: compare,
        weight: Math.round(Number(v.weight) * 1000), inventory_management: v.considers_stock ? 'fake-shop' : null,
        available, sku: String(v.code), requires_shipping: true, taxable: true, barcode: '',
        ...(p.sellingPlans ? {
          requires_selling_plan: false,
          selling_plan_allocations: [1, 2].map((k) => ({
            price: Math.round(price * (k === 1 ? 0.9 : 0.85)), compare_at_price: price, per_delivery_price: Math.round(price * (k === 1 ? 0.9 : 0.85)),
            selling_plan_id: 690000000000n + r.id % 1000n * 10n + BigInt(k), selling_plan_group_id: 'f1d2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4',
          })),
        } : {}),
      };
    });
    const prices = variants.map((v) => (typeof v.price === 'number' ? v.price : 0));
    const compares = variants.map((v) => v.compare_at_price ?? 0);
    const image = `//cdn.example.invalid/images/${encodeURIComponent(String(r.handle))}.jpg`;
    return jsonText({
      id: r.id, title: r.title, handle: r.handle, description: r.description_html,
      published_at: r.created_on, created_at: r.created_on, vendor: r.vendor, type: r.category,
      tags: String(r.tag_list).split(',').filter(Boolean),
      price: Math.min(...prices), price_min: Math.min(...prices), price_max: Math.max(...prices),
      price_varies: Math.min(...prices) !== Math.max(...prices),
      compare_at_price: variants[0]!.compare_at_price, compare_at_price_min: Math.min(...compares), compare_at_price_max: Math.max(...compares),
      compare_at_price_varies: Math.min(...compares) !== Math.max(...compares),
      available: variants.some((v) => v.available), variants, images: [image], featurot_image: image,
      options: optionNames.map((name, i) => ({ name, position: i + 1 })), url: r.url,
      ...(p.sellingPlans ? {
        requires_selling_plan: false,
        selling_plan_groups: [{
          id: 'f1d2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4', name: 'Subscribe & save',
          options: [{ name: 'Deliver every', position: 1, values: ['4 weeks', '8 weeks'] }],
          selling_plans: [1, 2].map((k) => ({
            id: 690000000000n + r.id % 1000n * 10n + BigInt(k), name: `Every ${k * 4} weeks`, description: k === 1 ? '10% off' : '15% off',
            options: [{ name: 'Deliver every', position: 1, value: `${k * 4} weeks` }], recurring_deliveries: true,
          })),
        }],
      } : {}),
    });
  }

  function storefront(path: string): [number, string, string] | null {
    if (path === '/cart.js') {
      return [200, 'application/json; charset=utf-8', JSON.stringify({ token: 'fake-cart', note: null, attributes: {}, item_count: 0, items: [], total_price: 0, currency })];
    }
    const m = /^\/products\/([^/]+)\.js$/.exec(path);
    if (!m) return null;
    let handle: string;
    try {
      handle = decodeURIComponent(m[1]!).normalize('NFC');
    } catch {
      handle = '';
    }
    const p = [...products.values()].find((x) => x.record.handle === handle && x.record.product_id === null);
    if (!p) return [404, 'text/html; charset=utf-8', '<!doctype html><title>404 Not Found</title><h1>Page not found</h1>'];
    return [200, 'application/json; charset=utf-8', storefrontProduct(p)];
  }

  // --- the server ------------------------------------------------------------------------------

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  function authUser(req: IncomingMessage): { user: string | null; ok: boolean } {
    const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '');
    if (!m) return { user: null, ok: false };
    const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const user = colon < 0 ? decoded : decoded.slice(0, colon);
    return { user, ok: colon >= 0 && user === apiKey && decoded.slice(colon + 1) === apiPassword };
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const method = req.method ?? 'GET';
    const auth = authUser(req);
    const entry: LoggedRequest = {
      method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, user: auth.user, status: 0, time: Date.now(),
    };
    requests.push(entry);
    const send = (status: number, type: string, text: string, headers: Record<string, string> = {}) => {
      entry.status = status;
      res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text), ...headers });
      res.end(method === 'HEAD' ? undefined : text);
    };

    const fault = takeFault(method, url.pathname);
    if (fault?.delayMs) {
      // unref: a slow answer nobody waits for any more does not keep the process alive.
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs).unref());
      if (res.destroyed) return;
    }
    if (fault?.until) await fault.until.catch(() => {});
    if (fault?.drop) {
      req.socket.destroy();
      return;
    }
    if (fault?.status) {
      const headers: Record<string, string> = fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter };
      if (fault.body !== undefined) send(fault.status, 'application/json; charset=utf-8', fault.body, headers);
      else if (fault.html) send(fault.status, 'text/html; charset=utf-8', `<!doctype html><title>${fault.status}</title><h1>Error ${fault.status}</h1>`, headers);
      else send(fault.status, 'application/json; charset=utf-8', jsonText({ error: `injected ${fault.status}` }), headers);
      return;
    }

    let status: number;
    let type = 'application/json; charset=utf-8';
    let text: string;
    let headers: Record<string, string> = {};
    if (url.pathname.startsWith('/api/')) {
      if (!auth.ok) {
        send(401, type, jsonText({ error: 'Unauthorized' }), { 'WWW-Authenticate': 'Basic realm="admin"' });
        return;
      }
      try {
        const [s, value, h] = await answer(method, url.pathname, url.searchParams, body);
        [status, text, headers] = [s, jsonText(value), h ?? {}];
      } catch (err) {
        if (!(err instanceof Reject)) throw err;
        [status, text] = [err.status, jsonText(err.body)];
      }
    } else {
      const sf = method === 'GET' || method === 'HEAD' ? storefront(url.pathname) : null;
      if (!sf) {
        send(404, 'text/html; charset=utf-8', '<!doctype html><title>404 Not Found</title><h1>Page not found</h1>');
        return;
      }
      [status, type, text] = sf;
    }
    if (fault?.dropAfterApply) {
      entry.status = 0;
      req.socket.destroy();
      return;
    }
    if (fault?.malformed && status < 300) text = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
    send(status, type, text, headers);
  }

  function takeFault(method: string, path: string): Fault | undefined {
    const i = faults.findIndex((f) => (!f.method || f.method === method)
      && (!f.path || (typeof f.path === 'string' ? f.path === path : f.path.test(path))));
    if (i < 0) return undefined;
    const fault = faults[i]!;
    if (fault.times !== undefined && --fault.times > 0) return fault;
    faults.splice(i, 1);
    return fault;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const adminUrl = `http://127.0.0.1:${port}`;

  return {
    adminUrl,
    storefrontUrl: adminUrl,
    port,
    apiKey,
    apiPassword,
    requests,
    inject: (fault) => faults.push({ ...fault }),
    addProduct: (fields) => String(addProduct({ ...checkProductFields(fields), id: fields.id } as unknown as { title: string; code: string }).id),
    removeProduct: (id) => removeProduct(BigInt(id)),
    handles: () => topLevel().map((r) => String(r.handle)),
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
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
