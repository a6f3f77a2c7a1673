// dist/shop-elements.js for the benchmarks: built with `npm run build` when missing, older than src/,
// or when `rebuild` is asked for. Used by bench/run.mjs and bench/run-peer.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DIST = join(root, 'dist/shop-elements.js');

const newest = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((f) => statSync(join(dir, f)))
    .filter((s) => s.isFile())
    .reduce((max, s) => Math.max(max, s.mtimeMs), 0);

/** Builds the theme file if needed (exits the process if the build fails); returns its path. */
export function ensureBuilt({ rebuild = false, log = (msg) => process.stderr.write(`${msg}\n`) } = {}) {
  if (rebuild || !existsSync(DIST) || statSync(DIST).mtimeMs < newest(join(root, 'src'))) {
    log('building dist/shop-elements.js (npm run build)…');
    const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) {
      console.error('npm run build failed');
      process.exit(1);
    }
  }
  return DIST;
}
