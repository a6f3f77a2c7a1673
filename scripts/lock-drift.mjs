// Is package-lock.json out of date, or only missing other platforms' builds?
//   node scripts/lock-drift.mjs OLD_LOCK NEW_LOCK
// compares the lock as committed (OLD) with the one `npm install` wrote (NEW) and exits 1 on real drift:
// a package whose version or source changed, or a package that one side lacks and that is not optional.
// Optional packages (rollup's and esbuild's per-platform builds, and what those builds depend on, such
// as the wasm build's @emnapi helpers) come and go with what the registry carried when the lock was
// written; they are never drift, so CI does not fail on the registry's set of other-platform builds.
import { readFileSync } from 'node:fs';

const [oldPath, newPath] = process.argv.slice(2);
if (!oldPath || !newPath) {
  console.error('usage: node scripts/lock-drift.mjs OLD_LOCK NEW_LOCK');
  process.exit(2);
}
const packages = (path) => JSON.parse(readFileSync(path, 'utf8')).packages ?? {};
const before = packages(oldPath);
const after = packages(newPath);
const optional = (entry) => entry.optional === true;

const drift = [];
for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
  const a = before[path];
  const b = after[path];
  if (a && b) {
    if (a.version !== b.version || (a.resolved && b.resolved && a.resolved !== b.resolved)) {
      drift.push(`${path || '(root)'}: ${a.version} → ${b.version}`);
    }
  } else if (!optional(a ?? b)) {
    drift.push(`${path}: ${a ? 'not in the new lock' : `missing from the lock (${b.version})`}`);
  }
}
// The root entry lists the declared dependencies: a changed range there is drift too.
const declared = (entry) => JSON.stringify([entry?.dependencies, entry?.devDependencies, entry?.optionalDependencies]);
if (declared(before['']) !== declared(after[''])) drift.push('package.json dependencies differ from the lock');

if (drift.length) {
  console.error(`package-lock.json is out of date (${drift.length}):`);
  for (const line of [...new Set(drift)].slice(0, 20)) console.error(`  ${line}`);
  process.exit(1);
}
console.log('package-lock.json matches package.json (it differs only in other platforms\' optional builds)');
