/// <reference types="node" />
/**
 * Storefront documents the fake serves byte for byte besides its generated catalogue: the demo's
 * fixtures (`demo/fixtures/*.json`, EUR hundredths, and the generated 2,048-variant product), or the
 * `<handle>.js` files of a `shop-elements snapshot` directory (in that shop's currency).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bigCatalogueProduct } from './big-catalogue.js';

/** Product JSON text by handle (NFC), as served in the shop's currency. */
export type Documents = Map<string, string>;

/**
 * The repository's `demo/fixtures` when there is one (a checkout: from `src/fake-shop` or
 * `dist/esm/fake-shop`; bundled code falls back to the working directory), else null: an
 * installed package has no demo.
 */
export const DEMO_FIXTURES_DIR: string | null = (() => {
  const candidates: string[] = [];
  try {
    for (const up of ['../../', '../../../']) candidates.push(fileURLToPath(new URL(`${up}demo/fixtures/`, import.meta.url)));
  } catch {
    // import.meta.url is not a file: URL when bundled
  }
  candidates.push(resolve(process.cwd(), 'demo/fixtures'));
  return candidates.find((dir) => existsSync(join(dir, 'index.ts'))) ?? null;
})();

function add(documents: Documents, text: string, source: string): void {
  // Parsed only to read the handle and check the JSON: served bytes come from `text`.
  let product: { handle?: unknown };
  try {
    product = JSON.parse(text) as { handle?: unknown };
  } catch (error) {
    throw new Error(`fake shop: ${source} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (typeof product.handle !== 'string') throw new Error(`fake shop: ${source} has no handle`);
  const handle = product.handle.normalize('NFC');
  if (documents.has(handle)) throw new Error(`fake shop: duplicate handle ${handle} in ${source}`);
  documents.set(handle, text);
}

/** Every `*.json` in `dir` (keyed by its `handle` field) and the generated 2,048-variant product. */
export function loadFixtures(dir: string): Documents {
  const documents: Documents = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) add(documents, readFileSync(join(dir, file), 'utf8'), file);
  add(documents, JSON.stringify(bigCatalogueProduct()), 'big-catalogue.ts');
  return documents;
}

/** What `shop-elements snapshot` wrote to `index.json` (the fields the fake and the demo use). */
export interface SnapshotIndex {
  /** The shop's currency, from its `/cart.js`: every amount of the snapshot is in it. */
  currency: string;
  products: { handle: string; title?: string; ok: boolean; error?: string }[];
}

/** The `index.json` of a snapshot directory (default `SHOP_SNAPSHOT`), or null when `dir` is empty. */
export function readSnapshotIndex(dir: string | null | undefined = process.env.SHOP_SNAPSHOT): SnapshotIndex | null {
  if (!dir) return null;
  const file = join(resolve(dir), 'index.json');
  if (!existsSync(file)) throw new Error(`fake shop: SHOP_SNAPSHOT=${dir} has no index.json (write one with: npx shop-elements snapshot --out ${dir})`);
  return JSON.parse(readFileSync(file, 'utf8')) as SnapshotIndex;
}

/** A snapshot directory's documents (its `<handle>.js` files) and currency. */
export function loadSnapshot(dir: string): { currency: string; documents: Documents } {
  const index = readSnapshotIndex(dir)!;
  const documents: Documents = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'cart.js').sort()) {
    add(documents, readFileSync(join(dir, file), 'utf8'), file);
  }
  return { currency: index.currency, documents };
}
