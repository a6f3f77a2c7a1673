// `npm run size [-- --check] [-- --json] [-- --modules]`: min+gz bytes of every file a page loads.
//   files  the theme file (dist/shop-elements.js), the chunks it imports, and each part beside it that
//          loads on first use, with what loads it
//   pages  per kind of page (scripts/size-budget.json "pages"), what it loads before the shopper's first
//          interaction (`modules`: the theme file, the chunks it imports, and the chunk holding each
//          module the page runs from the start, e.g. the plan selector, the German strings, with what
//          those import): in all, and its largest file; then after the first interaction (`firstUse`:
//          the parts the first move toward a product, its button or the cart loads: the cart's write
//          side, the gallery), in all
//   features  each feature's source modules (scripts/size-budget.json "features"): none of them in the
//          product page's files (a product without the feature pays nothing for it); the pages of a
//          product with one (e.g. "volume") list its element among their modules and load them
//   own    the English product page's files before the first interaction, built with lit, lit/*,
//          @lit/* external: the library's own code
// Built fresh in memory from src/ with vite.lib.config.ts, exactly as `npm run build` builds dist/
// (nothing in dist/ is read or written, so the numbers are never stale). gzip is zlib level 9, per file
// (each file is its own download). Goals and CI ceilings: scripts/size-budget.json.
//   --check    exit 1 when a page (before or after the first interaction) or a file is over its CI
//              ceiling (the goals are reported)
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
function loadedBy(chunk, initial) {
  if (chunk.isEntry) return 'the theme\'s script tag';
  if (initial.includes(chunk.fileName)) return 'the theme file (a static import, preloaded by the snippet)';
  if (chunk.facadeModuleId) return `first use of ${rel(chunk.facadeModuleId)}`;
  return 'imported by the parts above';
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
// The chunks the theme file reaches by static imports (those it imports, and what they import).
const initial = pageFiles(theme.chunks, []).filter((f) => f !== theme.fileName);
const files = theme.chunks.map((c) => ({ file: c.fileName, loadedBy: loadedBy(c, initial), ...measure(c.code) }));
const sizeOf = new Map(files.map((f) => [f.file, f]));
const largest = (loads) => loads.reduce((big, f) => (sizeOf.get(f).gz > (big ? sizeOf.get(big).gz : -1) ? f : big), null);
const sum = (loads, key) => loads.reduce((n, f) => n + sizeOf.get(f)[key], 0);
const pages = Object.fromEntries(
  Object.entries(budget.pages).map(([name, page]) => {
    const loads = pageFiles(theme.chunks, page.modules);
    const after = pageFiles(theme.chunks, [...page.modules, ...(page.firstUse ?? [])]);
    const big = largest(loads);
    return [name, {
      title: page.title, files: loads, min: sum(loads, 'min'), gz: sum(loads, 'gz'), goal: page.goal, ceiling: page.ceiling,
      largest: { file: big, gz: sizeOf.get(big).gz },
      after: { files: after, min: sum(after, 'min'), gz: sum(after, 'gz'), ceiling: page.after.ceiling },
    }];
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
// Each feature's code (budget.features: its source modules) is in none of the files the product page
// without it loads before the first interaction; a page with it (a row of its own) loads them.
const holds = (files, module) => theme.chunks.some((c) => files.includes(c.fileName) && Object.keys(c.modules).some((id) => rel(id) === module));
const features = Object.entries(budget.features ?? {}).map(([name, modules]) => ({
  name, modules, onProductPage: modules.filter((m) => holds(pages.product.files, m)),
}));
// Every file a page may load, each within theme-check's AssetSizeJavaScript limit (the goal).
const biggest = files.reduce((big, f) => (f.gz > big.gz ? f : big));
const over = [
  ...rows.filter(([, r]) => r.gz > r.ceiling).map(([, r]) => `${r.title} is ${r.gz} bytes min+gz before the first interaction, over its CI ceiling of ${r.ceiling} bytes`),
  ...Object.values(pages).filter((r) => r.after.gz > r.after.ceiling).map((r) => `${r.title} is ${r.after.gz} bytes min+gz after the first interaction, over its CI ceiling of ${r.after.ceiling} bytes`),
  ...files.filter((f) => f.gz > budget.file.ceiling).map((f) => `${f.file} is ${f.gz} bytes min+gz, over the CI ceiling of ${budget.file.ceiling} bytes per file`),
  ...features.filter((f) => f.onProductPage.length).map((f) => `${pages.product.title} loads ${f.name}'s code without the feature (${f.onProductPage.join(', ')})`),
];

if (args.has('--json')) {
  console.log(JSON.stringify({ files, pages, own: ownSize, features }, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
  const pad = (s, n) => String(s).padEnd(n);
  const padL = (s, n) => String(s).padStart(n);
  const note = (gz, goal, ceiling) => (gz > ceiling ? '  OVER CEILING' : gz > goal ? `  ${gz - goal} B over goal` : '');
  console.log(`${pad('file', 48)}${padL('min', 9)}${padL('min+gz', 9)}  loaded by`);
  for (const f of files) console.log(`${pad(f.file, 48)}${padL(f.min, 9)}${padL(f.gz, 9)}  ${f.loadedBy}${note(f.gz, budget.file.goal, budget.file.ceiling)}`);
  console.log('');
  console.log(`${pad('before the first interaction (every file loaded)', 48)}${padL('files', 6)}${padL('min', 9)}${padL('min+gz', 9)}${padL('goal', 8)}${padL('ceiling', 9)}${padL('largest', 9)}`);
  for (const [, r] of rows) {
    const files = r.files ? r.files.length : '';
    const big = r.largest ? r.largest.gz : '';
    console.log(`${pad(r.title, 48)}${padL(files, 6)}${padL(r.min, 9)}${padL(r.gz, 9)}${padL(r.goal, 8)}${padL(r.ceiling, 9)}${padL(big, 9)}${note(r.gz, r.goal, r.ceiling)}`);
  }
  console.log('');
  console.log(`${pad('after the first interaction (+ what it loads)', 48)}${padL('files', 6)}${padL('min', 9)}${padL('min+gz', 9)}${padL('', 8)}${padL('ceiling', 9)}`);
  for (const r of Object.values(pages)) {
    console.log(`${pad(r.title, 48)}${padL(r.after.files.length, 6)}${padL(r.after.min, 9)}${padL(r.after.gz, 9)}${padL('', 8)}${padL(r.after.ceiling, 9)}${r.after.gz > r.after.ceiling ? '  OVER CEILING' : ''}`);
  }
  for (const f of features) console.log(`${f.name}: ${f.onProductPage.length ? `ON THE PRODUCT PAGE WITHOUT IT (${f.onProductPage.join(', ')})` : `none of its code (${f.modules.length} modules) on the product page without it`}`);
  console.log(`largest file: ${biggest.file}, ${biggest.gz} B (goal and CI ceiling per file: ${budget.file.goal} / ${budget.file.ceiling} B, theme-check's AssetSizeJavaScript)`);
  console.log(`(built fresh from src/all.ts; gzip level 9 per file; goals and ceilings in scripts/size-budget.json; ${kb(pages.product.gz)} product page before the first interaction)`);
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
    for (const line of over) console.error(`size: ${line}`);
    process.exit(1);
  }
  if (!args.has('--json')) {
    const missed = [...rows.filter(([, r]) => r.gz > r.goal).map(([, r]) => r.title), ...files.filter((f) => f.gz > budget.file.goal).map((f) => f.file)];
    console.log(missed.length ? `size: within the CI ceilings; goal not yet met for: ${missed.join('; ')}` : 'size: within budget');
  }
}
