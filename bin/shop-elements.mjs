#!/usr/bin/env -S node --
// The `shop-elements` command (package.json "bin"). Runs the compiled CLI from dist/esm/cli/ (an
// installed package has it, and no src/); in a checkout of the repository where dist/ is not built,
// or is older than a file in src/, it runs the TypeScript sources instead, through
// scripts/ts-hooks.mjs (esbuild, a devDependency), so `npx shop-elements` works there without a
// build and answers as fast, and never runs yesterday's build of code changed since. Nothing is
// loaded from test/.
//
// The `--` on the first line: Node reads `--env-file` wherever it appears, even after the script's
// name, and exits with its own error when the file is missing; after `--` every argument is ours,
// and the CLI says what to change in one line.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { register } from 'node:module';

// Ctrl-C while the CLI is still loading: the same message and exit code as once it runs.
const early = () => {
  process.stderr.write('shop-elements: interrupted\n');
  process.exit(130);
};
process.on('SIGINT', early);
process.on('SIGTERM', early);

const compiled = new URL('../dist/esm/cli/main.js', import.meta.url);
const sources = new URL('../src/cli/main.ts', import.meta.url);
const hooks = new URL('../scripts/ts-hooks.mjs', import.meta.url);

/** The build is there and no source file changed after it (a few milliseconds of stat calls). */
function built() {
  if (!existsSync(compiled)) return false;
  const builtAt = statSync(compiled).mtimeMs;
  const src = new URL('../src/', import.meta.url);
  return readdirSync(src, { recursive: true }).every((file) => statSync(new URL(file, src)).mtimeMs <= builtAt);
}

let entry = compiled;
if (existsSync(sources) && existsSync(hooks) && !built()) {
  register(hooks.href, import.meta.url);
  entry = sources;
}
const { main } = await import(entry.href);
// From here the CLI's own handlers answer an interrupt (added before these go: no moment without one).
const running = main(process.argv.slice(2));
process.off('SIGINT', early);
process.off('SIGTERM', early);
const code = await running;
// An interrupted run does not wait for requests still in flight.
if (code === 130) process.exit(code);
process.exitCode = code;
