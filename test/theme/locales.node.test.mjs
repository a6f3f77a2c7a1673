// Every language the theme folder speaks (theme/locales/): the storefront locales Dawn ships, plus
// Arabic and Hebrew, each with exactly the default locale's keys and, in every string, exactly the
// English string's `{slots}` (a lost `{price}` would show a shopper no price; a translated one, the
// word "{prix}"); the schema locales Dawn ships with the section settings' keys, so Shopify's
// MatchingTranslations passes in a theme that has them; and the modules the pages without the theme's
// snippet load (src/i18n/locales/, written by scripts/locales.mjs) exactly what the files say.
// Run: node --test test/theme/locales.node.test.mjs
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = `${root}theme/locales/`;
const read = (file) => JSON.parse(readFileSync(`${dir}${file}`, 'utf8'));
/** A locale file's strings by dotted key. */
const flat = (node, prefix = '') =>
  Object.entries(node).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]]));
const slots = (text) => [...text.matchAll(/\{\{?\s*\w+\s*\}?\}/g)].map((m) => m[0]).sort();

// Shopify/dawn at 9ccdacf (`git ls-tree HEAD locales/`): its storefront and its schema locales.
const DAWN = 'bg cs da de el es fi fr hr hu id it ja ko lt nb nl pl pt-BR pt-PT ro ru sk sl sv th tr vi zh-CN zh-TW'.split(' ');
const DAWN_SCHEMA = 'cs da de es fi fr it ja ko nb nl pl pt-BR pt-PT sv th tr zh-CN zh-TW'.split(' ');

const files = readdirSync(dir);
const storefront = files.filter((f) => !f.includes('.default') && !f.endsWith('.schema.json')).map((f) => f.replace(/\.json$/, ''));
const schema = files.filter((f) => f.endsWith('.schema.json') && !f.includes('.default')).map((f) => f.replace(/\.schema\.json$/, ''));

describe('theme/locales: every language, every key, every slot', () => {
  it('ships every storefront locale Dawn ships, plus Arabic and Hebrew, and Dawn\'s schema locales', () => {
    assert.deepEqual(storefront.sort(), [...DAWN, 'ar', 'he'].sort());
    assert.deepEqual(schema.sort(), [...DAWN_SCHEMA].sort());
  });

  for (const [files, fallback] of [[storefront.map((c) => `${c}.json`), 'en.default.json'], [schema.map((c) => `${c}.schema.json`), 'en.default.schema.json']]) {
    const english = new Map(flat(read(fallback)));
    it(`${files.length} files hold exactly ${fallback}'s ${english.size} keys, each a string with the English string's slots`, () => {
      for (const file of files) {
        const strings = flat(read(file));
        assert.deepEqual(strings.map(([k]) => k), [...english.keys()], `${file}: the default's keys in its order`);
        for (const [key, text] of strings) {
          assert.equal(typeof text, 'string', `${file}: ${key}`);
          assert.notEqual(text.trim(), '', `${file}: ${key} is empty`);
          assert.deepEqual(slots(text), slots(english.get(key)), `${file}: ${key} = ${JSON.stringify(text)}`);
        }
      }
    });
  }

  it('a translated file is a translation: no string left in English', () => {
    // Strings with no word outside their slots (`{price}/{unit}`) read the same in every language; and
    // a few words other languages share with English (Subtotal in Portuguese, Check out in Indonesian,
    // minimum in French, per in Dutch); and, as Dawn translates its gift card recipient form, Name in
    // German, Email in Greek, Indonesian and Vietnamese, Message in French, YYYY-MM-DD in Croatian, Japanese, Korean, Chinese.
    const SAME = (text) => !/[A-Za-z]/.test(text.replace(/\{\w+\}/g, ''));
    const SHARED = ['Subtotal', 'Check out', 'minimum {count}', 'maximum {count}', '{price} per {unit}', 'Name', 'Email', 'Message', 'YYYY-MM-DD'];
    const english = flat(read('en.default.json')).filter(([, t]) => !SAME(t) && !SHARED.includes(t));
    for (const code of storefront) {
      const strings = new Map(flat(read(`${code}.json`)));
      const kept = english.filter(([k, t]) => strings.get(k) === t);
      assert.deepEqual(kept.map(([k]) => k), [], `${code}: English left in`);
    }
  });

  it('src/i18n/locales/ is what the files make (`npm run locales`)', () => {
    const run = spawnSync(process.execPath, ['scripts/locales.mjs', '--check'], { cwd: root, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
  });
});
