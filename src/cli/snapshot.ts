/// <reference types="node" />
/**
 * `shop-elements snapshot --out DIR`: each storefront product document byte for byte as
 * DIR/<handle>.js, the cart as DIR/cart.js and an index. DIR changes only when a run succeeds: the
 * files are written beside it and renamed into place at the end; a failed or interrupted run leaves
 * the previous snapshot as it was, byte for byte.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { MAX_PAGE_SIZE } from '../admin/client.js';
import { ProductDataError } from '../core/errors.js';
import { parseProduct } from '../core/parse.js';
import { parseCart } from '../core/parse-cart.js';
import { fetchBytes, productUrl } from '../data/client.js';
import { parseOptions, UsageError, wholeNumber } from './args.js';
import { adminClient, config, storefrontRoot } from './env.js';
import { INTERRUPTED, progress, type Context } from './exit.js';

export const usage = `  snapshot --out DIR [--limit N] [--handles a,b] [--check]
                     saves each product as the storefront serves it (DIR/<handle>.js, byte for
                     byte), the cart (DIR/cart.js) and a list (DIR/index.json), for the demo and
                     tests to use offline. DIR is replaced only when every product was fetched.
                     --limit N: the first N products; --handles a,b: these products only;
                     --check: fail (exit 1) when the elements cannot show a product`;

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

export async function snapshot(args: string[], { io, signal }: Context): Promise<number | 'help'> {
  const parsed = parseOptions('snapshot', args, {
    out: { type: 'string' }, limit: { type: 'string' }, handles: { type: 'string' }, check: { type: 'boolean' },
  });
  if (parsed.help) return 'help';
  const { values } = parsed;
  if (typeof values.out !== 'string' || !values.out) throw new UsageError('snapshot needs --out DIR');
  const limit = wholeNumber(values, 'limit', 1, Infinity);
  const dir = resolve(values.out);
  const hadSnapshot = snapshotDirectory(dir, values.out);
  const env = config(parsed, io.env);
  const root = storefrontRoot(env);
  const show = progress(io);
  // The products: those --handles names, or the admin's list. Its configuration is checked here,
  // before anything is asked or written: a variable not set is exit 2 with one line, as everywhere.
  const named = typeof values.handles === 'string' ? values.handles.split(',').map((h) => h.trim()).filter(Boolean).slice(0, limit) : null;
  const admin = named ? null : adminClient(env, io.isTTY ? show : undefined);
  const kept = hadSnapshot ? `${dir} still holds the previous snapshot` : `nothing written to ${dir}`;
  // Everything is written beside DIR first and renamed into place at the end: an interrupted or
  // failed run leaves DIR as it was, and a new snapshot never mixes with files of an earlier one.
  let partial: string | null = null;
  try {
    const handles = named ?? [];
    if (admin) {
      // A page of no more than the products asked for.
      for await (const p of admin.products.list({ limit: Math.min(limit, MAX_PAGE_SIZE) }, { signal })) {
        if (p.product_id !== null && p.product_id !== undefined) continue;
        handles.push(p.handle);
        show(`listing products: ${handles.length}`);
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
      show(`snapshot: ${++done}/${handles.length} products`);
      return entry;
    }));
    if (io.isTTY) io.stderr('\n');
    signal.throwIfAborted();

    const rejected = entries.filter((e) => !e.ok);
    for (const e of rejected) io.stderr(`✗ ${e.handle}: ${e.path !== undefined ? `the elements' parser rejects it: ${e.error}` : e.error}\n`);
    const unreachable = rejected.filter((e) => e.path === undefined).length;
    if (unreachable || (values.check && rejected.length)) {
      io.stderr(`snapshot failed: ${unreachable ? `${unreachable} of ${entries.length} products could not be fetched` : `the elements' parser rejects ${rejected.length} of ${entries.length} products (--check)`}; ${kept}\n`);
      return 1;
    }
    const index = { source: new URL(root).origin, created_at: new Date().toISOString(), currency, products: entries };
    writeFileSync(join(partial, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
    replaceDirectory(partial, dir);
    partial = null;
    io.stdout(`snapshot: ${entries.length - rejected.length} of ${entries.length} products written to ${dir} (currency ${currency})`
      + `${rejected.length ? `, ${rejected.length} rejected` : ''}\n`);
    return 0;
  } catch (error) {
    if (io.isTTY) io.stderr('\n');
    if (signal.aborted) {
      io.stderr(`snapshot interrupted: ${kept}\n`);
      return INTERRUPTED;
    }
    io.stderr(`✗ ${(error as Error).message}\nsnapshot failed: ${kept}\n`);
    return 1;
  } finally {
    if (partial) rmSync(partial, { recursive: true, force: true });
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
