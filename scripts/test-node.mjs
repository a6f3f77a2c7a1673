// The node-side tests (the demo's mock storefront): every test/**/*.node.test.mjs under
// `node --test`, with TypeScript imports made possible by test/demo/register-ts.mjs.
// Browser tests stay with web-test-runner (`test/**/*.test.ts`).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const files = readdirSync('test', { recursive: true })
  .filter((f) => f.endsWith('.node.test.mjs'))
  .map((f) => join('test', f))
  .sort();
const result = spawnSync(
  process.execPath,
  ['--import', './test/demo/register-ts.mjs', '--test', '--test-reporter=spec', '--test-reporter-destination=stdout', ...process.argv.slice(2), ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
