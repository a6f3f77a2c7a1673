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
