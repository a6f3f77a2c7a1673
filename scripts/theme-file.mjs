// The theme file (dist/shop-elements.js) built in memory, exactly as `npm run build` builds it:
// src/all.ts through vite.lib.config.ts (lit and @lit/context bundled), with the parts beside it that
// load on first use (German strings: scripts/size.mjs counts what each kind of page loads).
// Used by scripts/size.mjs and the node tests that load the shipped file in Chromium.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds src/all.ts with vite.lib.config.ts and returns the theme file's chunk (`code`, `modules`,
 * `fileName`) with `files`: every file the build writes, the theme file and the parts beside it that
 * load on first use, as `{ [fileName]: code }`, and `chunks`, every output chunk.
 * `mode`: `production` (the theme file) or `own` (runtime dependencies external).
 */
export async function buildThemeFile({ mode = 'production' } = {}) {
  // Lit picks its production build through the "production" export condition.
  process.env.NODE_ENV = 'production';
  const result = await build({
    root,
    configFile: `${root}vite.lib.config.ts`,
    mode,
    logLevel: 'error',
    build: { write: false },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output).filter((o) => o.type === 'chunk');
  const entries = chunks.filter((c) => c.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk for mode ${mode}, got ${entries.length}`);
  return { ...entries[0], files: Object.fromEntries(chunks.map((c) => [c.fileName, c.code])), chunks };
}

/** The snippet `npm run build` writes: the names of the files a page needs from the start, for `modulepreload`. */
export const PRELOAD_SNIPPET = 'theme/snippets/shop-elements-preload.liquid';

/**
 * `theme/snippets/shop-elements-preload.liquid` for the build whose output chunks are `chunks`: a
 * `modulepreload` hint for each chunk the theme file imports statically (so none waits for the theme
 * file to be parsed, nor for another), and on a page whose language has strings of its own
 * (src/i18n/locales/<tag>.ts), for the languages' loaders and that language's file, chosen as
 * src/i18n/strings.ts chooses them: the locale's whole tag, else its language (`de-CH`: `de`). Not for
 * what loads on first use (the cart, plans, the gallery). Each URL is the asset's without its `?v=`
 * query, the URL the theme file's `import` asks for (a preload of another URL would be a second download).
 */
export function preloadSnippet(chunks) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  // Every chunk the theme file reaches by static imports, in the order they are first met.
  const initial = new Set();
  const reach = (chunk) => chunk.imports.forEach((name) => byName.has(name) && !initial.has(name) && (initial.add(name), reach(byName.get(name))));
  reach(chunks.find((c) => c.isEntry));
  const loaders = chunks.find((c) => /\/src\/i18n\/locales\/loaders\.ts$/.test(c.facadeModuleId?.replaceAll('\\', '/') ?? ''));
  if (!loaders) throw new Error('preloadSnippet: no chunk holds src/i18n/locales/loaders.ts');
  // Each language's file, by its lower-case tag (src/i18n/locales/pt-BR.ts: `pt-br`), as `tag:file`.
  const languages = loaders.dynamicImports.map((name) => byName.get(name))
    .map((c) => `${c.facadeModuleId.replace(/^.*[\\/]/, '').replace(/\.ts$/, '').toLowerCase()}:${c.fileName}`).sort();
  const href = (file) => `{{ ${file} | asset_url | split: '?' | first }}`;
  const link = (file) => `<link rel="modulepreload" href="${href(`'${file}'`)}">`;
  return `{%- comment -%}
  Written by \`npm run build\` (scripts/build.mjs, preloadSnippet in scripts/theme-file.mjs): do not edit.
  A \`modulepreload\` hint for each file the theme file (assets/shop-elements.js) imports, so that none
  waits for another, and for the strings of the page's language where they are a file of their own
  (with the languages' loaders, which load it): the locale's whole tag, else its language, as the
  elements choose. None for what loads on the shopper's first move (the cart, plans, the gallery). The
  URLs are the assets' without the \`?v=\` query, as the theme file's imports ask for them. Rendered once
  per page by snippets/shop-product.liquid (not for a card: a collection page renders it once itself).
{%- endcomment -%}
${[...initial].map(link).join('\n')}
{%- liquid
  assign locale_tag = request.locale.iso_code | downcase
  assign language = locale_tag | split: '-' | first
  assign strings_file = ''
  assign pairs = '${languages.join(' ')}' | split: ' '
  for pair in pairs
    assign key = pair | split: ':' | first
    if key == locale_tag
      assign strings_file = pair | split: ':' | last
      break
    elsif key == language
      assign strings_file = pair | split: ':' | last
    endif
  endfor
-%}
{%- if strings_file != '' %}
${link(loaders.fileName)}
<link rel="modulepreload" href="${href('strings_file')}">
{%- endif %}
`;
}
