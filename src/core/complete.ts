/**
 * Completing a product the platform cut (docs/data.md, "Products with more than 250 variants"): the theme's
 * JSON view's pages, checked at the boundary as strictly as the product document, and merged into
 * the product. Pure; loaded on first use with the product store's completion (src/data/completion.ts),
 * so a page of small products does not download it.
 */
import { at } from './check.js';
import { assemble, checkVariant, checks, NO_LINKS, unique } from './parse.js';
import type { Product, ProductOption, Variant } from './types.js';

type Obj = Record<string, unknown>;
const { bool, int, lax, laxList, list, obj, shape, str, text } = checks;

/** One page of the theme's JSON view (`?view=shop-elements&page=K`), checked. */
export interface ViewPage {
  /** How many variants the product has in all (null when the view does not say). */
  variantsCount: number | null;
  page: number;
  /** How many pages there are (1 when the view does not say). */
  pages: number;
  /** The options with every value, and the other product a value is (combined listings). */
  options: { name: string; values: { name: string; available: boolean; productUrl: string | null }[] }[];
  /** The page's variants, as checked raw objects (checked against the product when merged). */
  variants: Obj[];
}

const viewValue = shape<ViewPage['options'][0]['values'][0]>({ name: text, available: lax(bool, true), product_url: lax(str, null) });

/**
 * Checks one page of the theme's JSON view: strict where it decides what can be chosen or bought
 * (the variants, the option values), liberal elsewhere (`variants_count`, a value's `available`
 * and `product_url`). Its variants are checked when merged (`completeProduct`).
 */
export function checkViewPage(value: unknown): ViewPage {
  const raw = obj(value, '');
  return {
    variantsCount: lax(int, null)(raw.variants_count, '', 'variants_count'),
    page: lax(int, 1)(raw.page, '', 'page'),
    pages: Math.max(1, lax(int, 1)(raw.pages, '', 'pages')),
    options: laxList(shape<ViewPage['options'][0]>({ name: str, values: list(viewValue) }))(raw.options_with_values, '', 'options_with_values'),
    variants: list((v, p, k) => obj(v, at(p, k)), true)(raw.variants, '', 'variants'),
  };
}

/**
 * The product with the variants of these view pages added (those it knows already are skipped) and
 * the options' values completed from the pages' `options_with_values`, with the values that are
 * other products (`product_url` naming another handle). `complete`: whether these are all the pages.
 * A variant of a page is checked as strictly as one of the product document.
 */
export function completeProduct(product: Product, pages: readonly ViewPage[], complete: boolean): Product {
  const known = new Set(product.variants.map((v) => v.id));
  const count = product.options.length;
  const added: Variant[] = [];
  for (const page of pages) {
    page.variants.forEach((r, i) => {
      const v = checkVariant(r, `pages[${page.page}].variants`, i, count);
      if (known.has(v.id)) return;
      known.add(v.id);
      added.push(v);
    });
  }
  const variants = unique([...product.variants, ...added], added.length);
  const listed = pages[0]?.options ?? [];
  const options = product.options.map((option, i): ProductOption => {
    const given = listed.find((o) => o.name === option.name) ?? listed[i];
    const values = [...new Set([...option.values, ...(given?.values.map((v) => v.name) ?? []), ...added.map((v) => v.options[i]!)])];
    const linked = new Map(option.linked);
    for (const value of given?.values ?? []) {
      const handle = value.productUrl && handleOf(value.productUrl);
      if (handle && handle !== product.handle) linked.set(value.name, { url: value.productUrl!, handle, available: value.available });
    }
    return { ...option, values, linked: linked.size ? linked : NO_LINKS };
  });
  const variantsCount = pages.find((p) => p.variantsCount !== null)?.variantsCount ?? product.variantsCount;
  return assemble({ ...product, options, variants, complete, variantsCount });
}

/** The handle of a product URL (`/products/shirt-blue`, `/de/products/shirt-blue?variant=1`, absolute), or null. */
export function handleOf(url: string): string | null {
  const match = /\/products\/([^/?#]+)/.exec(url);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

