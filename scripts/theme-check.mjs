// `npm run theme-check`: Shopify's theme linter (@shopify/theme-check-node, its recommended checks)
// over theme/ as a theme holds it once installed: with the theme file and its chunks, built fresh in
// memory (scripts/theme-file.mjs), in its assets/ (snippets/shop-elements-preload.liquid names them),
// printing every offense and exiting non-zero when there is one.
//
// Offline: theme-check reads the platform's Liquid docs and JSON schemas (its "theme-liquid-docs")
// and would first try to download the newest from GitHub. SHOPIFY_TLD_ROOT, its own switch for a
// local copy, points it at the copy bundled in @shopify/theme-check-docs-updater (the version
// the lock file pins), so it never goes to the network; what that copy does not lay out as the
// download does (the schemas) comes from the same package's fallback files.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildThemeFile } from './theme-file.mjs';

const require = createRequire(import.meta.url);
process.env.SHOPIFY_TLD_ROOT ??= dirname(require.resolve('@shopify/theme-check-docs-updater/package.json'));
const { themeCheckRun } = await import('@shopify/theme-check-node');

const theme = resolve(dirname(fileURLToPath(import.meta.url)), '../theme');
const root = mkdtempSync(join(tmpdir(), 'theme-check-'));
cpSync(theme, root, { recursive: true });
for (const [name, code] of Object.entries((await buildThemeFile()).files)) writeFileSync(join(root, 'assets', name), code);
const log = process.env.THEME_CHECK_LOG ? (message) => console.error(`theme-check: ${message}`) : () => {};
let offenses;
try {
  ({ offenses } = await themeCheckRun(root, undefined, log));
} finally {
  rmSync(root, { recursive: true, force: true });
}
const SEVERITY = ['error', 'warning', 'info'];
for (const o of offenses) {
  const file = relative(root, fileURLToPath(o.uri));
  console.log(`theme/${file}:${o.start.line + 1}:${o.start.character + 1} ${SEVERITY[o.severity] ?? o.severity} ${o.check}: ${o.message}`);
}
console.log(offenses.length ? `theme-check: ${offenses.length} offense(s)` : 'theme-check: no offenses');
process.exit(offenses.length ? 1 : 0);
