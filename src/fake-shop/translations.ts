/// <reference types="node" />
/**
 * The merchant's translations of product data, and the one way the fake applies them. As on the
 * platform (translations kept per language, served under the locale's prefix), `/de/products/<handle>.js`,
 * the theme's JSON view, Liquid's `product` on a `/de/` page and the lines of `/de/cart.js` carry the
 * product's German title, description, option names and option values, and its images' alt texts; a
 * variant's `title`, `public_title` and `name` are made of those. Ids, prices, handles, URLs, vendor,
 * type, tags and selling plans stay as they are (the fake translates no plan). A product, an option or a value the merchant did not translate stays in the shop's
 * language (English), as on the platform.
 *
 * The demo's: `demo/fixtures/translations/<language>.json`, by handle, options and values by their
 * names in the shop's language:
 * `{"linen-shirt": {"title": "Leinenhemd", "body": "<p>…</p>", "options": {"Color": {"name": "Farbe", "values": {"White": "Weiß"}}},
 * "alts": {"Linen Shirt in White, front": "Leinenhemd in Weiß, vorne"}}}`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from './language.js';

type Obj = Record<string, unknown>;

/** One option's translation: its name, and its values by their names in the shop's language. */
export interface OptionTranslation {
  name?: string;
  values?: Readonly<Record<string, string>>;
}

/** One product's translation. */
export interface ProductTranslation {
  title?: string;
  /** The description (the document's `description`, HTML). */
  body?: string;
  /** By the option's name in the shop's language. */
  options?: Readonly<Record<string, OptionTranslation>>;
  /** The images' and media's alt texts, by the text in the shop's language. */
  alts?: Readonly<Record<string, string>>;
}

/** One language's translations, by handle (NFC). */
export type ProductTranslations = ReadonlyMap<string, ProductTranslation>;

/** The shop's language: its documents are written in it and need no translation. */
export const SHOP_LANGUAGE: Language = 'en';

/** The languages a merchant can translate into (the fake's others). */
const TRANSLATED: readonly Language[] = ['de'];

const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A translations file's content, checked where it enters: only the fields above, strings where strings
 * belong, and no two options or values of one option translated alike (a shopper could not tell them
 * apart, and a variant would no longer be found by its values).
 */
function checked(value: unknown, source: string): ProductTranslations {
  const fail = (where: string, what: string): never => {
    throw new Error(`fake shop: ${source}: ${where} ${what}`);
  };
  const only = (o: Obj, keys: string[], where: string) => {
    for (const key of Object.keys(o)) if (!keys.includes(key)) fail(where, `has an unknown field "${key}" (${keys.join(', ')})`);
  };
  const text = (v: unknown, where: string) => (typeof v === 'string' ? v : fail(where, 'is not a string'));
  const distinct = (names: string[], where: string) => {
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice !== undefined) fail(where, `translates two names to "${twice}"`);
  };
  if (!isObject(value)) fail('the file', 'is not an object by handle');
  const translations = new Map<string, ProductTranslation>();
  for (const [handle, entry] of Object.entries(value as Obj)) {
    if (!isObject(entry)) fail(handle, 'is not an object');
    const product = entry as Obj;
    only(product, ['title', 'body', 'options', 'alts'], handle);
    if (product.title !== undefined) text(product.title, `${handle}.title`);
    if (product.body !== undefined) text(product.body, `${handle}.body`);
    if (product.alts !== undefined && !isObject(product.alts)) fail(`${handle}.alts`, 'is not an object by alt text');
    for (const [alt, t] of Object.entries((product.alts ?? {}) as Obj)) text(t, `${handle}.alts["${alt}"]`);
    if (product.options !== undefined && !isObject(product.options)) fail(`${handle}.options`, 'is not an object by option name');
    const options = (product.options ?? {}) as Obj;
    for (const [name, option] of Object.entries(options)) {
      const where = `${handle}.options["${name}"]`;
      if (!isObject(option)) fail(where, 'is not an object');
      only(option as Obj, ['name', 'values'], where);
      if ((option as Obj).name !== undefined) text((option as Obj).name, `${where}.name`);
      const values = (option as Obj).values ?? {};
      if (!isObject(values)) fail(`${where}.values`, 'is not an object by value');
      for (const [v, t] of Object.entries(values as Obj)) text(t, `${where}.values["${v}"]`);
      distinct(Object.entries(values as Obj).map(([v, t]) => String(t ?? v)), `${where}.values`);
    }
    distinct(Object.entries(options).map(([n, o]) => String((o as Obj).name ?? n)), `${handle}.options`);
    translations.set(handle.normalize('NFC'), product as ProductTranslation);
  }
  return translations;
}

/** The translations beside a fixtures folder (`<dir>/translations/<language>.json`), by language; none for a language without a file. */
export function loadTranslations(dir: string): Partial<Record<Language, ProductTranslations>> {
  const loaded: Partial<Record<Language, ProductTranslations>> = {};
  for (const language of TRANSLATED) {
    const file = join(dir, 'translations', `${language}.json`);
    if (!existsSync(file)) continue;
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`fake shop: translations/${language}.json is not valid JSON: ${(error as Error).message}`, { cause: error });
    }
    loaded[language] = checked(value, `translations/${language}.json`);
  }
  return loaded;
}

/** A variant's values in option order (its `options`, else `option1`…). */
const valuesOf = (variant: Obj, count: number): unknown[] =>
  (Array.isArray(variant.options) ? variant.options : [variant.option1, variant.option2, variant.option3].slice(0, count));

/**
 * A storefront product document (parsed, whole or cut) in the translation's language: its title and
 * description; each option's name and values; each variant's values (`options`, `option1`–`option3`)
 * translated as the option's, so a variant is still found by the values the options list, and its
 * `title` and `public_title` (the values joined) and `name` ("Product - Variant") made of them; every
 * image's and medium's `alt`. Anything else, and anything the translation does not name, is left as it is.
 */
export function translateProduct(product: Obj, translation: ProductTranslation): Obj {
  const options = Array.isArray(product.options) ? product.options as unknown[] : null;
  const names = (options ?? []).map((o) => String(isObject(o) ? o.name : o));
  const option = (i: number): OptionTranslation | undefined => {
    const name = names[i];
    return name !== undefined && Object.hasOwn(translation.options ?? {}, name) ? translation.options![name] : undefined;
  };
  const value = (i: number, v: unknown): unknown => {
    const values = option(i)?.values;
    return typeof v === 'string' && values && Object.hasOwn(values, v) ? values[v] : v;
  };
  const title = translation.title ?? product.title;
  const out: Obj = { ...product };
  if (translation.title !== undefined) out.title = translation.title;
  if (translation.body !== undefined) out.description = translation.body;
  if (options) {
    out.options = options.map((o, i) => {
      const name = option(i)?.name ?? names[i];
      if (!isObject(o)) return name;
      return { ...o, name, ...(Array.isArray(o.values) ? { values: o.values.map((v) => value(i, v)) } : {}) };
    });
  }
  if (Array.isArray(product.variants)) {
    out.variants = (product.variants as unknown[]).map((v) => {
      if (!isObject(v)) return v;
      const before = valuesOf(v, names.length);
      const after = before.map((x, i) => value(i, x));
      const joined = (values: unknown[]) => values.map(String).join(' / ');
      const variant: Obj = { ...v };
      if (Array.isArray(v.options)) variant.options = after;
      for (const k of [1, 2, 3]) if (`option${k}` in v) variant[`option${k}`] = value(k - 1, v[`option${k}`]);
      if (v.title === joined(before)) variant.title = joined(after);
      if (typeof v.public_title === 'string' && v.public_title === joined(before)) variant.public_title = joined(after);
      if (typeof v.name === 'string') {
        if (v.name === `${String(product.title)} - ${String(v.title)}`) variant.name = `${String(title)} - ${String(variant.title)}`;
        else if (v.name === product.title) variant.name = title;
      }
      return variant;
    });
  }
  const alts = translation.alts ?? {};
  // Alt texts are wherever an image is: the product's images and media, a variant's featured image and medium.
  const withAlts = (value: unknown): unknown => (Array.isArray(value) ? value.map(withAlts)
    : isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'alt' && typeof v === 'string' && Object.hasOwn(alts, v) ? alts[v] : withAlts(v)]))
      : value);
  return Object.keys(alts).length ? withAlts(out) as Obj : out;
}
