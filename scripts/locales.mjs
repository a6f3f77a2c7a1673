// `npm run locales`: the elements' strings in every language the theme folder speaks, as modules.
//
// theme/locales/<code>.json is the one source of the shopper's words (a theme's Liquid reads it
// through snippets/shop-elements-strings.liquid). Pages without the theme's snippet (the demo, the
// fake shop's pages, npm users) get the same words from modules written from those files:
//   src/i18n/locales/<code>.ts   one language's `shop_elements.product.*`, `.volume.*`, `.cart.*`, `.pickup.*` and
//                                `.stock.*` strings under their UiStrings/CartStrings/PickupStrings/StockStrings
//                                names (`sold_out` → `soldOut`)
//   src/i18n/locales/gift-card-<code>.ts  its `.gift_card.*` strings (GiftCardStrings): loaded by a gift
//                                card's recipient form only, so no other page pays for them
//   src/i18n/locales/gift-card-loaders.ts  each language's gift card strings' `import()`
//   src/i18n/locales/loaders.ts  each language's `import()`: a part of its own, loaded on first use
//   src/i18n/locales/languages.ts the languages' tags: all the theme file holds of them
// English is built in (src/i18n/strings.ts, src/i18n/cart.ts) and checked against en.default.json by
// test/theme/strings.node.test.mjs; `shop_elements.theme.*` are the snippet's own words, not the elements'.
//
// `node scripts/locales.mjs --check` writes nothing and exits 1 naming each module that is not what
// the locale files make (test/theme/locales.node.test.mjs runs it).
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const LOCALES = join(root, 'theme/locales');
const OUT = join(root, 'src/i18n/locales');

/** The storefront locale files but the default (`fr.json`, `pt-BR.json`), by code, sorted. */
export function localeCodes() {
  return readdirSync(LOCALES)
    .filter((f) => f.endsWith('.json') && !f.includes('.default') && !f.endsWith('.schema.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** `sold_out` → `soldOut`. */
const camel = (key) => key.replace(/_([a-z])/g, (_, c) => c.toUpperCase());

/**
 * The parts whose words are modules of their own, per language: file prefix, the locale files' group,
 * the strings' interface (src/i18n/strings.ts), what the module is for.
 */
export const PARTS = [
  { part: 'gift-card', group: 'gift_card', type: 'GiftCardStrings', what: "a gift card's recipient form" },
  { part: 'stock', group: 'stock', type: 'StockStrings', what: 'the stock line' },
  { part: 'pickup', group: 'pickup', type: 'PickupStrings', what: 'the pickup availability' },
  { part: 'volume', group: 'volume', type: 'VolumeStrings', what: 'the volume pricing table' },
];

/** A locale file's element strings, by their UiStrings/CartStrings/… names, in the file's order. */
export function elementStrings(code, groups = ['product', 'cart']) {
  const { shop_elements: words } = JSON.parse(readFileSync(join(LOCALES, `${code}.json`), 'utf8'));
  return Object.fromEntries(groups.flatMap((group) => Object.entries(words[group] ?? {}).map(([k, v]) => [camel(k), v])));
}

const HEADER = (source) => `// Written by scripts/locales.mjs from ${source}: edit that, then \`npm run locales\`.\n`;
const name = (code) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code);

/** Every module's path (relative to src/i18n/locales) and text. */
export function modules() {
  const codes = localeCodes();
  const files = new Map();
  for (const code of codes) {
    const entries = Object.entries(elementStrings(code)).map(([k, v]) => `  ${k}: ${JSON.stringify(v)},`);
    files.set(`${code}.ts`, `${HEADER(`theme/locales/${code}.json`)}import type { CartStrings, UiStrings } from '../strings.js';

/** ${name(code)} (${code}). */
export const strings: UiStrings & CartStrings = {
${entries.join('\n')}
};
`);
  }
  const tag = (code) => code.toLowerCase();
  for (const { part, group, type, what } of PARTS) {
    for (const code of codes) {
      const entries = Object.entries(elementStrings(code, [group])).map(([k, v]) => `  ${k}: ${JSON.stringify(v)},`);
      files.set(`${part}-${code}.ts`, `${HEADER(`theme/locales/${code}.json`)}import type { ${type} } from '../strings.js';

/** ${name(code)} (${code}): ${what}. */
export const strings: ${type} = {
${entries.join('\n')}
};
`);
    }
    files.set(`${part}-loaders.ts`, `${HEADER('the list of theme/locales/*.json')}import type { ${type} } from '../strings.js';

/**
 * Each language's words of ${what}, a part of its own: imported by that part's code (itself loaded
 * only where the page has it: src/i18n/parts.ts), so no other page holds these names.
 */
const LOADERS: Record<string, () => Promise<{ strings: ${type} }>> = {
${codes.map((code) => `  ${JSON.stringify(tag(code))}: () => import('./${part}-${code}.js'),`).join('\n')}
};

/** The words of a language of \`LANGUAGES\` (a lower-case tag); none for another. */
export const load = (lang: string): Promise<Partial<${type}>> => LOADERS[lang]?.().then((m) => m.strings) ?? Promise.resolve({});
`);
  }
  files.set('loaders.ts', `${HEADER('the list of theme/locales/*.json')}import type { CartStrings, UiStrings } from '../strings.js';

type Module = Promise<{ strings: UiStrings & CartStrings }>;

/**
 * Each language's module, a part of its own: imported when an element's locale first needs it.
 * This file is a part too (strings.ts imports it on first use), so the theme file holds none of these names.
 */
const LOADERS: Record<string, () => Module> = {
${codes.map((code) => `  ${JSON.stringify(tag(code))}: () => import('./${code}.js'),`).join('\n')}
};

/** The strings of a language of \`LANGUAGES\` (a lower-case tag). */
export const load = (lang: string): Promise<UiStrings & CartStrings> => LOADERS[lang]!().then((m) => m.strings);
`);
  files.set('languages.ts', `${HEADER('the list of theme/locales/*.json')}
/** The languages whose strings are a module of their own (\`loaders.ts\`), as lower-case tags. */
export const LANGUAGES: readonly string[] = ${JSON.stringify(codes.map(tag).join(' '))}.split(' ');
`);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const files = modules();
  const stale = [];
  for (const [file, text] of files) {
    const path = join(OUT, file);
    if ((existsSync(path) ? readFileSync(path, 'utf8') : null) === text) continue;
    stale.push(file);
    if (!check) {
      mkdirSync(OUT, { recursive: true });
      writeFileSync(path, text);
    }
  }
  const extra = existsSync(OUT) ? readdirSync(OUT).filter((f) => !files.has(f)) : [];
  for (const file of extra) if (!check) rmSync(join(OUT, file));
  if (check) {
    if (stale.length || extra.length) {
      console.error(`locales: src/i18n/locales/ is not what theme/locales/*.json make (${[...stale, ...extra.map((f) => `${f}: no locale file`)].join(', ')}): run \`npm run locales\``);
      process.exit(1);
    }
    console.log(`locales: ${files.size} modules match theme/locales`);
  } else {
    console.log(`locales: ${stale.length} of ${files.size} modules written${extra.length ? `, ${extra.length} removed` : ''}`);
  }
}
