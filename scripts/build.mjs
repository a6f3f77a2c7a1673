// `npm run build`:
//   0. dist/shop-elements.css the elements' stylesheet (theme/assets/shop-elements.css), copied
//   1. dist/shop-elements.js  the theme file: a minified ES module from src/all.ts, lit/@lit/context
//                             bundled (vite lib build, config in vite.lib.config.ts); its code is the
//      dist/shop-elements-{runtime,data,core,product,elements}-<hash>.js  chunks it imports (each within
//                             10,000 B gzipped: INITIAL_GROUPS), and beside them
//      dist/shop-elements-<part>-<hash>.js  the parts it loads on first use (the locales' loaders and one file per
//                             language, the cart
//                             elements, the cart store, the gallery), which import those chunks, never the
//                             theme file itself (a theme's URL for it has a query)
//      theme/snippets/shop-elements-preload.liquid  the modulepreload hints for the files the theme file
//                             imports, by the names this build gave them (preloadSnippet in theme-file.mjs)
//   2. dist/esm/**.js, dist/types/**.d.ts   per-source-file ESM + declarations (tsc -p tsconfig.build.json)
//      then a check that neither they nor the theme file reach src/admin or src/cli (scripts/admin-free.mjs)
//   3. custom-elements.json   @custom-elements-manifest/analyzer (config in custom-elements-manifest.config.mjs)
import { copyFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'vite';
import { ADMIN_MARKERS, adminImports } from './admin-free.mjs';
import { PRELOAD_SNIPPET, preloadSnippet } from './theme-file.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
// Lit picks its production build through the "production" export condition.
process.env.NODE_ENV = 'production';

const bin = (name) => join(root, 'node_modules', '.bin', name);
function run(label, cmd, args) {
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`build: ${label} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
  console.log(`build: ${label} (${Date.now() - t0} ms)`);
}

rmSync(join(root, 'dist'), { recursive: true, force: true });

/** The theme file and the parts beside it. */
const themeFiles = () => readdirSync(join(root, 'dist')).filter((f) => /^shop-elements.*\.js$/.test(f));

// 1. The single-file bundle.
{
  const t0 = Date.now();
  let output;
  try {
    output = await build({ configFile: join(root, 'vite.lib.config.ts'), mode: 'production' });
  } catch (err) {
    console.error('build: vite library build failed');
    console.error(err);
    process.exit(1);
  }
  const size = statSync(join(root, 'dist/shop-elements.js')).size;
  console.log(`build: dist/shop-elements.js ${size} bytes minified (${Date.now() - t0} ms)`);
  // The snippet that preloads the files a page needs from the start, by the names this build gave them.
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((r) => r.output).filter((o) => o.type === 'chunk');
  const snippet = preloadSnippet(chunks);
  const path = join(root, PRELOAD_SNIPPET);
  let before = '';
  try { before = readFileSync(path, 'utf8'); } catch { /* first build */ }
  if (snippet !== before) {
    writeFileSync(path, snippet);
    console.log(`build: wrote ${PRELOAD_SNIPPET} (the file names changed: commit it with the change)`);
  }
  // A theme's URL for the theme file carries a query (`shop-elements.js?v=…`): a part importing
  // `./shop-elements.js` would load a second copy of every module. Shared code goes to a chunk of its own.
  for (const part of themeFiles().filter((f) => f !== 'shop-elements.js')) {
    const code = readFileSync(join(root, 'dist', part), 'utf8');
    console.log(`build: dist/${part} ${code.length} bytes minified`);
    if (/\bfrom\s*["'`]\.\/shop-elements\.js["'`]|\bimport\s*\(?\s*["'`]\.\/shop-elements\.js/.test(code)) {
      console.error(`build: dist/${part} imports the theme file itself`);
      process.exit(1);
    }
  }
  // The theme file exists to register the elements: a bundler that wrongly drops the define
  // modules as side-effect free (package.json "sideEffects") would ship a file that registers nothing.
  // The registering code is in the chunks the theme file imports (vite.lib.config.ts, INITIAL_GROUPS): read them all.
  const code = themeFiles().map((f) => readFileSync(join(root, 'dist', f), 'utf8')).join('\n');
  const tags = ['shop-product', 'shop-price', 'variant-picker', 'selling-plan-selector', 'shop-quantity', 'shop-buy-button', 'shop-media', 'shop-cart-count', 'shop-cart'];
  // Each tag name as a quoted first argument (`define("shop-price", …)`, `defineLazy("shop-cart", …)`);
  // the default layout's `<shop-price …>` markup does not count.
  const missing = tags.filter((tag) => !new RegExp(`[\`'"]${tag}[\`'"],`).test(code));
  if (missing.length) {
    console.error(`build: dist/shop-elements.js does not register ${missing.join(', ')}`);
    process.exit(1);
  }
}

// The elements' one stylesheet (their look; no shadow styles), beside the theme file for pages without the theme.
copyFileSync(join(root, 'theme/assets/shop-elements.css'), join(root, 'dist/shop-elements.css'));

// 2. ESM modules + declarations.
run('tsc -p tsconfig.build.json -> dist/esm, dist/types', bin('tsc'), ['-p', 'tsconfig.build.json']);

// 2b. The browser entry points and the theme file carry no admin code (the API password's side).
{
  const entries = ['index.js', 'all.js', 'core/index.js', ...readdirSync(join(root, 'dist/esm/define')).map((f) => `define/${f}`)];
  const chains = adminImports(join(root, 'dist/esm'), entries);
  const theme = themeFiles().map((f) => readFileSync(join(root, 'dist', f), 'utf8')).join('\n');
  const markers = ADMIN_MARKERS.filter((m) => theme.includes(m));
  if (chains.length || markers.length) {
    console.error(`build: admin code reaches the browser: ${[...chains, ...markers.map((m) => `dist/shop-elements.js contains ${m}`)].join('; ')}`);
    process.exit(1);
  }
  console.log(`build: no admin code in dist/shop-elements.js or the ${entries.length} browser entry points`);
}

// 3. Custom elements manifest (custom-elements-manifest.config.mjs is picked up automatically).
run('custom-elements.json', bin('cem'), ['analyze', '--litelement', '--quiet']);
