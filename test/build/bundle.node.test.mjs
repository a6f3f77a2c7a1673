// The theme file as shipped. dist/shop-elements.js is built here exactly as `npm run build` builds it
// (vite.lib.config.ts, mode production), in memory like scripts/size.mjs, served from 127.0.0.1 and
// imported in headless Chromium, Firefox and WebKit (scripts/browsers.mjs; BROWSERS picks engines).
// It checks
//   1. formatMoney from the bundle against the table test/core/money.test.ts uses (money-cases.mjs);
//   2. every element registered; <shop-product> with inline JSON fixtures: price, savings badge,
//      prepaid per-delivery line, and a form that submits `id` and `selling_plan`;
//   3. that decimal.js is not in the file;
//   4. what loads when: before the first interaction only the theme file and the chunks it imports
//      (nothing more at idle), the parts on the shopper's first move; a submit that comes before the
//      cart's code is kept and posts once when it comes (the server holds the file back); and that
//      theme/snippets/shop-elements-preload.liquid names this build's files.
// Run: node scripts/test-node.mjs (or node --test test/build/bundle.node.test.mjs). 1 and 2 are
// skipped, saying why, for an engine that is not installed.
/* global window, document, customElements, FormData, PointerEvent, FocusEvent, location */ // inside page.evaluate callbacks, which run in the page
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findBrowsers, howToGet, openPage, selectedEngines } from '../../scripts/browsers.mjs';
import { Liquid } from 'liquidjs';
import { buildThemeFile, PRELOAD_SNIPPET, preloadSnippet } from '../../scripts/theme-file.mjs';
import { MONEY_CASES, NBSP } from '../core/money-cases.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name) => readFileSync(`${root}test/fixtures/${name}.json`, 'utf8');
const engines = selectedEngines();
const { found } = findBrowsers(engines, { install: false });
const wpe = findBrowsers(['wpe'], { install: false }).found.wpe;

/** The bundle as `npm run build` writes it: the theme file and the parts beside it that load on first use. */
const built = buildThemeFile().then((chunk) => ({
  bundle: chunk.code,
  files: chunk.files,
  modules: chunk.chunks.flatMap((c) => Object.keys(c.modules)),
  /** The chunks the theme file reaches by static imports: its code (vite.lib.config.ts, INITIAL_GROUPS). */
  initial: reached(chunk.chunks),
  /** The build's own snippet of preload hints. */
  snippet: preloadSnippet(chunk.chunks),
}));
/** The names of the chunks the entry among `chunks` imports, and those they import. */
function reached(chunks) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const names = new Set();
  const walk = (c) => c.imports.forEach((n) => byName.has(n) && !names.has(n) && (names.add(n), walk(byName.get(n))));
  walk(chunks.find((c) => c.isEntry));
  return [...names];
}
/** The file of the part loaded on first use whose name starts `shop-elements-<name>-`. */
const partFile = (files, name) => Object.keys(files).find((f) => new RegExp(`^shop-elements-${name}-[\\w-]+\\.js$`).test(f));
/** The paths of the scripts the browsers asked for. */
const requested = new Set();

// ---------------------------------------------------------------------------------------------
// The expected strings of test/core/money.test.ts (one shared table), plus negative amounts.
const MONEY = [
  ...Object.values(MONEY_CASES).flat().map((row) => row.slice(0, 6)),
  // Negative amounts (not in test/core; these are src/core/money.ts's own results, checked in node):
  // the sign stays unless the amount rounds to zero.
  ['EUR', 'en', undefined, '{{amount}}', -123456, '-1,234.56'],
  ['EUR', 'en', undefined, '{{amount_with_comma_separator}} €', -123456, '-1.234,56 €'],
  ['EUR', 'en', undefined, '{{amount_no_decimals}}', -50, '-1'],
  ['EUR', 'en', undefined, '{{amount_no_decimals}}', -49, '0'],
  ['EUR', 'en', undefined, '{{amount}}', -1, '-0.01'],
  ['KWD', 'en', 'minor', '{{amount}}', -12345, '-12.345'],
  ['JPY', 'en', undefined, '{{amount}}', -100050, '-1,001'],
  ['EUR', 'en', undefined, null, -123456, '-€1,234.56'],
];

const json = (name, edit = (p) => p) => JSON.stringify(edit(JSON.parse(fixture(name)))).replace(/</g, '\\u003c');
const product = (id, attrs, fixtureJson) =>
  `<shop-product id="${id}" ${attrs}><script type="application/json">${fixtureJson}</script><shop-price></shop-price></shop-product>`;
// The Linen Tote's Natural variant at 7 against 8: a saving of exactly 12.5%, which rounds half-up.
const halfUpTote = (p) => {
  p.variants[0].price = 7;
  p.variants[0].compare_at_price = 8;
  return p;
};

// Page errors are collected in the page itself: the same in every engine and driver.
const COLLECT_ERRORS = `<script>
  window.errors = [];
  addEventListener('error', (e) => errors.push(\`error: \${e.message}\`));
  addEventListener('unhandledrejection', (e) => errors.push(\`unhandled rejection: \${e.reason}\`));
  const consoleError = console.error;
  console.error = (...args) => { errors.push(args.join(' ')); consoleError(...args); };
</script>`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Theme file</title>
${COLLECT_ERRORS}</head><body>
<form id="cart" action="/cart/add" method="post">
${product('prepaid', 'currency="EUR" locale="en" selling-plan-id="4100000004"', json('coffee'))}
</form>
${product('prepaid-de', 'currency="EUR" locale="de" selling-plan-id="4100000004"', json('coffee'))}
${product('prepaid-jpy', 'currency="JPY" locale="en" selling-plan-id="4100000004"', json('coffee'))}
${product('prepaid-3', 'currency="JPY" locale="en" variant-id="45098765432101" selling-plan-id="4100000003"', json('coffee'))}
${product('subscription', 'currency="EUR" locale="en" selling-plan-id="4100000001"', json('coffee'))}
${product('sweater', 'currency="EUR" locale="en" variant-id="44012345678903"', json('apparel'))}
${product('tote', 'currency="EUR" locale="en" variant-id="47022233344401"', json('on-sale'))}
${product('tote-black', 'currency="EUR" locale="en" variant-id="47022233344402"', json('on-sale'))}
${product('half-up', 'currency="EUR" locale="en" variant-id="47022233344401"', json('on-sale', halfUpTote))}
</body></html>`;

// A theme's product page for a browser without form-associated custom elements: the server-rendered
// price, the theme's own `<input name="id">`, the theme file, then a script that reports what the page
// shows once the theme file has run (module scripts run in order) and clicks "Add to cart".
const OLD_BROWSER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Theme file, older browser</title>
${COLLECT_ERRORS}</head><body>
<form id="cart" action="/cart/add" method="post">
  <shop-product currency="EUR"><script type="application/json">${json('coffee')}</script>
    <shop-price>€12,00</shop-price></shop-product>
  <input type="hidden" name="id" value="45098765432103">
  <button>Add to cart</button>
</form>
<script type="module" src="/assets/shop-elements.js?v=1"></script>
<script type="module">
  const tags = ['shop-product', 'shop-price', 'variant-picker', 'selling-plan-selector', 'shop-quantity', 'shop-buy-button'];
  const price = document.querySelector('shop-price');
  const report = {
    errors,
    defined: tags.filter((t) => customElements.get(t)),
    price: price.textContent,
    shadow: !!price.shadowRoot,
  };
  await fetch('/report', { method: 'POST', body: JSON.stringify(report) });
  document.querySelector('button').click();
</script>
</body></html>`;

// A theme's product page with an ajax add to cart, and the gallery: what loads when, and a submit
// before the cart's code. The theme file is imported by the test, as on the page above.
const KEPT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>First use</title>
${COLLECT_ERRORS}</head><body>
<form id="kept-form" action="/cart/add" method="post">
<shop-product id="kept" currency="EUR" locale="en" variant-id="44012345678903"><script type="application/json">${json('apparel')}</script><shop-media><img alt="Merino crew sweater" width="1" height="1"></shop-media><shop-price></shop-price></shop-product>
<shop-buy-button ajax><button type="submit">Add to cart</button></shop-buy-button>
</form>
</body></html>`;

/** The storefront's answers the kept page needs: an empty cart, and an add that went through. */
const CART = JSON.stringify({ token: 't', currency: 'EUR', item_count: 0, total_price: 0, items: [] });
const ADDED = JSON.stringify({ items: [{ key: 'k', variant_id: 44012345678903, quantity: 1 }] });

/** Files the server holds back until released (a slow network for one file): file name -> release. */
const held = new Map();
const holdBack = (file) => {
  let release;
  held.set(file, { at: new Promise((resolve) => (release = resolve)) });
  return () => {
    held.delete(file);
    release();
  };
};
/** How many POSTs each path had. */
const postCount = new Map();

let server;
let origin;
/** POST bodies received, by path; `posted(path)` resolves with the first one. */
const posts = new Map();
const posted = (path) => {
  if (!posts.has(path)) {
    let resolve;
    posts.set(path, { promise: new Promise((r) => (resolve = r)), resolve });
  }
  return posts.get(path).promise;
};

async function serve() {
  if (origin) return origin;
  const { files } = await built;
  const routes = {
    '/': [PAGE, 'text/html; charset=utf-8'],
    '/older': [OLD_BROWSER_PAGE, 'text/html; charset=utf-8'],
    '/kept': [KEPT_PAGE, 'text/html; charset=utf-8'],
    '/blank': ['<!doctype html><title>Blank</title>', 'text/html; charset=utf-8'],
    '/cart.js': [CART, 'application/json'],
    // Served under assets/, as a theme's are: what loads on first use is found beside the theme file.
    ...Object.fromEntries(Object.entries(files).map(([name, code]) => [`/assets/${name}`, [code, 'text/javascript']])),
  };
  server = createServer(async (req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        postCount.set(path, (postCount.get(path) ?? 0) + 1);
        posted(path);
        posts.get(path).resolve(body);
        if (path === '/cart/add.js') return res.writeHead(200, { 'Content-Type': 'application/json' }).end(ADDED);
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      });
      return;
    }
    const route = routes[path];
    if (path.endsWith('.js')) requested.add(req.url);
    await held.get(path.replace('/assets/', ''))?.at;
    if (!route) return res.writeHead(req.url === '/favicon.ico' ? 204 : 404).end();
    res.writeHead(200, { 'Content-Type': route[1] }).end(route[0]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (origin = `http://127.0.0.1:${server.address().port}`);
}
after(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));

it('holds no decimal.js: money is integers, BigInt and Intl', async () => {
  const { modules } = await built;
  assert.ok(modules.some((id) => id.includes('/src/core/money.ts')), 'the module list is real');
  assert.deepEqual(modules.filter((id) => /[\\/]node_modules[\\/]decimal\.js[\\/]/.test(id)), []);
});

for (const engine of engines) describe(`dist/shop-elements.js in ${engine}`, { skip: found[engine] ? false : howToGet(engine), timeout: 90_000 }, () => {
  let page;

  before(async () => {
    page = await openPage(engine, found[engine]);
    requested.clear(); // what this engine's page asks for
    // The page has no script of ours: the bundle is imported once the products are in the DOM.
    await page.goto(`${await serve()}/`);
    await page.evaluate(async () => {
      // As a theme's asset URL: a version query, which the parts beside it do not get.
      window.shop = await import('/assets/shop-elements.js?v=1');
    });
  });

  after(() => page?.close());

  it('formatMoney gives the strings test/core/money.test.ts expects', async () => {
    const actual = await page.evaluate((rows) =>
      rows.map(([currency, locale, unit, format, amount]) => {
        try {
          // `unit ?? undefined`: WebDriver sends an array's undefined as null.
          return window.shop.formatMoney(amount, { currency, locale, unit: unit ?? undefined, format });
        } catch (e) {
          return `threw ${e}`;
        }
      }), MONEY);
    const failures = MONEY.map((row, i) => ({ row: row.slice(0, 5).map(String).join(' '), expected: row[5], actual: actual[i] }))
      .filter((r) => r.actual !== r.expected);
    assert.deepEqual(failures, []);
  });

  it('registers every element (those whose code loads on first use once one is in the document)', async () => {
    const tags = ['shop-product', 'shop-price', 'variant-picker', 'shop-buy-button'];
    assert.deepEqual(await page.evaluate((names) => names.filter((t) => !customElements.get(t)), tags), []);
    assert.deepEqual(await page.evaluate(() => ['selling-plan-selector', 'shop-cart-count', 'shop-media', 'shop-quantity'].filter((t) => customElements.get(t))), [], 'no code of theirs before one is on the page (the gallery and the quantity: before a move toward them)');
  });

  it('renders prices, savings badges and prepaid per-delivery lines from inline JSON products', async () => {
    const { rendered, submitted, errors } = await page.evaluate(async () => {
      await customElements.whenDefined('shop-product');
      const products = [...document.querySelectorAll('shop-product')];
      await Promise.all(products.map((el) => el.status !== 'loading' ? null : new Promise((resolve) => {
        el.addEventListener('shop-product-load', resolve, { once: true });
        el.addEventListener('shop-product-error', resolve, { once: true });
      })));
      const out = {};
      for (const el of products) {
        const price = el.querySelector('shop-price');
        await price.updateComplete;
        const part = (name) => price.querySelector(`.shop-price__${name}`)?.textContent.trim() ?? null;
        out[el.id] = { status: el.status, price: part('price'), compareAtPrice: part('compare-at'), badge: part('badge--sale'), perDelivery: part('per-delivery') };
      }
      const form = document.getElementById('cart');
      return { rendered: out, submitted: Object.fromEntries(new FormData(form)), errors: window.errors };
    });
    const ready = (price, compareAtPrice, badge, perDelivery = null) => ({ status: 'ready', price, compareAtPrice, badge, perDelivery });
    assert.deepEqual(rendered, {
      'prepaid': ready('€4,800.00', '€6,000.00', 'Save 20%', '€800.00 per delivery · 6 deliveries'),
      'prepaid-de': ready(`4.800,00${NBSP}€`, `6.000,00${NBSP}€`, 'Sie sparen 20 %', `800,00${NBSP}€ pro Lieferung · 6 Lieferungen`),
      'prepaid-jpy': ready('¥4,800', '¥6,000', 'Save 20%', '¥800 per delivery · 6 deliveries'),
      'prepaid-3': ready('¥2,550', '¥3,000', 'Save 15%', '¥850 per delivery · 3 deliveries'),
      'subscription': ready('€900.00', '€1,000.00', 'Save 10%'),
      'sweater': ready('€99.00', '€129.00', 'Save 23%'),
      'tote': ready('€24.50', '€35.00', 'Save 30%'),
      'tote-black': ready('€28.00', '€35.00', 'Save 20%'),
      'half-up': ready('€0.07', '€0.08', 'Save 13%'),
    });
    assert.deepEqual(submitted, { id: '45098765432101', selling_plan: '4100000004' });
    assert.deepEqual(errors, []);
  });

  it('loads the German strings from the content-hashed file beside the theme file (through the languages\' loaders, a file of their own), and the theme file once', async () => {
    const { files, initial } = await built;
    const german = Object.keys(files).filter((name) => /^shop-elements-de-[\w-]+\.js$/.test(name));
    const loaders = Object.keys(files).filter((name) => /^shop-elements-loaders-[\w-]+\.js$/.test(name));
    assert.equal(german.length, 1, `one German file among ${Object.keys(files)}`);
    assert.equal(loaders.length, 1, `one file of loaders among ${Object.keys(files)}`);
    // No language but English in the theme file or its chunks: German, French, Japanese, Arabic each a file beside it.
    for (const [lang, soldOut] of [['de', 'Ausverkauft'], ['fr', 'Épuisé'], ['ja', '売り切れ'], ['ar', 'نفدت الكمية']]) {
      assert.ok(!['shop-elements.js', ...initial, loaders[0]].some((f) => files[f].includes(soldOut)), `the theme file, its chunks and the loaders hold no ${lang}`);
      assert.equal(Object.keys(files).filter((name) => name.startsWith(`shop-elements-${lang}-`) && files[name].includes(soldOut)).length, 1, `one ${lang} file`);
    }
    // Never the theme file without its query: that would be a second copy of every module. No cart code: the page has no cart element, and nobody moved.
    assert.deepEqual([...requested].sort(), ['/assets/shop-elements.js?v=1', ...initial.map((f) => `/assets/${f}`), `/assets/${loaders[0]}`, `/assets/${german[0]}`].sort());
  });

  it('loads <selling-plan-selector>\'s code from its own file on first use; it imports the core chunk, not the theme file', async () => {
    const { files } = await built;
    const part = Object.keys(files).find((name) => /^shop-elements-selling-plan-selector-[\w-]+\.js$/.test(name));
    assert.ok(part, `a file for <selling-plan-selector> among ${Object.keys(files)}`);
    assert.ok(!requested.has(`/assets/${part}`), 'not before one is on the page');
    const rendered = await page.evaluate(async () => {
      const product = document.getElementById('prepaid');
      product.append(document.createElement('selling-plan-selector'));
      await customElements.whenDefined('selling-plan-selector');
      const selector = product.querySelector('selling-plan-selector');
      await selector.updateComplete;
      return selector.querySelectorAll('.shop-plans :is(input[type="radio"], option)').length;
    });
    assert.ok(rendered > 0, 'it shows the product\'s plans');
    assert.ok(requested.has(`/assets/${part}`));
    assert.ok(!/\/assets\/shop-elements\.js$/.test([...requested].join(' ')), 'never the theme file without its query');
  });

  it('loads <shop-cart-count>\'s code from its own file on first use; it imports the core chunk, not the theme file', async () => {
    const { files, initial } = await built;
    const part = Object.keys(files).find((name) => /^shop-elements-shop-cart-count-[\w-]+\.js$/.test(name));
    assert.ok(part, `a file for <shop-cart-count> among ${Object.keys(files)}`);
    const defined = await page.evaluate(async () => {
      document.body.append(document.createElement('shop-cart-count'));
      await customElements.whenDefined('shop-cart-count');
      return customElements.get('shop-cart-count').name;
    });
    assert.ok(defined);
    assert.ok(requested.has(`/assets/${part}`));
    assert.ok(!/\/assets\/shop-elements\.js$/.test([...requested].join(' ')), 'never the theme file without its query');
    assert.ok(initial.some((f) => files[part].includes(f)), 'the part imports the theme file\'s chunks');
  });

  /** Opens the kept page afresh (nothing of ours loaded) and imports the theme file; resolves once its product is ready. */
  async function openKept() {
    // Away first, so nothing the page before asked for late counts.
    await page.goto(`${await serve()}/blank`);
    await idle(200);
    requested.clear();
    await page.goto(`${await serve()}/kept`);
    await page.evaluate(async () => {
      window.shop = await import('/assets/shop-elements.js?v=1');
      const product = document.getElementById('kept');
      await customElements.whenDefined('shop-product');
      if (product.status === 'loading') await new Promise((resolve) => product.addEventListener('shop-product-load', resolve, { once: true }));
    });
  }
  const idle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const loadedParts = (files, names) => names.filter((name) => requested.has(`/assets/${partFile(files, name)}`));

  it('loads nothing more at idle: the cart store, the add\'s words and the gallery come on the first move toward the product and its button', async () => {
    const { files, initial } = await built;
    const parts = ['cart-store', 'cart-add', 'shop-media'];
    assert.deepEqual(parts.filter((name) => !partFile(files, name)), [], 'each is a file of its own');
    await openKept();
    await idle(1500);
    assert.deepEqual([...requested].sort(), ['/assets/shop-elements.js?v=1', ...initial.map((f) => `/assets/${f}`)].sort(), 'only the theme file and its chunks, also after 1.5 s of idle');
    assert.equal(await page.evaluate(() => !!customElements.get('shop-media')), false);
    // The shopper's pointer comes over the product: the cart store and the gallery; then over the button: the add's words.
    await page.evaluate(() => document.querySelector('#kept shop-price').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true })));
    await page.evaluate(() => Promise.race([customElements.whenDefined('shop-media').then(() => true), new Promise((resolve) => setTimeout(resolve, 5000))]));
    await page.evaluate(() => document.querySelector('shop-buy-button button').dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true })));
    for (let i = 0; i < 50 && loadedParts(files, parts).length < parts.length; i++) await idle(100);
    assert.deepEqual(loadedParts(files, parts), parts);
    assert.deepEqual(await page.evaluate(() => window.errors), []);
  });

  it('keeps a submit that comes before the cart\'s code: it waits for it, then posts once, the chosen variant', async () => {
    const { files } = await built;
    const release = holdBack(partFile(files, 'cart-store'));
    try {
      await openKept();
      const before = postCount.get('/cart/add.js') ?? 0;
      // No move first (a script's submit, or a click faster than the network): the form's own submit.
      await page.evaluate(() => document.getElementById('kept-form').requestSubmit(document.querySelector('shop-buy-button button')));
      await idle(500);
      assert.ok(requested.has(`/assets/${partFile(files, 'cart-store')}`), 'the submit asked for the cart\'s code');
      assert.equal(postCount.get('/cart/add.js') ?? 0, before, 'nothing posted before the code is here');
      assert.equal(await page.evaluate(() => location.pathname), '/kept', 'the page did not navigate');
      release();
      for (let i = 0; i < 50 && (postCount.get('/cart/add.js') ?? 0) === before; i++) await idle(100);
      assert.equal(postCount.get('/cart/add.js') ?? 0, before + 1, 'posted, once the code came');
      const body = await posted('/cart/add.js');
      await idle(500);
      assert.equal(postCount.get('/cart/add.js'), before + 1, 'posted once');
      assert.match(body, /name="id"\r\n\r\n44012345678903\r\n/);
      const message = await page.evaluate(() => document.querySelector('shop-buy-button').querySelector('.shop-buy-button__message').textContent);
      assert.match(message, /^Added to cart/);
      assert.deepEqual(await page.evaluate(() => window.errors), []);
    } finally {
      release();
    }
  });
});

it('theme/snippets/shop-elements-preload.liquid names the files this build makes (`npm run build` writes it)', async () => {
  const { snippet, initial, files } = await built;
  assert.equal(readFileSync(`${root}${PRELOAD_SNIPPET}`, 'utf8'), snippet, `${PRELOAD_SNIPPET} is out of date: run npm run build and commit it`);
  for (const file of initial) assert.ok(snippet.includes(`'${file}' | asset_url | split: '?' | first`), `a modulepreload hint for ${file}`);
  for (const [, file] of snippet.matchAll(/\b(shop-elements-[\w-]+\.js)\b/g)) assert.ok(files[file], `${file} is a file of this build`);
  // A page in a language with a file of its own preloads it and the loaders that load it; English preloads neither.
  for (const [lang, name] of [['de', 'de'], ['pt-br', 'pt-BR'], ['zh-tw', 'zh-TW']]) {
    assert.match(snippet, new RegExp(`\\b${lang}:${partFile(files, name)}\\b`), `the ${lang} strings' file`);
  }
  assert.ok(snippet.includes(`'${partFile(files, 'loaders')}' | asset_url`), 'a modulepreload hint for the loaders');
});

it('the preload snippet hints the page language\'s strings and their loaders as the elements choose them (the whole tag, else its language), none in English', async () => {
  const { snippet, files } = await built;
  const engine = new Liquid();
  engine.registerFilter('asset_url', (file) => `//shop.test/cdn/assets/${file}?v=1`);
  const strings = async (iso) => [...(await engine.parseAndRender(snippet, { request: { locale: { iso_code: iso } } }))
    .matchAll(/assets\/(shop-elements-[\w-]+\.js)"/g)].map(([, file]) => file).filter((file) => !/^shop-elements-(runtime|data|core|product|elements)-/.test(file));
  const loaders = partFile(files, 'loaders');
  assert.deepEqual(await strings('en'), []);
  assert.deepEqual(await strings('pt'), [], 'no Portuguese without its region: the elements speak English there too');
  assert.deepEqual(await strings('de'), [loaders, partFile(files, 'de')]);
  assert.deepEqual(await strings('de-CH'), [loaders, partFile(files, 'de')]);
  assert.deepEqual(await strings('pt-BR'), [loaders, partFile(files, 'pt-BR')]);
  assert.deepEqual(await strings('zh-TW'), [loaders, partFile(files, 'zh-TW')]);
});

// ---------------------------------------------------------------------------------------------
// An older browser: WPE WebKit 2.38 (Debian's `cog`, about Safari 16.0: no ElementInternals, no
// CustomStateSet) in its headless mode, no WebDriver: the page reports to the server and submits.
describe('dist/shop-elements.js in an older browser (WPE WebKit 2.38)', { skip: wpe ? false : howToGet('wpe'), timeout: 60_000 }, () => {
  it('loads without an error, registers nothing, keeps the fallback, and the theme\'s own form submits its id', async () => {
    const url = `${await serve()}/older`;
    const cog = spawn(wpe, ['--platform=headless', url], { stdio: 'ignore' });
    try {
      const exited = new Promise((_resolve, reject) => cog.once('exit', (code) => reject(new Error(`cog exited (${code}) before the page reported`))));
      const report = JSON.parse(await Promise.race([posted('/report'), exited]));
      assert.deepEqual(report, { errors: [], defined: [], price: '€12,00', shadow: false });
      assert.equal(await Promise.race([posted('/cart/add'), exited]), 'id=45098765432103');
    } finally {
      cog.kill();
    }
  });
});
