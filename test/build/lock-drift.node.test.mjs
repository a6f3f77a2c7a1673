// scripts/lock-drift.mjs: .ci/run's check after an `npm install` fallback. Other platforms' optional
// builds coming or going is never drift; a changed version or a missing regular package is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'lock-drift-'));
const committed = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const write = (name, lock) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(lock));
  return path;
};
const drift = (before, after) =>
  spawnSync(process.execPath, ['scripts/lock-drift.mjs', write('a.json', before), write('b.json', after)], { encoding: 'utf8' });
const without = (lock, keep) => ({ ...lock, packages: Object.fromEntries(Object.entries(lock.packages).filter(keep)) });
// Every optional package but this machine's builds: the per-platform builds and what they depend on
// (the wasm build's nested @emnapi helpers carry no os or cpu of their own).
const otherPlatforms = ([path, entry]) => entry.optional === true && !path.includes('linux-x64');

test('the committed lock lists other platforms\' optional builds (npm ci does not depend on the registry\'s set)', () => {
  const names = Object.keys(committed.packages);
  for (const build of ['@rollup/rollup-darwin-arm64', '@rollup/rollup-win32-x64-msvc', '@rollup/rollup-linux-x64-gnu']) {
    assert.ok(names.some((n) => n.endsWith(`node_modules/${build}`)), `${build} is in package-lock.json`);
  }
});

test('a lock lacking other platforms\' builds is not drift, either way round', () => {
  const fewer = without(committed, (e) => !otherPlatforms(e));
  assert.ok(Object.keys(fewer.packages).length < Object.keys(committed.packages).length);
  assert.equal(drift(fewer, committed).status, 0);
  assert.equal(drift(committed, fewer).status, 0);
});

test('a changed version is drift, and the message names the package', () => {
  const changed = structuredClone(committed);
  changed.packages['node_modules/lit'].version = '3.0.0';
  const run = drift(changed, committed);
  assert.equal(run.status, 1);
  assert.match(run.stderr, /node_modules\/lit: 3\.0\.0 → /);
});

test('a missing regular package is drift', () => {
  const run = drift(without(committed, ([path]) => path !== 'node_modules/lit-html'), committed);
  assert.equal(run.status, 1);
  assert.match(run.stderr, /node_modules\/lit-html: missing from the lock/);
});
