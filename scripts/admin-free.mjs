// The browser entry points never reach admin code (src/admin, src/cli, src/fake-shop: the API password's side).
// Follows relative static and dynamic imports from each entry, in src/ (.ts, `./x.js` meaning
// `./x.ts`) or in dist/esm/ (.js). Used by scripts/build.mjs and test/admin/entry-points.node.test.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const ADMIN = /(?:^|[/\\])(?:admin|cli|fake-shop)[/\\]/;

/**
 * Returns the import chains (entry → … → admin file) from `entries` into an `admin/` or `cli/`
 * folder under `root`; an empty array when there is none.
 */
export function adminImports(root, entries) {
  const chains = [];
  const seen = new Set();
  const walk = (file, chain) => {
    if (seen.has(file)) return;
    seen.add(file);
    const rel = relative(root, file);
    if (ADMIN.test(rel)) {
      chains.push([...chain, rel].join(' → '));
      return;
    }
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      let target = resolve(dirname(file), spec);
      if (!existsSync(target) && target.endsWith('.js')) target = target.replace(/\.js$/, '.ts');
      if (existsSync(target)) walk(target, [...chain, rel]);
    }
  };
  for (const entry of entries) walk(join(root, entry), []);
  return chains;
}

/** Strings only admin code contains: a theme file holding one of them carries admin code. */
export const ADMIN_MARKERS = ['SHOP_API_PASSWORD', '/api/products', 'AdminHttpError', 'createAdminClient'];
