#!/usr/bin/env node
// The `shop-elements` command (package.json "bin"). Runs the compiled CLI from dist/esm/cli/; in a
// checkout of the repository it runs the TypeScript sources instead (through scripts/ts-hooks.mjs,
// which lets node load .ts files), so `npx shop-elements` works there without a build. Nothing is
// loaded from test/.
import { existsSync } from 'node:fs';
import { register } from 'node:module';

const sources = new URL('../src/cli/main.ts', import.meta.url);
const hooks = new URL('../scripts/ts-hooks.mjs', import.meta.url);
let entry = new URL('../dist/esm/cli/main.js', import.meta.url);
if (existsSync(sources) && existsSync(hooks)) {
  register(hooks.href, import.meta.url);
  entry = sources;
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
