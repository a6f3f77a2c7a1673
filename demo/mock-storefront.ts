/// <reference types="node" />
/**
 * The demo's storefront: a Vite adapter around the one fake of the shop service
 * (`createFakeShop`, src/fake-shop), in-process. The fake answers `{root}products/<handle>.js`,
 * `{root}cart.js`, the Ajax cart (`cart/add.js`, `change.js`, `update.js`, `clear.js`) and the native
 * `POST {root}cart/add` form from the demo's fixtures (demo/fixtures/*.json, the fake's catalogue),
 * with a cart per visitor, and the products' generated images (`/cdn/shop/files/<name>.png`);
 * every other path is Vite's.
 *
 * The demo's switches become the fake's per-request settings: the customer's currency is the
 * `currency` query parameter, else the `mock_currency` cookie; the network is the `network` query
 * parameter, else the `mock_network` cookie (`normal`, `slow`, `404`, `429` — every other request for
 * a URL —, `malformed`, `500`; `add-422`, `add-422-html` — a 422 whose body is an HTML page —,
 * `add-429` — every time —, `add-500`, `add-500-after-add` — the line is added, then a 500 answered —,
 * `add-hang` — no answer for a minute, so the elements' 10 s timeout aborts it and nothing is added —,
 * `add-offline` — the connection closed without an answer — fail only `POST cart/add.js`), one fault
 * per request; the variant cut is the `cut` query parameter, else the `mock_cut` cookie (`250`, the
 * platform's, or `100`, as on some shops: how many variants `/products/<handle>.js` carries).
 *
 * In-process rather than the fake on a port behind a proxy: one server, no port to find or close,
 * the requests' cookies and bodies reach the fake as they are, and the static build reads the same
 * fake's documents without a server at all.
 *
 * With `shopUrl` (or `SHOP_URL`) the same paths are forwarded to that storefront instead, and its
 * answers streamed back. With `snapshotDir` (or `SHOP_SNAPSHOT`) the fake serves the products of a
 * `shop-elements snapshot` directory, byte for byte, in the shop's currency.
 */
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { createFakeShop, isStorefrontPath, type Fault, type FakeShopHandler } from '../src/fake-shop/index.js';
import { errorPage } from '../src/fake-shop/pages.js';
import { DEMO_RATES } from '../src/fake-shop/currency.js';
import { DEMO_LOCALES } from './locales.js';

export { readSnapshotIndex } from '../src/fake-shop/index.js';

export type NetworkMode =
  | 'normal' | 'slow' | '404' | '429' | 'malformed' | '500'
  | 'add-422' | 'add-422-html' | 'add-429' | 'add-500' | 'add-500-after-add' | 'add-hang' | 'add-offline';

export interface MockStorefrontOptions {
  /** Folder of fixture JSON files. Default: `demo/fixtures`. */
  fixturesDir?: string;
  /**
   * Forward the storefront paths to this shop instead of the fake (e.g. `https://shop.example`).
   * Default: `process.env.SHOP_URL`; `null` or `''` turns it off.
   */
  shopUrl?: string | null;
  /**
   * A directory written by `shop-elements snapshot`: its products are served byte for byte (in the
   * shop's own currency, so the currency switch has no effect). Default: `process.env.SHOP_SNAPSHOT`;
   * `null` or `''` turns it off.
   */
  snapshotDir?: string | null;
  /** Delay of the `slow` network mode, in ms. Default 2000. */
  slowDelayMs?: number;
  /** Called with one line per notable event (proxy errors). */
  log?: (message: string) => void;
}

export type NextFunction = (error?: unknown) => void;
export type MockMiddleware = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void;

/** The demo's fake: its fixtures (or a snapshot), no generated products. */
export function demoFake(options: Pick<MockStorefrontOptions, 'fixturesDir' | 'snapshotDir'> = {}): FakeShopHandler {
  const snapshot = options.snapshotDir === undefined ? process.env.SHOP_SNAPSHOT : options.snapshotDir;
  return createFakeShop({ catalogue: { products: 0, orders: 0 }, fixtures: options.fixturesDir, snapshot });
}

/** A cookie of the request, decoded. */
export function cookie(req: IncomingMessage, name: string): string | undefined {
  const m = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(req.headers.cookie ?? '');
  return m ? decodeURIComponent(m[1]!) : undefined;
}

/** The query parameter wins over the cookie. */
const setting = (req: IncomingMessage, url: URL, name: string) => url.searchParams.get(name) ?? cookie(req, `mock_${name}`);

/**
 * Who asks, as the demo's switches say (the query, else the session cookie): the currency (one the
 * fake converts to, else EUR) and the language (one of the theme's, else `en`) with its storefront
 * root (`/fr/`: the theme's `t` reads fr.json there, and the fake's product data is in German under `/de/`).
 */
export function visitorOf(req: IncomingMessage, url: URL): { currency: string; language: string; root: string } {
  const asked = [url.searchParams.get('currency'), cookie(req, 'mock_currency')].map((c) => c?.toUpperCase());
  const currency = asked.find((c) => c && Object.hasOwn(DEMO_RATES, c)) ?? 'EUR';
  const language = DEMO_LOCALES.find((l) => l === url.searchParams.get('locale')?.toLowerCase()) ?? 'en';
  return { currency, language, root: language === 'en' ? '/' : `/${language}/` };
}

/** The demo's variant cut switch (`cut`, `mock_cut`): 100, else the platform's 250. */
export const variantCutOf = (req: IncomingMessage, url: URL): 250 | 100 => (setting(req, url, 'cut')?.trim() === '100' ? 100 : 250);

/** The network switch as the fake's faults: `429` answers every other request for a URL. */
function networkFaults(slowDelayMs: number): (req: IncomingMessage, url: URL) => Fault | undefined {
  const seen = new Map<string, number>();
  return (req, url) => {
    const mode = setting(req, url, 'network')?.trim().toLowerCase();
    if (mode?.startsWith('add-')) {
      // Only the add fails; every other request is answered normally.
      if (req.method !== 'POST' || !/\/cart\/add\.js$/.test(url.pathname)) return undefined;
      // The platform's Cart Error, its description a shopper's message in the locale's language (the fake's own).
      if (mode === 'add-422') return { status: 422 };
      if (mode === 'add-429') return { status: 429, retryAfter: '1', html: true };
      if (mode === 'add-422-html') return { status: 422, html: true };
      if (mode === 'add-500') return { status: 500, html: true };
      // The add goes through; the answer says it failed (the shopper must hear "Added" all the same).
      if (mode === 'add-500-after-add') return { status: 500, html: true, afterApply: true };
      // No answer within the elements' timeout (10 s): they abort, and the fake, whose client has gone, adds nothing.
      if (mode === 'add-hang') return { delayMs: 60_000 };
      if (mode === 'add-offline') return { drop: true };
    }
    if (mode === 'slow') return { delayMs: slowDelayMs };
    if (mode === '404' || mode === '500') return { status: Number(mode), html: true };
    if (mode === 'malformed') return { malformed: true };
    if (mode === '429') {
      const key = `${req.method} ${url.pathname}${url.search}`;
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      if (count % 2 === 1) return { status: 429, retryAfter: '1', html: true };
    }
    return undefined;
  };
}

/** Request headers forwarded to the real storefront. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'cookie', 'user-agent', 'x-requested-with'];
/** Response headers passed back (besides Set-Cookie and Location, which are adjusted). */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'retry-after', 'vary'];

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

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
    const page = errorPage(502);
    res.writeHead(502, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(page) }).end(page);
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

/**
 * The demo's storefront as a connect-style middleware: `(req, res, next)`. Paths the storefront does
 * not own go to `next()`.
 */
export function createMockMiddleware(options: MockStorefrontOptions = {}): MockMiddleware {
  const log = options.log ?? ((message: string) => console.warn(message));
  const shopUrl = options.shopUrl === undefined ? process.env.SHOP_URL : options.shopUrl;
  const shop = shopUrl ? new URL(shopUrl) : null;
  if (shop && shop.protocol !== 'http:' && shop.protocol !== 'https:') throw new Error(`mock storefront: SHOP_URL must be http(s): ${shopUrl}`);
  const fake = shop ? null : demoFake(options);
  const faultFor = networkFaults(options.slowDelayMs ?? 2000);
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    if (!isStorefrontPath(url.pathname)) {
      next();
      return;
    }
    if (!fake) {
      proxy(req, res, shop!, log).catch((error: unknown) => (res.headersSent ? res.destroy(error as Error) : next(error)));
      return;
    }
    // The network switch is the storefront's: the CDN's images (served by the fake too) stay up.
    const image = url.pathname.startsWith('/cdn/');
    void fake.handle(req, res, { currency: setting(req, url, 'currency'), variantCut: variantCutOf(req, url), fault: image ? undefined : faultFor(req, url) });
  };
}

/**
 * The Vite plugin: mounts `createMockMiddleware(options)` on the dev server (`npm start`) and the
 * preview server, ahead of Vite's own middlewares.
 */
export function mockStorefront(options: MockStorefrontOptions = {}): Plugin {
  const mount = (server: { middlewares: { use(fn: MockMiddleware): unknown }; config: { logger: { info(m: string): void; warn(m: string): void } } }): void => {
    const shopUrl = options.shopUrl === undefined ? process.env.SHOP_URL : options.shopUrl;
    server.middlewares.use(createMockMiddleware({ log: (m) => server.config.logger.warn(m), ...options }));
    const snapshotDir = options.snapshotDir === undefined ? process.env.SHOP_SNAPSHOT : options.snapshotDir;
    server.config.logger.info(
      shopUrl
        ? `  storefront: proxying /products/*.js, /cart.js and /cart/* to ${shopUrl}`
        : snapshotDir
          ? `  storefront: the fake shop serving the snapshot in ${snapshotDir} (byte for byte, its own currency)`
          : '  storefront: the fake shop (demo/fixtures, a cart per visitor); ?currency=JPY, ?cut=100, ?network=slow|404|429|malformed|500|add-422|add-422-html|add-429|add-500|add-500-after-add|add-hang|add-offline',
    );
  };
  return {
    name: 'shop-elements:mock-storefront',
    configureServer: mount,
    configurePreviewServer: mount,
  };
}
