// The README's "On any page", as the tests walk it (not a test file): a folder with the files `npm run build`
// writes beside the theme file and its stylesheet, served with the CLI's own `shop-elements fake-shop --pages`
// (in-process). Used by readme-examples.e2e and three-engines.e2e.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildThemeFile } from '../../scripts/theme-file.mjs';
import { main } from '../../src/cli/main.ts';

/** The theme file and the files it loads (exactly as `npm run build` builds them), and the stylesheet the build puts beside them. */
export async function builtFiles() {
  const built = await buildThemeFile();
  return {
    ...(built.files ?? { [built.fileName]: built.code }),
    'shop-elements.css': readFileSync(new URL('../../theme/assets/shop-elements.css', import.meta.url)),
  };
}

/** Writes `files` (name → contents) into `folder`. */
export function writeFiles(folder, files) {
  for (const [name, contents] of Object.entries(files)) writeFileSync(join(folder, name), contents);
}

/** `shop-elements fake-shop --pages <dir> --products 0`, started in-process: `{ base, close() }`. */
export async function servePages(dir) {
  let stdout = '';
  let stop;
  const running = main(['fake-shop', '--pages', dir, '--products', '0'], {
    stdout: (t) => (stdout += t), stderr: () => {}, env: {}, isTTY: false, stopped: new Promise((resolve) => (stop = resolve)),
  });
  const end = Date.now() + 60_000;
  while (!stdout.includes('SHOP_URL=') && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  const base = /export SHOP_URL=(\S+)/.exec(stdout)?.[1];
  if (!base) throw new Error(`fake-shop --pages did not start: ${stdout}`);
  return { base, close: async () => (stop(), await running) };
}
