// `npm test`: the browser suite (@web/test-runner over test/**/*.test.ts) once per engine — headless
// Chromium, Firefox and WebKit (scripts/browsers.mjs) — then the node suite (test/**/*.node.test.mjs),
// and one closing line `N passed, N failed, N skipped` counting every engine's tests and the node tests
// (also written to .test-summary.json, which .ci/run prints as its last line).
//   BROWSERS=chromium npm test                      one engine (or `firefox,webkit`…)
//   npm test -- --files 'test/core/**/*.test.ts'    arguments go to the browser runner; a narrowed
//                                                   run skips the node suite
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { findBrowsers, howToGet, selectedEngines } from './browsers.mjs';

const engines = selectedEngines();
const whole = process.argv.length <= 2;
// WPE WebKit (cog) is optional: with WebKit, the theme file's node test also shows what an older
// browser gets; without it that test is skipped, saying how to get it.
const optional = whole && engines.includes('webkit') ? ['wpe'] : [];
const { found, missing } = findBrowsers([...engines, ...optional]);
const others = engines.filter((e) => !missing.includes(e));
for (const engine of missing) {
  const skip = engines.includes(engine) && others.length ? ` Or run without it: BROWSERS=${others.join(',')} npm test` : '';
  console.error(howToGet(engine) + skip);
}
if (missing.some((engine) => engines.includes(engine))) process.exit(1);

const SUMMARY = '.test-summary.json';
const TAP = '.test-node.tap';
rmSync(TAP, { force: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let status = 0;
const line = (c) => `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
/** Adds one run's counts to the total and its line (with its time) to the per-run lines. */
function add(name, c, t0) {
  for (const key of Object.keys(counts)) counts[key] += c[key];
  lines.push(`${name}: ${line(c)} (${Math.round((Date.now() - t0) / 1000)} s)`);
}
for (const engine of engines) {
  rmSync(SUMMARY, { force: true });
  const t0 = Date.now();
  console.log(`\n::: browser tests in ${engine} (${found[engine]})`);
  const run = spawnSync('node_modules/.bin/web-test-runner', [...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, BROWSERS: engine },
  });
  // No summary: the runner did not get as far as counting (it failed to start): one failure.
  const c = { passed: 0, failed: 1, skipped: 0, ...(existsSync(SUMMARY) && JSON.parse(readFileSync(SUMMARY, 'utf8'))) };
  add(engine, c, t0);
  status ||= run.status ?? 1;
}

// The node suite only runs for the whole suite (not when the browser run is narrowed to some files).
if (whole) {
  const t0 = Date.now();
  const node = spawnSync('node', ['scripts/test-node.mjs', '--test-reporter=tap', `--test-reporter-destination=${TAP}`], {
    stdio: 'inherit',
  });
  const tap = existsSync(TAP) ? readFileSync(TAP, 'utf8') : '';
  const num = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const c = {
    passed: num('pass'),
    failed: num('fail') + num('cancelled') + (!tap && node.status !== 0 ? 1 : 0),
    skipped: num('skipped') + num('todo'),
  };
  add('node', c, t0);
  status ||= node.status ?? 1;
  rmSync(TAP, { force: true });
}

writeFileSync(SUMMARY, JSON.stringify(counts));
console.log(`\n${lines.join('\n')}`);
console.log(line(counts));
process.exit(status || (counts.failed > 0 ? 1 : 0));
