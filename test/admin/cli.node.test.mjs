// The shop-elements CLI (src/cli, bin/) against the fake shop, and its snapshot shown by the demo
// (the mock storefront with SHOP_SNAPSHOT, and the demo page in Chromium when there is one).
// Run: node --import ./test/demo/register-ts.mjs --test test/admin/
/* global document -- in page.waitForFunction callbacks, which run in the browser */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.ts';
import { snapshotFile } from '../../src/cli/snapshot.ts';
import { createAdminClient } from '../../src/admin/index.ts';
import { startFakeShop } from '../../src/fake-shop/index.ts';
import { createMockMiddleware } from '../../demo/mock-storefront.ts';
import { writeStaticStorefront } from '../../demo/build-static.ts';
import { CHROME_FLAGS, NO_CHROME_MESSAGE, findChrome } from '../../scripts/browsers.mjs';

const BIN = fileURLToPath(new URL('../../bin/shop-elements.mjs', import.meta.url));
const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** A directory's files and their bytes, for "unchanged" comparisons. */
function contents(dir) {
  return Object.fromEntries(readdirSync(dir).sort().map((name) => [name, readFileSync(join(dir, name)).toString('base64')]));
}

/** Lines of text, without the last empty one. */
const lines = (text) => text.split('\n').slice(0, -1);

/** Starts the command as a user does (bin/shop-elements.mjs in its own process); `exited` gives its code and output. */
function spawnCli(args, env) {
  const child = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, exited };
}

async function waitFor(condition, what, ms = 30_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Runs the CLI in-process; returns exit code and what it printed. */
async function run(args, env = {}, { isTTY = false, stopped } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env, isTTY, stopped });
  return { code, stdout, stderr };
}

describe('shop-elements CLI', { timeout: 120_000 }, () => {
  let shop;
  let env;
  let dir;
  before(async () => {
    shop = await startFakeShop({ catalogue: { products: 12, broken: true } });
    env = { SHOP_ADMIN_URL: shop.adminUrl, SHOP_API_KEY: shop.apiKey, SHOP_API_PASSWORD: shop.apiPassword, SHOP_URL: shop.storefrontUrl };
    dir = mkdtempSync(join(tmpdir(), 'shop-elements-cli-'));
  });
  after(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('check: says in one screen that credentials, admin and storefront work (exit 0)', async () => {
    const { code, stdout } = await run(['check'], env);
    assert.equal(code, 0, stdout);
    assert.match(stdout, /✓ admin +http:\/\/127\.0\.0\.1:\d+: credentials accepted, 13 products/);
    assert.match(stdout, /✓ storefront .*currency EUR/);
    assert.match(stdout, /everything works/);
  });

  it('check: wrong password is a failure (exit 1) naming the variables, without the password', async () => {
    const wrong = `${shop.apiPassword}-nope`;
    const { code, stdout, stderr } = await run(['check'], { ...env, SHOP_API_PASSWORD: wrong });
    assert.equal(code, 1);
    assert.match(stdout, /✗ admin .*401.*SHOP_API_PASSWORD/);
    assert.ok(!`${stdout}${stderr}`.includes(wrong));
  });

  it('exit 2 for usage and configuration errors, each with one line that says what to change', async () => {
    const cases = [
      [['frobnicate'], env, /unknown command "frobnicate"/],
      [['snapshot'], env, /snapshot needs --out DIR/],
      [['products', 'list', '--colour', 'red'], env, /--colour/],
      [['products', 'list'], { SHOP_URL: shop.storefrontUrl }, /SHOP_ADMIN_URL, SHOP_API_KEY, SHOP_API_PASSWORD are not set/],
      [['products', 'list'], { ...env, SHOP_ADMIN_URL: 'http://shop.example' }, /https/],
      [['snapshot', '--out', join(dir, 'never')], { SHOP_URL: shop.storefrontUrl }, /^shop-elements: SHOP_ADMIN_URL, SHOP_API_KEY, SHOP_API_PASSWORD are not set/],
      [['snapshot', '--out', join(dir, 'never')], { ...env, SHOP_API_PASSWORD: '' }, /^shop-elements: SHOP_API_PASSWORD is not set/],
      [['snapshot', '--out', join(dir, 'never')], { ...env, SHOP_ADMIN_URL: 'http://shop.example' }, /https/],
      [['snapshot', '--out', join(dir, 'never')], {}, /^shop-elements: SHOP_URL is not set/],
      [['products', 'list', '--price-min', 'ten'], env, /--price-min: expected money .*, got "ten"/],
      [['products', 'list', '--id-min', 'abc'], env, /--id-min: expected an id/],
      [['snapshot', '--out', join(dir, 'shop.env-not-a-dir')], env, /--out .* is a file/],
      [['snapshot', '--out', join(dir, 'not-a-snapshot')], env, /holds no snapshot/],
      [['snapshot', '--out', join(dir, 'never'), '--limit', '-1'], env, /^shop-elements: --limit must be a whole number from 1 on, got "-1"\n$/],
      [['snapshot', '--out', join(dir, 'never'), '--limit', '0'], env, /^shop-elements: --limit must be a whole number from 1 on, got "0"\n$/],
      [['snapshot', '--out', join(dir, 'never'), '--limit', 'abc'], env, /^shop-elements: --limit must be a whole number from 1 on, got "abc"\n$/],
      [['snapshot', '--out', join(dir, 'never'), '--limit=1.5'], env, /--limit must be a whole number from 1 on, got "1\.5"/],
      [['snapshot', '--out'], env, /^shop-elements: --out needs a value\n$/],
      [['snapshot', '--out', join(dir, 'never'), '--check=yes'], env, /^shop-elements: --check takes no value\n$/],
      [['snapshot', 'stray'], env, /^shop-elements: snapshot takes no argument stray/],
      [['snapshot', '--out', join(dir, 'never'), '--env-file', join(dir, 'no-such.env')], env, /^shop-elements: --env-file .*no-such\.env: no such file\n$/],
      // Before the command, as `shop-elements --env-file FILE check`.
      [['--env-file', join(dir, 'no-such.env'), 'check'], env, /^shop-elements: --env-file .*no-such\.env: no such file\n$/],
      [[`--env-file=${join(dir, 'no-such.env')}`, 'products', 'list'], env, /^shop-elements: --env-file .*no-such\.env: no such file\n$/],
      [['products', 'list', '--limit', '-1'], env, /^shop-elements: --limit must be a whole number from 1 on, got "-1"\n$/],
      [['fake-shop', '--products', '-5'], env, /^shop-elements: --products must be a whole number \(0 or more\), got "-5"\n$/],
      [['fake-shop', '--port', '70000'], env, /^shop-elements: --port must be 0 to 65535, got 70000\n$/],
      [['fake-shop', '--pages', join(dir, 'no-such-folder')], env, /^shop-elements: --pages .*no-such-folder is not a directory/],
    ];
    writeFileSync(join(dir, 'shop.env-not-a-dir'), 'a file');
    mkdirSync(join(dir, 'not-a-snapshot'));
    writeFileSync(join(dir, 'not-a-snapshot', 'notes.txt'), 'mine');
    const from = shop.requests.length;
    for (const [args, vars, message] of cases) {
      const { code, stdout, stderr } = await run(args, vars);
      assert.equal(code, 2, `${args.join(' ')}: ${stderr}`);
      assert.equal(stdout, '', args.join(' '));
      assert.equal(lines(stderr).length, 1, `one line for ${args.join(' ')}: ${stderr}`);
      assert.match(stderr, /^shop-elements: /);
      assert.match(stderr, message);
    }
    assert.equal(shop.requests.length, from, 'nothing was asked of the shop');
    assert.deepEqual(readdirSync(join(dir, 'not-a-snapshot')), ['notes.txt'], 'a directory that is not a snapshot is left alone');
  });

  it('<command> --help prints that command\'s usage and options, not the general help', async () => {
    const commands = {
      check: [],
      snapshot: ['--out DIR', '--limit N', '--handles a,b', '--check'],
      'products list': ['--json', '--csv', '--limit N', '--include variants', '--show-variants', '--vendor'],
      'fake-shop': ['--port N', '--products N', '--with-broken', '--pages DIR', '--env-out FILE', '--variant-cut'],
      'theme install': ['<theme dir>', '--dry-run', '--force', '--from DIR'],
    };
    const general = (await run(['--help'])).stdout;
    for (const [command, options] of Object.entries(commands)) {
      for (const args of [[...command.split(' '), '--help'], ['--help', ...command.split(' ')]]) {
        const { code, stdout, stderr } = await run(args);
        assert.equal(code, 0, `${args.join(' ')}: ${stderr}`);
        assert.ok(new RegExp(`^Usage: shop-elements ${command}[ \\n]`).test(stdout), `${args.join(' ')}: ${stdout.split('\n')[0]}`);
        assert.notEqual(stdout, general);
        for (const option of [...options, '--env-file FILE', '--help']) assert.ok(stdout.includes(option), `${args.join(' ')} names ${option}`);
        for (const other of Object.keys(commands).filter((c) => c !== command)) assert.ok(!stdout.includes(`  ${other} `), `${args.join(' ')} says nothing of ${other}`);
        assert.equal(stdout.includes('SHOP_ADMIN_URL'), !['fake-shop', 'theme install'].includes(command), `${command}: the shop's variables where it reaches a shop`);
      }
    }
    // A group (`products`, `theme`) gives the help of its command.
    for (const group of ['products', 'theme']) {
      const { code, stdout } = await run([group, '--help']);
      assert.equal(code, 0);
      assert.match(stdout, new RegExp(`^Usage: shop-elements ${group} (list|install) `));
    }
    assert.match(general, /^Usage: shop-elements <command> \[options\]\n[^]* {2}theme install <theme dir>/);
  });

  it('check: a missing variable is a configuration error (exit 2), after saying what is set and what not', async () => {
    const { code, stdout } = await run(['check'], { SHOP_URL: env.SHOP_URL });
    assert.equal(code, 2, stdout);
    assert.match(stdout, /✗ admin +SHOP_ADMIN_URL, SHOP_API_KEY, SHOP_API_PASSWORD are not set/);
    assert.match(stdout, /✓ storefront .*currency EUR/);
  });

  it('reads the configuration from --env-file', async () => {
    const file = join(dir, 'shop.env');
    writeFileSync(file, Object.entries(env).map(([k, v]) => `${k}=${v}`).join('\n'));
    const { code, stdout } = await run(['products', 'list', '--env-file', file, '--limit', '2']);
    assert.equal(code, 0);
    assert.match(stdout, /^2 products$/m);
  });

  it('products list: filters reach the shop; --csv and --json keep ids and money exact', async () => {
    const csv = await run(['products', 'list', '--vendor', 'Acme', '--price-max', '1.00', '--csv'], env);
    assert.equal(csv.code, 0);
    assert.deepEqual(shop.requests.at(-1).query, { vendor: 'Acme', price_max: '1.00', limit: '250', offset: '0' });
    const rows = csv.stdout.trim().split('\n');
    assert.equal(rows[0], 'id,code,handle,title,vendor,category,price,compare_at_price,stock,product_id');
    assert.ok(rows.length > 1);
    const withVariants = await run(['products', 'list', '--include', 'variants', '--show-variants', '--csv'], env);
    assert.equal(shop.requests.at(-1).query.show_variants, 'true');
    assert.ok(withVariants.stdout.trim().split('\n').slice(1).some((row) => /,\d+$/.test(row)), 'variant rows name their parent');
    const json = JSON.parse((await run(['products', 'list', '--code', 'SE-00001', '--json'], env)).stdout);
    assert.equal(json.length, 1);
    assert.equal(json[0].id, String(2n ** 53n + 1n));
    assert.equal(json[0].price, '19.90');
  });

  it('products list: a money option that is not a decimal is a usage error, before any request', async () => {
    const from = shop.requests.length;
    const { code, stderr } = await run(['products', 'list', '--price-min', '1e3'], env);
    assert.equal(code, 2);
    assert.match(stderr, /^shop-elements: --price-min: expected money as a decimal string such as "12\.50", got "1e3" \(write it as "1000"\)\n/);
    assert.equal(shop.requests.length, from);
  });

  it('snapshot: each storefront document byte for byte, an index, and the rejected product with its field path', async () => {
    const out = join(dir, 'snap');
    const { code, stdout, stderr } = await run(['snapshot', '--out', out], env);
    assert.equal(code, 0, stderr);
    assert.match(stdout, /snapshot: 12 of 13 products written to .* \(currency EUR\), 1 rejected/);
    assert.match(stderr, /✗ broken-storefront-data-se-broken: the elements' parser rejects it: variants\[0\]\.price: expected integer.*, got "12\.00"/);
    assert.equal(stderr.includes('\r'), false, 'no progress when not on a terminal');
    const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
    assert.equal(index.currency, 'EUR');
    assert.deepEqual(index.products.map((p) => p.handle), shop.handles());
    assert.deepEqual(index.products.find((p) => !p.ok).path, 'variants[0].price');
    for (const handle of shop.handles()) {
      const served = Buffer.from(await (await fetch(`${shop.storefrontUrl}/products/${encodeURIComponent(handle)}.js`)).arrayBuffer());
      assert.ok(readFileSync(join(out, snapshotFile(handle))).equals(served), handle);
    }
    // Byte for byte but the token: each visitor without a cart cookie gets a cart of its own.
    const sansToken = (text) => String(text).replace(/"token":"[^"]*"/, '"token":"…"');
    assert.equal(sansToken(readFileSync(join(out, 'cart.js'))), sansToken(await (await fetch(`${shop.storefrontUrl}/cart.js`)).text()));
  });

  it('snapshot --check exits 1 when the parser rejects a product; --handles and --limit choose which', async () => {
    assert.equal((await run(['snapshot', '--out', join(dir, 'checked'), '--check'], env)).code, 1);
    const some = join(dir, 'some');
    const handles = shop.handles().slice(0, 2);
    const { code } = await run(['snapshot', '--out', some, '--check', '--handles', handles.join(',')], { SHOP_URL: env.SHOP_URL });
    assert.equal(code, 0, 'admin credentials are not needed with --handles');
    assert.deepEqual(readdirSync(some).sort(), ['cart.js', 'index.json', ...handles.map(snapshotFile)].sort());
    const limited = join(dir, 'limited');
    await run(['snapshot', '--out', limited, '--limit', '3'], env);
    assert.equal(JSON.parse(readFileSync(join(limited, 'index.json'), 'utf8')).products.length, 3);
  });

  it('snapshot: a re-run replaces the directory whole, never mixing in files of the earlier run', async () => {
    const out = join(dir, 'rerun');
    const [a, b, c] = shop.handles();
    assert.equal((await run(['snapshot', '--out', out, '--handles', `${a},${b}`], env)).code, 0);
    assert.equal((await run(['snapshot', '--out', out, '--handles', c], env)).code, 0);
    assert.deepEqual(readdirSync(out).sort(), ['cart.js', 'index.json', snapshotFile(c)].sort());
    assert.deepEqual(JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')).products.map((p) => p.handle), [c]);
    assert.deepEqual(readdirSync(dir).filter((name) => name.includes('rerun')), ['rerun'], 'no temporary directory is left beside it');
  });

  /**
   * Runs `snapshot --out out --handles a,b` in its own process, holds the request for b at the fake
   * shop, and sends SIGINT (Ctrl-C) once it has arrived.
   */
  async function interruptedSnapshot(out) {
    const [a, b] = shop.handles().slice(3);
    let release;
    const until = new Promise((resolve) => (release = resolve));
    const path = `/products/${encodeURIComponent(b)}.js`;
    shop.inject({ path, until });
    const from = shop.requests.length;
    const { child, exited } = spawnCli(['snapshot', '--out', out, '--handles', `${a},${b}`], env);
    try {
      await waitFor(() => shop.requests.slice(from).some((r) => r.path === path), `the request for ${b}`);
      child.kill('SIGINT');
      return await exited;
    } finally {
      release();
    }
  }

  it('snapshot: Ctrl-C (SIGINT) during the first run writes nothing, and says so', async () => {
    const out = join(dir, 'interrupted-new');
    const { code, stderr } = await interruptedSnapshot(out);
    assert.equal(code, 130, stderr);
    assert.match(stderr, /snapshot interrupted: nothing written to .*interrupted-new\n$/);
    assert.equal(existsSync(out), false);
    assert.deepEqual(readdirSync(dir).filter((name) => name.includes('interrupted-new')), [], 'no temporary directory is left');
  });

  it('snapshot: Ctrl-C (SIGINT) during a re-run leaves the previous snapshot, and says so', async () => {
    const out = join(dir, 'interrupted-again');
    assert.equal((await run(['snapshot', '--out', out, '--handles', shop.handles()[0]], env)).code, 0);
    const before = contents(out);
    const { code, stderr } = await interruptedSnapshot(out);
    assert.equal(code, 130, stderr);
    assert.match(stderr, /snapshot interrupted: .*interrupted-again still holds the previous snapshot\n$/);
    assert.deepEqual(contents(out), before);
    assert.deepEqual(readdirSync(dir).filter((name) => name.includes('interrupted-again')), ['interrupted-again'], 'no temporary directory is left');
  });

  it('snapshot: a handle the storefront does not know is a failure (exit 1) that writes nothing', async () => {
    const out = join(dir, 'missing');
    const { code, stdout, stderr } = await run(['snapshot', '--out', out, '--handles', 'no-such-product'], env);
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.match(stderr, /no-such-product: GET http:\/\/127\.0\.0\.1:\d+\/products\/no-such-product\.js failed: 404/);
    assert.match(stderr, /snapshot failed: 1 of 1 products could not be fetched; nothing written to .*missing\n$/);
    assert.equal(existsSync(out), false);
  });

  it('snapshot: a failed run (a 404, a rejected product with --check, a dropped connection) leaves the previous snapshot byte for byte', async () => {
    const out = join(dir, 'kept');
    const good = shop.handles().filter((h) => !h.startsWith('broken')).slice(0, 5);
    assert.equal((await run(['snapshot', '--out', out, '--handles', good.join(',')], env)).code, 0);
    const before = contents(out);
    const broken = shop.handles().find((h) => h.startsWith('broken'));
    const failures = [
      ['a handle that 404s', ['--handles', `${good[0]},no-such-product`], () => {}, /1 of 2 products could not be fetched/],
      ['a rejected product with --check', ['--handles', `${good[0]},${broken}`, '--check'], () => {}, /the elements' parser rejects 1 of 2 products \(--check\)/],
      ['a dropped connection for one product', ['--handles', good.slice(0, 3).join(',')],
        () => shop.inject({ path: `/products/${good[1]}.js`, drop: true }), /1 of 3 products could not be fetched/],
      ['a dropped connection for the cart', ['--handles', good[0]], () => shop.inject({ path: '/cart.js', drop: true }), /^✗ .*cart\.js/m],
      ['a dropped connection while listing', [], () => shop.inject({ path: '/api/products.json', drop: true, times: 4 }), /^✗ .*products\.json/m],
    ];
    for (const [what, args, fault, message] of failures) {
      fault();
      const { code, stdout, stderr } = await run(['snapshot', '--out', out, ...args], env);
      assert.equal(code, 1, `${what}: ${stderr}`);
      assert.equal(stdout, '', what);
      assert.match(stderr, message, what);
      assert.match(stderr, /snapshot failed: .*kept still holds the previous snapshot\n$/, what);
      assert.deepEqual(contents(out), before, `${what}: the previous snapshot is unchanged`);
      assert.deepEqual(readdirSync(dir).filter((name) => name.includes('kept')), ['kept'], `${what}: no temporary directory is left`);
    }
  });

  it('snapshot --limit N and products list --limit N ask the shop for a page of N, not 250', async () => {
    for (const [args, n] of [[['snapshot', '--out', join(dir, 'one'), '--limit', '1'], 1], [['products', 'list', '--limit', '3', '--json'], 3]]) {
      const from = shop.requests.length;
      const { code, stderr } = await run(args, env);
      assert.equal(code, 0, stderr);
      const lists = shop.requests.slice(from).filter((r) => r.path === '/api/products.json');
      assert.deepEqual(lists.map((r) => r.query.limit), [String(n)], args.join(' '));
      assert.equal(shop.requests.slice(from).filter((r) => r.path.startsWith('/products/')).length, args[0] === 'snapshot' ? n : 0);
    }
  });

  it('help speaks the user\'s words', async () => {
    const { code, stdout } = await run(['--help']);
    assert.equal(code, 0);
    assert.doesNotMatch(stdout, /seed/i);
    assert.match(stdout, /the shop service's interface/);
    assert.match(stdout, /--pages DIR/);
    for (const command of ['check', 'snapshot', 'products list', 'fake-shop', 'theme install']) {
      assert.match(stdout, new RegExp(`^  ${command}`, 'm'));
      const own = (await run([...command.split(' '), '--help'])).stdout;
      assert.ok(lines(own).every((line) => line.length <= 100), `${command} --help fits a terminal`);
    }
    assert.ok(lines(stdout).every((line) => line.length <= 100), 'fits a terminal');
  });

  it('snapshot shows progress on a terminal', async () => {
    const { stderr } = await run(['snapshot', '--out', join(dir, 'tty'), '--limit', '2'], env, { isTTY: true });
    assert.match(stderr, /\rsnapshot: 2\/2 products/);
  });

  it('the demo\'s mock storefront serves a snapshot byte for byte, with the snapshot\'s currency', async () => {
    const out = join(dir, 'snap');
    const middleware = createMockMiddleware({ shopUrl: null, snapshotDir: out, log: () => {} });
    const server = createHttpServer((req, res) => middleware(req, res, () => res.writeHead(404).end()));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${server.address().port}`;
      for (const handle of shop.handles().slice(0, 5)) {
        const served = Buffer.from(await (await fetch(`${base}/products/${encodeURIComponent(handle)}.js?currency=JPY`)).arrayBuffer());
        assert.ok(served.equals(readFileSync(join(out, snapshotFile(handle)))), handle);
      }
      assert.equal((await (await fetch(`${base}/cart.js?currency=JPY`)).json()).currency, 'EUR');
    } finally {
      server.close();
    }
  });

  it('the static demo publishes a snapshot byte for byte (SHOP_SNAPSHOT=dir npm run build:demo)', async () => {
    const out = join(dir, 'snap');
    const site = join(dir, 'static-site');
    await writeStaticStorefront(site, { snapshotDir: out });
    for (const handle of shop.handles()) {
      assert.ok(readFileSync(join(site, 'products', `${handle}.js`)).equals(readFileSync(join(out, snapshotFile(handle)))), handle);
    }
    assert.equal(JSON.parse(readFileSync(join(site, 'cart.js'), 'utf8')).currency, 'EUR');
  });

  it('fake-shop prints its URLs and credentials, writes --env-out, and stops cleanly', async () => {
    let stop;
    const stopped = new Promise((resolve) => (stop = resolve));
    const envOut = join(dir, 'fake.env');
    let stdout = '';
    const running = main(['fake-shop', '--products', '3', '--env-out', envOut], {
      stdout: (t) => (stdout += t), stderr: () => {}, env: {}, isTTY: false, stopped,
    });
    while (!stdout.includes('SHOP_URL=')) await new Promise((r) => setTimeout(r, 10));
    assert.match(stdout, /^fake shop on http:\/\/127\.0\.0\.1:\d+ /);
    assert.match(stdout, /export SHOP_API_PASSWORD=\w+/);
    const check = await run(['check', '--env-file', envOut]);
    assert.equal(check.code, 0, check.stdout);
    stop();
    assert.equal(await running, 0);
  });

  it('fake-shop --pages DIR serves DIR at the shop\'s root beside the storefront and the cart, and nothing outside DIR', async () => {
    const site = join(dir, 'site');
    mkdirSync(join(site, 'guide'), { recursive: true });
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>My page</title><script type="module" src="shop-elements.js"></script>');
    writeFileSync(join(site, 'shop-elements.js'), 'export {};');
    writeFileSync(join(site, 'theme.css'), 'body{}');
    writeFileSync(join(site, 'guide', 'index.html'), '<!doctype html><title>Guide</title>');
    writeFileSync(join(site, '.env.fake'), 'SHOP_API_PASSWORD=secret');
    writeFileSync(join(dir, 'outside.txt'), 'not yours');
    symlinkSync(join(dir, 'outside.txt'), join(site, 'link-out.txt'));
    let stop;
    const stopped = new Promise((resolve) => (stop = resolve));
    let stdout = '';
    const running = main(['fake-shop', '--pages', site, '--products', '2'], { stdout: (t) => (stdout += t), stderr: () => {}, env: {}, isTTY: false, stopped });
    try {
      await waitFor(() => stdout.includes('SHOP_URL='), 'the fake shop');
      const base = /export SHOP_URL=(\S+)/.exec(stdout)[1];
      assert.match(stdout, new RegExp(`your pages: ${base}/ serves .*site`));
      /** A request sent with its path exactly as written (fetch would resolve the dots). */
      const raw = (path, method = 'GET') => new Promise((resolve, reject) => {
        const req = httpRequest(`${base}${path}`, { method }, (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], location: res.headers.location, body }));
        });
        req.on('error', reject);
        req.end();
      });
      const home = await raw('/');
      assert.equal(home.status, 200);
      assert.equal(home.type, 'text/html; charset=utf-8');
      assert.equal(home.body, readFileSync(join(site, 'index.html'), 'utf8'));
      assert.equal((await raw('/index.html')).body, home.body);
      assert.equal((await raw('/shop-elements.js')).type, 'text/javascript; charset=utf-8');
      assert.equal((await raw('/theme.css')).type, 'text/css; charset=utf-8');
      assert.deepEqual(await raw('/guide'), { status: 301, type: 'text/plain; charset=utf-8', location: '/guide/', body: '' });
      assert.match((await raw('/guide/')).body, /<title>Guide<\/title>/);
      assert.equal((await raw('/', 'HEAD')).body, '');
      // The storefront and the cart beside the pages.
      const product = await raw('/products/linen-shirt.js');
      assert.equal(product.status, 200);
      assert.equal(JSON.parse(product.body).handle, 'linen-shirt');
      assert.equal(JSON.parse((await raw('/cart.js')).body).item_count, 0);
      // Anything else is the fake's one 404 page: outside DIR, a dot-file, a link out, a write.
      const notFound = await raw('/no-such-page.html');
      assert.equal(notFound.status, 404);
      assert.match(notFound.body, /404 Page not found/);
      for (const [path, method] of [
        ['/../outside.txt'], ['/%2e%2e/outside.txt'], ['/guide/..%2f..%2foutside.txt'], ['/guide/%2e%2e/%2e%2e/outside.txt'],
        ['/..%5coutside.txt'], ['/link-out.txt'], ['/.env.fake'], ['/%2eenv.fake'], ['/index.html%00.txt'], ['/index.html', 'POST'],
      ]) {
        const answer = await raw(path, method);
        assert.deepEqual([answer.status, answer.body], [404, notFound.body], `${method ?? 'GET'} ${path}`);
      }
    } finally {
      stop();
    }
    assert.equal(await running, 0);
    assert.match(stdout, /fake shop stopped\n$/);
  });

  it('products list: a header and aligned columns', async () => {
    const json = JSON.parse((await run(['products', 'list', '--limit', '4', '--json'], env)).stdout);
    const { code, stdout } = await run(['products', 'list', '--limit', '4'], env);
    assert.equal(code, 0);
    const [header, ...rows] = lines(stdout);
    assert.match(header, /^id +code +price +handle +title$/);
    assert.equal(rows.pop(), '4 products');
    assert.equal(rows.length, 4);
    // Every cell starts under its column's name (counted in characters: titles are not all ASCII).
    const start = (name) => header.indexOf(name);
    const cell = (row, name) => [...row].slice(start(name)).join('');
    rows.forEach((row, i) => {
      assert.ok(row.startsWith(`${json[i].id} `), row);
      assert.ok(cell(row, 'code').startsWith(`${json[i].code} `), row);
      assert.ok(cell(row, 'handle').startsWith(`${json[i].handle} `), row);
      assert.equal(cell(row, 'title'), json[i].title, row);
      // Prices are aligned on the right, under the end of "price".
      assert.equal([...row].slice(0, start('price') + 5).join('').trimStart().split(' ').at(-1), json[i].price, row);
    });
  });

  it('products list --csv: a field a spreadsheet would run as a formula stays text', async () => {
    const admin = createAdminClient({ baseUrl: shop.adminUrl, apiKey: shop.apiKey, apiPassword: shop.apiPassword });
    await admin.products.create({ title: '=HYPERLINK("https://evil.example","Click")', code: 'CSV-FORMULA', price: '5.00', vendor: '@SUM(1+1)', category: '-2+3' });
    await admin.products.create({ title: '+1 tea', code: 'CSV-PLUS', price: '5.00', vendor: 'Acme' });
    const csv = await run(['products', 'list', '--code', 'CSV-FORMULA', '--csv'], env);
    const [header, row] = lines(csv.stdout);
    assert.equal(header, 'id,code,handle,title,vendor,category,price,compare_at_price,stock,product_id');
    const fields = row.split(',');
    assert.ok(row.includes(',"\'=HYPERLINK(""https://evil.example"",""Click"")",\'@SUM(1+1),\'-2+3,5.00,'), row);
    assert.equal(fields[1], 'CSV-FORMULA');
    const plus = lines((await run(['products', 'list', '--code', 'CSV-PLUS', '--csv'], env)).stdout)[1];
    assert.match(plus, /,'\+1 tea,Acme,/);
  });

  it('.env files are ignored by git: the fake shop\'s credentials file is never one `git add .` away', (t) => {
    const ignored = (file) => spawnSync('git', ['check-ignore', '--no-index', '-q', file], { cwd: REPO });
    const probe = ignored('.env.fake');
    if (probe.error || probe.status === 128) return t.skip('not a git checkout');
    assert.deepEqual(['.env', '.env.fake', '.env.local', 'demo/.env'].map((file) => ignored(file).status), [0, 0, 0, 0]);
  });

  /** A copy of the repository with only bin/ and the given links to it (src, scripts, node_modules) and files; removed after `use`. */
  function checkout({ links = [], files = {} }, use) {
    const dir = mkdtempSync(join(tmpdir(), 'shop-elements-checkout-'));
    try {
      mkdirSync(join(dir, 'bin'));
      copyFileSync(BIN, join(dir, 'bin', 'shop-elements.mjs'));
      copyFileSync(join(REPO, 'package.json'), join(dir, 'package.json'));
      for (const name of links) symlinkSync(join(REPO, name), join(dir, name));
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(join(dir, name, '..'), { recursive: true });
        writeFileSync(join(dir, name), text);
      }
      return use(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const SOURCES = ['src', 'scripts', 'node_modules'];
  /** Runs the checkout's bin/shop-elements.mjs; with Node's module log on, `loaded` tells whether a path was among the modules. */
  function runBin(dir, args, { log = true } = {}) {
    const env = { PATH: process.env.PATH, ...(log ? { NODE_DEBUG: 'esm' } : {}) };
    const start = performance.now();
    const result = spawnSync(process.execPath, [join(dir, 'bin', 'shop-elements.mjs'), ...args], { encoding: 'utf8', env, maxBuffer: 1 << 28 });
    const ms = performance.now() - start;
    return { ...result, ms, loaded: (path) => result.stderr.includes(path) };
  }

  it('bin/shop-elements.mjs runs in a checkout without test/ (it loads nothing from there)', () => {
    checkout({ links: SOURCES }, (dir) => {
      const help = spawnSync(process.execPath, [join(dir, 'bin', 'shop-elements.mjs'), '--help'], { encoding: 'utf8' });
      assert.equal(help.status, 0, help.stderr);
      assert.match(help.stdout, /Usage: shop-elements <command>/);
    });
  });

  it('bin/shop-elements.mjs in a checkout without dist/: the sources through esbuild, not TypeScript\'s compiler (seconds), a mistyped command answered at once', () => {
    checkout({ links: SOURCES }, (dir) => {
      const r = runBin(dir, ['--bogus']);
      assert.equal(r.status, 2, r.error?.message);
      assert.match(r.stderr, /shop-elements: unknown command "--bogus"/);
      assert.ok(r.loaded('/src/cli/main.ts'), 'the sources');
      assert.ok(r.loaded('/node_modules/esbuild/'), 'transpiled by esbuild');
      assert.ok(!r.loaded('/node_modules/typescript/'), 'TypeScript\'s compiler takes seconds to load and transpile the CLI');
      // 0.3–0.5 s on a quiet machine; TypeScript's transpileModule took 2.3 s and more. The fastest of three, with room for a busy one.
      const ms = [0, 1, 2].map(() => runBin(dir, ['--bogus'], { log: false })).map((run) => (assert.equal(run.status, 2), Math.round(run.ms)));
      assert.ok(Math.min(...ms) < 2000, ms.join(', '));
    });
  });

  it('bin/shop-elements.mjs runs dist/ when it is built and no source is newer; an older build is passed over for the sources', () => {
    const compiled = { 'dist/esm/cli/main.js': "export async function main() { process.stdout.write('compiled\\n'); return 0; }\n" };
    const builtAt = (dir, seconds) => utimesSync(join(dir, 'dist/esm/cli/main.js'), seconds, seconds);
    // An installed package: bin/ and dist/, no sources, no devDependencies.
    checkout({ files: compiled }, (dir) => {
      const r = runBin(dir, ['check']);
      assert.equal(r.stdout, 'compiled\n', r.stderr);
    });
    checkout({ links: SOURCES, files: compiled }, (dir) => {
      builtAt(dir, Date.now() / 1000 + 3600);
      const fresh = runBin(dir, ['--bogus']);
      assert.equal(fresh.stdout, 'compiled\n', fresh.stderr);
      assert.ok(!fresh.loaded('/src/cli/main.ts') && !fresh.loaded('/node_modules/esbuild/'), 'nothing transpiled');
      builtAt(dir, 0);
      const stale = runBin(dir, ['--bogus']);
      assert.equal(stale.stdout, '');
      assert.equal(stale.status, 2);
      assert.ok(stale.loaded('/src/cli/main.ts'), 'the sources, changed since the build');
    });
  });

  it('bin/shop-elements.mjs runs the CLI with its exit codes', () => {
    const help = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
    assert.equal(help.status, 0);
    assert.match(help.stdout, /Usage: shop-elements <command>/);
    assert.equal(spawnSync(process.execPath, [BIN, 'nonsense'], { encoding: 'utf8' }).status, 2);
  });
});

describe('shop-elements as a user runs it (bin/shop-elements.mjs in its own process)', { timeout: 300_000 }, () => {
  let shop;
  let env;
  let dir;
  before(async () => {
    shop = await startFakeShop({ catalogue: { products: 1500 } });
    env = { SHOP_ADMIN_URL: shop.adminUrl, SHOP_API_KEY: shop.apiKey, SHOP_API_PASSWORD: shop.apiPassword, SHOP_URL: shop.storefrontUrl };
    dir = mkdtempSync(join(tmpdir(), 'shop-elements-bin-'));
  });
  after(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a snapshot of 1,500 products prints no warning of any kind', async () => {
    const out = join(dir, 'big');
    const { code, stdout, stderr } = await spawnCli(['snapshot', '--out', out], env).exited;
    assert.equal(code, 0, stderr);
    assert.equal(stderr, '', 'nothing on stderr: no MaxListenersExceededWarning, no other warning');
    assert.match(stdout, /^snapshot: 1500 of 1500 products written to .*big \(currency EUR\)\n$/);
  });

  it('--env-file naming a missing file: exit 2 and one line (Node does not read it first), after the command or before it', async () => {
    // As the shell runs it: the file itself, through its #! line.
    for (const args of [['check', '--env-file', join(dir, 'missing.env')], ['--env-file', join(dir, 'missing.env'), 'check'], [`--env-file=${join(dir, 'missing.env')}`, 'check']]) {
      const result = spawnSync(BIN, args, { encoding: 'utf8', env: { PATH: process.env.PATH } });
      assert.equal(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
      assert.equal(result.stdout, '');
      assert.match(result.stderr, /^shop-elements: --env-file .*missing\.env: no such file\n$/);
    }
  });

  /** Sends SIGINT once `ready(stderr)` holds (or the shop has the request `path`), and gives the exit. */
  async function interrupt(args, { path, ready }) {
    const from = shop.requests.length;
    let release;
    const until = new Promise((resolve) => (release = resolve));
    if (path) shop.inject({ path, until });
    const child = spawn(BIN, args, { env: { PATH: process.env.PATH, ...env, ...(ready ? { NODE_DEBUG: 'esm' } : {}) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
    try {
      await waitFor(() => (ready ? ready(stderr) : shop.requests.slice(from).some((r) => r.path === path)), `the moment to interrupt ${args.join(' ')}`, 120_000);
      child.kill('SIGINT');
      return { ...(await exited), stdout, stderr };
    } finally {
      release();
    }
  }

  it('Ctrl-C at any moment prints the interrupt message and exits 130', async () => {
    const moments = [
      // While the CLI's own modules are still loading (NODE_DEBUG=esm shows when that begins).
      ['start-up', ['products', 'list'], { ready: (stderr) => stderr.includes('src/cli/main.ts') || stderr.includes('cli/main.js') }],
      ['check, waiting for the admin', ['check'], { path: '/api/products/count.json' }],
      ['products list, waiting for a page', ['products', 'list'], { path: '/api/products.json' }],
      ['snapshot, while listing', ['snapshot', '--out', join(dir, 'interrupted')], { path: '/api/products.json' }],
    ];
    for (const [moment, args, how] of moments) {
      const { code, signal, stdout, stderr } = await interrupt(args, how);
      assert.equal(signal, null, `${moment}: ended by its own exit, not killed by the signal`);
      assert.equal(code, 130, `${moment}: ${stderr.slice(-500)}`);
      assert.equal(stdout, '', moment);
      assert.match(stderr, args[0] === 'snapshot' ? /snapshot interrupted: nothing written to .*\n$/ : /(^|\n)shop-elements: interrupted\n$/, moment);
    }
    assert.equal(existsSync(join(dir, 'interrupted')), false);
  });
});

const chrome = findChrome({ install: false });

describe('a snapshot of the fake shop in the demo (Chromium)', { skip: chrome ? false : NO_CHROME_MESSAGE, timeout: 90_000 }, () => {
  let shop;
  let dir;
  let server;
  let browser;
  before(async () => {
    shop = await startFakeShop({ catalogue: { products: 6 } });
    dir = mkdtempSync(join(tmpdir(), 'shop-elements-demo-'));
    const env = { SHOP_ADMIN_URL: shop.adminUrl, SHOP_API_KEY: shop.apiKey, SHOP_API_PASSWORD: shop.apiPassword, SHOP_URL: shop.storefrontUrl };
    assert.equal((await run(['snapshot', '--out', dir, '--check'], env)).code, 0);
    await shop.close();
    // `SHOP_SNAPSHOT=dir npm start`, in-process; never a real shop.
    const { createServer } = await import('vite');
    const saved = { SHOP_URL: process.env.SHOP_URL, SHOP_SNAPSHOT: process.env.SHOP_SNAPSHOT };
    delete process.env.SHOP_URL;
    process.env.SHOP_SNAPSHOT = dir;
    try {
      server = await createServer({ configFile: 'vite.demo.config.ts', logLevel: 'warn', server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false } });
      await server.listen();
    } finally {
      for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k]; else process.env[k] = v;
    }
    const puppeteer = (await import('puppeteer-core')).default;
    browser = await puppeteer.launch({ executablePath: chrome, args: CHROME_FLAGS, headless: true });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists the snapshot\'s products and shows one of them, ready', async () => {
    const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
    const product = index.products.find((p) => p.title.startsWith('Café'));
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`http://127.0.0.1:${server.httpServer.address().port}/?product=${encodeURIComponent(product.handle)}`);
    await page.waitForFunction(() => ['ready', 'error'].includes(document.querySelector('shop-product')?.status));
    assert.equal(await page.$eval('shop-product', (el) => el.status), 'ready');
    assert.equal(await page.$eval('#product-title', (h) => h.textContent), product.title);
    const options = await page.$$eval('#toolbar select[name="product"] option, #toolbar [name="product"] option', (os) => os.map((o) => o.value));
    assert.deepEqual(options.filter((v) => v !== 'no-such-product'), index.products.map((p) => p.handle));
  });
});
