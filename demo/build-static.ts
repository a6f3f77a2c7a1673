/// <reference types="node" />
/**
 * The static demo's storefront: writes the demo fake's documents to `products/<handle>.js` and an
 * empty cart to `cart.js` under an output folder, each variant's pickup section to
 * `variants/<id>/index.html` (what the Section Rendering API answers `variants/<id>/?section_id=shop-pickup`,
 * rendered by the fake's own route: a static host serves the folder's index and ignores the query), and
 * the generated images the documents and the
 * built pages name to `cdn/shop/files/<name>.png` (full size: a static host ignores `?width=`), so the
 * built demo works from any static host (EUR only, no network simulation, no cart), or the products
 * of a `shop-elements snapshot` directory
 * (`SHOP_SNAPSHOT`). `staticStorefront()` is the Vite plugin that does it after
 * `vite build --config vite.demo.config.ts`.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { cdnImage } from '../src/fake-shop/index.js';
import { parseJsonBig } from '../src/fake-shop/catalogue.js';
import { demoFake } from './mock-storefront.js';

export interface StaticStorefrontOptions {
  /** Folder of fixture JSON files. Default: `demo/fixtures`. */
  fixturesDir?: string;
  /** Currency of the written amounts and of `cart.js`. Default: the shop's (EUR, or the snapshot's). */
  currency?: string;
  /**
   * A `shop-elements snapshot` directory to publish instead of the fixtures: its products byte for
   * byte, `cart.js` in its currency. Default: `process.env.SHOP_SNAPSHOT`; `null` or `''` turns it off.
   */
  snapshotDir?: string | null;
}

/** The section `<shop-pickup>` asks for on each choice (src/elements/shop-pickup/shop-pickup.ts, `PICKUP_SECTION`). */
const PICKUP_SECTION = 'shop-pickup';

/**
 * Writes `products/<handle>.js` (handle as is, not URL-encoded), `cart.js` and each variant's
 * `variants/<id>/index.html`; returns the paths.
 */
export async function writeStaticStorefront(outDir: string, options: StaticStorefrontOptions = {}): Promise<string[]> {
  const { storefront } = demoFake(options);
  const written: string[] = [];
  mkdirSync(join(outDir, 'products'), { recursive: true });
  for (const handle of storefront.handles()) {
    // A static host decodes `/products/caf%C3%A9-cr%C3%A8me.js` to this file name.
    const file = join(outDir, 'products', `${handle}.js`);
    writeFileSync(file, storefront.document(handle, options.currency)!);
    written.push(file);
  }
  // The pickup of each variant the written documents carry (the ones the static page can choose), as the
  // fake's `/variants/<id>/?section_id=shop-pickup` answers it (a variant no location stocks: the section
  // without a line, as on the platform).
  for (const handle of storefront.handles()) {
    // Ids beyond 2^53 (a real shop's snapshot) kept exact.
    const { variants } = parseJsonBig(storefront.document(handle, options.currency)!) as { variants: { id: unknown }[] };
    for (const variant of variants) {
      const id = String(variant.id);
      const body = await storefront.variantSection(id, PICKUP_SECTION, options.currency);
      if (body === undefined) throw new Error(`static storefront: the fake has no /variants/${id}/?section_id=${PICKUP_SECTION}`);
      const file = join(outDir, 'variants', id, 'index.html');
      mkdirSync(join(outDir, 'variants', id), { recursive: true });
      writeFileSync(file, body);
      written.push(file);
    }
  }
  const cart = join(outDir, 'cart.js');
  writeFileSync(cart, storefront.cart('static-demo', options.currency));
  written.push(cart);
  const texts = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html|js)$/.test(f)).map((f) => readFileSync(join(outDir, f), 'utf8'));
  const names = new Set(texts.flatMap((text) => [...text.matchAll(/\/cdn\/shop\/files\/([\w.-]+)\.png/g)].map((m) => m[1]!)));
  if (names.size) mkdirSync(join(outDir, 'cdn/shop/files'), { recursive: true });
  for (const name of names) {
    const file = join(outDir, 'cdn/shop/files', `${name}.png`);
    writeFileSync(file, cdnImage(`/cdn/shop/files/${name}.png`, new URLSearchParams())!.body);
    written.push(file);
  }
  return written;
}

/** Vite plugin: after a build, writes the static storefront into `build.outDir`. */
export function staticStorefront(options: StaticStorefrontOptions = {}): Plugin {
  let outDir = '';
  return {
    name: 'shop-elements:static-storefront',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await writeStaticStorefront(outDir, options);
      this.info?.(`static storefront: ${files.length} files in ${outDir}`);
    },
  };
}
