/// <reference types="node" />
/**
 * `startFakeShop()`: one in-memory fake of the whole seed interface — the administration API
 * (admin.ts: products, metafields, read-only payments) behind basic auth, and the storefront
 * (storefront.ts: `/products/<handle>.js` in the visitor's currency, and a cart per visitor, cart.ts)
 * for the same catalogue — on 127.0.0.1, with fault injection and a request log for tests.
 * `createFakeShop()` is the same fake without a socket, answering requests handed to it: the demo's
 * Vite plugin mounts it that way.
 *
 * ASSUMPTIONS beyond the seed and the platform's documentation (a real shop may differ):
 * Admin
 * - Sort order: every list is in ascending id order.
 * - Error bodies: JSON `{"error": "<message>"}`; validation failures are 422 with
 *   `{"errors": {"<field>": ["<message>"]}}`.
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
 * Storefront
 * - Generated products' amounts are the admin decimal price × 100 (hundredths, the elements' default
 *   unit); a product without variants has one `Default Title` variant with the product's id.
 * - Fixture and snapshot documents are storefront-only: the admin API lists the generated catalogue.
 * - The visitor's currency is `?currency=` (which sets the `cart_currency` cookie), else that cookie,
 *   else the shop's. Amounts are converted at fixed rates (currency.ts), per unit, rounded half-up
 *   to what the currency shows; a line's price is the converted unit price × quantity. A snapshot is
 *   served in its own currency only.
 * - Unknown paths, unknown handles and injected HTML faults get the same error pages (pages.ts).
 * - `/products/<handle>.js` carries the first 250 variants (`variantCut`: 100), its options with
 *   every value; `/products/<handle>?view=shop-elements&page=K` is the theme's JSON view
 *   (product-view.ts), `text/html` as the platform serves a `{% layout none %}` template; any other
 *   `view` is the product's page (title and vendor only: the fake has no theme yet).
 * - With `pages`, a GET or HEAD of any other path is a file of that directory (site.ts), when there
 *   is one: the storefront's routes win over a file of the same name.
 * Cart
 * - The visitor is the `cart` cookie (set on the first cart request; a well-formed unknown token is
 *   adopted, so a cart survives nothing but its token). Carts are kept in memory, the newest 10,000.
 * - Stock is per variant and per cart (nothing is reserved): a generated variant's admin `stock`
 *   (when `considers_stock`), a document variant's `inventory_quantity`, 0 for an unavailable
 *   variant, otherwise (and for `inventory_policy: continue`) not counted; `setStock()` overrides it.
 * - An add past the stock or the quantity rule's `max` adds what is left (in whole increments) and
 *   answers 422 `{status, message: "Cart Error", description}`: "Only 2 items were added to your
 *   cart." / "The maximum quantity of this item is already in your cart." / "The product '…' is
 *   already sold out."; `/cart/change.js` and `/cart/update.js` answer the same way. A quantity off
 *   the rule's `min` or `increment` adds nothing (422 naming the rule).
 * - Gift cards: a document with `gift_card: true` is one (the fake's marker; the platform's product
 *   JSON has no such field, its Liquid has `product.gift_card?` and its cart lines `gift_card`). An add
 *   of one checks the recipient properties of the platform's gift card tutorial as cart.ts's
 *   `checkRecipient` says, and refuses with 422 `{status, message: "Cart Error", description, errors:
 *   {email: […], send_on: […]}}` (the fields Dawn's recipient form shows errors at); the wording is the
 *   fake's (the theme's own words for the same refusal), in the request's language.
 * - 422 "Cannot find variant" for an unknown id; 422 for a selling plan the variant does not offer,
 *   or no plan where the variant requires one (an add, and a change's `selling_plan`); 400 "no valid id or line parameter" for a change of a
 *   line the cart does not have. Items of one add are added in order; one refused ends the add.
 * - Line keys are `<variant id>:<md5 of plan and properties>`; properties with an empty value are
 *   dropped; lines with the same variant, plan and properties merge. A change's `selling_plan` (a plan
 *   id; `null` or empty for one-time purchase) gives the line a new key; a line that then matches
 *   another takes it in and keeps its own place. A change without `quantity` keeps the quantity. A line whose variant was deleted
 *   leaves the cart.
 * - `/cart/add`, `/cart/change` and `/cart/update` (no `.js`) answer an Ajax request as their `.js` do
 *   (JSON, the 422 as `{status, message, description}`): one with `X-Requested-With: XMLHttpRequest`,
 *   or whose `Accept` asks for JSON or JavaScript, as Dawn sends them. A plain form post to `/cart/add`
 *   gets a page (what was added, or the refusal, 422); one to `/cart/change` or `/cart/update` is
 *   applied and redirected (302) to `{root}cart`, a page the fake does not serve.
 * - `sections` (comma-separated or an array, at most five) are rendered as the cart (the fake has no
 *   theme); `sections_url` is ignored. An injected 422 for a storefront path is a Cart Error body
 *   whose description a shopper could read ("This item cannot be added to your cart right now.");
 *   other injected statuses there are HTML pages.
 * - Under a locale prefix (`/de/cart/add.js`), refusals and the form post's page are in that
 *   locale's language where the fake speaks it (German; English otherwise), as the platform
 *   answers locale-aware URLs (language.ts). Product data is in the merchant's translation into that
 *   language where it has one (translations.ts; the demo's fixtures have German ones in
 *   `demo/fixtures/translations/de.json`, the generated products none): `/de/products/<handle>.js`, the
 *   JSON view, the product's page and the lines of `/de/cart.js` carry the German title, description,
 *   option names and values (and the variant titles made of them); ids, prices, handles and URLs stay.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { createAdmin, Reject } from './admin.js';
import { generateCatalogue, jsonText, type Catalogue, type CatalogueOptions } from './catalogue.js';
import { DEMO_RATES, type Rates } from './currency.js';
import { DEMO_FIXTURES_DIR, loadFixtures, loadSnapshot, readSnapshotIndex, type Documents } from './fixtures.js';
import { CartError } from './cart.js';
import { loadTranslations } from './translations.js';
import { loadPickup } from './pickup.js';
import { languageOf } from './language.js';
import { errorPage } from './pages.js';
import { variantCut } from './product-view.js';
import { siteFile } from './site.js';
import { createStorefront, type Answer, type Storefront } from './storefront.js';

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
  /** With `status`: apply the request first, then answer that status instead (the change happened; the answer says it failed). */
  afterApply?: boolean;
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
  /** The shop's currency: the catalogue's amounts are in it. Default EUR (a snapshot's own). */
  currency?: string;
  /**
   * The visitor's currencies, units per 1 of the shop's currency as decimal strings. Default: the
   * demo's fixed rates when the shop's currency is EUR, else the shop's currency only.
   */
  rates?: Rates;
  /**
   * Storefront-only documents (`*.json`, amounts in the shop's currency) served beside the generated
   * catalogue, with the 2,048-variant product, and the merchant's translations of them
   * (`translations/<language>.json` in the folder). Default: the repository's `demo/fixtures` when there
   * is one (a checkout); `false` for none.
   */
  fixtures?: string | false;
  /**
   * A `shop-elements snapshot` directory: its documents instead of the fixtures, served byte for
   * byte in its own currency (which becomes the shop's).
   */
  snapshot?: string | null;
  /** The time written to created/updated records. Default: the real clock. */
  now?: () => Date;
  /**
   * A directory whose files are served at the shop's root (`index.html` at `/`), beside the
   * storefront's routes: a theme developer's own pages run against the fake unchanged.
   */
  pages?: string | null;
  /**
   * Variants in `/products/<handle>.js` (and a rendered `{{ product | json }}`): 250 (default) or
   * 100, as the platform cuts them on some shops; the theme's JSON view has the rest. Changeable
   * at run time: `storefront.setVariantCut()`.
   */
  variantCut?: number;
}

/** Per-request settings an adapter passes to `handle()`. */
export interface RequestSettings {
  /** The visitor's currency (wins over `?currency=` and the `cart_currency` cookie). */
  currency?: string;
  /** A fault for this request only (before any injected one). */
  fault?: Fault;
  /** The variant cut for this request only (the demo's switch): 250 or 100. */
  variantCut?: number;
}

/** The fake without a socket (`createFakeShop()`). */
export interface FakeShopHandler {
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
  /** The storefront handles of the generated top-level products, in id order. */
  handles(): string[];
  /** The storefront side: every handle, documents, a visitor's cart, stock. */
  readonly storefront: Omit<Storefront, 'answer'>;
  /** Answers one request, as the server would (an adapter mounts this; the body is read here). */
  handle(req: IncomingMessage, res: ServerResponse, settings?: RequestSettings): Promise<void>;
}

/** The fake listening on 127.0.0.1 (`startFakeShop()`). */
export interface FakeShop extends FakeShopHandler {
  /** `http://127.0.0.1:<port>`: the admin base URL (the seed's `{base_url}`). */
  readonly adminUrl: string;
  /** The storefront root: the same origin (`/products/<handle>.js`, `/cart.js`). */
  readonly storefrontUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
const MAX_BODY = 1024 * 1024;
/** The request log keeps the newest this many (a demo server runs for hours). */
const MAX_LOGGED = 10_000;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Reject(413, { error: 'request body too large' }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The fake, answering requests handed to it (no socket). */
export function createFakeShop(options: FakeShopOptions = {}): FakeShopHandler {
  const apiKey = options.apiKey ?? 'fake-shop-key';
  const apiPassword = options.apiPassword ?? randomBytes(12).toString('hex');
  const snapshot = options.snapshot ? readSnapshotIndex(options.snapshot) : null;
  const currency = snapshot?.currency ?? options.currency ?? 'EUR';
  const now = () => (options.now ? options.now() : new Date()).toISOString().replace(/\.\d{3}Z$/, '+00:00');
  const catalogue = options.catalogue && 'products' in options.catalogue && Array.isArray(options.catalogue.products)
    ? options.catalogue as Catalogue
    : generateCatalogue(options.catalogue as CatalogueOptions | undefined);
  const admin = createAdmin(catalogue, now);
  const fixturesDir = options.fixtures === undefined ? DEMO_FIXTURES_DIR : options.fixtures || null;
  const storefront = createStorefront(admin, {
    currency,
    variantCut: options.variantCut === undefined ? undefined : variantCut(options.variantCut),
    rates: snapshot ? { [currency]: '1' } : options.rates ?? (currency === 'EUR' ? DEMO_RATES : { [currency]: '1' }),
    documents: (): Documents => (options.snapshot ? loadSnapshot(options.snapshot).documents : fixturesDir ? loadFixtures(fixturesDir) : new Map()),
    // The merchant's translations are the fixtures' (a snapshot is one language's documents).
    translations: () => (!options.snapshot && fixturesDir ? loadTranslations(fixturesDir) : {}),
    // The fixtures' pickup locations and store availabilities (a snapshot has none: the platform gives them to Liquid only).
    pickup: () => (!options.snapshot && fixturesDir ? loadPickup(fixturesDir) : { locations: [], store_availabilities: {} }),
  });
  const faults: Fault[] = [];
  const requests: LoggedRequest[] = [];
  const pages = options.pages || null;
  if (pages && !statSync(pages, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`fake shop: pages ${pages} is not a directory`);

  function authUser(req: IncomingMessage): { user: string | null; ok: boolean } {
    const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '');
    if (!m) return { user: null, ok: false };
    const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const user = colon < 0 ? decoded : decoded.slice(0, colon);
    return { user, ok: colon >= 0 && user === apiKey && decoded.slice(colon + 1) === apiPassword };
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

  /**
   * What an injected status answers: the admin's JSON error; the storefront's error page, or for a
   * 422 a Cart Error a shopper could be shown (in the locale's language: `/de/cart/add.js`, German).
   */
  function faultAnswer(fault: Fault, path: string): Answer {
    const admin = path.startsWith('/api/');
    const status = fault.status!;
    const headers = fault.retryAfter === undefined ? undefined : { 'Retry-After': fault.retryAfter };
    if (fault.body !== undefined) return { status, type: JSON_TYPE, body: fault.body, headers };
    if (fault.html || (!admin && status !== 422)) return { status, type: HTML_TYPE, body: errorPage(status), headers };
    const body = admin ? { error: `injected ${status}` } : new CartError(status, /\/cart\/add(\.js)?$/.test(path) ? 'addRefused' : 'changeRefused', {}).body(languageOf(path));
    return { status, type: JSON_TYPE, body: jsonText(body), headers };
  }

  async function answer(req: IncomingMessage, method: string, url: URL, body: Buffer, settings: RequestSettings, ok: boolean): Promise<Answer> {
    if (url.pathname.startsWith('/api/')) {
      if (!ok) return { status: 401, type: JSON_TYPE, body: jsonText({ error: 'Unauthorized' }), headers: { 'WWW-Authenticate': 'Basic realm="admin"' } };
      try {
        const [status, value, headers] = await admin.answer(method, url.pathname, url.searchParams, body.toString('utf8'), `http://${req.headers.host ?? '127.0.0.1'}`);
        return { status, type: JSON_TYPE, body: jsonText(value), headers };
      } catch (err) {
        if (!(err instanceof Reject)) throw err;
        return { status: err.status, type: JSON_TYPE, body: jsonText(err.body) };
      }
    }
    const sf = await storefront.answer({
      method, path: url.pathname, query: url.searchParams, headers: req.headers, body, currency: settings.currency,
      variantCut: settings.variantCut === undefined ? undefined : variantCut(settings.variantCut),
    });
    if (sf) return { ...sf, headers: { 'Cache-Control': 'no-store', ...sf.headers } };
    const file = pages && (method === 'GET' || method === 'HEAD') ? siteFile(pages, url.pathname) : null;
    return file ?? { status: 404, type: HTML_TYPE, body: errorPage(404) };
  }

  async function handle(req: IncomingMessage, res: ServerResponse, settings: RequestSettings = {}): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const method = req.method ?? 'GET';
    const auth = authUser(req);
    const entry: LoggedRequest = {
      method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: '', user: auth.user, status: 0, time: Date.now(),
    };
    requests.push(entry);
    if (requests.length > MAX_LOGGED) requests.splice(0, requests.length - MAX_LOGGED);
    const send = ({ status, type, body, headers }: Answer) => {
      entry.status = status;
      if (res.writableEnded || res.destroyed) return;
      res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...headers });
      res.end(method === 'HEAD' ? undefined : body);
    };
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch {
      send({ status: 413, type: 'text/plain; charset=utf-8', body: 'Payload Too Large' });
      return;
    }
    entry.body = body.toString('utf8');

    const fault = settings.fault ?? takeFault(method, url.pathname);
    if (fault?.delayMs) {
      // unref: a slow answer nobody waits for any more does not keep the process alive.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, fault.delayMs).unref();
        res.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (res.destroyed) return;
    }
    if (fault?.until) await fault.until.catch(() => {});
    if (fault?.drop) {
      req.socket.destroy();
      return;
    }
    if (fault?.status && !fault.afterApply) {
      send(faultAnswer(fault, url.pathname));
      return;
    }
    const result = await answer(req, method, url, body, settings, auth.ok);
    if (fault?.status) {
      send(faultAnswer(fault, url.pathname));
      return;
    }
    if (fault?.dropAfterApply) {
      entry.status = 0;
      req.socket.destroy();
      return;
    }
    if (fault?.malformed && result.status < 300) {
      const bytes = Buffer.from(result.body);
      result.body = bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 2)));
    }
    send(result);
  }

  return {
    apiKey,
    apiPassword,
    requests,
    inject: (fault) => faults.push({ ...fault }),
    addProduct: (fields) => String(admin.addProduct({ ...admin.checkProductFields(fields), id: fields.id } as unknown as { title: string; code: string }).id),
    removeProduct: (id) => admin.removeProduct(BigInt(id)),
    handles: () => admin.topLevel().map((r) => String(r.handle)),
    storefront: {
      handles: storefront.handles, document: storefront.document, wholeProduct: storefront.wholeProduct, cart: storefront.cart,
      setStock: storefront.setStock, setVariantCut: storefront.setVariantCut, variantCut: storefront.variantCut, setViewInstalled: storefront.setViewInstalled,
      storeAvailabilities: storefront.storeAvailabilities, variantSection: storefront.variantSection,
    },
    handle: (req, res, settings) => handle(req, res, settings).catch((error: unknown) => {
      if (res.headersSent) res.destroy(error as Error);
      else send500(res, error);
    }),
  };
}

function send500(res: ServerResponse, error: unknown): void {
  const body = errorPage(500);
  res.writeHead(500, { 'Content-Type': HTML_TYPE, 'Content-Length': Buffer.byteLength(body), 'X-Fake-Shop-Error': String((error as Error)?.message ?? error).slice(0, 200).replace(/[^\x20-\x7e]/g, '?') });
  res.end(body);
}

/** The fake on 127.0.0.1 (`port` 0: an ephemeral one). */
export async function startFakeShop(options: FakeShopOptions = {}): Promise<FakeShop> {
  const fake = createFakeShop(options);
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => void fake.handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const adminUrl = `http://127.0.0.1:${port}`;
  return Object.assign(fake, {
    adminUrl,
    storefrontUrl: adminUrl,
    port,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  });
}
