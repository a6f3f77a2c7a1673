// Library build: dist/shop-elements.js, one minified ES module from src/all.ts with lit and
// @lit/context bundled in (the file a theme uploads).
// Used by scripts/build.mjs and scripts/size.mjs; also `vite build --config vite.lib.config.ts`.
// `--mode own` builds the same entry with the runtime dependencies left external
// (what scripts/size.mjs reports as "own code"). Paths are relative to the repo root (run from there).
import { defineConfig } from 'vite';

/**
 * The code a page runs from the start is split into a few files by what it is, each within
 * theme-check's 10,000 gzipped bytes per file (AssetSizeJavaScript): `runtime` (lit and @lit/context),
 * `core` (the data: src/core, src/data, src/i18n, the events and contexts) and `elements` (the elements
 * and their controllers). The theme file itself is only its exports. A part loaded on first use (an
 * element's code, the cart's write side) needs some of that code, and it cannot import it from the
 * theme file: a theme's URL for the theme file carries a query (`shop-elements.js?v=…`), so
 * `./shop-elements.js` would be a second copy of every module (a second cart store). Both import
 * these chunks instead, by their hashed names, the same URLs from either. A module goes to them when
 * the entry reaches it by static imports; the rest (what only a dynamic `import()` reaches) stays with
 * its part. The snippet preloads them (scripts/build.mjs writes their names into
 * theme/snippets/shop-elements-preload.liquid), so no file waits for another.
 */
export const INITIAL_GROUPS = [
  { name: 'runtime', test: /[\\/]node_modules[\\/]/ },
  // Reading the storefront's data: the client, the product store, the parser.
  { name: 'data', test: /[\\/]src[\\/](data[\\/]|core[\\/](parse|check|limiter|retry|retry-after|errors)\.ts$)/ },
  { name: 'core', test: /[\\/]src[\\/](core|i18n)[\\/]|[\\/]src[\\/](events|context)\.ts$/ },
  // <shop-product> and what the elements share.
  { name: 'product', test: /[\\/]src[\\/]elements[\\/](shop-product|shared)[\\/]/ },
  { name: 'elements', test: (id: string) => !/[\\/]src[\\/]all\.ts$/.test(id) },
].map((group, i, all) => ({ ...group, tags: ['$initial' as const], priority: all.length + 1 - i }));

/**
 * Parts loaded on first use that go together: the storefront client (fetch, retry, the JSON checks)
 * is in the cart store's file. The cart store cannot work without it, and a product page's first move
 * loads both, so one file saves a request and gzip's cost of a second file (~400 B); a product fetched
 * by handle (no inline JSON) loads the cart store's code with it.
 */
export const PART_GROUPS = [
  { name: 'cart-store', test: /[\\/]src[\\/](data[\\/](client|cart-store)|core[\\/](parse-cart|limiter|retry|retry-after))\.ts$/, priority: 0 },
];

/** Runtime dependencies: bundled into dist/shop-elements.js, external for the "own code" measurement. */
export const RUNTIME_DEPS: RegExp[] = [/^lit(\/|$)/, /^@lit\//, /^@lit-labs\//, /^lit-html(\/|$)/, /^lit-element(\/|$)/];

export default defineConfig(({ mode }) => ({
  // The library build needs nothing from public/ or the demo config.
  publicDir: false,
  logLevel: 'warn',
  build: {
    // The oldest browsers that get every feature but `:state()` styling (README "Browsers"). All of
    // them run ES2022 as written, so nothing is lowered; the source keeps to syntax Safari 15 parses
    // (no class static blocks, no regex lookbehind), so older browsers load the file without an error
    // and keep the server-rendered page (src/elements/shared/define.ts; test/build/older-browser.node.test.mjs).
    target: ['chrome111', 'edge111', 'firefox121', 'safari16.4', 'ios16.4'],
    outDir: mode === 'own' ? 'dist/.own' : 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    sourcemap: false,
    // Vite leaves lib-mode ES output unminified by default; the theme file must be minified.
    minify: true,
    lib: {
      entry: 'src/all.ts',
      formats: ['es'],
      fileName: () => (mode === 'own' ? 'shop-elements.own.js' : 'shop-elements.js'),
    },
    rolldownOptions: {
      external: mode === 'own' ? RUNTIME_DEPS : [],
      // The chunks above hold only what their group captured (not its imports too), which rolldown
      // allows when the entry may keep more exports than its own.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // Parts loaded on first use (a dynamic `import()`: a language's strings, an element's code)
        // are files beside the theme file, named by their content so a theme's asset URLs cache
        // safely; the browser resolves `import('./…')` against the theme file's own URL.
        chunkFileNames: 'shop-elements-[name]-[hash].js',
        codeSplitting: { includeDependenciesRecursively: false, groups: [...INITIAL_GROUPS, ...PART_GROUPS] },
        // Vite's lib-mode ES default keeps whitespace (codegen: false) to preserve /*#__PURE__*/ for
        // downstream tree-shaking; this file is final, so minify fully. License notices stay.
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
}));
