// `npm run size [-- --check] [-- --json] [-- --modules]`: min+gz bytes of every file a page loads.
//   files  the theme file (dist/shop-elements.js) and each part beside it that loads on first use,
//          with the source modules that make it what it is (what loads it)
//   pages  per kind of page (scripts/size-budget.json "pages": the elements it uses), the sum over every
//          file that page loads: the theme file, the chunks it imports, and the chunk holding each of
//          the page's elements (and, for a German page, the German strings) with what those import
//   own    the English product page's files built with lit, lit/*, @lit/* external: the library's own code
// Built fresh in memory from src/ with vite.lib.config.ts, exactly as `npm run build` builds dist/
// (nothing in dist/ is read or written, so the numbers are never stale). gzip is zlib level 9, per file
// (each file is its own download). Goals and CI ceilings: scripts/size-budget.json.
//   --check    exit 1 when a page is over its CI ceiling (the goals are reported)
//   --json     print {"files":[…],"pages":{…},"own":{…}} instead of the tables
//   --modules  also list the biggest modules of each file (rendered bytes before minification)
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
const rel = (id) => id.replace(root, '').replace(/^.*node_modules\//, '');

/**
 * The files a page loads: the entry, and the chunk holding each of `modules` (repo-relative source
 * paths), each with every chunk it imports statically.
 */
function pageFiles(chunks, modules) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set();
  const add = (chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) if (byName.has(name)) add(byName.get(name)); // not lit (external for own)
  };
  add(chunks.find((c) => c.isEntry));
  for (const module of modules) {
    const holder = chunks.find((c) => Object.keys(c.modules).some((id) => rel(id) === module));
    if (!holder) throw new Error(`size: no file holds ${module} (scripts/size-budget.json)`);
    add(holder);
  }
  return [...files];
}

/** What makes a part load: the source module it stands for (its dynamic import's target). */
function loadedBy(chunk) {
  if (chunk.isEntry) return 'the theme\'s script tag';
  if (chunk.facadeModuleId) return `first use of ${rel(chunk.facadeModuleId)}`;
  return 'imported by the files above';
}

let theme, own;
try {
  theme = await buildThemeFile();
  own = await buildThemeFile({ mode: 'own' });
} catch (err) {
  console.error('size: build failed');
  console.error(err);
  process.exit(1);
}
const files = theme.chunks.map((c) => ({ file: c.fileName, loadedBy: loadedBy(c), ...measure(c.code) }));
const sizeOf = new Map(files.map((f) => [f.file, f]));
const pages = Object.fromEntries(
  Object.entries(budget.pages).map(([name, page]) => {
    const loads = pageFiles(theme.chunks, page.modules);
    const sum = (key) => loads.reduce((n, f) => n + sizeOf.get(f)[key], 0);
    return [name, { title: page.title, files: loads, min: sum('min'), gz: sum('gz'), goal: page.goal, ceiling: page.ceiling }];
  }),
);
const ownFiles = pageFiles(own.chunks, budget.pages.product.modules).map((f) => measure(own.files[f]));
const ownSize = {
  min: ownFiles.reduce((n, f) => n + f.min, 0),
  gz: ownFiles.reduce((n, f) => n + f.gz, 0),
  goal: budget.own.goal,
  ceiling: budget.own.ceiling,
};
const rows = [...Object.entries(pages), ['own', { ...ownSize, title: 'own code of the product page (deps external)' }]];
const over = rows.filter(([, r]) => r.gz > r.ceiling);

if (args.has('--json')) {
  console.log(JSON.stringify({ files, pages, own: ownSize }, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
  const pad = (s, n) => String(s).padEnd(n);
  const padL = (s, n) => String(s).padStart(n);
  console.log(`${pad('file', 46)}${padL('min', 10)}${padL('min+gz', 10)}  loaded by`);
  for (const f of files) console.log(`${pad(f.file, 46)}${padL(f.min, 10)}${padL(f.gz, 10)}  ${f.loadedBy}`);
  console.log('');
  console.log(`${pad('page (every file it loads)', 46)}${padL('min', 10)}${padL('min+gz', 10)}${padL('goal', 10)}${padL('ceiling', 10)}`);
  for (const [, r] of rows) {
    const note = r.gz > r.ceiling ? '  OVER CEILING' : r.gz > r.goal ? `  ${r.gz - r.goal} B over goal` : '';
    console.log(`${pad(r.title, 46)}${padL(r.min, 10)}${padL(r.gz, 10)}${padL(r.goal, 10)}${padL(r.ceiling, 10)}${note}`);
  }
  console.log(`(built fresh from src/all.ts; gzip level 9 per file; goals and ceilings in scripts/size-budget.json; ${kb(pages.product.gz)} product page)`);
}
if (args.has('--modules')) {
  for (const chunk of theme.chunks) {
    const byModule = Object.entries(chunk.modules)
      .map(([id, m]) => [rel(id), m.renderedLength])
      .sort((a, b) => b[1] - a[1]);
    const total = byModule.reduce((n, [, len]) => n + len, 0);
    console.log(`\n${chunk.fileName} by module (rendered bytes before minification):`);
    for (const [id, len] of byModule.slice(0, 25)) {
      console.log(`${String(len).padStart(8)}  ${((len / total) * 100).toFixed(1).padStart(5)}%  ${id}`);
    }
  }
}
if (args.has('--check')) {
  if (over.length) {
    for (const [, r] of over) console.error(`size: ${r.title} is ${r.gz} bytes min+gz, over its CI ceiling of ${r.ceiling} bytes`);
    process.exit(1);
  }
  if (!args.has('--json')) {
    const missed = rows.filter(([, r]) => r.gz > r.goal).map(([, r]) => r.title);
    console.log(missed.length ? `size: within the CI ceilings; goal not yet met for: ${missed.join('; ')}` : 'size: within budget');
  }
}
