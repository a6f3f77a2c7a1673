// `shop-elements theme install <theme dir>` (src/cli/theme-install.ts) on a Dawn-shaped theme made in a
// temporary directory, from a package made beside it: the repository's own theme/ folder (whatever
// locale files it has) and a dist/ whose hashed file names a "rebuild" changes.
// Run: node --import ./test/demo/register-ts.mjs --test test/admin/cli-theme-install.node.test.mjs
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.ts';
import { MANIFEST } from '../../src/cli/theme-install.ts';
import { createRequire } from 'node:module';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const THEME_LOCALES = join(REPO, 'theme', 'locales');

async function run(args) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, isTTY: false });
  return { code, stdout, stderr };
}

/** Every file under `dir` with its bytes (base64), by relative path: "nothing changed" is equality of two of these. */
function snapshot(dir) {
  return Object.fromEntries(readdirSync(dir, { recursive: true }).sort()
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => [f, readFileSync(join(dir, f)).toString('base64')]));
}

const json = (file) => JSON.parse(readFileSync(file, 'utf8'));
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/** Every leaf's dotted key path. */
const leafPaths = (o, prefix = []) => Object.entries(o).flatMap(([k, v]) => (isObject(v) ? leafPaths(v, [...prefix, k]) : [[...prefix, k].join('.')]));
const at = (o, path) => path.split('.').reduce((v, k) => v?.[k], o);

/** How many keys a JSON text writes (each string followed by a colon): more than the parsed object has means a key written twice. */
const keysWritten = (text) => [...text.matchAll(/"(?:[^"\\]|\\.)*"(\s*:)?/g)].filter((m) => m[1]).length;
const keyCount = (o) => Object.values(o).reduce((n, v) => n + 1 + (isObject(v) ? keyCount(v) : 0), 0);

/** Whether `lines` are all in `inside`, in the same order, with only whole lines between them. */
function keptInOrder(lines, inside) {
  let i = 0;
  for (const line of inside) if (i < lines.length && line === lines[i]) i++;
  return i === lines.length;
}

/** The package: a package.json named shop-elements, the repository's theme/, and a dist/ built as `build`. */
function makePackage(dir, build) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'shop-elements', version: '0.1.0' }));
  cpSync(join(REPO, 'theme'), join(dir, 'theme'), { recursive: true });
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  if (build) {
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'shop-elements.js'), `export * from './shop-elements-core-${build}.js';\n`);
    writeFileSync(join(dir, 'dist', `shop-elements-core-${build}.js`), `export const build = '${build}';\n`);
    writeFileSync(join(dir, 'dist', `shop-elements-de-${build}.js`), `export default {};\n`);
  }
  return dir;
}

// Dawn's locale files: 2-space JSON, nested keys (a few of Dawn's own, 9ccdacf).
const DAWN_EN = {
  general: { password_page: { login_form_heading: 'Enter store using password:', login_form_submit: 'Enter' }, accessibility: { skip_to_text: 'Skip to content' } },
  products: { product: { add_to_cart: 'Add to cart', sold_out: 'Sold out', quantity: { label: 'Quantity' } } },
};
const DAWN_FR = {
  general: { password_page: { login_form_heading: 'Accéder à la boutique à l\'aide d\'un mot de passe :', login_form_submit: 'Saisir' }, accessibility: { skip_to_text: 'Ignorer et passer au contenu' } },
  products: { product: { add_to_cart: 'Ajouter au panier', sold_out: 'Épuisé', quantity: { label: 'Quantité' } } },
  // A key the theme already has (translated by the theme's own people): kept as it is.
  shop_elements: { product: { sold_out: 'Épuisé (notre mot)' } },
};
const DAWN_SCHEMA = { sections: { 'main-product': { name: 'Product information', settings: { hide_variants: { label: 'Hide unselected variants’ media on desktop' } } } } };

/** A Dawn-shaped theme: layout/theme.liquid, Dawn-style locales (one the package has no file for, one tab-indented with CRLF, one of four spaces after a BOM), the theme's own snippet and asset. */
function makeTheme(dir) {
  for (const folder of ['layout', 'locales', 'snippets', 'assets', 'sections', 'templates', 'config']) mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, 'layout', 'theme.liquid'), '<!doctype html>\n<html>{{ content_for_layout }}</html>\n');
  writeFileSync(join(dir, 'locales', 'en.default.json'), `${JSON.stringify(DAWN_EN, null, 2)}\n`);
  writeFileSync(join(dir, 'locales', 'fr.json'), `${JSON.stringify(DAWN_FR, null, 2)}\n`);
  // A language the package does not speak (Esperanto): it gets the English keys.
  writeFileSync(join(dir, 'locales', 'eo.json'), `${JSON.stringify(DAWN_EN, null, 2)}\n`);
  // Another house style: tabs and CRLF line ends.
  writeFileSync(join(dir, 'locales', 'nl.json'), `${JSON.stringify(DAWN_EN, null, '\t').replace(/\n/g, '\r\n')}\r\n`);
  // Four spaces, after a byte order mark (as some Windows editors save).
  writeFileSync(join(dir, 'locales', 'sv.json'), `\uFEFF${JSON.stringify(DAWN_EN, null, 4)}\n`);
  writeFileSync(join(dir, 'locales', 'en.default.schema.json'), `${JSON.stringify(DAWN_SCHEMA, null, 2)}\n`);
  writeFileSync(join(dir, 'locales', 'fr.schema.json'), `${JSON.stringify(DAWN_SCHEMA, null, 2)}\n`);
  writeFileSync(join(dir, 'snippets', 'price.liquid'), '{{ product.price | money }}\n');
  writeFileSync(join(dir, 'assets', 'base.css'), 'body { margin: 0; }\n');
  return dir;
}

/** The package's locale data: the default (English) file of a kind, and a language's own file, if it has one. */
function packageLocale(name) {
  const file = join(THEME_LOCALES, name);
  return existsSync(file) ? json(file) : null;
}

describe('shop-elements theme install', { timeout: 60_000 }, () => {
  let dir;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'shop-elements-theme-install-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('copies the theme folder and the build, merges the locale keys as text; the second run changes nothing and says so', async () => {
    const pkg = makePackage(join(dir, 'pkg-1'), 'AAAA1111');
    const theme = makeTheme(join(dir, 'dawn-1'));
    const original = Object.fromEntries(readdirSync(join(theme, 'locales')).map((f) => [f, readFileSync(join(theme, 'locales', f), 'utf8')]));

    const first = await run(['theme', 'install', theme, '--from', pkg]);
    assert.equal(first.code, 0, first.stderr);
    assert.equal(first.stderr, '');
    // The theme folder's files and the built ones, byte for byte.
    for (const file of readdirSync(join(pkg, 'theme'), { recursive: true })) {
      if (file.startsWith('locales') || file.startsWith('.') || !statSync(join(pkg, 'theme', file)).isFile()) continue;
      assert.deepEqual(readFileSync(join(theme, file)), readFileSync(join(pkg, 'theme', file)), file);
    }
    for (const file of ['shop-elements.js', 'shop-elements-core-AAAA1111.js', 'shop-elements-de-AAAA1111.js']) {
      assert.deepEqual(readFileSync(join(theme, 'assets', file)), readFileSync(join(pkg, 'dist', file)), file);
    }
    assert.match(first.stdout, /add +assets\/shop-elements-core-AAAA1111\.js/);
    assert.match(first.stdout, /merge +locales\/fr\.json: \d+ key\(s\) added, 1 already there kept/);

    const english = packageLocale('en.default.json');
    const englishSchema = packageLocale('en.default.schema.json');
    const french = packageLocale('fr.json') ?? {};
    for (const [file, before] of Object.entries(original)) {
      const after = readFileSync(join(theme, 'locales', file), 'utf8');
      const eol = file === 'nl.json' ? '\r\n' : '\n';
      // The theme's own lines, in their order, untouched: only whole lines were added.
      assert.ok(keptInOrder(before.split(eol), after.split(eol)), `${file}: every line the theme had is there, in its order`);
      assert.equal(after.split(eol).some((l) => l.includes('\n') || l.includes('\r')), false, `${file}: one kind of line end`);
      const data = JSON.parse(after.replace(/^\uFEFF/, ''));
      assert.equal(keysWritten(after), keyCount(data), `${file}: no key written twice`);
      const wanted = file.endsWith('.schema.json') ? englishSchema : english;
      // Every key the package's default file has (MatchingTranslations) …
      for (const key of leafPaths(wanted)) assert.equal(typeof at(data, key), 'string', `${file}: ${key}`);
      // … and every value the theme had, unchanged.
      const had = JSON.parse(before.replace(/^\uFEFF/, ''));
      for (const key of leafPaths(had)) assert.equal(at(data, key), at(had, key), `${file}: ${key} kept`);
    }
    const fr = json(join(theme, 'locales', 'fr.json'));
    assert.equal(fr.shop_elements.product.sold_out, 'Épuisé (notre mot)', 'a key already there is kept');
    for (const key of leafPaths(french).filter((k) => k !== 'shop_elements.product.sold_out')) assert.equal(at(fr, key), at(french, key), `fr.json: the package's French ${key}`);
    assert.equal(json(join(theme, 'locales', 'eo.json')).shop_elements.product.sold_out, english.shop_elements.product.sold_out, 'a language the package lacks gets English');
    assert.deepEqual(json(join(theme, 'locales', 'fr.schema.json')).sections.shop_product, { ...englishSchema.sections.shop_product, ...(packageLocale('fr.schema.json')?.sections?.shop_product ?? {}) });
    assert.ok(!existsSync(join(theme, 'locales', 'de.json')), 'a language the theme does not speak is not added');

    // Indentation: Dawn's two spaces, and the tab-and-CRLF file's own.
    const frText = readFileSync(join(theme, 'locales', 'fr.json'), 'utf8');
    assert.match(frText, /\n {2}"shop_elements": \{\n {4}"[a-z_]+": \{\n {6}"[a-z_]+": "/, 'new groups at the theme\'s two spaces a level');
    assert.match(frText, /\n {4}"product": \{\n {6}"[a-z_]+": "[^"]*",\n/, 'new keys in a group the theme has, at its indentation');
    assert.match(frText, /\n {6}"sold_out": "Épuisé \(notre mot\)"\n/);
    const nlText = readFileSync(join(theme, 'locales', 'nl.json'), 'utf8');
    assert.match(nlText, /\r\n\t"shop_elements": \{\r\n\t\t"product": \{\r\n\t\t\t"[a-z_]+": /);
    assert.equal(nlText.replace(/\r\n/g, '').includes('\n'), false, 'CRLF throughout');
    const svText = readFileSync(join(theme, 'locales', 'sv.json'), 'utf8');
    assert.ok(svText.startsWith('\uFEFF{\n    "'), 'the byte order mark kept');
    assert.match(svText, /\n {4}"shop_elements": \{\n {8}"[a-z_]+": \{\n {12}"[a-z_]+": "/);

    // The second run: byte for byte the same theme, and it says so.
    const installed = snapshot(theme);
    const second = await run(['theme', 'install', theme, '--from', pkg]);
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stdout, /^theme install: nothing to change, .*dawn-1 already has shop-elements 0\.1\.0's files and locale keys\n$/);
    assert.deepEqual(snapshot(theme), installed);
  });

  it('after a rebuild, removes the files the earlier install wrote and this one has not, and never a file of the theme\'s own', async () => {
    const pkg = makePackage(join(dir, 'pkg-2'), 'AAAA1111');
    const theme = makeTheme(join(dir, 'dawn-2'));
    // The theme's own file with a name like the build's: never written by the install, never removed.
    writeFileSync(join(theme, 'assets', 'shop-elements-legacy-ZZZZ.js'), '// the theme\'s own\n');
    assert.equal((await run(['theme', 'install', theme, '--from', pkg])).code, 0);
    assert.ok(json(join(theme, MANIFEST)).files['assets/shop-elements-core-AAAA1111.js'], 'the manifest lists what it wrote');

    makePackage(pkg, 'BBBB2222');
    const rebuilt = await run(['theme', 'install', theme, '--from', pkg]);
    assert.equal(rebuilt.code, 0, rebuilt.stderr);
    assert.match(rebuilt.stdout, /remove +assets\/shop-elements-core-AAAA1111\.js/);
    const assets = readdirSync(join(theme, 'assets')).filter((f) => f.endsWith('.js')).sort();
    assert.deepEqual(assets, ['shop-elements-core-BBBB2222.js', 'shop-elements-de-BBBB2222.js', 'shop-elements-legacy-ZZZZ.js', 'shop-elements.js']);
    assert.equal(readFileSync(join(theme, 'assets', 'base.css'), 'utf8'), 'body { margin: 0; }\n');
    assert.equal(readFileSync(join(theme, 'snippets', 'price.liquid'), 'utf8'), '{{ product.price | money }}\n');
    assert.deepEqual(Object.keys(json(join(theme, MANIFEST)).files).filter((f) => f.endsWith('.js')), ['assets/shop-elements-core-BBBB2222.js', 'assets/shop-elements-de-BBBB2222.js', 'assets/shop-elements.js']);
  });

  it('never replaces a file of the theme\'s own or one changed since it installed it (exit 1, nothing written), unless --force', async () => {
    const pkg = makePackage(join(dir, 'pkg-3'), 'AAAA1111');
    const theme = makeTheme(join(dir, 'dawn-3'));
    assert.equal((await run(['theme', 'install', theme, '--from', pkg])).code, 0);
    // The theme's developer changed the installed snippet; then the package is rebuilt.
    writeFileSync(join(theme, 'snippets', 'shop-product.liquid'), 'my own version\n');
    makePackage(pkg, 'BBBB2222');
    const before = snapshot(theme);
    const refused = await run(['theme', 'install', theme, '--from', pkg]);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /^✗ snippets\/shop-product\.liquid: changed in the theme since shop-elements installed it\n/);
    assert.match(refused.stderr, /nothing written .* --force/);
    assert.deepEqual(snapshot(theme), before, 'nothing written');
    const forced = await run(['theme', 'install', theme, '--from', pkg, '--force']);
    assert.equal(forced.code, 0, forced.stderr);
    assert.deepEqual(readFileSync(join(theme, 'snippets', 'shop-product.liquid')), readFileSync(join(pkg, 'theme', 'snippets', 'shop-product.liquid')));
  });

  it('Shopify\'s theme-check with MatchingTranslations on finds nothing missing in the installed theme', async () => {
    // Offline, as scripts/theme-check.mjs runs it.
    const require = createRequire(import.meta.url);
    process.env.SHOPIFY_TLD_ROOT ??= join(require.resolve('@shopify/theme-check-docs-updater/package.json'), '..');
    const { themeCheckRun } = await import('@shopify/theme-check-node');
    const config = join(dir, 'matching-translations.yml');
    writeFileSync(config, 'extends: theme-check:recommended\nMatchingTranslations:\n  enabled: true\n');
    const pkg = makePackage(join(dir, 'pkg-tc'), 'AAAA1111');
    const theme = makeTheme(join(dir, 'dawn-tc'));
    const matching = async () => (await themeCheckRun(theme, config, () => {})).offenses.filter((o) => o.check === 'MatchingTranslations').map((o) => o.message);
    assert.equal((await run(['theme', 'install', theme, '--from', pkg])).code, 0);
    assert.deepEqual(await matching(), []);
    // The check does look: a key taken out of a language is an offense.
    const fr = join(theme, 'locales', 'fr.json');
    writeFileSync(fr, readFileSync(fr, 'utf8').replace(/\n {6}"price": "[^"]*",/, ''));
    assert.deepEqual(await matching(), ['The translation for \'shop_elements.product.price\' is missing']);
  });

  it('--dry-run says what it would do and writes nothing', async () => {
    const pkg = makePackage(join(dir, 'pkg-4'), 'AAAA1111');
    const theme = makeTheme(join(dir, 'dawn-4'));
    const before = snapshot(theme);
    const { code, stdout, stderr } = await run(['theme', 'install', theme, '--from', pkg, '--dry-run']);
    assert.equal(code, 0, stderr);
    assert.match(stdout, /would add +assets\/shop-elements\.js/);
    assert.match(stdout, /would merge +locales\/fr\.json: \d+ key\(s\) added/);
    assert.match(stdout, /dry run, nothing written/);
    assert.deepEqual(snapshot(theme), before);
  });

  it('bad input exits 2 with one line naming the cause, and writes nothing', async () => {
    const pkg = makePackage(join(dir, 'pkg-5'), 'AAAA1111');
    const unbuilt = makePackage(join(dir, 'pkg-unbuilt'), null);
    const theme = (name, change) => {
      const t = makeTheme(join(dir, name));
      change?.(t);
      return t;
    };
    const aFile = join(dir, 'a-file');
    writeFileSync(aFile, 'x');
    const cases = [
      [[join(dir, 'no-such-theme')], /^shop-elements: no such directory: .*no-such-theme\n$/],
      [[aFile], /^shop-elements: .*a-file is a file: name the theme's directory/],
      [[theme('no-layout', (t) => rmSync(join(t, 'layout'), { recursive: true }))], /^shop-elements: .*no-layout is not a Shopify theme: it has no layout\/theme\.liquid\n$/],
      [[theme('no-locales', (t) => rmSync(join(t, 'locales'), { recursive: true }))], /^shop-elements: .*no-locales is not a Shopify theme: it has no locales\/ folder\n$/],
      [[theme('bad-locale', (t) => writeFileSync(join(t, 'locales', 'fr.json'), '{\n  "general": {\n    "a": "b",\n  }\n}\n'))], /^shop-elements: locales\/fr\.json is not JSON: property name expected at line 4, column 3\n$/],
      [[theme('array-locale', (t) => writeFileSync(join(t, 'locales', 'fr.json'), '[]\n'))], /^shop-elements: locales\/fr\.json is not a JSON object/],
      [[theme('bad-manifest', (t) => writeFileSync(join(t, MANIFEST), '{"files": {"../../etc/passwd": "sha256:0"}}'))], /^shop-elements: assets\/shop-elements\.manifest\.json is not one shop-elements wrote/],
      [[theme('unbuilt'), '--from', unbuilt], /^shop-elements: .*dist\/shop-elements\.js is not built: run npm run build in .*pkg-unbuilt first\n$/],
      [[theme('two'), join(dir, 'two')], /^shop-elements: theme install takes one <theme dir>, got 2/],
      [[], /^shop-elements: theme install needs <theme dir>/],
    ];
    for (const [args, message] of cases) {
      const target = args[0] && existsSync(args[0]) && statSync(args[0]).isDirectory() ? args[0] : null;
      const before = target && snapshot(target);
      const withPackage = args.includes('--from') ? args : [...args, '--from', pkg];
      const { code, stdout, stderr } = await run(['theme', 'install', ...withPackage]);
      assert.equal(code, 2, `${args.join(' ')}: ${stderr}`);
      assert.equal(stdout, '');
      assert.equal(stderr.split('\n').length, 2, `one line: ${stderr}`);
      assert.match(stderr, message);
      if (target) assert.deepEqual(snapshot(target), before, `nothing written to ${target}`);
    }
  });
});
