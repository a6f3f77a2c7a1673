/**
 * Generated bad data: every field of a valid product (product fields, options, variants[0].*, its
 * selling plan allocations, plan groups and their plans), each made the wrong type, missing, null,
 * negative and huge. Each mutant is parsed with parseProduct and mounted through <shop-product>
 * inside a form. Each one either renders, or raises a ProductDataError naming that field (or an
 * ancestor); nothing throws uncaught, nothing on screen reads NaN / undefined / null /
 * [object Object], and a product that is not ready submits no variant id.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { parseJsonExact, parseProduct, ProductDataError } from '../../src/core/index.js';
import { fixture$, formData, LEAKED, renderedText, shadowText, stubStorefront, watchUncaught, type Storefront } from './helpers.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Mutation = 'wrong type' | 'missing' | 'null' | 'negative' | 'huge';
type Step = string | number;

const FALLBACK = 'Organic Coffee from ¥1,000';
let serial = 0;

/** Display form of a path, as ProductDataError writes it: `variants[0].selling_plan_allocations[1].price`. */
function show(path: Step[]): string {
  return path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${k}` : k), '');
}

/**
 * Every path to mutate: all keys of objects, and only the first element of arrays of objects (all
 * variants, allocations, groups and plans have the same shape). Variants are walked only at [0].
 */
function paths(value: Json, at: Step[] = []): Step[][] {
  const out: Step[][] = [];
  if (Array.isArray(value)) {
    value.slice(0, 1).forEach((v, i) => {
      out.push([...at, i]);
      out.push(...paths(v, [...at, i]));
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([...at, k]);
      out.push(...paths(v, [...at, k]));
    }
  }
  return out;
}

/** The value to put at a path for a mutation, or `undefined` when the mutation means nothing for it. */
function mutate(value: Json, kind: Mutation): { value?: Json; remove?: true } | undefined {
  switch (kind) {
    case 'missing':
      return { remove: true };
    case 'null':
      return value === null ? undefined : { value: null };
    case 'wrong type':
      if (typeof value === 'number') return { value: `${value}.00` };
      if (typeof value === 'string') return { value: /^\d+$/.test(value) ? 12.5 : 42 };
      if (typeof value === 'boolean') return { value: String(value) };
      if (Array.isArray(value)) return { value: { length: value.length } };
      if (value === null) return { value: { nested: true } };
      return { value: 42 };
    case 'negative':
      if (typeof value === 'number') return { value: value === 0 ? -1 : -value };
      if (typeof value === 'string' && /^\d+$/.test(value)) return { value: `-${value}` };
      return undefined;
    case 'huge':
      if (typeof value === 'number') return { value: 2 ** 64 };
      if (typeof value === 'string') return { value: /^\d+$/.test(value) ? '9'.repeat(40) : 'W'.repeat(20_000) };
      if (Array.isArray(value) && value.length > 0) return { value: Array.from({ length: 500 }, () => structuredClone(value[0]!)) };
      return undefined;
  }
}

function apply(base: Json, path: Step[], change: { value?: Json; remove?: true }): Json {
  const copy = structuredClone(base);
  let parent = copy as Record<Step, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<Step, Json>;
  const last = path[path.length - 1]!;
  if (change.remove) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else {
    parent[last] = change.value!;
  }
  return copy;
}

const within = (inner: string, outer: string) => outer === '' || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);

/**
 * Whether `errorPath` names the mutated field, one of its ancestors, or (for a mutated array or
 * object, e.g. 500 copies of variants[0]) a field inside the new value.
 */
function names(errorPath: string, mutated: string): boolean {
  return errorPath === mutated || within(mutated, errorPath) || within(errorPath, mutated);
}

/**
 * Knock-on effects the product's shape really implies, so the error rightly names another field:
 * changing the product's option list changes how many values every variant must have, and
 * changing one variant's option values can make it a duplicate of another variant.
 */
function consequence(errorPath: string, mutated: string): boolean {
  if (mutated.startsWith('options')) return /^variants\[\d+\]\.(options|option\d)/.test(errorPath);
  if (/^variants\[0\]\.(options|option\d)/.test(mutated)) return /^variants\[\d+\]\.options/.test(errorPath);
  return false;
}

/** The error of parsing, or null when it parses. */
function parseError(input: unknown): unknown {
  try {
    parseProduct(input);
    return null;
  } catch (err) {
    return err;
  }
}

describe('generated bad product data', () => {
  let base: Json;
  let shop: Storefront;
  let uncaught: ReturnType<typeof watchUncaught>;
  const kinds: Mutation[] = ['wrong type', 'missing', 'null', 'negative', 'huge'];

  let host: HTMLElement;
  before(async () => {
    base = parseJsonExact(await fixture$('coffee')) as Json; // group ids beyond 2^53 stay exact strings
  });
  beforeEach(async () => {
    host = await fixture<HTMLElement>(html`<div></div>`);
    shop = stubStorefront({}, 'JPY');
    uncaught = watchUncaught();
  });
  afterEach(() => {
    shop.restore();
    expect(uncaught.stop(), 'no uncaught errors').to.deep.equal([]);
  });

  it('walks every field of the base product', () => {
    const all = paths(base).map(show);
    for (const p of ['id', 'variants[0].price', 'variants[0].selling_plan_allocations[0].per_delivery_price',
      'selling_plan_groups[0].selling_plans[0].options[0].value', 'options[0].values[0]', 'featurot_image']) {
      expect(all).to.include(p);
    }
    expect(all.length).to.be.greaterThan(80);
  });

  /** Mounts one mutant and returns what went wrong with it (empty when all is well). */
  async function check(path: Step[], kind: Mutation, mutant: Json): Promise<string[]> {
    const where = `${show(path)} ${kind}`;
    const problems: string[] = [];
    const text = JSON.stringify(mutant);

    // 1. parseProduct, on the object and on the JSON text the storefront would send.
    const fromText = parseError(text);
    const fromObject = parseError(mutant);
    for (const [label, err] of [['text', fromText], ['object', fromObject]] as const) {
      if (err === null) continue;
      if (!(err instanceof ProductDataError)) problems.push(`${where}: parse(${label}) threw ${String(err)}`);
      else if (!names(err.path, show(path)) && !consequence(err.path, show(path))) {
        problems.push(`${where}: parse(${label}) blamed "${err.path}" (${err.message})`);
      }
    }

    // 2. Mounted in an add-to-cart form: the stub answers at once.
    // A handle per mutant: the client caches each product URL for the page.
    const handle = `mutant-${++serial}`;
    shop.routes.set(`/products/${handle}.js`, { body: text, delay: 0 });
    const form = document.createElement('form');
    form.action = '/cart/add';
    form.method = 'post';
    form.innerHTML = `<shop-product handle="${handle}" currency="JPY">${FALLBACK}</shop-product>`;
    const el = form.querySelector('shop-product') as ShopProduct;
    let errorMessage: string | null = null;
    const settled = new Promise<void>((resolve) => {
      el.addEventListener('shop-product-load', () => resolve(), { once: true });
      el.addEventListener('shop-product-error', (e) => {
        errorMessage = e.message;
        resolve();
      }, { once: true });
    });
    host.append(form);
    // Bounded: a mutant that neither loads nor fails is itself a problem.
    const timedOut = await Promise.race([settled.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 3000))]);
    if (timedOut) {
      form.remove();
      return [`${where}: neither shop-product-load nor shop-product-error within 3 s (status ${el.status})`];
    }
    await el.updateComplete;
    for (const child of el.querySelectorAll('*')) await (child as Partial<ShopProduct>).updateComplete;

    const screen = renderedText(el);
    const leak = LEAKED.exec(screen);
    if (leak) problems.push(`${where}: the page reads "${leak[0]}" in "…${screen.slice(Math.max(0, leak.index - 60), leak.index + 40)}…"`);
    const submitted = formData(form);
    if (el.status === 'ready') {
      if (fromText !== null) problems.push(`${where}: rendered although parseProduct rejects it (${String(fromText)})`);
      const ids = el.product!.variants.map((v) => v.id);
      if (!ids.includes(submitted.id!)) problems.push(`${where}: submits id ${submitted.id}, not one of the product's variants`);
    } else {
      if (el.error?.name !== 'ProductDataError') problems.push(`${where}: failed with ${String(el.error)}`);
      if (errorMessage === null) problems.push(`${where}: no shop-product-error event`);
      else if (el.error instanceof ProductDataError && !(errorMessage as string).includes(el.error.path)) {
        problems.push(`${where}: the error event "${errorMessage}" does not name ${el.error.path}`);
      }
      if (shadowText(el) !== FALLBACK) problems.push(`${where}: fallback replaced by "${shadowText(el)}"`);
      if ('id' in submitted) problems.push(`${where}: not ready but submits id ${submitted.id}`);
    }
    form.remove();
    return problems;
  }

  /** The field paths of one part of the product. */
  const areas: [string, (path: string) => boolean][] = [
    ['product fields and options', (p) => !/^(variants|selling_plan_groups)\[/.test(p)],
    ['variants[0]', (p) => p.startsWith('variants[0]') && !p.includes('selling_plan_allocations[')],
    ['selling plan allocations', (p) => p.includes('selling_plan_allocations[')],
    ['selling plan groups', (p) => p.startsWith('selling_plan_groups[') && !p.includes('selling_plans[')],
    ['selling plans', (p) => p.includes('selling_plans[')],
  ];

  for (const [area, inArea] of areas) {
    it(`mutates every field of ${area} in turn: each mutant renders or names its field, and never leaks`, async function () {
      this.timeout(60_000);
      const problems: string[] = [];
      let mutants = 0;
      let rejected = 0;
      for (const path of paths(base).filter((p) => inArea(show(p)))) {
        let value = base as Json;
        for (const step of path) value = (value as Record<Step, Json>)[step]!;
        for (const kind of kinds) {
          const change = mutate(value, kind);
          if (!change) continue;
          const mutant = apply(base, path, change);
          mutants += 1;
          if (parseError(mutant) !== null) rejected += 1;
          problems.push(...(await check(path, kind, mutant)));
        }
      }
      expect(mutants).to.be.greaterThan(10);
      expect(rejected, 'some mutants are rejected').to.be.greaterThan(0);
      expect(problems, `${problems.length} of ${mutants} mutants misbehave:\n${problems.join('\n')}`).to.deep.equal([]);
    });
  }
});
