// The theme file (dist/shop-elements.js) built in memory, exactly as `npm run build` builds it:
// src/all.ts through vite.lib.config.ts (lit and @lit/context bundled).
// Used by scripts/size.mjs and the node tests that load the shipped file in Chromium.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds src/all.ts with vite.lib.config.ts and returns its one output chunk (`code`, `modules`).
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
  if (chunks.length !== 1) throw new Error(`expected one chunk for mode ${mode}, got ${chunks.length}`);
  return chunks[0];
}
