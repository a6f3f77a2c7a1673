/// <reference types="node" />
/**
 * The demo's mock storefront: a connect-style middleware (and a Vite plugin around it) that answers
 * the storefront paths the elements use, from the fixtures in `demo/fixtures/`:
 *
 * - `GET {root}products/<handle>.js`: the product JSON (seed shape), in the customer's currency.
 * - `GET {root}cart.js`: an empty cart whose `currency` is the customer's currency.
 * - `POST {root}cart/add`: an HTML page showing exactly what the form submitted.
 *
 * `root` is `/` or a locale prefix (`/de/`, `/fr-ca/`). The customer's currency is the `currency`
 * query parameter, else the `mock_currency` cookie, else EUR. Fixtures hold EUR hundredths; other
 * currencies are converted at fixed rates and rounded to what the currency can show (see
 * `convertAmount`). The network can be made to misbehave with the `network` query parameter or the
 * `mock_network` cookie: `normal`, `slow`, `404`, `429`, `malformed`, `500`.
 *
 * With `shopUrl` (or `SHOP_URL` in the environment) the same paths are forwarded to that storefront
 * instead, and its answers streamed back. With `snapshotDir` (or `SHOP_SNAPSHOT`) the products are
 * those of a `shop-elements snapshot` directory, served byte for byte.
 *
 * Node only: Vite's dev and preview servers, the node tests and `build-static.ts` use it.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import Decimal from 'decimal.js';
import { bigCatalogueProduct } from './fixtures/big-catalogue.js';

// ---------------------------------------------------------------------------------------------
// Currencies and exact conversion

interface CurrencyInfo {
  /** Units of this currency per 1 EUR, as an exact decimal string. */
  rate: string;
  /** The currency's own decimal digits (ISO 4217). */
  digits: number;
}

/** Fixed demo rates (not real ones): the mock is deterministic. */
export const CURRENCIES: Readonly<Record<string, CurrencyInfo>> = {
  EUR: { rate: '1', digits: 2 },
  USD: { rate: '1.08', digits: 2 },
  GBP: { rate: '0.85', digits: 2 },
  CHF: { rate: '0.94', digits: 2 },
  CAD: { rate: '1.47', digits: 2 },
  AUD: { rate: '1.65', digits: 2 },
  SEK: { rate: '11.42', digits: 2 },
  JPY: { rate: '162', digits: 0 },
  KRW: { rate: '1470', digits: 0 },
  KWD: { rate: '0.331', digits: 3 },
  BHD: { rate: '0.407', digits: 3 },
};

export const DEFAULT_CURRENCY = 'EUR';

/**
 * Converts an amount in EUR hundredths to `currency`, in hundredths of that currency's major unit
 * (the storefront's unit for every currency: ¥1,000 is 100000). Rounded half-up to what the currency
 * can show in that unit: JPY to whole yen (multiples of 100), EUR/USD to cents; KWD's third decimal
 * cannot be expressed in hundredths, so KWD rounds to whole hundredths (0.01 KWD).
 * Exact decimal arithmetic throughout.
 */
export function convertAmount(eurHundredths: number | string, currency: string): number {
  const info = CURRENCIES[currency];
  if (!info) throw new RangeError(`mock storefront: no rate for currency ${currency}`);
  const step = new Decimal(10).pow(Math.max(0, 2 - info.digits));
  return new Decimal(eurHundredths)
    .times(info.rate)
    .dividedBy(step)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .times(step)
    .toNumber();
}

/** Every key whose number value is a money amount, at any depth of a product or cart. */
export const AMOUNT_KEYS: ReadonlySet<string> = new Set([
  'price',
  'compare_at_price',
  'price_min',
  'price_max',
  'compare_at_price_min',
  'compare_at_price_max',
  'per_delivery_price',
  'unit_price',
  'total_price',
  'original_total_price',
  'items_subtotal_price',
  'total_discount',
]);

const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Rewrites the amounts of a JSON text in place, on the text itself: every number that is the value
 * of an `AMOUNT_KEYS` key goes through `convert`; every other byte (ids beyond 2^53 included, and
 * whitespace) is left exactly as it was. No JSON.parse, so no number ever passes through a double
 * (Node 20 has no JSON.parse source-text access).
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
      const m = NUMBER.exec(text);
      const literal = m ? m[0] : text[i]!;
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

/** A fixture's JSON text in `currency` (EUR: the text unchanged, byte for byte). */
export function convertJson(text: string, currency: string): string {
  if (currency === DEFAULT_CURRENCY) return text;
  return rewriteAmounts(text, (amount) => String(convertAmount(amount, currency)));
}

// ---------------------------------------------------------------------------------------------
// Fixtures

export const DEFAULT_FIXTURES_DIR = fixturesDirNextToThisFile();

function fixturesDirNextToThisFile(): string {
  try {
    const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
    if (existsSync(dir)) return dir;
  } catch {
    // import.meta.url is not a file: URL when bundled; fall back to the working directory.
  }
  return resolve(process.cwd(), 'demo/fixtures');
}

export interface FixtureStore {
  /** Product JSON text (EUR hundredths) by handle (NFC). */
  products: Map<string, string>;
  /** Variant id → names, for the /cart/add confirmation page. */
  variants: Map<string, { product: string; variant: string }>;
  /** Selling plan id → names, for the /cart/add confirmation page. */
  plans: Map<string, { group: string; plan: string }>;
}

interface LooseProduct {
  handle?: unknown;
  title?: unknown;
  variants?: { id?: unknown; title?: unknown }[];
  selling_plan_groups?: { name?: unknown; selling_plans?: { id?: unknown; name?: unknown }[] }[];
}

/**
 * Reads every `*.json` in `dir` (keyed by its `handle` field) and adds the generated big catalogue;
 * with `snapshot`, a directory written by `shop-elements snapshot` instead: its `<handle>.js` files.
 */
export function loadFixtures(dir: string = DEFAULT_FIXTURES_DIR, { snapshot = false } = {}): FixtureStore {
  const store: FixtureStore = { products: new Map(), variants: new Map(), plans: new Map() };
  const add = (text: string, source: string): void => {
    // Parsed only to validate and read names: served bytes come from `text`.
    let product: LooseProduct;
    try {
      product = JSON.parse(text) as LooseProduct;
    } catch (error) {
      throw new Error(`mock storefront: ${source} is not valid JSON: ${(error as Error).message}`, { cause: error });
    }
    if (typeof product.handle !== 'string') throw new Error(`mock storefront: ${source} has no handle`);
    const handle = product.handle.normalize('NFC');
    if (store.products.has(handle)) throw new Error(`mock storefront: duplicate handle ${handle} in ${source}`);
    store.products.set(handle, text);
    const title = String(product.title ?? '');
    for (const v of product.variants ?? []) {
      store.variants.set(String(v.id), { product: title, variant: String(v.title ?? '') });
    }
    for (const g of product.selling_plan_groups ?? []) {
      for (const p of g.selling_plans ?? []) store.plans.set(String(p.id), { group: String(g.name ?? ''), plan: String(p.name ?? '') });
    }
  };
  const isFixture = snapshot ? (f: string) => f.endsWith('.js') && f !== 'cart.js' : (f: string) => f.endsWith('.json');
  for (const file of readdirSync(dir).filter(isFixture).sort()) {
    add(readFileSync(join(dir, file), 'utf8'), file);
  }
  if (!snapshot) add(JSON.stringify(bigCatalogueProduct()), 'big-catalogue.ts');
  return store;
}

/** What `shop-elements snapshot` wrote to `index.json` (the fields the demo uses). */
export interface SnapshotIndex {
  /** The shop's currency, from its `/cart.js`: every amount of the snapshot is in it. */
  currency: string;
  products: { handle: string; title?: string; ok: boolean; error?: string }[];
}

/** The `index.json` of a snapshot directory (`SHOP_SNAPSHOT`), or null when `dir` is empty. */
export function readSnapshotIndex(dir: string | null | undefined = process.env.SHOP_SNAPSHOT): SnapshotIndex | null {
  if (!dir) return null;
  const file = join(resolve(dir), 'index.json');
  if (!existsSync(file)) throw new Error(`mock storefront: SHOP_SNAPSHOT=${dir} has no index.json (write one with: npx shop-elements snapshot --out ${dir})`);
  return JSON.parse(readFileSync(file, 'utf8')) as SnapshotIndex;
}

/** The empty cart, as `/cart.js` answers it. */
export function cartJson(currency: string, token: string): string {
  return JSON.stringify({
    token,
    note: null,
    attributes: {},
    original_total_price: 0,
    total_price: 0,
    total_discount: 0,
    total_weight: 0,
    item_count: 0,
    items: [],
    requires_shipping: false,
    currency,
    items_subtotal_price: 0,
    cart_level_discount_applications: [],
  });
}

// ---------------------------------------------------------------------------------------------
// Requests

export type NetworkMode = 'normal' | 'slow' | '404' | '429' | 'malformed' | '500';
const NETWORK_MODES: ReadonlySet<string> = new Set(['normal', 'slow', '404', '429', 'malformed', '500']);

export interface MockStorefrontOptions {
  /** Folder of fixture JSON files. Default: `demo/fixtures` beside this file. */
  fixturesDir?: string;
  /**
   * Forward the storefront paths to this shop instead of answering from fixtures
   * (e.g. `https://shop.example`). Default: `process.env.SHOP_URL`; `null` or `''` turns it off.
   */
  shopUrl?: string | null;
  /**
   * A directory written by `shop-elements snapshot`: its products are served byte for byte (in the
   * shop's own currency, so the currency switcher has no effect) and `/cart.js` names that currency.
   * Default: `process.env.SHOP_SNAPSHOT`; `null` or `''` turns it off.
   */
  snapshotDir?: string | null;
  /** Delay of the `slow` network mode, in ms. Default 2000. */
  slowDelayMs?: number;
  /** Called with one line per notable event (proxy target, proxy errors). */
  log?: (message: string) => void;
}

export type NextFunction = (error?: unknown) => void;
export type MockMiddleware = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void;

const LOCALE = '(?:/[A-Za-z]{2}(?:-[A-Za-z]{2,4})?)?';
const PRODUCT_PATH = new RegExp(`^${LOCALE}/products/([^/]+)\\.js$`);
const CART_PATH = new RegExp(`^${LOCALE}/cart\\.js$`);
const CART_ADD_PATH = new RegExp(`^${LOCALE}/cart/add(?:\\.js)?$`);
const MAX_BODY = 1024 * 1024;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function cookies(req: IncomingMessage): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    if (name && !jar.has(name)) jar.set(name, value);
  }
  return jar;
}

/** The query parameter wins over the cookie. */
function setting(url: URL, jar: Map<string, string>, query: string, cookie: string): string | undefined {
  return url.searchParams.get(query) ?? jar.get(cookie);
}

function customerCurrency(url: URL, jar: Map<string, string>): string {
  const code = setting(url, jar, 'currency', 'mock_currency')?.trim().toUpperCase();
  return code && code in CURRENCIES ? code : DEFAULT_CURRENCY;
}

function networkMode(url: URL, jar: Map<string, string>): NetworkMode {
  const mode = setting(url, jar, 'network', 'mock_network')?.trim().toLowerCase();
  return mode && NETWORK_MODES.has(mode) ? (mode as NetworkMode) : 'normal';
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  if (res.writableEnded || res.destroyed) return;
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Vary', 'Cookie');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:3rem auto;padding:0 1rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}td{font-family:ui-monospace,monospace;white-space:pre-wrap;word-break:break-all}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function sendNotFound(res: ServerResponse): void {
  send(res, 404, HTML_TYPE, page('404 Not Found', '<h1>404 Page not found</h1>\n<p>The page you were looking for does not exist.</p>\n<p><a href="/">Continue shopping</a></p>'));
}

function sendServerError(res: ServerResponse): void {
  send(res, 500, HTML_TYPE, page('500 Internal Server Error', '<h1>500 Internal Server Error</h1>\n<p>There was a problem loading this page.</p>'));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function delay(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    // A client that gave up (aborted fetch) ends the wait early; `send` then writes nothing.
    res.once('close', () => {
      clearTimeout(timer);
      done();
    });
  });
}

/** The submitted fields, in order, duplicates kept. Files are shown by name and size. */
async function formFields(req: IncomingMessage, url: URL): Promise<[string, string][]> {
  const fields: [string, string][] = [...url.searchParams].filter(([name]) => name !== 'network' && name !== 'currency');
  if (req.method !== 'POST') return fields;
  const body = await readBody(req);
  const type = req.headers['content-type'] ?? '';
  if (/^application\/json/i.test(type)) {
    const data = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    for (const [name, value] of Object.entries(data)) fields.push([name, typeof value === 'string' ? value : JSON.stringify(value)]);
    return fields;
  }
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    // Node's fetch Request parses both encodings exactly as a browser sends them.
    const form = await new Request('http://mock.invalid/cart/add', { method: 'POST', headers: { 'content-type': type }, body: Uint8Array.from(body) }).formData();
    for (const [name, value] of form) {
      fields.push([name, typeof value === 'string' ? value : `(file ${value.name}, ${value.size} bytes)`]);
    }
    return fields;
  }
  if (body.length > 0) fields.push(['(body)', body.toString('utf8')]);
  return fields;
}

function backLink(req: IncomingMessage): string {
  const referer = req.headers.referer;
  if (referer) {
    try {
      const ref = new URL(referer);
      if (ref.host === req.headers.host) return ref.pathname + ref.search + ref.hash;
    } catch {
      // an unparsable referer: go home
    }
  }
  return '/';
}

function cartAddPage(req: IncomingMessage, fields: [string, string][], store: FixtureStore): string {
  const value = (name: string): string | undefined => fields.find(([n]) => n === name)?.[1];
  const id = value('id');
  const plan = value('selling_plan');
  const variant = id === undefined ? undefined : store.variants.get(id);
  const planInfo = plan ? store.plans.get(plan) : undefined;
  const summary = [
    `<li>Variant: ${id === undefined ? '<strong>missing</strong>' : variant ? `${escapeHtml(variant.product)} — ${escapeHtml(variant.variant)}` : 'not a fixture variant'}</li>`,
    `<li>Selling plan: ${!plan ? 'none (one-time purchase)' : planInfo ? `${escapeHtml(planInfo.group)} — ${escapeHtml(planInfo.plan)}` : 'not a fixture plan'}</li>`,
    `<li>Quantity: ${escapeHtml(value('quantity') ?? '1 (default)')}</li>`,
  ].join('\n');
  const rows = fields.map(([name, v]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(v)}</td></tr>`).join('\n');
  return page(
    'Added to cart (mock storefront)',
    `<h1>Added to cart</h1>
<p>The mock storefront received this form submission. Nothing was stored.</p>
<ul>
${summary}
</ul>
<table>
<caption>Submitted fields</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Value</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="2">(no fields)</td></tr>'}
</tbody>
</table>
<p><a href="${escapeHtml(backLink(req))}">Back to the product</a></p>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Proxy

/** Request headers forwarded to the real storefront. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'cookie', 'user-agent', 'x-requested-with'];
/** Response headers passed back (besides Set-Cookie and Location, which are adjusted). */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'retry-after', 'vary'];

async function proxy(req: IncomingMessage, res: ServerResponse, shop: URL, log: (m: string) => void): Promise<void> {
  const target = new URL(req.url ?? '/', shop.origin);
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : Uint8Array.from(await readBody(req));
  const abort = new AbortController();
  res.once('close', () => abort.abort());
  let upstream: Response;
  try {
    upstream = await fetch(target, { method, headers, body, redirect: 'manual', signal: abort.signal });
  } catch (error) {
    if (abort.signal.aborted) return;
    log(`mock storefront: proxy to ${target.href} failed: ${(error as Error).message}`);
    send(res, 502, HTML_TYPE, page('502 Bad Gateway', `<h1>502 Bad Gateway</h1>\n<p>Could not reach ${escapeHtml(shop.origin)}.</p>`));
    return;
  }
  res.statusCode = upstream.status;
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) res.setHeader(name, value);
  }
  const location = upstream.headers.get('location');
  if (location !== null) res.setHeader('Location', new URL(location, target).href);
  // The shop's cookies (cart, currency) must stick to this origin: drop their Domain.
  const setCookies = upstream.headers.getSetCookie().map((c) => c.replace(/;\s*domain=[^;]*/gi, ''));
  if (setCookies.length > 0) res.setHeader('Set-Cookie', setCookies);
  if (!upstream.body || method === 'HEAD') {
    res.end();
    return;
  }
  // fetch has already decoded any Content-Encoding: stream the plain body without it or a length.
  Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream<Uint8Array>)
    .on('error', () => res.destroy())
    .pipe(res);
}

// ---------------------------------------------------------------------------------------------
// The middleware

/**
 * The mock storefront as a connect-style middleware: `(req, res, next)`. Paths it does not own go to
 * `next()`. Mount it on Vite's dev or preview server (see `mockStorefront`) or on a plain
 * `http.createServer((req, res) => middleware(req, res, () => { res.statusCode = 404; res.end(); }))`.
 */
export function createMockMiddleware(options: MockStorefrontOptions = {}): MockMiddleware {
  const log = options.log ?? ((message: string) => console.warn(message));
  const shopUrl = options.shopUrl === undefined ? process.env.SHOP_URL : options.shopUrl;
  const shop = shopUrl ? new URL(shopUrl) : null;
  if (shop && shop.protocol !== 'http:' && shop.protocol !== 'https:') throw new Error(`mock storefront: SHOP_URL must be http(s): ${shopUrl}`);
  const snapshotDir = options.snapshotDir === undefined ? process.env.SHOP_SNAPSHOT : options.snapshotDir;
  const snapshot = shop ? null : readSnapshotIndex(snapshotDir);
  const store = shop ? null : snapshot ? loadFixtures(resolve(snapshotDir!), { snapshot: true }) : loadFixtures(options.fixturesDir);
  const slowDelayMs = options.slowDelayMs ?? 2000;
  const cartToken = randomBytes(16).toString('hex');
  const converted = new Map<string, string>();
  /** Requests seen per URL in `429` mode: odd ones are answered 429, even ones normally. */
  const rateLimited = new Map<string, number>();

  const productText = (handle: string, currency: string): string | undefined => {
    const text = store?.products.get(handle) ?? store?.products.get(handle.toLowerCase());
    if (text === undefined || snapshot) return text;
    const key = `${handle}\u0000${currency}`;
    let out = converted.get(key);
    if (out === undefined) {
      out = convertJson(text, currency);
      converted.set(key, out);
    }
    return out;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, next: NextFunction): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    const path = url.pathname;
    const productMatch = PRODUCT_PATH.exec(path);
    const isCart = CART_PATH.test(path);
    const isCartAdd = CART_ADD_PATH.test(path);
    if (!productMatch && !isCart && !isCartAdd) {
      next();
      return;
    }
    const method = req.method ?? 'GET';
    const allowed = isCartAdd ? ['GET', 'POST'] : ['GET', 'HEAD'];
    if (!allowed.includes(method)) {
      send(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed', { Allow: allowed.join(', ') });
      return;
    }
    if (shop) {
      await proxy(req, res, shop, log);
      return;
    }

    const jar = cookies(req);
    const currency = snapshot?.currency ?? customerCurrency(url, jar);
    const mode = networkMode(url, jar);
    if (mode === '429') {
      const key = `${method} ${url.pathname}${url.search}`;
      const seen = (rateLimited.get(key) ?? 0) + 1;
      rateLimited.set(key, seen);
      if (seen % 2 === 1) {
        send(res, 429, HTML_TYPE, page('429 Too Many Requests', '<h1>Too many requests</h1>\n<p>Try again in a second.</p>'), { 'Retry-After': '1' });
        return;
      }
    }
    if (mode === 'slow') await delay(slowDelayMs, res);
    if (mode === '404') return sendNotFound(res);
    if (mode === '500') return sendServerError(res);

    if (isCartAdd) {
      const fields = await formFields(req, url);
      send(res, 200, HTML_TYPE, cartAddPage(req, fields, store!));
      return;
    }

    let body: string | undefined;
    if (isCart) {
      body = cartJson(currency, /^[\w-]{1,64}$/.test(jar.get('cart') ?? '') ? jar.get('cart')! : cartToken);
    } else {
      let handleName: string;
      try {
        handleName = decodeURIComponent(productMatch![1]!).normalize('NFC');
      } catch {
        return sendNotFound(res);
      }
      body = productText(handleName, currency);
      if (body === undefined) return sendNotFound(res);
    }
    // A response cut off mid-stream: valid start, no end.
    if (mode === 'malformed') body = body.slice(0, Math.max(1, Math.floor(body.length / 2)));
    send(res, 200, JSON_TYPE, body, { 'X-Mock-Currency': currency });
  };

  return (req, res, next) => {
    handle(req, res, next).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy(error as Error);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      send(res, 400, 'text/plain; charset=utf-8', `mock storefront: ${message}`);
    });
  };
}

/**
 * The Vite plugin: mounts `createMockMiddleware(options)` on the dev server (`npm start`) and the
 * preview server, ahead of Vite's own middlewares.
 */
export function mockStorefront(options: MockStorefrontOptions = {}): Plugin {
  const mount = (server: { middlewares: { use(fn: MockMiddleware): unknown }; config: { logger: { info(m: string): void; warn(m: string): void } } }): void => {
    const shopUrl = options.shopUrl === undefined ? process.env.SHOP_URL : options.shopUrl;
    const middleware = createMockMiddleware({ log: (m) => server.config.logger.warn(m), ...options });
    server.middlewares.use(middleware);
    const snapshotDir = options.snapshotDir === undefined ? process.env.SHOP_SNAPSHOT : options.snapshotDir;
    server.config.logger.info(
      shopUrl
        ? `  storefront: proxying /products/*.js, /cart.js, /cart/add to ${shopUrl}`
        : snapshotDir
          ? `  storefront: mock serving the snapshot in ${snapshotDir} (byte for byte, its own currency)`
          : '  storefront: mock (fixtures from demo/fixtures); ?currency=JPY, ?network=slow|404|429|malformed|500',
    );
  };
  return {
    name: 'shop-elements:mock-storefront',
    configureServer: mount,
    configurePreviewServer: mount,
  };
}
