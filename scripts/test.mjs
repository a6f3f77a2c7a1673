// `npm test`: find (or install) Chromium, then run @web/test-runner over test/**/*.test.ts.
import { spawnSync } from 'node:child_process';
import { findChrome, NO_CHROME_MESSAGE } from './find-chrome.mjs';

const chrome = findChrome();
if (!chrome) {
  console.error(NO_CHROME_MESSAGE);
  process.exit(1);
}
const result = spawnSync('npx', ['web-test-runner', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
