// The shop-elements CLI (src/cli, bin/) against the fake shop, and its snapshot shown by the demo
// (the mock storefront with SHOP_SNAPSHOT, and the demo page in Chromium when there is one).
// Run: node --import ./test/demo/register-ts.mjs --test test/admin/
/* global document -- in page.waitForFunction callbacks, which run in the browser */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main, snapshotFile } from '../../src/cli/main.ts';
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
      [['products', 'list', '--price-min', 'ten'], env, /--price-min: expected money .*, got "ten"/],
      [['products', 'list', '--id-min', 'abc'], env, /--id-min: expected an id/],
      [['snapshot', '--out', join(dir, 'shop.env-not-a-dir')], env, /--out .* is a file/],
      [['snapshot', '--out', join(dir, 'not-a-snapshot')], env, /holds no snapshot/],
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

  it('snapshot: a handle the storefront does not know is a failure (exit 1)', async () => {
    const { code, stderr } = await run(['snapshot', '--out', join(dir, 'missing'), '--handles', 'no-such-product'], env);
    assert.equal(code, 1);
    assert.match(stderr, /no-such-product: GET http:\/\/127\.0\.0\.1:\d+\/products\/no-such-product\.js failed: 404/);
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

  it('the static demo publishes a snapshot byte for byte (SHOP_SNAPSHOT=dir npm run build:demo)', () => {
    const out = join(dir, 'snap');
    const site = join(dir, 'static-site');
    writeStaticStorefront(site, { snapshotDir: out });
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

  it('bin/shop-elements.mjs runs in a checkout without test/ (it loads nothing from there)', () => {
    const checkout = mkdtempSync(join(tmpdir(), 'shop-elements-checkout-'));
    try {
      mkdirSync(join(checkout, 'bin'));
      copyFileSync(BIN, join(checkout, 'bin', 'shop-elements.mjs'));
      copyFileSync(join(REPO, 'package.json'), join(checkout, 'package.json'));
      for (const name of ['src', 'scripts', 'node_modules']) symlinkSync(join(REPO, name), join(checkout, name));
      const help = spawnSync(process.execPath, [join(checkout, 'bin', 'shop-elements.mjs'), '--help'], { encoding: 'utf8' });
      assert.equal(help.status, 0, help.stderr);
      assert.match(help.stdout, /Usage: shop-elements <command>/);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });

  it('bin/shop-elements.mjs runs the CLI with its exit codes', () => {
    const help = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
    assert.equal(help.status, 0);
    assert.match(help.stdout, /Usage: shop-elements <command>/);
    assert.equal(spawnSync(process.execPath, [BIN, 'nonsense'], { encoding: 'utf8' }).status, 2);
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
