// `npm run bench:peer`: the side-by-side bench (bench/peer/: option change at 2,048 variants, the same
// Chromium run, for a floor page with no library, hydrogen-react and dist/shop-elements.js; then 48
// client-rendered cards). `npm run bench:peer -- --theme`: the theme's collection page (bench/peer/theme-cards.mjs).
// bench/peer/ has its own package.json (hydrogen-react, react, esbuild, playwright-core), so those stay
// out of this project's dependencies: they are installed there on the first run (`npm ci`), and again
// when its package-lock.json changes. dist/shop-elements.js is rebuilt when missing or older than src/.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChrome, NO_CHROME_MESSAGE } from '../scripts/browsers.mjs';
import { ensureBuilt } from './dist.mjs';

const peer = fileURLToPath(new URL('peer/', import.meta.url));
const log = (msg) => process.stderr.write(`bench:peer: ${msg}\n`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const installed = join(peer, 'node_modules/.package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(join(peer, 'package-lock.json')).mtimeMs) {
  log('installing its dependencies in bench/peer/ (npm ci)…');
  const r = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: peer, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('bench:peer: `npm ci` in bench/peer/ failed (it needs the npm registry once)');
    process.exit(1);
  }
}
const dist = ensureBuilt({ log });
const chrome = findChrome();
if (!chrome) {
  console.error(NO_CHROME_MESSAGE);
  process.exit(1);
}
// `--theme`: the theme's collection page instead (theme-cards.mjs: 48 cards drawn by the card snippet, ours, the
// floor and the floor + states, cold pages at 1x and 4x), which reads dist/ and theme/ from the project root.
const [script, arg] = process.argv.includes('--theme') ? ['theme-cards.mjs', fileURLToPath(new URL('..', import.meta.url))] : ['bench.mjs', dist];
const run = spawnSync(process.execPath, [join(peer, script), arg], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(run.status ?? 1);
