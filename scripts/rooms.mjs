// The rooms of src/ (its folders, and its top-level files) and which imports which: the design's
// layering as the code has it (/work/shared/STYLE.md, "The shape of the code"). Follows relative
// static and dynamic imports; a type-only import (`import type`, `export type`) counts between
// rooms, where it still ties one to the other, but not in the file-level cycle check, as it is gone
// at run time. `node scripts/rooms.mjs` prints the listing; test/build/rooms.node.test.mjs holds it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const IMPORT = /\b(import|export)\s+(type\s+)?(?:[^'"]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** `./x.js` meaning `./x.ts`, or a folder's index.ts. */
function target(from, spec) {
  const path = resolve(dirname(from), spec);
  for (const candidate of [path, path.replace(/\.js$/, '.ts'), `${path}.ts`, join(path, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The rooms of `root` (default src/): `rooms` maps each room to the rooms it imports, `cycles` lists
 * the room cycles ("core → i18n → core") and `fileCycles` the run-time cycles between files.
 */
export function roomImports(root = 'src') {
  const files = readdirSync(root, { recursive: true }).filter((f) => f.endsWith('.ts')).map((f) => resolve(root, f));
  const roomOf = (file) => relative(root, file).split(sep)[0].replace(/\.ts$/, '');
  const rooms = new Map([...new Set(files.map(roomOf))].sort().map((r) => [r, new Set()]));
  const runtime = new Map(files.map((f) => [f, new Set()]));
  for (const file of files) {
    for (const [, , typeOnly, staticSpec, dynamicSpec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = target(file, staticSpec ?? dynamicSpec);
      if (!to) continue;
      if (roomOf(to) !== roomOf(file)) rooms.get(roomOf(file)).add(roomOf(to));
      if (!typeOnly) runtime.get(file).add(to);
    }
  }
  const cyclesOf = (graph, name) => {
    const cycles = [];
    const done = new Set();
    const stack = [];
    const visit = (node) => {
      if (stack.includes(node)) {
        cycles.push([...stack.slice(stack.indexOf(node)), node].map(name).join(' → '));
        return;
      }
      if (done.has(node)) return;
      stack.push(node);
      for (const next of graph.get(node) ?? []) visit(next);
      stack.pop();
      done.add(node);
    };
    for (const node of graph.keys()) visit(node);
    return cycles;
  };
  return {
    rooms: new Map([...rooms].map(([room, to]) => [room, [...to].sort()])),
    cycles: cyclesOf(rooms, (r) => r),
    fileCycles: cyclesOf(runtime, (f) => relative(root, f)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rooms, cycles, fileCycles } = roomImports(process.argv[2]);
  for (const [room, to] of rooms) console.log(`${room.padEnd(10)} → ${to.join(', ') || '(nothing else in src/)'}`);
  console.log(cycles.length ? `room cycles:\n  ${cycles.join('\n  ')}` : 'no cycle between rooms');
  console.log(fileCycles.length ? `file cycles (run time):\n  ${fileCycles.join('\n  ')}` : 'no cycle between files at run time');
  process.exitCode = cycles.length || fileCycles.length ? 1 : 0;
}
