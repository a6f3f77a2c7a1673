import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { defaultReporter } from '@web/test-runner';
import { findBrowsers, howToGet, puppeteerOptions, selectedEngines, startWebKit, WEBKIT_CAPABILITIES } from './scripts/browsers.mjs';

// `npm test` (scripts/test.mjs) runs this config once per engine with BROWSERS set to that engine;
// run directly, it takes every engine BROWSERS names (default: all three) in one run.
const engines = selectedEngines();
const { found, missing } = findBrowsers(engines, { install: false });
if (missing.length) throw new Error(missing.map(howToGet).join('\n'));

/** Counts every test of the run and prints the closing `N passed, N failed` line CI reads. */
function countReporter() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const walk = (suite) => {
    for (const t of suite.tests) {
      if (t.skipped) skipped += 1;
      else if (t.passed) passed += 1;
      else failed += 1;
    }
    for (const s of suite.suites) walk(s);
  };
  return {
    onTestRunFinished({ sessions }) {
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults);
        // A file that failed to load has no results: count it as one failure.
        else if (!session.passed) failed += 1;
        if (session.testResults && session.errors?.length) failed += session.errors.length;
      }
      writeFileSync('.test-summary.json', JSON.stringify({ passed, failed, skipped }));
    },
    onEnd() {
      console.log(`${engines.join(', ')}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    },
  };
}

/**
 * Error-path tests make products fail on purpose, and each failing `<shop-product>` writes one
 * `console.warn('<shop-product>: Could not load product "…": …')` (`#fail` in
 * src/elements/shop-product/shop-product.ts): documented behaviour, not a problem. Those lines are left
 * out of a test file's output while all its tests pass, so a green run does not look red. A failing
 * file keeps every line, and any other warning or error always shows.
 */
const deliberateFailure = ({ type, args }, session) =>
  type === 'warn' && session?.passed === true && String(args[0]).startsWith('<shop-product>: ');

// WebKit: Xvfb and WebKitWebDriver for this run, stopped when the server stops (and on exit, by
// scripts/browsers.mjs, if the run fails before that).
const webkit = engines.includes('webkit') ? await startWebKit(found.webkit) : null;

/**
 * The one fake shop (src/fake-shop, bundled here for plain Node) answering the storefront paths
 * (`/products/<handle>.js`, `/cart.js`, `/cart/add.js`, …) with the demo's fixtures and a real cart
 * per visitor, and the generated product images at the CDN's own-domain path
 * (`/cdn/shop/files/<name>.png`, `?width=` honoured: a test sees which width a srcset picked); the
 * cart is the `cart` cookie's (a test clears it for an empty cart), as demo/mock-storefront.ts mounts it
 * on the demo's server. Tests steer it through `/__fake` (test/fake-storefront.ts): `GET` the requests
 * it received since the last `POST`; `POST {fault?, stock?, cut?, view?}` clears that log, injects a
 * fault for the next matching request, sets a variant's stock, cuts `/products/<handle>.js` at `cut`
 * variants (250 or 100; every POST without it puts 250 back) and, with `view: false`, answers as a
 * theme without the JSON view (`?view=shop-elements` is the product's HTML page; without it, installed).
 */
const testingBundle = 'node_modules/.cache/shop-elements/testing.mjs';
await (await import('esbuild')).build({
  entryPoints: ['src/fake-shop/index.ts'], bundle: true, platform: 'node', format: 'esm', target: 'node20',
  packages: 'external', outfile: testingBundle, logLevel: 'error',
});
const { createFakeShop, isStorefrontPath, themePages } = await import(`./${testingBundle}?${Date.now()}`);
// The demo theme's swatches (demo/swatches.ts), for the snippet's `?swatches=1`.
const swatchesBundle = 'node_modules/.cache/shop-elements/swatches.mjs';
await (await import('esbuild')).build({ entryPoints: ['demo/swatches.ts'], bundle: true, platform: 'node', format: 'esm', outfile: swatchesBundle, logLevel: 'error' });
const { SWATCHES } = await import(`./${swatchesBundle}?${Date.now()}`);
const fake = createFakeShop({ catalogue: { products: 0, orders: 0 } });
const theme = themePages(fake.storefront);

/**
 * `GET /__snippet?handle=&currency=&root=&variant=&swatches=&pickup=&customer=b2b&threshold=&card=`: the theme folder's
 * product snippet (theme/snippets/shop-product.liquid) as the fake renders it for that request (the server's drawing
 * the markup conformance test compares with the elements' own), with the stock line (`show_stock`; `threshold`: its
 * `low_stock_threshold`); with `swatches=1`, the demo theme's swatches; `pickup=1` passes `show_pickup: true`;
 * `customer=b2b`, the B2B customer's price breaks; `card=1`, card mode (`card: true`, the quick add's ajax button).
 */
async function snippet(ctx, next) {
  if (ctx.path !== '/__snippet') return next();
  const q = ctx.query;
  const args = { show_stock: true, ...(q.threshold ? { low_stock_threshold: Number(q.threshold) } : {}), ...(q.pickup ? { show_pickup: true } : {}), ...(q.card ? { card: true } : {}) };
  const body = await theme.product(q.handle, { currency: q.currency || 'EUR', root: q.root || '/', variantId: q.variant || null, b2b: q.customer === 'b2b', ...(q.swatches ? { swatches: SWATCHES } : {}) }, args);
  if (body === undefined) return next();
  ctx.type = 'html';
  ctx.body = body;
}
let logged = 0;

async function fakeStorefront(ctx, next) {
  if (ctx.path === '/__fake') {
    if (ctx.method === 'POST') {
      const chunks = [];
      for await (const chunk of ctx.req) chunks.push(chunk);
      const { fault, stock, cut, view } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      logged = fake.requests.length;
      fake.storefront.setVariantCut(cut ?? 250);
      fake.storefront.setViewInstalled(view !== false);
      if (fault) fake.inject(fault);
      for (const [variant, count] of Object.entries(stock ?? {})) fake.storefront.setStock(variant, count);
    }
    ctx.type = 'json';
    ctx.body = JSON.stringify(fake.requests.slice(logged));
    return;
  }
  if (!isStorefrontPath(ctx.path)) return next();
  ctx.respond = false;
  await fake.handle(ctx.req, ctx.res);
}

/**
 * The paths of the storefront's video and 3D files the browser asked for (the fake serves none: they
 * 404), for `GET /__media`, which answers them and starts the list again. A media element's loads do
 * not go through `fetch`, so only the server sees them: shop-media.test.ts checks with it that no
 * video downloads before the shopper plays it.
 */
const mediaRequests = [];
async function mediaLog(ctx, next) {
  if (ctx.path === '/__media') {
    ctx.type = 'json';
    ctx.body = JSON.stringify(mediaRequests.splice(0));
    return;
  }
  if (/^\/cdn\/shop\/(?:videos|3d)\//.test(ctx.path)) mediaRequests.push(ctx.path);
  return next();
}

/**
 * `executeServerCommand('forced-colors', true | false)` from a test: emulates forced colours where the
 * browser is driven over the DevTools protocol (Chromium) and answers true; false elsewhere.
 */
function forcedColorsPlugin() {
  const sessions = new WeakMap();
  return {
    name: 'forced-colors',
    async executeCommand({ command, payload, session }) {
      if (command !== 'forced-colors') return undefined;
      try {
        const page = session.browser.getPage(session.id);
        if (!sessions.has(page)) sessions.set(page, await page.createCDPSession());
        await sessions.get(page).send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: payload ? 'active' : 'none' }] });
        return true;
      } catch {
        // Firefox (WebDriver BiDi) has no DevTools protocol session; WebKit's launcher has no page.
        return false;
      }
    },
  };
}

/**
 * `executeServerCommand('pointer', 'coarse' | null)` from a test: emulates a touch screen (its pointer
 * is coarse) where the browser is driven over the DevTools protocol (Chromium) and answers true; null
 * turns it off; false elsewhere. (Emulation.setEmulatedMedia does not take the pointer feature.)
 */
function pointerPlugin() {
  const sessions = new WeakMap();
  return {
    name: 'pointer',
    async executeCommand({ command, payload, session }) {
      if (command !== 'pointer') return undefined;
      try {
        const page = session.browser.getPage(session.id);
        if (!sessions.has(page)) sessions.set(page, await page.createCDPSession());
        await sessions.get(page).send('Emulation.setTouchEmulationEnabled', { enabled: payload === 'coarse', maxTouchPoints: 1 });
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * `executeServerCommand('ax-names', role)` from a test: the accessible names Chromium computes (the
 * DevTools protocol's accessibility tree, shadow roots included) of every node with that role, in
 * document order; false where the browser is not driven over the DevTools protocol (a null answer
 * would read as an unknown command).
 */
function axNamesPlugin() {
  return {
    name: 'ax-names',
    async executeCommand({ command, payload, session }) {
      if (command !== 'ax-names') return undefined;
      try {
        const cdp = await session.browser.getPage(session.id).createCDPSession();
        try {
          const { nodes } = await cdp.send('Accessibility.getFullAXTree');
          return nodes.filter((n) => !n.ignored && n.role?.value === payload).map((n) => n.name?.value ?? '');
        } finally {
          await cdp.detach();
        }
      } catch {
        return false;
      }
    },
  };
}

const launchers = {
  chromium: () => chromeLauncher({ launchOptions: puppeteerOptions('chromium', found.chromium) }),
  // The project's puppeteer-core drives Firefox over WebDriver BiDi, through the same launcher.
  firefox: () => chromeLauncher({ puppeteer, launchOptions: puppeteerOptions('firefox', found.firefox) }),
  webkit: () => webdriverLauncher({ hostname: webkit.hostname, port: webkit.port, logLevel: 'error', capabilities: WEBKIT_CAPABILITIES }),
};

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  // One page at a time: a second page is a background tab whose animation frames never come.
  concurrency: 1,
  concurrentBrowsers: 1,
  testFramework: { config: { timeout: 10000 } },
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  testsFinishTimeout: 180000,
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    { name: 'stop-webkit', serverStop: () => webkit?.stop() },
    forcedColorsPlugin(),
    axNamesPlugin(),
    pointerPlugin(),
  ],
  middleware: [
    mediaLog,
    snippet,
    fakeStorefront,
  ],
  browsers: engines.map((engine) => launchers[engine]()),
  reporters: [defaultReporter(), countReporter()],
  filterBrowserLogs: (log, session) => !String(log.args[0]).includes('Lit is in dev mode') && !deliberateFailure(log, session),
};
