// `npm run size [-- --check] [-- --json]`: min+gz size of
//   full  src/all.ts bundled + minified with lit and @lit/context inside
//         (exactly what `npm run build` writes to dist/shop-elements.js)
//   own   the same entry with lit, lit/*, @lit/* external: the library's own code
// Both are built fresh in memory from src/ with vite.lib.config.ts (nothing in dist/ is read or
// written, so the numbers are never stale). gzip is zlib level 9. Budgets: scripts/size-budget.json.
//   --check  exit 1 when a CI ceiling is exceeded (the targets are reported, see size-budget.json)
//   --json   print {"full":{"min":…,"gz":…,"budget":…},"own":{…}} instead of the table
//   --modules  also list the biggest modules of the full bundle (rendered bytes before minification)
import { readFileSync } from 'node:fs';
import { gzipSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildThemeFile } from './theme-file.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((a) => !['--check', '--json', '--modules'].includes(a));
if (unknown.length) {
  console.error(`size: unknown option(s) ${unknown.join(' ')} (use --check, --json, --modules)`);
  process.exit(2);
}
const budget = JSON.parse(readFileSync(join(root, 'scripts/size-budget.json'), 'utf8'));

function measure(code) {
  const buf = Buffer.from(code);
  return { min: buf.length, gz: gzipSync(buf, { level: constants.Z_BEST_COMPRESSION }).length };
}

let full, own, fullChunk;
try {
  fullChunk = await buildThemeFile();
  full = { ...measure(fullChunk.code), budget: budget.full.target, ceiling: budget.full.ceiling };
  own = { ...measure((await buildThemeFile({ mode: 'own' })).code), budget: budget.own.target, ceiling: budget.own.ceiling };
} catch (err) {
  console.error('size: build failed');
  console.error(err);
  process.exit(1);
}
const rows = [
  ['full (dist/shop-elements.js)', full],
  ['own code (deps external)', own],
];
const over = rows.filter(([, r]) => r.gz > r.ceiling);

if (args.has('--json')) {
  console.log(JSON.stringify({ full, own }, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
  const pad = (s, n) => String(s).padEnd(n);
  const padL = (s, n) => String(s).padStart(n);
  console.log(`${pad('bundle', 30)}${padL('min', 12)}${padL('min+gz', 12)}${padL('target', 12)}${padL('of target', 11)}${padL('CI ceiling', 12)}`);
  for (const [name, r] of rows) {
    const used = `${Math.round((r.gz / r.budget) * 100)}%`;
    const note = r.gz > r.ceiling ? '  OVER CEILING' : r.gz > r.budget ? '  over target' : '';
    console.log(`${pad(name, 30)}${padL(kb(r.min), 12)}${padL(kb(r.gz), 12)}${padL(kb(r.budget), 12)}${padL(used, 11)}${padL(kb(r.ceiling), 12)}${note}`);
  }
  console.log(`(built fresh from src/all.ts; gzip level 9; budgets in scripts/size-budget.json; bytes: full ${full.gz}, own ${own.gz})`);
}
if (args.has('--modules')) {
  const byModule = Object.entries(fullChunk.modules)
    .map(([id, m]) => [id.replace(root, '').replace(/^.*node_modules\//, ''), m.renderedLength])
    .sort((a, b) => b[1] - a[1]);
  const total = byModule.reduce((n, [, len]) => n + len, 0);
  console.log('\nfull bundle by module (rendered bytes before minification):');
  for (const [id, len] of byModule.slice(0, 25)) {
    console.log(`${String(len).padStart(8)}  ${((len / total) * 100).toFixed(1).padStart(5)}%  ${id}`);
  }
}
if (args.has('--check')) {
  if (over.length) {
    for (const [name, r] of over) console.error(`size: ${name} is ${r.gz} bytes min+gz, over its CI ceiling of ${r.ceiling} bytes`);
    process.exit(1);
  }
  if (!args.has('--json')) {
    const missed = rows.filter(([, r]) => r.gz > r.budget).map(([name]) => name);
    console.log(missed.length ? `size: within the CI ceiling; target not yet met for ${missed.join(', ')}` : 'size: within budget');
  }
}
