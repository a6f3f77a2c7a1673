/**
 * Validation at the boundary: untrusted storefront JSON in, typed objects out.
 *
 * Strict where a wrong value would show a wrong price or submit a wrong variant; liberal
 * everywhere else, because real shops send more variety than the seed's tables (ids as strings,
 * nulls, images as objects, extra fields) and a field the elements never read must not blank a
 * product. A strict field raises a ProductDataError naming its path
 * (`variants[3].price: expected integer, got "12.00"`); a liberal one falls back as listed.
 * The storefront's own objects stay reachable, unchanged, as `product.raw` and `variant.raw`.
 *
 * Field by field:
 * - Strict, required: `variants` (at least one), `variants[].id`, `.price`, `.available`, the
 *   option values (`options` or `option1`…), `selling_plan_groups[].id` and `.selling_plans`,
 *   `selling_plans[].id`, allocations' `selling_plan_id`, `selling_plan_group_id`, `price`.
 *   Variant and plan ids: integers or digit strings (they are submitted). Group ids are opaque:
 *   any non-empty string (real shops send 40 hex digits) or integer, compared as strings.
 * - Strict when present, null or missing allowed: `variants[].compare_at_price` (no sale),
 *   allocations' `compare_at_price` (a plan without a discount) and `per_delivery_price`
 *   (missing: the price is per delivery), `unit_price` (variant and allocation),
 *   `requires_selling_plan` (product and variant; missing: false): each changes a price shown,
 *   or whether the form may submit without a plan.
 * - Option names: strings (they key the shopper's selection); a name may be given as a plain
 *   string. Missing `options`: one option, "Title".
 * - Liberal (wrong type, null or missing gives the fallback): product `id` (''), `title`,
 *   `handle`, `description`, `vendor`, `type`, `url` (''), `tags` ([]; a comma-separated string
 *   is split), `images` (strings or objects with `src`; others dropped), `featurot_image` /
 *   `featured_image` (a URL, an object with `src`, or null), variant `title` (the option values),
 *   `sku`, `barcode`, `weight`, `inventory_management` (null), `requires_shipping`, `taxable`
 *   (true), `unit_price_measurement` (unreadable: no unit price shown, never a wrong one), plan
 *   and group `name` (''), `description` (''), `options`, `recurring_deliveries` (true).
 *   Product-level prices (`price`, `price_min`…) are not read: they are derived from the variants.
 *   `variants_count` (null): how many variants the product has in all, where the data says (the
 *   theme snippet's inline data does; `/products/<handle>.js` does not).
 *   Stock is not read here (a page without a stock line pays nothing for it): the snippet's
 *   `variants_inventory` and a variant's `inventory_quantity`, `inventory_policy`, `incoming` stay in
 *   `raw`, checked where they are read (core/stock.ts, loaded with `<shop-stock>`).
 * - Liberal, see `media` below: `media` (else `images`), and the variants' `featured_media` /
 *   `featured_image` (which media a variant features; both stay in `raw`).
 * - Ignored and kept in `raw`: every other field (`featured_image` of variants,
 *   `quantity_rule`, `price_adjustments`, `app_id`, app fields).
 * - Rejected whole, with what the body looks like: an admin-API product (wrapped in `"product"`),
 *   a list of products, an HTML page, text that is not JSON.
 */
import { at, expected, idDigits, isHtml } from './check.js';
import { ProductDataError } from './errors.js';
import type { LinkedValue, Media, MediaType, Product, ProductOption, QuantityRule, RawObject, SellingPlanAllocation, Swatch, Swatches, UnitPrice, Variant } from './types.js';

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
    throw new ProductDataError('', `expected JSON, got ${isHtml(text) ? 'an HTML page' : (error as Error).message}`);
  }
}

export function fail(path: string, what: string, got: unknown): never {
  throw new ProductDataError(path, expected(what, got));
}

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
/** Text a shopper reads (option values, names): a string, or a number written as one. */
const text: Check<string> = (v, p, k) =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : str(v, p, k);

/** A non-negative integer within exact range (amounts, positions, counts). */
const int: Check<number> = (v, p, k) =>
  Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number)
    : fail(at(p, k), Number.isInteger(v) && (v as number) < 0 ? 'non-negative integer'
      : typeof v === 'string' && /^\d+\.\d+$/.test(v) ? 'integer (a decimal price such as the admin API sends is not a storefront amount)'
      : 'integer', v);

/** A variant or plan id: a non-negative integer, or a string of digits (exact beyond 2^53), as a decimal string. */
const id: Check<string> = (v, p, k) => idDigits(v) ?? fail(at(p, k), 'integer id', v);

/** A selling plan group id: opaque, any non-empty string or integer, kept as sent. */
const opaqueId: Check<string> = (v, p, k) =>
  (typeof v === 'string' ? v.trim() || null : idDigits(v)) ?? fail(at(p, k), 'id (a string or an integer)', v);

/** An image as a URL, or an object with a `src` URL (`{src, width, height, alt}`). */
const imageSrc: Check<string> = (v, p, k) =>
  typeof v === 'object' && v !== null && typeof (v as Obj).src === 'string' ? ((v as Obj).src as string) : str(v, p, k);

/** Missing or null gives the fallback; a value of the wrong type still fails. */
const opt = <T, F>(check: Check<T>, fallback: F): Check<T | F> => (v, p, k) => (v == null ? fallback : check(v, p, k));

/** Liberal: missing, null or of the wrong type gives the fallback (a field the elements only show or pass on). */
const lax = <T, F>(check: Check<T>, fallback: F): Check<T | F> => (v, p, k) => {
  if (v == null) return fallback;
  try {
    return check(v, p, k);
  } catch (error) {
    if (error instanceof ProductDataError) return fallback;
    throw error;
  }
};

/** An array; missing or null is [] unless `required`. */
const list = <T>(check: Check<T>, required = false): Check<T[]> => (v, p, k) => {
  if (Array.isArray(v)) {
    const path = at(p, k);
    return v.map((x, i) => check(x, path, i));
  }
  return v == null && !required ? [] : fail(at(p, k), 'array', v);
};

/** Liberal list: the items that pass; anything but an array is []. */
const laxList = <T>(check: Check<T>): Check<T[]> => {
  const item = lax(check, undefined);
  return (v, p, k) => {
    if (!Array.isArray(v)) return [];
    const path = at(p, k);
    return v.map((x, i) => item(x, path, i)).filter((x): x is T => x !== undefined);
  };
};

const obj = (v: unknown, path: string): Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : fail(path, 'object', v);

/** An object whose snake_case keys are checked and returned camelCased. */
const shape = <T>(spec: Record<string, Check<unknown>>): Check<T> => {
  // Objects, not [key, name, check] tuples: a product checks hundreds of variants of a dozen fields
  // each, and destructuring a tuple in the loop runs an iterator per field, most of the check's cost
  // while its code is still cold (a collection page's first cards).
  const fields = Object.entries(spec).map(([key, check]) => ({ key, name: camel(key), check }));
  return (v, p, k) => {
    const path = at(p, k);
    const o = obj(v, path);
    const out: Obj = {};
    for (const field of fields) out[field.name] = field.check(o[field.key], path, field.key);
    return out as T;
  };
};

/** The validation kit, for the other checker of storefront data (complete.ts: the JSON view's pages). */
export const checks = { bool, id, int, lax, laxList, list, obj, shape, str, text };

type RawOption = { name: string; position: number; values: string[] | null };

/** Options come as `[{name, position}]`, `[{name, position, values}]`, or plain strings. */
const optionShape = shape<RawOption>({ name: str, position: lax(int, 0), values: lax(list(text), null) });
const option: Check<RawOption> = (v, p, k) => (typeof v === 'string' ? { name: v, position: 0, values: null } : optionShape(v, p, k));

type Measurement = Omit<UnitPrice, 'amount'>;

const UNIT_NAMES: Record<string, string> = { m2: 'm²', m3: 'm³' };

/** What a unit price refers to: `reference_value` (a positive number, or a number as a string) and `reference_unit`. */
const measurement: Check<Measurement> = (v, p, k) => {
  const o = obj(v, at(p, k));
  const value = typeof o.reference_value === 'string' ? Number(o.reference_value) : o.reference_value;
  if (typeof value !== 'number' || !(value > 0) || !Number.isFinite(value)) fail(at(at(p, k), 'reference_value'), 'positive number', o.reference_value);
  const unit = str(o.reference_unit, at(p, k), 'reference_unit').trim().toLowerCase();
  if (!unit) fail(at(at(p, k), 'reference_unit'), 'unit', o.reference_unit);
  return { referenceValue: value, referenceUnit: UNIT_NAMES[unit] ?? unit };
};

const unitPrice = (amount: number | null, measured: Measurement | null): UnitPrice | null =>
  amount === null || !measured ? null : { amount, ...measured };

const allocation = shape<Omit<SellingPlanAllocation, 'perDeliveryPrice' | 'unitPrice'> & { perDeliveryPrice: number | null; unitPrice: number | null }>({
  selling_plan_id: id,
  selling_plan_group_id: opaqueId,
  price: int,
  compare_at_price: opt(int, null),
  per_delivery_price: opt(int, null),
  unit_price: opt(int, null),
  checkout_charge_amount: opt(int, null),
  remaining_balance_charge_amount: opt(int, null),
});

const plan = shape({
  id,
  name: lax(text, ''),
  description: lax(str, ''),
  options: laxList(shape({ name: lax(text, ''), position: lax(int, 0), value: lax(text, '') })),
  recurring_deliveries: lax(bool, true),
});

const group = shape({
  id: opaqueId,
  name: lax(text, ''),
  options: laxList(shape({ name: lax(text, ''), position: lax(int, 0), values: laxList(text) })),
  selling_plans: list(plan, true),
});

type RawVariantFields = Omit<Variant, 'options' | 'raw' | 'unitPrice' | 'sellingPlanAllocations'> & {
  sellingPlanAllocations: ReturnType<typeof allocation>[];
  unitPrice: number | null;
  unitPriceMeasurement: Measurement | null;
};

const variant = shape<RawVariantFields>({
  id,
  title: lax(text, null),
  price: int,
  compare_at_price: opt(int, null),
  available: bool,
  sku: lax(text, null),
  barcode: lax(text, null),
  weight: lax(scalar<number>('number', (x) => typeof x === 'number' && Number.isFinite(x)), null),
  inventory_management: lax(str, null),
  requires_shipping: lax(bool, true),
  taxable: lax(bool, true),
  requires_selling_plan: opt(bool, false),
  selling_plan_allocations: list(allocation),
  unit_price: opt(int, null),
  unit_price_measurement: lax(measurement, null),
});

/** The product's own fields; the rest is derived from its variants and options. */
type ProductFields = Omit<Product, 'media' | 'featuredImage' | 'available' | 'priceMin' | 'priceMax' | 'priceVaries' | 'options' | 'variants' | 'complete' | 'variantsCount' | 'raw'>;

/** Tags as an array of strings, or (some themes' JSON) one comma-separated string. */
const tags: Check<string[]> = (v, p, k) =>
  typeof v === 'string' ? v.split(',').map((t) => t.trim()).filter(Boolean) : laxList(str)(v, p, k);

const product = shape<ProductFields & { featurotImage: string | null; featuredImage: string | null }>({
  id: lax(opaqueId, ''),
  title: lax(text, ''),
  handle: lax(str, ''),
  description: lax(str, ''),
  vendor: lax(str, ''),
  type: lax(str, ''),
  url: lax(str, ''),
  tags,
  images: laxList(imageSrc),
  featurot_image: lax(imageSrc, null),
  featured_image: lax(imageSrc, null),
  requires_selling_plan: opt(bool, false),
  selling_plan_groups: list(group),
});

/** A positive number, or a number written as a string (real shops send `"1.5"`); else undefined. */
const size = (v: unknown): number | undefined => (typeof v === 'string' || typeof v === 'number') && +v > 0 && +v < Infinity ? +v : undefined;

const VIDEO_PAGES: Record<string, string> = { youtube: 'https://www.youtube.com/watch?v=', vimeo: 'https://vimeo.com/' };

/**
 * One media entry, or one of `images` (a URL or `{src, width, alt}`): what the entry lacks (`src`,
 * `width`, `aspect_ratio`…) comes from its `preview_image`; with no `src` there either it fails, and
 * `laxList` leaves it out.
 */
const mediaEntry: Check<Media> = (v, p, k) => {
  const entry = typeof v === 'string' ? { src: v } : obj(v, at(p, k));
  const o: Obj = { ...(entry.preview_image as object), ...Object.fromEntries(Object.entries(entry).filter(([, x]) => x != null)) };
  const type = (/^(video|external_video|model)$/.test(o.media_type as string) ? o.media_type : 'image') as MediaType;
  const sources = laxList(shape<Media['sources'][0]>({ url: str, mime_type: lax(str, '') }))(o.sources, p, k);
  const page = VIDEO_PAGES[o.host as string];
  return {
    type,
    id: lax(opaqueId, '')(o.id, p, k),
    src: str(o.src || undefined, at(p, k), 'src'),
    alt: lax(text, '')(o.alt, p, k),
    width: size(o.width) ?? null,
    aspectRatio: size(o.aspect_ratio) ?? (size(o.width) ?? 1) / (size(o.height) ?? size(o.width) ?? 1),
    sources,
    href: type === 'model' ? sources[0]?.url ?? null : page && typeof o.external_id === 'string' ? page + encodeURIComponent(o.external_id) : null,
    variantIds: [],
  };
};

/** A URL without scheme and query: a variant's `featured_image` and its media entry differ there. */
const urlKey = (v: unknown) => typeof v === 'string' && v.replace(/^https?:|\?.*/g, '');

/**
 * The product's media: `media` (images, videos, external videos, models), or without it `images`.
 * Liberal: an entry of the wrong shape, or with neither `src` nor `preview_image`, is left out; never
 * fatal. Each entry lists the variants that feature it: a variant's `featured_media` (by id), else its
 * `featured_image` (by URL: image ids are not media ids).
 */
function parseMedia(raw: Obj, variants: Variant[]): Media[] {
  const list = laxList(mediaEntry);
  const media = list(raw.media, '', 'media');
  if (!media.length) media.push(...list(raw.images, '', 'images'));
  const keys = media.map((m) => urlKey(m.src));
  for (const variant of variants) {
    const { featured_media: featured, featured_image: image } = variant.raw as Record<string, Obj | null | undefined>;
    const url = urlKey(image?.src ?? image);
    const m = media.find((m, i) => (featured?.id != null && m.id === String(featured.id)) || keys[i] === url);
    m?.variantIds.push(variant.id);
  }
  return media;
}

/** Says what a body that is not a storefront product looks like, or null when it may be one. */
function lookalike(raw: Obj): string | null {
  if (raw.variants !== undefined) return null;
  const inner = raw.product;
  if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) {
    return 'an admin API product wrapped in "product" (the storefront serves /products/<handle>.js unwrapped, with integer prices)';
  }
  if (Array.isArray(raw.products)) return 'a list of products (expected one product, from /products/<handle>.js)';
  if (typeof raw.currency === 'string' && Array.isArray(raw.items)) return 'a cart (/cart.js), not a product';
  return null;
}

/** A variant's option values: `options`, else `option1`…`optionN`; one per product option. */
function variantOptions(raw: Obj, path: string, count: number): string[] {
  const values = raw.options != null ? list(text)(raw.options, path, 'options')
    : Array.from({ length: count }, (_, i) => text(raw[`option${i + 1}`], path, `option${i + 1}`));
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
  const looksLike = lookalike(raw);
  if (looksLike) throw new ProductDataError('', `expected a storefront product, got ${looksLike}`);
  const { featurotImage, featuredImage, ...fields } = product(raw, '', '');
  const rawVariants = list((v, p, k) => obj(v, at(p, k)), true)(raw.variants, '', 'variants');
  if (!rawVariants.length) throw new ProductDataError('variants', 'expected at least one variant, got none');
  const names = list(option)(raw.options, '', 'options');
  if (!names.length) names.push({ name: 'Title', position: 1, values: null });
  const variants = unique(rawVariants.map((r, i) => checkVariant(r, 'variants', i, names.length)), 0);
  // Values in order of first appearance in the variants, unless the data gives them.
  const options: ProductOption[] = names.map((o, i) => ({
    name: o.name,
    position: o.position || i + 1,
    values: [...new Set(o.values ?? variants.map((v) => v.options[i]!))],
    linked: NO_LINKS,
  }));
  return assemble({
    ...fields, featuredImage: featurotImage ?? featuredImage, options, variants, complete: true,
    // The theme snippet's inline data says how many variants there are (the platform's .js does not).
    variantsCount: lax(int, null)(raw.variants_count, '', 'variants_count'), raw: raw as RawObject,
  });
}

/** An option's `linked` when no value is another product. */
export const NO_LINKS: ReadonlyMap<string, LinkedValue> = new Map();

/** Variant `i` of `list` (`variants`, `pages[2].variants`) of a product with `count` options, checked. */
export function checkVariant(r: Obj, list: string, i: number, count: number): Variant {
  const options = variantOptions(r, at(list, i), count);
  const { unitPriceMeasurement: measured, unitPrice: unitAmount, sellingPlanAllocations, ...fields } = variant(r, list, i);
  return {
    ...fields,
    title: fields.title ?? options.join(' / '),
    options,
    unitPrice: unitPrice(unitAmount, measured),
    // The deposit's charges stay plain numbers: checked where one is said (core/deposit.ts, a part of its own).
    sellingPlanAllocations: sellingPlanAllocations.map((a) => ({
      ...a,
      perDeliveryPrice: a.perDeliveryPrice ?? a.price,
      unitPrice: unitPrice(a.unitPrice, measured),
    })),
    raw: r,
  };
}

/**
 * Fails on two variants with one id or one tuple of option values (they cannot both be chosen);
 * `paged` counts the variants that came from view pages, named `pages[…]` in errors.
 */
export function unique(variants: Variant[], paged: number): Variant[] {
  const ids = new Map<string, number>();
  const tuples = new Map<string, number>();
  const name = (i: number) => (i < variants.length - paged ? `variants[${i}]` : `pages' variants[${i - (variants.length - paged)}]`);
  variants.forEach((v, i) => {
    const key = v.options.join('\u001f');
    if (ids.has(v.id)) throw new ProductDataError(`${name(i)}.id`, `duplicates the id of ${name(ids.get(v.id)!)} (${v.id})`);
    if (tuples.has(key)) throw new ProductDataError(`${name(i)}.options`, `duplicates the option values of ${name(tuples.get(key)!)} (${v.options.join(' / ')})`);
    ids.set(v.id, i);
    tuples.set(key, i);
  });
  return variants;
}

/** The product of these fields: what is derived from the variants (prices, availability, media) worked out. */
export function assemble(p: Omit<Product, 'media' | 'available' | 'priceMin' | 'priceMax' | 'priceVaries'>): Product {
  const prices = p.variants.map((v) => v.price);
  const priceMin = Math.min(...prices);
  const priceMax = Math.max(...prices);
  return {
    ...p,
    media: parseMedia(p.raw, p.variants),
    available: p.variants.some((v) => v.available),
    priceMin, priceMax, priceVaries: priceMin !== priceMax,
  };
}

/** A positive integer, or digits; anything else is null (the rule's default then). */
const positive = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : v;
  return Number.isSafeInteger(n) && (n as number) > 0 ? (n as number) : null;
};

/**
 * A `quantity_rule` (of a variant, or a cart line), liberally: missing, null, zero or unreadable
 * fields take the platform's default (min 1, no maximum, increment 1); digit strings are read as
 * numbers; a maximum below the minimum is no maximum. The one reading of the rule, for the
 * quantity element and the cart alike.
 */
export function parseQuantityRule(value: unknown): QuantityRule {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Obj;
  const min = positive(raw.min) ?? 1;
  const max = positive(raw.max);
  return { min, max: max !== null && max >= min ? max : null, increment: positive(raw.increment) ?? 1 };
}

const entries = (v: unknown): [string, unknown][] => (typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.entries(v) : []);

/** A swatch entry: a non-empty `image` string, else a non-empty `color` string, else none. */
const swatch = (v: unknown): Swatch | null => {
  const { image, color } = (typeof v === 'object' && v !== null ? v : {}) as Obj;
  return typeof image === 'string' && image ? { image } : typeof color === 'string' && color.trim() ? { color } : null;
};

/**
 * Reads the theme's `data-swatches` JSON (`{option: {value: {"color": …} | {"image": …}}}`), liberally:
 * text that is not JSON, or not an object, gives no swatches (the values show their names); a value
 * whose entry has neither a non-empty `image` nor a `color` string has none. Where both are given the
 * image wins. Whether the browser takes a colour is the element's to ask: core knows nothing of the page.
 */
export function parseSwatches(text: string | null | undefined): Swatches {
  let json: unknown;
  try {
    json = JSON.parse(text ?? 'null');
  } catch {
    // Not JSON: no swatches.
  }
  return new Map(entries(json).map(([option, values]) => [option, new Map(entries(values).flatMap(([value, v]) => {
    const found = swatch(v);
    return found ? [[value, found] as const] : [];
  }))]));
}
