#!/usr/bin/env -S node --
// The `shop-elements` command (package.json "bin"). Runs the compiled CLI from dist/esm/cli/; in a
// checkout of the repository it runs the TypeScript sources instead (through scripts/ts-hooks.mjs,
// which lets node load .ts files), so `npx shop-elements` works there without a build. Nothing is
// loaded from test/.
//
// The `--` on the first line: Node reads `--env-file` wherever it appears, even after the script's
// name, and exits with its own error when the file is missing; after `--` every argument is ours,
// and the CLI says what to change in one line.
import { existsSync } from 'node:fs';
import { register } from 'node:module';

// Ctrl-C while the CLI is still loading: the same message and exit code as once it runs.
const early = () => {
  process.stderr.write('shop-elements: interrupted\n');
  process.exit(130);
};
process.on('SIGINT', early);
process.on('SIGTERM', early);

const sources = new URL('../src/cli/main.ts', import.meta.url);
const hooks = new URL('../scripts/ts-hooks.mjs', import.meta.url);
let entry = new URL('../dist/esm/cli/main.js', import.meta.url);
if (existsSync(sources) && existsSync(hooks)) {
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
