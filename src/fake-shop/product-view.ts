/**
 * What the platform knows of a product beyond its `/products/<handle>.js` document, and how it cuts
 * that document: the one place the fake's storefront (storefront.ts: the `.js` and the theme's JSON
 * view it serves natively) and its Liquid objects (liquid.ts) take it from.
 *
 * - The cut: the platform serves at most 250 variants in `/products/<handle>.js` and in Liquid's
 *   `product.variants` (100 on some shops), with no count; `options[].values` stay complete.
 * - The view (`theme/templates/product.shop-elements.liquid`): `{variants_count, page, pages,
 *   options_with_values, variants}`, 250 variants a page.
 * - Stock: `{{ product | json }}` and `/products/<handle>.js` leave out each variant's
 *   `inventory_quantity` and `inventory_policy` (the platform's `json` filter, for shops created since
 *   December 2017: https://shopify.dev/docs/api/liquid/filters/json); Liquid's `variant` has them
 *   (https://shopify.dev/docs/api/liquid/objects/variant), and the view adds them with `incoming`.
 * - Combined listings: one product per value of an option (a shirt per colour); each lists every
 *   member's value, with that member's URL (`product_url`). Declared in `COMBINED_LISTINGS`.
 */

type Obj = Record<string, unknown>;

/** The cuts a shop has: 250 variants, or 100 on some shops. */
export const VARIANT_CUTS = [250, 100] as const;
export type VariantCut = (typeof VARIANT_CUTS)[number];
export const DEFAULT_VARIANT_CUT: VariantCut = 250;

/** The theme's JSON view: `?view=shop-elements`, and its page size (`paginate product.variants by 250`). */
export const VIEW_NAME = 'shop-elements';
export const VIEW_PAGE_SIZE = 250;

/** A variant cut (100 or 250) from a setting, or a RangeError naming what was given. */
export function variantCut(value: unknown): VariantCut {
  const n = Number(value);
  if (!VARIANT_CUTS.includes(n as VariantCut)) throw new RangeError(`fake shop: the variant cut is 250 or 100, got ${String(value)}`);
  return n as VariantCut;
}

/** A combined listing: the products that are one product to a shopper, one per value of the option at `position`. */
export interface CombinedListing {
  /**
   * The option's position (1-based) in every member: by place, not by name, as its name and values are
   * the language's (Color, White under `/`; Farbe, Weiß under `/de/`: translations.ts).
   */
  position: number;
  handles: readonly string[];
}

/** The fake's combined listings (ASSUMPTION: the platform declares them in its admin; here, this table). */
export const COMBINED_LISTINGS: readonly CombinedListing[] = [
  // Color
  { position: 1, handles: ['oxford-shirt-white', 'oxford-shirt-blue', 'oxford-shirt-pink'] },
];

/** The combined listing `handle` is a member of, or undefined. */
export const listingOf = (handle: string): CombinedListing | undefined => COMBINED_LISTINGS.find((l) => l.handles.includes(handle));

const variantsOf = (product: Obj): Obj[] => (Array.isArray(product.variants) ? product.variants as Obj[] : []);

/** A variant's value of the option at `index` (its `options` array, else `option1`…). */
const valueOf = (variant: Obj, index: number): string =>
  String((Array.isArray(variant.options) ? variant.options[index] : variant[`option${index + 1}`]) ?? '');

/**
 * The product's options as `/products/<handle>.js` gives them: `{name, position, values}`, every
 * value of every variant (in order of first appearance, unless the document lists them).
 * Options given as plain strings (inline theme JSON) are read too.
 */
export function optionsWithValues(product: Obj): { name: string; position: number; values: string[] }[] {
  const options = Array.isArray(product.options) ? product.options as unknown[] : [];
  return options.map((option, i) => {
    const o: Obj = typeof option === 'string' ? { name: option } : option as Obj;
    const given = Array.isArray(o.values) ? o.values.map(String) : null;
    const values = given ?? [...new Set(variantsOf(product).map((v) => valueOf(v, i)))];
    return { ...o, name: String(o.name), position: typeof o.position === 'number' ? o.position : i + 1, values };
  });
}

/** Whether the document is already as the platform cuts it (so its text can be served as it is). */
export function isCut(product: Obj, cut: VariantCut): boolean {
  const options = Array.isArray(product.options) ? product.options as unknown[] : [];
  return variantsOf(product).length <= cut && options.every((o) => typeof o === 'object' && o !== null && Array.isArray((o as Obj).values));
}

/**
 * A variant as the `json` filter gives it: without `inventory_quantity` and `inventory_policy` (a shop
 * created since December 2017), and without `incoming`, which only Liquid's `variant` has (a fixture
 * keeps them in its document, for the fake's Liquid and cart).
 */
export function jsonVariant(variant: Obj): Obj {
  const { inventory_quantity: _quantity, inventory_policy: _policy, incoming: _incoming, ...rest } = variant;
  return rest;
}

/**
 * A variant's stock as Liquid's `variant` gives it: the document's `inventory_quantity` (a fixture
 * without one: 0 when it cannot be bought, else nil, which the theme shows no count for),
 * `inventory_policy` (`deny` unless it says `continue`), `incoming` (false unless it says so).
 */
export function variantStock(variant: Obj): { inventory_quantity: number | null; inventory_policy: string; incoming: boolean } {
  const quantity = typeof variant.inventory_quantity === 'number' ? variant.inventory_quantity : variant.available === false ? 0 : null;
  return { inventory_quantity: quantity, inventory_policy: variant.inventory_policy === 'continue' ? 'continue' : 'deny', incoming: variant.incoming === true };
}

/** The product as `/products/<handle>.js` serves it: the first `cut` variants (without their stock), options with every value. */
export function cutDocument(product: Obj, cut: VariantCut): Obj {
  return { ...product, variants: variantsOf(product).slice(0, cut).map(jsonVariant), options: optionsWithValues(product) };
}

/** An option value as the view (and Liquid's `product_option_value`) gives it. */
export interface ViewOptionValue {
  name: string;
  /** Whether some available variant has this value (a listing's member: whether it has one). */
  available: boolean;
  /** The member product's URL under the request's root, for a combined listing's option; else null. */
  product_url: string | null;
}

export interface ViewOption {
  name: string;
  position: number;
  values: ViewOptionValue[];
}

/** Where a product's options are seen from: the storefront root (`/`, `/de/`) and the other products. */
export interface ViewContext {
  root: string;
  /** Another product's whole document (a combined listing's member), or undefined. */
  product(handle: string): Obj | undefined;
  /** The customer's quantity price breaks of a variant (price-list.ts), in the request's currency; none without. */
  priceBreaks?: (variantId: string) => Obj[];
}

/** Liquid's `product.options_with_values`: each value with its availability and, in a combined listing, its product's URL. */
export function viewOptions(product: Obj, context: ViewContext): ViewOption[] {
  const variants = variantsOf(product);
  const listing = typeof product.handle === 'string' ? listingOf(product.handle) : undefined;
  return optionsWithValues(product).map(({ name, position, values }, i) => {
    if (listing?.position === position) {
      const index = position - 1;
      const members = listing.handles.flatMap((handle) => {
        const member = context.product(handle);
        const first = member && variantsOf(member)[0];
        return first && optionsWithValues(member).length > index
          ? [{ name: valueOf(first, index), available: variantsOf(member).some((v) => v.available === true), product_url: `${context.root}products/${handle}` }]
          : [];
      });
      return { name, position, values: members };
    }
    return {
      name, position,
      values: values.map((value) => ({ name: value, available: variants.some((v) => v.available === true && valueOf(v, i) === value), product_url: null })),
    };
  });
}

/** The view's pages for a product of `count` variants (`paginate.pages`). */
export const viewPages = (count: number): number => Math.ceil(count / VIEW_PAGE_SIZE);

/** `?page=` as the platform reads it: a positive integer, else 1. */
export function pageNumber(value: string | null | undefined): number {
  const n = /^\d{1,9}$/.test(value?.trim() ?? '') ? Number(value) : 0;
  return n >= 1 ? n : 1;
}

/** What `theme/templates/product.shop-elements.liquid` renders for page `page` of a whole product. */
export function viewJson(product: Obj, page: number, context: ViewContext): Obj {
  const variants = variantsOf(product);
  return {
    variants_count: variants.length,
    page,
    pages: viewPages(variants.length),
    options_with_values: viewOptions(product, context),
    variants: variants.slice((page - 1) * VIEW_PAGE_SIZE, page * VIEW_PAGE_SIZE).map((v) => ({
      ...jsonVariant(v), ...variantStock(v), quantity_price_breaks: context.priceBreaks?.(String(v.id)) ?? [],
    })),
  };
}
