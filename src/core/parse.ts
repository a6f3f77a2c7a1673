/**
 * Validation at the boundary: untrusted storefront JSON in, typed objects out.
 * Every problem raises a ProductDataError naming the field path, e.g.
 * `variants[3].price: expected integer, got "12.00"`.
 */
import { ProductDataError } from './errors.js';
import type {
  Cart,
  Id,
  Product,
  ProductOption,
  SellingPlan,
  SellingPlanAllocation,
  SellingPlanGroup,
  SellingPlanOption,
  Variant,
} from './types.js';

type Json = unknown;
type Obj = Record<string, Json>;

const INTEGER_SOURCE = /^-?\d+$/;

/**
 * JSON.parse that keeps integers beyond 2^53 exact: they come back as decimal strings.
 * Uses the reviver's source text where the engine offers it (JSON.parse source text access),
 * else quotes long integer literals before parsing.
 */
export function parseJsonExact(text: string): Json {
  let sawSource = false;
  const value = JSON.parse(text, function (_key, v: unknown, context?: { source?: string }) {
    if (context && typeof context.source === 'string') sawSource = true;
    if (typeof v === 'number' && !Number.isSafeInteger(v) && context?.source && INTEGER_SOURCE.test(context.source)) {
      return context.source;
    }
    return v;
  });
  if (sawSource || !/\d{16}/.test(text)) return value;
  // Older engines: quote integer literals of 16+ digits that stand as values (not inside strings).
  return JSON.parse(quoteLongIntegers(text));
}

function quoteLongIntegers(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') {
      inString = true;
      out += c;
      continue;
    }
    const m = /^-?\d{16,}(?![.eE\d])/.exec(text.slice(i, i + 40));
    if (m && !/[\d.]/.test(text[i - 1] ?? '')) {
      const n = Number(m[0]);
      out += Number.isSafeInteger(n) ? m[0] : `"${m[0]}"`;
      i += m[0].length - 1;
      continue;
    }
    out += c;
  }
  return out;
}

function describe(v: Json): string {
  if (v === null) return 'null';
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'object') return 'an object';
  return String(v);
}

function fail(path: string, expected: string, got: Json): never {
  throw new ProductDataError(path, `expected ${expected}, got ${describe(got)}`);
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

function obj(v: Json, path: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(path, 'object', v);
  return v as Obj;
}

function str(o: Obj, key: string, path: string): string {
  const v = o[key];
  if (typeof v !== 'string') fail(join(path, key), 'string', v);
  return v;
}

function optStr(o: Obj, key: string, path: string, fallback: string | null = null): string | null {
  const v = o[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'string') fail(join(path, key), 'string or null', v);
  return v;
}

function bool(o: Obj, key: string, path: string, fallback?: boolean): boolean {
  const v = o[key];
  if (v === undefined && fallback !== undefined) return fallback;
  if (typeof v !== 'boolean') fail(join(path, key), 'boolean', v);
  return v;
}

/** A non-negative integer amount within exact range. */
function amount(o: Obj, key: string, path: string): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
    fail(join(path, key), typeof v === 'number' && Number.isInteger(v) && v < 0 ? 'non-negative integer' : 'integer', v);
  }
  return v;
}

function optAmount(o: Obj, key: string, path: string): number | null {
  return o[key] === undefined || o[key] === null ? null : amount(o, key, path);
}

/** An id: a positive integer, or a string of digits (exact beyond 2^53). */
function id(o: Obj, key: string, path: string): Id {
  const v = o[key];
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return String(v);
  if (typeof v === 'string' && /^\d{1,30}$/.test(v)) return v.replace(/^0+(?=\d)/, '');
  return fail(join(path, key), 'integer id', v);
}

/** A missing (or null) optional array becomes []. */
function arr(o: Obj, key: string, path: string, optional: boolean): Json[] {
  const v = o[key];
  if ((v === undefined || v === null) && optional) return [];
  if (!Array.isArray(v)) fail(join(path, key), 'array', v);
  return v;
}

function strings(o: Obj, key: string, path: string): string[] {
  return arr(o, key, path, true).map((v, i) => {
    if (typeof v !== 'string') fail(join(join(path, key), i), 'string', v);
    return v;
  });
}

function parseOptionNames(raw: Json[], path: string): { name: string; position: number; values: string[] | null }[] {
  return raw.map((entry, i) => {
    const p = join(path, i);
    // Inline theme JSON sends plain strings.
    if (typeof entry === 'string') return { name: entry, position: i + 1, values: null };
    const o = obj(entry, p);
    const name = str(o, 'name', p);
    const position = o.position === undefined ? i + 1 : amount(o, 'position', p);
    const values = o.values === undefined || o.values === null ? null : strings(o, 'values', p);
    return { name, position, values };
  });
}

function parseAllocation(v: Json, path: string): SellingPlanAllocation {
  const o = obj(v, path);
  return {
    sellingPlanId: id(o, 'selling_plan_id', path),
    sellingPlanGroupId: id(o, 'selling_plan_group_id', path),
    price: amount(o, 'price', path),
    compareAtPrice: amount(o, 'compare_at_price', path),
    perDeliveryPrice: amount(o, 'per_delivery_price', path),
  };
}

function parseVariant(v: Json, path: string, optionCount: number): Variant {
  const o = obj(v, path);
  let options: string[];
  if (Array.isArray(o.options)) {
    options = strings(o, 'options', path);
  } else {
    options = [];
    for (let i = 1; i <= optionCount; i++) {
      const value = optStr(o, `option${i}`, path);
      if (value === null) fail(join(path, `option${i}`), 'string', o[`option${i}`]);
      options.push(value);
    }
  }
  if (options.length !== optionCount) {
    fail(join(path, 'options'), `${optionCount} value${optionCount === 1 ? '' : 's'}`, options.length);
  }
  return {
    id: id(o, 'id', path),
    title: optStr(o, 'title', path, options.join(' / ')) ?? '',
    options,
    price: amount(o, 'price', path),
    compareAtPrice: optAmount(o, 'compare_at_price', path),
    available: bool(o, 'available', path),
    sku: optStr(o, 'sku', path),
    barcode: optStr(o, 'barcode', path),
    weight: optAmount(o, 'weight', path),
    inventoryManagement: optStr(o, 'inventory_management', path),
    requiresShipping: bool(o, 'requires_shipping', path, true),
    taxable: bool(o, 'taxable', path, true),
    requiresSellingPlan: bool(o, 'requires_selling_plan', path, false),
    sellingPlanAllocations: arr(o, 'selling_plan_allocations', path, true).map((a, i) =>
      parseAllocation(a, join(join(path, 'selling_plan_allocations'), i)),
    ),
  };
}

function parsePlan(v: Json, path: string): SellingPlan {
  const o = obj(v, path);
  const options: SellingPlanOption[] = arr(o, 'options', path, true).map((entry, i) => {
    const p = join(join(path, 'options'), i);
    const e = obj(entry, p);
    return {
      name: str(e, 'name', p),
      position: e.position === undefined ? i + 1 : amount(e, 'position', p),
      value: optStr(e, 'value', p, '') ?? '',
    };
  });
  return {
    id: id(o, 'id', path),
    name: str(o, 'name', path),
    description: optStr(o, 'description', path, '') ?? '',
    options,
    recurringDeliveries: bool(o, 'recurring_deliveries', path, true),
  };
}

function parseGroup(v: Json, path: string): SellingPlanGroup {
  const o = obj(v, path);
  return {
    id: id(o, 'id', path),
    name: str(o, 'name', path),
    options: parseOptionNames(arr(o, 'options', path, true), join(path, 'options')).map((opt) => ({
      name: opt.name,
      position: opt.position,
      values: opt.values ?? [],
    })),
    sellingPlans: arr(o, 'selling_plans', path, false).map((p, i) => parsePlan(p, join(join(path, 'selling_plans'), i))),
  };
}

/** Option values in order of first appearance in the variants, unless the data gives them. */
function optionValues(names: ReturnType<typeof parseOptionNames>, variants: Variant[]): ProductOption[] {
  return names.map((opt, i) => {
    if (opt.values) return { name: opt.name, position: opt.position, values: [...new Set(opt.values)] };
    const seen = new Set<string>();
    for (const v of variants) seen.add(v.options[i]!);
    return { name: opt.name, position: opt.position, values: [...seen] };
  });
}

/** Parses a storefront product (`/products/<handle>.js`), or a JSON text of one. */
export function parseProduct(json: Json): Product {
  const o = obj(typeof json === 'string' ? parseJsonExact(json) : json, '');
  const rawVariants = arr(o, 'variants', '', false);
  if (rawVariants.length === 0) throw new ProductDataError('variants', 'expected at least one variant, got none');
  let names = parseOptionNames(arr(o, 'options', '', true), 'options');
  if (names.length === 0) names = [{ name: 'Title', position: 1, values: null }];
  const variants = rawVariants.map((v, i) => parseVariant(v, join('variants', i), names.length));

  const seenIds = new Map<string, number>();
  const seenTuples = new Map<string, number>();
  variants.forEach((v, i) => {
    const sameId = seenIds.get(v.id);
    if (sameId !== undefined) throw new ProductDataError(`variants[${i}].id`, `duplicates the id of variants[${sameId}] (${v.id})`);
    seenIds.set(v.id, i);
    const key = v.options.join('\u001f');
    const sameTuple = seenTuples.get(key);
    if (sameTuple !== undefined) {
      throw new ProductDataError(
        `variants[${i}].options`,
        `duplicates the option values of variants[${sameTuple}] (${v.options.join(' / ')})`,
      );
    }
    seenTuples.set(key, i);
  });

  const groups = arr(o, 'selling_plan_groups', '', true).map((g, i) => parseGroup(g, join('selling_plan_groups', i)));
  const prices = variants.map((v) => v.price);
  const priceMin = Math.min(...prices);
  const priceMax = Math.max(...prices);
  // Optional integer fields we derive ourselves are still type-checked, so a broken feed is noticed.
  for (const key of ['price', 'price_min', 'price_max', 'compare_at_price', 'compare_at_price_min', 'compare_at_price_max']) {
    optAmount(o, key, '');
  }

  return {
    id: id(o, 'id', ''),
    title: str(o, 'title', ''),
    handle: optStr(o, 'handle', '', '') ?? '',
    description: optStr(o, 'description', '', '') ?? '',
    vendor: optStr(o, 'vendor', '', '') ?? '',
    type: optStr(o, 'type', '', '') ?? '',
    url: optStr(o, 'url', '', '') ?? '',
    tags: strings(o, 'tags', ''),
    images: strings(o, 'images', ''),
    featuredImage: optStr(o, 'featurot_image', '') ?? optStr(o, 'featured_image', ''),
    available: variants.some((v) => v.available),
    priceMin,
    priceMax,
    priceVaries: priceMin !== priceMax,
    options: optionValues(names, variants),
    variants,
    requiresSellingPlan: bool(o, 'requires_selling_plan', '', false),
    sellingPlanGroups: groups,
  };
}

/** Parses `/cart.js`: we need its `currency`. */
export function parseCart(json: Json): Cart {
  const o = obj(typeof json === 'string' ? parseJsonExact(json) : json, '');
  const currency = str(o, 'currency', '');
  if (!/^[A-Z]{3}$/.test(currency)) fail('currency', 'ISO 4217 code', currency);
  return { currency, itemCount: o.item_count === undefined ? 0 : amount(o, 'item_count', '') };
}
