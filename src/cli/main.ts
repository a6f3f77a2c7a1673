/// <reference types="node" />
/**
 * The `shop-elements` command line: `check`, `snapshot`, `products list`, `fake-shop`.
 * Node only. Configuration from SHOP_ADMIN_URL, SHOP_API_KEY, SHOP_API_PASSWORD and SHOP_URL, or
 * `--env-file`. Exit codes: 0 ok, 1 failures found, 2 usage or configuration error.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { createAdminClient, type AdminClient } from '../admin/client.js';
import type { AdminProduct, ProductQuery } from '../admin/types.js';
import { MONEY_KEYS, moneyText, toQuery } from '../admin/wire.js';
import { startFakeShop } from '../fake-shop/fake-shop.js';
import { ProductDataError } from '../core/errors.js';
import { parseCart, parseProduct } from '../core/parse.js';
import { fetchBytes, productUrl } from '../data/client.js';

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** Progress lines are shown only on a terminal. */
  isTTY: boolean;
  /** Resolves when the user stops a command (Ctrl-C: fake-shop ends, snapshot is interrupted). Default: SIGINT/SIGTERM. */
  stopped?: Promise<void>;
}

export const USAGE = `Usage: shop-elements <command> [options]

Commands:
  check                                   what works: credentials, admin base URL, storefront URL
  snapshot --out DIR [--limit N] [--handles a,b] [--check]
                                          each storefront product as DIR/<handle>.js (byte for byte),
                                          DIR/cart.js and DIR/index.json; --check: exit 1 when the
                                          elements' parser rejects any product
  products list [--vendor V] [--category C] [--price-min X] [--limit N] … [--json | --csv]
                                          the admin product list; every filter of the seed as --name,
                                          --include variants --show-variants for variants as rows
  fake-shop [--port N] [--products N] [--with-broken] [--env-out FILE]
                                          the whole seed interface on 127.0.0.1, until Ctrl-C

Options for every command:
  --env-file FILE    read SHOP_ADMIN_URL, SHOP_API_KEY, SHOP_API_PASSWORD, SHOP_URL from FILE
  --help             this text

Environment: SHOP_ADMIN_URL (admin base URL), SHOP_API_KEY, SHOP_API_PASSWORD, SHOP_URL (storefront).
Exit codes: 0 ok, 1 failures found, 2 usage or configuration error, 130 interrupted.
`;

class UsageError extends Error {}

/** The seed's product filters, as `--kebab-case` options (values are passed on as given). */
const FILTERS: readonly (keyof ProductQuery)[] = [
  'category', 'vendor', 'code', 'title', 'subtitle', 'price', 'compare_at_price', 'extra_price', 'created_on', 'updated_on',
  'id_min', 'id_max', 'price_min', 'price_max', 'compare_at_price_min', 'compare_at_price_max', 'extra_price_min',
  'extra_price_max', 'stock_min', 'stock_max', 'created_on_min', 'created_on_max', 'updated_on_min', 'updated_on_max',
];
const flag = (name: string) => name.replace(/_/g, '-');

const COMMON = { 'env-file': { type: 'string' }, help: { type: 'boolean' } } as const;

/** Runs the CLI; resolves to the exit code. */
export async function main(argv: string[], io: Io = processIo()): Promise<number> {
  try {
    const [command, ...rest] = argv;
    if (!command || command === '--help' || command === 'help') {
      (command ? io.stdout : io.stderr)(USAGE);
      return command ? 0 : 2;
    }
    switch (command) {
      case 'check': return await check(options(rest, {}), io);
      case 'snapshot': return await snapshot(options(rest, {
        out: { type: 'string' }, limit: { type: 'string' }, handles: { type: 'string' }, check: { type: 'boolean' },
      }), io);
      case 'products': {
        const [sub, ...more] = rest;
        if (sub !== 'list') throw new UsageError(`unknown products command ${JSON.stringify(sub ?? '')}; try: products list`);
        return await productsList(options(more, {
          json: { type: 'boolean' }, csv: { type: 'boolean' }, limit: { type: 'string' },
          include: { type: 'string' }, 'show-variants': { type: 'boolean' },
          ...Object.fromEntries(FILTERS.map((f) => [flag(f), { type: 'string' }])),
        }), io);
      }
      case 'fake-shop': return await fakeShop(options(rest, {
        port: { type: 'string' }, products: { type: 'string' }, 'with-broken': { type: 'boolean' }, 'env-out': { type: 'string' },
      }), io);
      default: throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    // Usage and configuration: one line that says what to change, not the whole help.
    if (error instanceof UsageError || error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`shop-elements: ${(error as Error).message}\n`);
      return 2;
    }
    io.stderr(`shop-elements: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

type Values = Record<string, string | boolean | undefined>;
interface Parsed {
  values: Values;
  help: boolean;
}

function options(args: string[], spec: Record<string, { type: 'string' | 'boolean' }>): Parsed {
  const { values } = parseArgs({ args, options: { ...COMMON, ...spec }, strict: true, allowPositionals: false });
  return { values: values as Values, help: values.help === true };
}

class ConfigError extends Error {}

/** The environment, with `--env-file` read over it. */
function config(parsed: Parsed, io: Io): Record<string, string | undefined> {
  const file = parsed.values['env-file'];
  if (typeof file !== 'string') return io.env;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`cannot read --env-file ${file}: ${(error as Error).message}`);
  }
  return { ...io.env, ...parseEnv(text) };
}

const ADMIN_VARIABLES = ['SHOP_ADMIN_URL', 'SHOP_API_KEY', 'SHOP_API_PASSWORD'];

/** `A, B are not set (…)`, or '' when every variable is set. */
function unset(env: Record<string, string | undefined>, names: string[]): string {
  const missing = names.filter((name) => !env[name]);
  return missing.length ? `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set (in the environment or --env-file)` : '';
}

function adminClient(env: Record<string, string | undefined>, log?: (line: string) => void): AdminClient {
  const missing = unset(env, ADMIN_VARIABLES);
  if (missing) throw new ConfigError(missing);
  try {
    return createAdminClient({ baseUrl: env.SHOP_ADMIN_URL!, apiKey: env.SHOP_API_KEY!, apiPassword: env.SHOP_API_PASSWORD!, log });
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function storefrontRoot(env: Record<string, string | undefined>): string {
  const url = env.SHOP_URL;
  if (!url) throw new ConfigError('SHOP_URL is not set: the storefront, e.g. https://shop.example (in the environment or --env-file)');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`SHOP_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new ConfigError(`SHOP_URL must be http(s): ${url}`);
  return parsed.href.endsWith('/') ? parsed.href : `${parsed.href}/`;
}

const usageIfHelp = (parsed: { help: boolean }, io: Io) => {
  if (parsed.help) io.stdout(USAGE);
  return parsed.help;
};

// ---------------------------------------------------------------------------------------------
// check

async function check(parsed: Parsed, io: Io): Promise<number> {
  if (usageIfHelp(parsed, io)) return 0;
  const env = config(parsed, io);
  let failures = 0;
  const line = (ok: boolean, what: string, detail: string) => {
    if (!ok) failures++;
    io.stdout(`${ok ? '✓' : '✗'} ${what.padEnd(12)} ${detail}\n`);
  };
  let firstHandle: string | undefined;
  const missing = unset(env, ADMIN_VARIABLES);
  if (missing) line(false, 'admin', missing);
  else {
    let admin: AdminClient | null = null;
    try {
      admin = adminClient(env);
    } catch (error) {
      line(false, 'admin', (error as Error).message);
    }
    if (admin) {
      try {
        const count = await admin.products.count();
        line(true, 'admin', `${admin.baseUrl}: credentials accepted, ${count} products`);
        for await (const p of admin.products.list({ limit: 1 })) {
          firstHandle = p.handle;
          break;
        }
      } catch (error) {
        line(false, 'admin', (error as Error).message);
      }
      for (const [what, probe] of [
        ['payments', async () => `${(await admin.payments.list({ limit: 1 })).length ? 'readable' : 'readable (none yet)'} (read-only)`],
        ['metafields', async () => `${await admin.metafields.count()} metafields`],
      ] as const) {
        try {
          line(true, what, await probe());
        } catch (error) {
          line(false, what, (error as Error).message);
        }
      }
    }
  }
  const noStorefront = unset(env, ['SHOP_URL']);
  if (noStorefront) line(false, 'storefront', noStorefront);
  else {
    try {
      const root = storefrontRoot(env);
      const cart = parseCart(await fetchText(`${root}cart.js`));
      line(true, 'storefront', `${root}cart.js: currency ${cart.currency}`);
      if (firstHandle !== undefined) {
        const url = productUrl(firstHandle, root);
        const product = parseProduct(await fetchText(url));
        line(true, 'product', `${url}: ${product.variants.length} variant(s), the elements can show it`);
      }
    } catch (error) {
      line(false, 'storefront', describeError(error));
    }
  }
  // Nothing to check without the variables: a configuration error (2), not a failure of the shop (1).
  const unconfigured = Boolean(missing || noStorefront);
  io.stdout(unconfigured ? 'not configured: set the variables above\n' : failures ? `${failures} check(s) failed\n` : 'everything works\n');
  return unconfigured ? 2 : failures ? 1 : 0;
}

/**
 * A storefront document through the elements' own client (the same retries, limit and abort), as
 * text; not cached, so every run asks afresh.
 */
async function fetchText(url: string, signal?: AbortSignal): Promise<string> {
  return new TextDecoder().decode(await fetchBytes(url, signal));
}

function describeError(error: unknown): string {
  return error instanceof ProductDataError ? `the elements' parser rejects it: ${error.message}` : (error as Error).message;
}

// ---------------------------------------------------------------------------------------------
// snapshot

/** One line of DIR/index.json. */
export interface SnapshotEntry {
  handle: string;
  /** The file name in the snapshot directory. */
  file: string;
  title?: string;
  /** True when the elements' parser accepts the product. */
  ok: boolean;
  /** Why not: the parser's message (field path first) or the HTTP failure. */
  error?: string;
  /** The field path the parser named. */
  path?: string;
}

/** A file name for a handle: the handle itself when it is a safe name, else its URL encoding. */
export function snapshotFile(handle: string): string {
  const safe = !/[/\\:*?"<>|]/.test(handle) && ![...handle].some((c) => c.charCodeAt(0) < 0x20) && !/^\.*$/.test(handle);
  const name = safe ? handle : encodeURIComponent(handle).replace(/\./g, '%2E');
  return `${name}.js`;
}

async function snapshot(parsed: Parsed, io: Io): Promise<number> {
  if (usageIfHelp(parsed, io)) return 0;
  const { values } = parsed;
  if (typeof values.out !== 'string' || !values.out) throw new UsageError('snapshot needs --out DIR');
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  if (!(Number.isSafeInteger(limit) && limit > 0) && limit !== Infinity) throw new UsageError(`--limit must be a positive integer, got ${String(values.limit)}`);
  const dir = resolve(values.out);
  const hadSnapshot = snapshotDirectory(dir, values.out);
  const env = config(parsed, io);
  const root = storefrontRoot(env);
  const progress = io.isTTY ? (text: string) => io.stderr(`\r${text}\u001b[K`) : () => {};
  const interrupt = interruption(io);
  const { signal } = interrupt;
  // Everything is written beside DIR first and renamed into place at the end: an interrupted or
  // failed run leaves DIR as it was, and a new snapshot never mixes with files of an earlier one.
  let partial: string | null = null;
  try {
    let handles: string[];
    if (typeof values.handles === 'string') {
      handles = values.handles.split(',').map((h) => h.trim()).filter(Boolean).slice(0, limit);
    } else {
      const admin = adminClient(env, io.isTTY ? (l) => progress(l) : undefined);
      handles = [];
      for await (const p of admin.products.list({}, { signal })) {
        if (p.product_id !== null && p.product_id !== undefined) continue;
        handles.push(p.handle);
        progress(`listing products: ${handles.length}`);
        if (handles.length >= limit) break;
      }
    }
    mkdirSync(dirname(dir), { recursive: true });
    partial = join(dirname(dir), `.${basename(dir)}.partial-${process.pid}-${Date.now().toString(36)}`);
    mkdirSync(partial);

    const cartBytes = new Uint8Array(await fetchBytes(`${root}cart.js`, signal));
    writeFileSync(join(partial, 'cart.js'), cartBytes);
    const currency = parseCart(new TextDecoder().decode(cartBytes)).currency;

    // As many at once as the storefront client allows (its limiter), each product on its own.
    let done = 0;
    const entries = await Promise.all(handles.map(async (handle): Promise<SnapshotEntry> => {
      const file = snapshotFile(handle);
      let entry: SnapshotEntry;
      try {
        const bytes = new Uint8Array(await fetchBytes(productUrl(handle, root), signal));
        writeFileSync(join(partial!, file), bytes);
        try {
          const product = parseProduct(new TextDecoder().decode(bytes));
          entry = { handle, file, title: product.title, ok: true };
        } catch (error) {
          if (!(error instanceof ProductDataError)) throw error;
          entry = { handle, file, ok: false, error: error.message, path: error.path };
        }
      } catch (error) {
        signal.throwIfAborted();
        entry = { handle, file, ok: false, error: (error as Error).message };
      }
      progress(`snapshot: ${++done}/${handles.length} products`);
      return entry;
    }));
    if (io.isTTY) io.stderr('\n');

    const index = { source: new URL(root).origin, created_at: new Date().toISOString(), currency, products: entries };
    writeFileSync(join(partial, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
    signal.throwIfAborted();
    replaceDirectory(partial, dir);
    partial = null;
    const rejected = entries.filter((e) => !e.ok);
    for (const e of rejected) io.stderr(`✗ ${e.handle}: ${e.path !== undefined ? `the elements' parser rejects it: ${e.error}` : e.error}\n`);
    io.stdout(`snapshot: ${entries.length - rejected.length} of ${entries.length} products written to ${dir} (currency ${currency})`
      + `${rejected.length ? `, ${rejected.length} rejected` : ''}\n`);
    const unreachable = rejected.filter((e) => e.path === undefined).length;
    return unreachable || (values.check && rejected.length) ? 1 : 0;
  } catch (error) {
    if (!signal.aborted) throw error;
    if (io.isTTY) io.stderr('\n');
    io.stderr(`snapshot interrupted: ${hadSnapshot ? `${dir} still holds the previous snapshot` : `nothing written to ${dir}`}\n`);
    return 130;
  } finally {
    if (partial) rmSync(partial, { recursive: true, force: true });
    interrupt.dispose();
  }
}

/**
 * Whether `--out` holds a snapshot to replace (true) or does not exist yet (false). Anything else is
 * a usage error: a file, or a directory with other things in it (a snapshot replaces its directory
 * whole, so it never takes over one that is not a snapshot).
 */
function snapshotDirectory(dir: string, given: string): boolean {
  if (!existsSync(dir)) return false;
  if (!statSync(dir).isDirectory()) throw new UsageError(`--out ${given} is a file: name a directory (new, empty or an earlier snapshot)`);
  const names = readdirSync(dir);
  if (names.length && !names.includes('index.json')) {
    throw new UsageError(`--out ${given} is a directory that holds no snapshot (no index.json): a snapshot replaces its directory, so name a new or empty one`);
  }
  return names.length > 0;
}

/** Puts `partial` where `dir` is; the previous `dir`, if any, goes only once the new one is in place. */
function replaceDirectory(partial: string, dir: string): void {
  if (!existsSync(dir)) {
    renameSync(partial, dir);
    return;
  }
  const previous = `${partial}.previous`;
  renameSync(dir, previous);
  renameSync(partial, dir);
  rmSync(previous, { recursive: true, force: true });
}

/** A signal that aborts when the user stops the command (Ctrl-C, SIGTERM, or `io.stopped`). */
function interruption(io: Io): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const stop = () => controller.abort(new Error('interrupted'));
  if (io.stopped) {
    void io.stopped.then(stop);
    return { signal: controller.signal, dispose: () => {} };
  }
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// products list

const CSV_COLUMNS = ['id', 'code', 'handle', 'title', 'vendor', 'category', 'price', 'compare_at_price', 'stock', 'product_id'] as const;

/**
 * A CSV field. A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage
 * return) as a formula, so such a field gets a leading `'` and stays text; plain numbers (`-5`) stay.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(?:\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const TABLE_COLUMNS = ['id', 'code', 'price', 'handle', 'title'] as const;

/** The rows as a table: a header, columns padded to their widest cell (price aligned right), control characters as spaces. */
function table(products: AdminProduct[]): string {
  const rows = [[...TABLE_COLUMNS], ...products.map((p) => TABLE_COLUMNS.map((c) => String(p[c] ?? '').replace(/\p{Cc}/gu, ' ')))];
  const width = (text: string) => [...text].length;
  const widths = TABLE_COLUMNS.map((_, i) => Math.max(...rows.map((row) => width(row[i]!))));
  const pad = (text: string, i: number) => {
    const fill = ' '.repeat(widths[i]! - width(text));
    return TABLE_COLUMNS[i] === 'price' ? fill + text : i === TABLE_COLUMNS.length - 1 ? text : text + fill;
  };
  return rows.map((row) => `${row.map(pad).join('  ')}\n`).join('');
}

async function productsList(parsed: Parsed, io: Io): Promise<number> {
  if (usageIfHelp(parsed, io)) return 0;
  const { values } = parsed;
  if (values.json && values.csv) throw new UsageError('--json and --csv exclude each other');
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  if (!(Number.isSafeInteger(limit) && limit > 0) && limit !== Infinity) throw new UsageError(`--limit must be a positive integer, got ${String(values.limit)}`);
  const query: Record<string, string | boolean> = {};
  for (const f of FILTERS) {
    const v = values[flag(f)];
    if (typeof v !== 'string') continue;
    try {
      query[f] = MONEY_KEYS.has(f) ? moneyText(v, `--${flag(f)}`) : v;
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  if (typeof values.include === 'string') query.include = values.include;
  if (values['show-variants']) query.show_variants = true;
  try {
    toQuery(query);
  } catch (error) {
    // Anything else the client refuses (an id that is not digits), named as the option.
    if (!(error instanceof TypeError)) throw error;
    throw new UsageError(error.message.replace(/^(\w+):/, (_, key: string) => `--${flag(key)}:`));
  }
  const admin = adminClient(config(parsed, io));
  const products: AdminProduct[] = [];
  for await (const p of admin.products.list(query as ProductQuery)) {
    products.push(p);
    if (io.isTTY && !values.json && !values.csv && products.length % 250 === 0) io.stderr(`\r${products.length} products…`);
    if (products.length >= limit) break;
  }
  if (values.json) io.stdout(`${JSON.stringify(products, null, 2)}\n`);
  else if (values.csv) {
    io.stdout(`${CSV_COLUMNS.join(',')}\n`);
    for (const p of products) io.stdout(`${CSV_COLUMNS.map((c) => csvField(p[c])).join(',')}\n`);
  } else {
    if (io.isTTY && products.length >= 250) io.stderr('\r\u001b[K');
    io.stdout(table(products));
    io.stdout(`${products.length} product${products.length === 1 ? '' : 's'}\n`);
  }
  return 0;
}

// ---------------------------------------------------------------------------------------------
// fake-shop

async function fakeShop(parsed: Parsed, io: Io): Promise<number> {
  if (usageIfHelp(parsed, io)) return 0;
  const { values } = parsed;
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0 to 65535, got ${String(values.port)}`);
  const count = values.products === undefined ? 40 : Number(values.products);
  if (!Number.isSafeInteger(count) || count < 0) throw new UsageError(`--products must be a count, got ${String(values.products)}`);
  const shop = await startFakeShop({ port, catalogue: { products: count, broken: values['with-broken'] === true } });
  const envText = [
    `SHOP_ADMIN_URL=${shop.adminUrl}`, `SHOP_API_KEY=${shop.apiKey}`, `SHOP_API_PASSWORD=${shop.apiPassword}`, `SHOP_URL=${shop.storefrontUrl}`, '',
  ].join('\n');
  if (typeof values['env-out'] === 'string') writeFileSync(values['env-out'], envText, { mode: 0o600 });
  io.stdout(`fake shop on ${shop.adminUrl} (admin API and storefront; Ctrl-C stops it)\n`
    + `${envText.split('\n').filter(Boolean).map((l) => `export ${l}`).join('\n')}\n`
    + (typeof values['env-out'] === 'string' ? `(also written to ${values['env-out']}: use --env-file ${values['env-out']})\n` : ''));
  const interrupt = interruption(io);
  await new Promise((done) => interrupt.signal.addEventListener('abort', done, { once: true }));
  interrupt.dispose();
  await shop.close();
  return 0;
}

function processIo(): Io {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    isTTY: Boolean(process.stderr.isTTY),
  };
}
