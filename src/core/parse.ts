/**
 * Validation at the boundary: untrusted storefront JSON in, typed objects out.
 * Every problem raises a ProductDataError naming the field path, e.g.
 * `variants[3].price: expected integer, got "12.00"`.
 * Shapes are declared as small schemas (snake_case keys in, camelCase keys out) so that the
 * checks stay readable and the library stays small.
 */
import { ProductDataError } from './errors.js';
import type { Cart, Product, ProductOption, Variant } from './types.js';

type Obj = Record<string, unknown>;

/**
 * JSON.parse that keeps integers beyond 2^53 exact: they come back as decimal strings.
 * One regex pass quotes every integer literal of 16 or more digits; JSON strings and numbers are
 * matched as whole tokens, so digits inside text, fractions and exponents are never touched. (Faster
 * than a reviver, and needs no JSON.parse source-text access. No lookbehind: Safari before 16.4 cannot
 * parse a file that has one.) A body that is not JSON raises a ProductDataError, never a bare SyntaxError.
 */
export function parseJsonExact(text: string): unknown {
  try {
    return JSON.parse(
      /\d{16}/.test(text)
        ? text.replace(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (m) =>
            !/^-?\d{16,}$/.test(m) || Number.isSafeInteger(Number(m)) ? m : `"${m}"`)
        : text,
    );
  } catch (error) {
    throw new ProductDataError('', `expected JSON, got ${(error as Error).message}`);
  }
}

function describe(v: unknown): string {
  return v === undefined ? 'nothing' : v === null ? 'null' : Array.isArray(v) ? 'an array'
    : typeof v === 'string' ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)
    : typeof v === 'object' ? 'an object' : String(v);
}

function fail(path: string, expected: string, got: unknown): never {
  throw new ProductDataError(path, `expected ${expected}, got ${describe(got)}`);
}

const at = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

const camel = (key: string) => key.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());

/**
 * A check takes the value and where it stands (parent path and key). The path string is only
 * built for objects and arrays, and on failure: checking a product touches hundreds of fields.
 */
type Check<T> = (value: unknown, parent: string, key: string | number) => T;

const scalar = <T>(expected: string, test: (v: unknown) => boolean): Check<T> => (v, p, k) =>
  test(v) ? (v as T) : fail(at(p, k), expected, v);

const str = scalar<string>('string', (v) => typeof v === 'string');
const bool = scalar<boolean>('boolean', (v) => typeof v === 'boolean');

/** A non-negative integer within exact range (amounts, positions, counts). */
const int: Check<number> = (v, p, k) =>
  Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number)
    : fail(at(p, k), Number.isInteger(v) && (v as number) < 0 ? 'non-negative integer' : 'integer', v);

/** An id: a non-negative integer, or a string of digits (exact beyond 2^53), as a decimal string. */
const id: Check<string> = (v, p, k) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? String(v)
    : typeof v === 'string' && /^\d{1,30}$/.test(v) ? v.replace(/^0+(?=\d)/, '')
    : fail(at(p, k), 'integer id', v);

/** Missing or null gives the fallback. */
const opt = <T, F>(check: Check<T>, fallback: F): Check<T | F> => (v, p, k) => (v == null ? fallback : check(v, p, k));

/** An array; missing or null is [] unless `required`. */
const list = <T>(check: Check<T>, required = false): Check<T[]> => (v, p, k) => {
  if (Array.isArray(v)) {
    const path = at(p, k);
    return v.map((x, i) => check(x, path, i));
  }
  return v == null && !required ? [] : fail(at(p, k), 'array', v);
};

const obj = (v: unknown, path: string): Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : fail(path, 'object', v);

/** An object whose snake_case keys are checked and returned camelCased. */
const shape = <T>(spec: Record<string, Check<unknown>>): Check<T> => {
  const fields = Object.entries(spec).map(([key, check]) => [key, camel(key), check] as const);
  return (v, p, k) => {
    const path = at(p, k);
    const o = obj(v, path);
    const out: Obj = {};
    for (const [key, name, check] of fields) out[name] = check(o[key], path, key);
    return out as T;
  };
};

type RawOption = { name: string; position: number; values: string[] | null };

/** Options come as `[{name, position}]`, `[{name, position, values}]`, or plain strings. */
const optionShape = shape<RawOption>({ name: str, position: opt(int, 0), values: opt(list(str), null) });
const option: Check<RawOption> = (v, p, k) => (typeof v === 'string' ? { name: v, position: 0, values: null } : optionShape(v, p, k));

const allocation = shape({
  selling_plan_id: id, selling_plan_group_id: id, price: int, compare_at_price: int, per_delivery_price: int,
});

const plan = shape({
  id,
  name: str,
  description: opt(str, ''),
  options: list(shape({ name: str, position: opt(int, 0), value: opt(str, '') })),
  recurring_deliveries: opt(bool, true),
});

const group = shape({
  id, name: str, options: list(shape({ name: str, position: opt(int, 0), values: list(str) })), selling_plans: list(plan, true),
});

const variant = shape<Omit<Variant, 'options'>>({
  id,
  title: opt(str, null),
  price: int,
  compare_at_price: opt(int, null),
  available: bool,
  sku: opt(str, null),
  barcode: opt(str, null),
  weight: opt(int, null),
  inventory_management: opt(str, null),
  requires_shipping: opt(bool, true),
  taxable: opt(bool, true),
  requires_selling_plan: opt(bool, false),
  selling_plan_allocations: list(allocation),
});

/** The product's own fields; the rest is derived from its variants and options. */
type ProductFields = Omit<Product, 'featuredImage' | 'available' | 'priceMin' | 'priceMax' | 'priceVaries' | 'options' | 'variants'>;

const product = shape<ProductFields & { featurotImage: string | null; featuredImage: string | null }>({
  id,
  title: str,
  handle: opt(str, ''),
  description: opt(str, ''),
  vendor: opt(str, ''),
  type: opt(str, ''),
  url: opt(str, ''),
  tags: list(str),
  images: list(str),
  featurot_image: opt(str, null),
  featured_image: opt(str, null),
  requires_selling_plan: opt(bool, false),
  selling_plan_groups: list(group),
});

/** Derived from the variants, but still type-checked so that a broken feed is noticed. */
const productPrices = shape({
  price: opt(int, 0),
  price_min: opt(int, 0),
  price_max: opt(int, 0),
  compare_at_price: opt(int, 0),
  compare_at_price_min: opt(int, 0),
  compare_at_price_max: opt(int, 0),
});

/** A variant's option values: `options`, else `option1`…`optionN`; one per product option. */
function variantOptions(raw: Obj, path: string, count: number): string[] {
  const values = raw.options != null ? list(str)(raw.options, path, 'options')
    : Array.from({ length: count }, (_, i) => str(raw[`option${i + 1}`], path, `option${i + 1}`));
  if (values.length !== count) fail(at(path, 'options'), `${count} value${count === 1 ? '' : 's'}`, values.length);
  return values;
}

/** Parses a storefront product (`/products/<handle>.js`) from its JSON text, or from parsed JSON. */
export function parseProduct(json: unknown): Product {
  return checkProduct(typeof json === 'string' ? parseJsonExact(json) : json);
}

/** Checks already-parsed JSON (a string here is a JSON string value, not text to parse). */
export function checkProduct(value: unknown): Product {
  const raw = obj(value, '');
  const { featurotImage, featuredImage, ...fields } = product(raw, '', '');
  productPrices(raw, '', '');
  const rawVariants = list((v, p, k) => obj(v, at(p, k)), true)(raw.variants, '', 'variants');
  if (!rawVariants.length) throw new ProductDataError('variants', 'expected at least one variant, got none');
  const names = list(option)(raw.options, '', 'options');
  if (!names.length) names.push({ name: 'Title', position: 1, values: null });

  const ids = new Map<string, number>();
  const tuples = new Map<string, number>();
  const variants = rawVariants.map((r, i): Variant => {
    const path = `variants[${i}]`;
    const options = variantOptions(r, path, names.length);
    const v = { ...variant(r, 'variants', i), options };
    v.title ??= options.join(' / ');
    const key = options.join('\u001f');
    if (ids.has(v.id)) {
      throw new ProductDataError(`${path}.id`, `duplicates the id of variants[${ids.get(v.id)}] (${v.id})`);
    }
    if (tuples.has(key)) {
      throw new ProductDataError(`${path}.options`, `duplicates the option values of variants[${tuples.get(key)}] (${options.join(' / ')})`);
    }
    ids.set(v.id, i);
    tuples.set(key, i);
    return v;
  });

  // Values in order of first appearance in the variants, unless the data gives them.
  const options: ProductOption[] = names.map((o, i) => ({
    name: o.name,
    position: o.position || i + 1,
    values: [...new Set(o.values ?? variants.map((v) => v.options[i]!))],
  }));
  const prices = variants.map((v) => v.price);
  const priceMin = Math.min(...prices);
  const priceMax = Math.max(...prices);
  return {
    ...fields,
    featuredImage: featurotImage ?? featuredImage,
    available: variants.some((v) => v.available),
    priceMin, priceMax, priceVaries: priceMin !== priceMax,
    options, variants,
  };
}

/** Parses `/cart.js` (text or parsed JSON): we need its `currency`. */
export function parseCart(json: unknown): Cart {
  return checkCart(typeof json === 'string' ? parseJsonExact(json) : json);
}

/** Checks an already-parsed cart. */
export function checkCart(value: unknown): Cart {
  const raw = obj(value, '');
  const currency = str(raw.currency, '', 'currency');
  if (!/^[A-Z]{3}$/.test(currency)) fail('currency', 'ISO 4217 code', currency);
  return { currency, itemCount: opt(int, 0)(raw.item_count, '', 'item_count') };
}
