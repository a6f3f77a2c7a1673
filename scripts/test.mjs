// `npm test`: the browser suite (@web/test-runner over test/**/*.test.ts) once per engine — headless
// Chromium, Firefox and WebKit (scripts/browsers.mjs) — then the node suite (test/**/*.node.test.mjs),
// and one closing line `N passed, N failed, N skipped` counting every engine's tests and the node tests
// (also written to .test-summary.json, which .ci/run prints as its last line).
// Quiet when green: one line per engine with its counts and time, the node tests' line, the closing line.
// A red run prints that run's whole output: every failure with its logs.
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
let status = 0;
const line = (c) => `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
/** Adds one run's counts to the total, and prints its line (with its time) as it ends. */
function add(name, c, t0) {
  for (const key of Object.keys(counts)) counts[key] += c[key];
  console.log(`${name}: ${line(c)} (${Math.round((Date.now() - t0) / 1000)} s)`);
}
/**
 * A red run's whole output (its failures, each with the logs of its file), without the progress bar's
 * redraws: the last frame of each is kept.
 */
function show(run) {
  const all = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? `\n${run.error.message}` : ''}`;
  // eslint-disable-next-line no-control-regex
  const frames = all.split(/\x1b\[2K\x1b\[1A\x1b\[2K\x1b\[G|\x1b\[\d*[A-Za-z]/);
  const text = frames.join('').split('\n').filter((l) => !/^\w+: \|[█ ]*\|/.test(l)).join('\n');
  console.log(text.replace(/\n{3,}/g, '\n\n').trimEnd());
}
/** Each failed test of a TAP report, with the first lines of its error (the YAML block under it). */
function failed(tap) {
  const lines = tap.split('\n');
  const out = [];
  lines.forEach((line, i) => {
    const test = /^(\s*)not ok \d+ - (.*)/.exec(line);
    if (!test) return;
    const error = lines.slice(i + 1, i + 40).findIndex((l) => /^\s*error: /.test(l));
    if (error < 0) return out.push(`  ${test[2]}`);
    const at = i + 1 + error;
    const [, indent, value] = /^(\s*)error: (.*)/.exec(lines[at]);
    // A block scalar (`|-`): its lines are those indented further.
    const block = /^[|>]/.test(value) ? lines.slice(at + 1, at + 9).filter((l, k, all) => all.slice(0, k + 1).every((m) => m.startsWith(`${indent}  `))).map((l) => l.trim()) : [value];
    out.push(`  ${test[2]}: ${block.join(' ').slice(0, 500)}`);
  });
  return out;
}

for (const engine of engines) {
  rmSync(SUMMARY, { force: true });
  const t0 = Date.now();
  const run = spawnSync('node_modules/.bin/web-test-runner', [...process.argv.slice(2)], {
    stdio: ['inherit', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, BROWSERS: engine },
  });
  // No summary: the runner did not get as far as counting (it failed to start): one failure.
  const c = { passed: 0, failed: 1, skipped: 0, ...(existsSync(SUMMARY) && JSON.parse(readFileSync(SUMMARY, 'utf8'))) };
  add(`${engine} (${found[engine]})`, c, t0);
  if (run.status !== 0 || c.failed > 0) show(run);
  status ||= run.status ?? 1;
}

// The node suite only runs for the whole suite (not when the browser run is narrowed to some files).
if (whole) {
  const t0 = Date.now();
  const node = spawnSync('node', ['scripts/test-node.mjs', '--test-reporter=tap', `--test-reporter-destination=${TAP}`], {
    stdio: ['inherit', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const tap = existsSync(TAP) ? readFileSync(TAP, 'utf8') : '';
  const num = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const c = {
    passed: num('pass'),
    failed: num('fail') + num('cancelled') + (!tap && node.status !== 0 ? 1 : 0),
    skipped: num('skipped') + num('todo'),
  };
  add('node', c, t0);
  if (node.status !== 0 || c.failed > 0) {
    show(node);
    // Each failed node test again, with its error: the whole output above is long, and a CI log is read from its end.
    const failures = failed(tap);
    if (failures.length) console.log(`node failures:\n${failures.join('\n')}`);
  }
  status ||= node.status ?? 1;
  rmSync(TAP, { force: true });
}

writeFileSync(SUMMARY, JSON.stringify(counts));
console.log(line(counts));
process.exit(status || (counts.failed > 0 ? 1 : 0));
