// `npm test`: the browser suite (@web/test-runner in headless Chromium over test/**/*.test.ts),
// then the node suite (test/**/*.node.test.mjs: the demo's mock storefront), and one closing line
// `N passed, N failed` with both counts (also written to .test-summary.json for CI).
// Arguments go to the browser runner, e.g. `npm test -- --files 'test/core/**/*.test.ts'`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { findChrome, NO_CHROME_MESSAGE } from './find-chrome.mjs';

const chrome = findChrome();
if (!chrome) {
  console.error(NO_CHROME_MESSAGE);
  process.exit(1);
}

const SUMMARY = '.test-summary.json';
const TAP = '.test-node.tap';
rmSync(SUMMARY, { force: true });
rmSync(TAP, { force: true });

const browser = spawnSync('npx', ['web-test-runner', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
const counts = existsSync(SUMMARY) ? JSON.parse(readFileSync(SUMMARY, 'utf8')) : { passed: 0, failed: 1 };

// The node suite only runs for the whole suite (not when the browser run is narrowed to some files).
let nodeStatus = 0;
if (process.argv.length <= 2) {
  const node = spawnSync('node', ['scripts/test-node.mjs', '--test-reporter=tap', `--test-reporter-destination=${TAP}`], {
    stdio: 'inherit',
  });
  nodeStatus = node.status ?? 1;
  const tap = existsSync(TAP) ? readFileSync(TAP, 'utf8') : '';
  const num = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  counts.passed += num('pass');
  counts.failed += num('fail') + num('cancelled');
  if (!tap && nodeStatus !== 0) counts.failed += 1;
  rmSync(TAP, { force: true });
}

writeFileSync(SUMMARY, JSON.stringify(counts));
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(browser.status || nodeStatus || (counts.failed > 0 ? 1 : 0));
