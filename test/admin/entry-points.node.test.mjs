// The admin side stays out of the browser: the theme file and the browser entry points never reach
// src/admin or src/cli, `shop-elements/admin` in a browser build resolves to a module that throws,
// and the package's exports and bin point where the build puts them.
// Run: node --import ./test/demo/register-ts.mjs --test test/admin/
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminImports, ADMIN_MARKERS } from '../../scripts/admin-free.mjs';
import { buildThemeFile } from '../../scripts/theme-file.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const BROWSER_ENTRIES = ['index.ts', 'all.ts', 'core/index.ts', ...readdirSync(join(root, 'src/define')).map((f) => `define/${f}`)];

describe('admin code stays out of the browser', { timeout: 120_000 }, () => {
  it('no browser entry point imports src/admin or src/cli', () => {
    assert.deepEqual(adminImports(join(root, 'src'), BROWSER_ENTRIES), []);
  });

  it('the check can fail: an entry that reaches admin code through another module is found', () => {
    const dir = mkdtempSync(join(tmpdir(), 'admin-free-'));
    try {
      mkdirSync(join(dir, 'admin'));
      writeFileSync(join(dir, 'entry.ts'), "import { x } from './helper.js';\nexport { x };\n");
      writeFileSync(join(dir, 'helper.ts'), "export const x = () => import('./admin/client.js');\n");
      writeFileSync(join(dir, 'admin/client.ts'), 'export const createAdminClient = 1;\n');
      assert.deepEqual(adminImports(dir, ['entry.ts']), [`entry.ts → helper.ts → ${join('admin', 'client.ts')}`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the theme file (built in memory as npm run build builds it) holds no admin module and no admin string', { timeout: 120_000 }, async () => {
    // Every file the build writes: the theme file and the parts beside it that load on first use.
    const { chunks } = await buildThemeFile();
    const modules = chunks.flatMap((chunk) => Object.keys(chunk.modules));
    const adminModules = modules.filter((id) => /[/\\]src[/\\](?:admin|cli)[/\\]/.test(id));
    assert.deepEqual(adminModules, []);
    assert.ok(modules.some((id) => id.includes('/src/core/parse.ts')), 'the module list is real');
    assert.deepEqual(ADMIN_MARKERS.filter((m) => chunks.some((chunk) => chunk.code.includes(m))), []);
  });

  it('shop-elements/admin in a browser build is a module that throws a clear error', async () => {
    const exp = pkg.exports['./admin'];
    assert.equal(Object.keys(exp).indexOf('browser') < Object.keys(exp).indexOf('node'), true, 'browser is matched before node');
    assert.equal(exp.browser, './dist/esm/admin/browser.js');
    assert.equal(exp.default, './dist/esm/admin/browser.js');
    assert.equal(exp.node, './dist/esm/admin/index.js');
    assert.equal(pkg.exports['./fake-shop'].node, './dist/esm/fake-shop/index.js');
    assert.equal(pkg.exports['./admin/testing'].node, './dist/esm/fake-shop/index.js');
    assert.equal(pkg.exports['./admin/testing'].default, './dist/esm/admin/browser.js');
    await assert.rejects(import('../../src/admin/browser.ts'), /shop-elements\/admin is Node only: .*never be sent to a browser/);
  });

  it('the package names the CLI as its bin', () => {
    assert.deepEqual(pkg.bin, { 'shop-elements': './bin/shop-elements.mjs' });
    assert.ok(pkg.files.includes('bin'));
  });
});
