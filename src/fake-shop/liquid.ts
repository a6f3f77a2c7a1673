/// <reference types="node" />
/**
 * The one way the fake renders the theme's Liquid (`theme/`, laid out as a Shopify theme): a
 * liquidjs engine with the platform's tags and filters the theme uses, and the platform's objects
 * made from the fake's documents.
 *
 * - Tags (`TAGS`): `layout` (`none`, or the layout file that wraps the template through
 *   `content_for_layout`), `paginate <list> by <n>` (sets `paginate`; inside it, the list is that page).
 * - Filters (`FILTERS`): `json`, the platform's JSON (big integers exact; `<`, `>`, `&` escaped, so it
 *   is safe in a `<script>`); `t` (`TRANSLATE_FILTERS`), the theme's locale files in the request's
 *   language (`request.locale.iso_code`: `RenderRequest.locale`, else the root's, `/de/` → `de`).
 * - Objects: `productDrop()` turns a whole storefront product (every variant: `storefront.wholeProduct()`)
 *   into Liquid's `product`: `variants` cut as the platform cuts them (the whole list under
 *   `paginate`), `variants_count`, `options_with_values` (availability, a combined listing's
 *   `product_url`), and `{{ product | json }}` as `/products/<handle>.js`.
 *
 * Extending it (the next pages and snippets): a filter is one entry in `FILTERS` (or `filters` of
 * `createThemeRenderer`), a tag one entry in `TAGS`, an object a `Drop` class here whose getters are
 * its Liquid properties; `renderTemplate('product', { product })` renders a template in its layout,
 * `renderSnippet('price', { product })` a snippet as `{% render %}` does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Context, Drop, Liquid, LookupType, Tag, Value,
  type Emitter, type FilterImplOptions, type Parser, type TagToken, type Template, type TopLevelToken,
} from 'liquidjs';
import { formatMoney } from '../core/money.js';
import { jsonText } from './catalogue.js';
import { moneyFormatOf } from './currency.js';
import {
  cutDocument, DEFAULT_VARIANT_CUT, jsonVariant, variantStock, viewOptions, type VariantCut, type ViewContext, type ViewOptionValue,
} from './product-view.js';

type Obj = Record<string, unknown>;
/** A tag's class, as liquidjs's `registerTag` takes it. */
export type TagClass = new (token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid, parser: Parser) => Tag;

/**
 * The repository's (or the installed package's) `theme/` folder: from `src/fake-shop` or
 * `dist/esm/fake-shop`; else the working directory's.
 */
export const THEME_DIR: string = (() => {
  const candidates: string[] = [];
  try {
    for (const up of ['../../', '../../../']) candidates.push(fileURLToPath(new URL(`${up}theme/`, import.meta.url)));
  } catch {
    // import.meta.url is not a file: URL when bundled
  }
  candidates.push(join(process.cwd(), 'theme'));
  return candidates.find((dir) => existsSync(join(dir, 'templates'))) ?? candidates.at(-1)!;
})();

/** What a render knows of its request, as the platform does: the storefront root and `?page=`. */
export interface RenderRequest {
  /** The storefront root (`/`, `/de/`). Default `/`. */
  root?: string;
  /** The request's `?page=` (the platform's `paginate` reads it). Default 1. */
  page?: number;
  /** The shopper's currency (ISO 4217): `money` formats in it. Default EUR, the shop's. */
  currency?: string;
  /**
   * The shopper's language (`request.locale.iso_code`, the `t` filter's locale file): `fr`, `pt-BR`.
   * Default: the root's (`/de/` → `de`), else the theme's default locale (`locales/<x>.default.json`).
   */
  locale?: string;
}

/**
 * The render's request and theme folder, kept in the context's globals under symbols (no Liquid name
 * reaches them): globals, unlike registers, reach the snippets `{% render %}` renders.
 */
const REQUEST = Symbol('request');
const THEME = Symbol('theme');
const globalOf = <T>(ctx: Context, key: symbol): T | undefined => (ctx.globals as Record<symbol, T | undefined>)[key];

/** The request a filter runs in. */
const requestOf = (ctx: Context): RenderRequest & { currency: string } => ({ currency: 'EUR', ...globalOf<RenderRequest>(ctx, REQUEST) });
const LAYOUT = 'shop-elements:layout';

/**
 * The list a drop gives `paginate`: the whole list, where the property itself is cut
 * (`product.variants` is the first 250 outside `paginate`, every variant under it).
 */
export const PAGINATE = Symbol('paginate');
interface Paginatable {
  [PAGINATE](key: string): unknown[] | undefined;
}

/** `{% layout none %}` or `{% layout 'name' %}`: which layout wraps the template (default `theme`). */
class LayoutTag extends Tag {
  /** The layout's name, or `{ none: true }` (liquidjs's registers treat a falsy value as unset). */
  private readonly layout: string | { none: true };
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
    super(token, remainTokens, liquid);
    const arg = token.args.trim();
    if (!/^(none|'[\w.-]+'|"[\w.-]+")$/.test(arg)) throw new Error(`layout: expected none or a quoted layout name, got "${arg}"`);
    this.layout = arg === 'none' ? { none: true } : arg.slice(1, -1);
  }
  render(ctx: Context): void {
    ctx.setRegister(LAYOUT, this.layout);
  }
}

/**
 * `{% paginate <list> by <n> %}…{% endpaginate %}`: inside, `paginate` is the platform's object
 * (`current_page`, `current_offset`, `items`, `page_size`, `pages`, `page_param`, `previous`, `next`)
 * and the list is the request's page of it. The list is a property path (`product.variants`,
 * `collection.products`), as the platform requires.
 */
class PaginateTag extends Tag {
  private readonly path: string[];
  private readonly size: Value;
  private readonly templates: Template[] = [];
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remainTokens, liquid);
    const m = /^\s*([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+)\s+by\s+(.+?)\s*$/.exec(token.args);
    if (!m) throw new Error(`paginate: expected "<object>.<list> by <size>", got "${token.args}"`);
    this.path = m[1]!.split('.');
    this.size = new Value(m[2]!, liquid);
    while (remainTokens.length) {
      const next = remainTokens.shift()!;
      if ((next as TagToken).name === 'endpaginate') return;
      this.templates.push(parser.parseToken(next, remainTokens));
    }
    throw new Error(`paginate: ${token.getText()} not closed`);
  }

  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const size = Number(yield this.size.value(ctx));
    if (!Number.isInteger(size) || size < 1 || size > 250) throw new Error(`paginate: the page size is 1 to 250, got ${size}`);
    const key = this.path.at(-1)!;
    const parent = (yield new Value(this.path.slice(0, -1).join('.'), this.liquid).value(ctx)) as Obj | undefined;
    const whole = (parent && typeof (parent as Partial<Paginatable>)[PAGINATE] === 'function' ? (parent as unknown as Paginatable)[PAGINATE](key) : undefined)
      ?? (parent?.[key] as unknown[] | undefined) ?? [];
    const request = globalOf<RenderRequest>(ctx, REQUEST) ?? {};
    const current = request.page ?? 1;
    const pages = Math.ceil(whole.length / size);
    const link = (page: number, title: string) => ({ title, url: `?page=${page}`, is_link: true });
    const paginate = {
      current_page: current, current_offset: (current - 1) * size, items: whole.length, page_size: size, pages, page_param: 'page',
      previous: current > 1 && current - 1 <= pages ? link(current - 1, '« Previous') : null,
      next: current < pages ? link(current + 1, 'Next »') : null,
    };
    const page = whole.slice((current - 1) * size, current * size);
    // The list's owner, seen with the page in place of the list (`product` whose `variants` is the
    // page); its methods keep the owner itself as `this` (a drop's private fields).
    const root = this.path[0]!;
    const withPage = (target: unknown, depth: number): unknown => new Proxy(target as object, {
      get: (t, k) => {
        if (depth === this.path.length - 2 && k === key) return page;
        const value: unknown = Reflect.get(t, k, t);
        if (k === this.path[depth + 1]) return withPage(value, depth + 1);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
      },
    });
    const owner = (yield new Value(root, this.liquid).value(ctx)) as object;
    ctx.push({ paginate, [root]: withPage(owner, 0) });
    try {
      yield this.liquid.renderer.renderTemplates(this.templates, ctx, emitter);
    } finally {
      ctx.pop();
    }
  }
}

/** `{% schema %}…{% endschema %}`: a section's settings for the theme editor; it renders nothing. */
class SchemaTag extends Tag {
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
    super(token, remainTokens, liquid);
    while (remainTokens.length) if ((remainTokens.shift() as TagToken).name === 'endschema') return;
    throw new Error('schema: not closed');
  }
  render(): void {}
}

/** The platform's tags the theme uses, by name. */
export const TAGS: Record<string, TagClass> = { layout: LayoutTag, paginate: PaginateTag, schema: SchemaTag };

const HTML_SAFE: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** The platform's filters the theme uses, by name. */
export const FILTERS: Record<string, FilterImplOptions> = {
  /**
   * The platform's JSON: `nil` is `null`, big integers exact, drops as their JSON (`product` as its
   * `.js`). ASSUMPTION: `<`, `>` and `&` are escaped as the platform's Rails encoder does, so
   * the output is safe in a `<script>`; the docs do not say. JSON either way.
   */
  json: (value: unknown) => (value === undefined || value === null ? 'null' : jsonText(value).replace(/[<>&\u2028\u2029]/g, (c) => HTML_SAFE[c]!)),
  /** An amount (hundredths) in the shop's money format of the request's currency (`shop.money_format`). */
  money(this: { context: Context }, amount: unknown) {
    const { currency } = requestOf(this.context);
    return moneyText(amount, currency, moneyFormatOf(currency).money);
  },
  /** The same with the currency's code (`shop.money_with_currency_format`). */
  money_with_currency(this: { context: Context }, amount: unknown) {
    const { currency } = requestOf(this.context);
    return moneyText(amount, currency, moneyFormatOf(currency).withCurrency);
  },
  /**
   * An image's CDN URL at a width: `{{ image | image_url: width: 600 }}`. Takes an image object
   * (its `src`) or a URL; the platform's CDN resizes by the `width` query parameter.
   */
  image_url(image: unknown, ...args: unknown[]) {
    const src = typeof image === 'string' ? image : image && typeof image === 'object' ? String((image as Obj).src ?? '') : '';
    const width = namedArg(args, 'width');
    if (!src || width === undefined) return src;
    return `${src}${src.includes('?') ? '&' : '?'}width=${encodeURIComponent(String(width))}`;
  },
  /**
   * The platform's division: by an integer it rounds down to an integer (`7 | divided_by: 2` is 3);
   * liquidjs divides exactly unless asked. By a float, exactly.
   */
  divided_by: (dividend: unknown, divisor: unknown) => {
    const a = Number(dividend);
    const b = Number(divisor);
    return Number.isInteger(b) && Number.isInteger(a) ? Math.floor(a / b) : a / b;
  },
  /** A stylesheet's `<link>`, as the platform writes it (`{{ 'x.css' | asset_url | stylesheet_tag }}`). */
  stylesheet_tag: (url: unknown) => `<link href="${String(url).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" rel="stylesheet" type="text/css" media="all" />`,
  /** A theme asset's URL (`assets/<name>`), as the platform's CDN serves it. */
  asset_url: (name: unknown) => `/cdn/shop/t/1/assets/${String(name)}`,
};

type Translations = { [key: string]: string | Translations };
const localeFiles = new Map<string, Translations>();
/**
 * A theme's locale file (`locales/<name>.json`) as JSON, read once; `{}` when the theme has none.
 * The name is matched without regard to case, as locale tags are: the `/pt-br/` root reads `pt-BR.json`.
 */
function localeFile(theme: string, name: string): Translations {
  const dir = join(theme, 'locales');
  const file = existsSync(dir) ? readdirSync(dir).find((f) => f.toLowerCase() === `${name}.json`.toLowerCase()) : undefined;
  const path = join(dir, file ?? `${name}.json`);
  if (!localeFiles.has(path)) localeFiles.set(path, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) as Translations : {});
  return localeFiles.get(path)!;
}
/** The theme's default locale: `en` for `locales/en.default.json`. */
function defaultLocale(theme: string): string {
  const file = existsSync(join(theme, 'locales')) ? readdirSync(join(theme, 'locales')).find((f) => f.endsWith('.default.json')) : undefined;
  return file?.slice(0, -'.default.json'.length) ?? 'en';
}
/** The request's language: its own, the root's (`/de/`), else the theme's default. */
function requestLocale(theme: string, request: RenderRequest): string {
  return request.locale ?? /^\/([a-z]{2,3}(?:-[a-z0-9]+)?)\/$/i.exec(request.root ?? '/')?.[1] ?? defaultLocale(theme);
}

/**
 * The platform's `t`: the key's text in the request's locale file (`fr-CA.json`, else `fr.json`), else
 * in the default one (`en.default.json`), else "translation missing: <locale>.<key>". Named arguments
 * fill `{{ name }}` (`'cart.items' | t: count: 2`); a text with `one`/`other` forms is chosen by `count`.
 * Single-brace `{name}` is left as written (the elements' own slots).
 * ASSUMPTION: the text is output as written, not HTML-escaped (keys without `_html`); the docs do not say.
 */
function translate(this: { context: Context }, key: unknown, ...args: unknown[]): string {
  const theme = globalOf<string>(this.context, THEME) ?? THEME_DIR;
  const locale = requestLocale(theme, requestOf(this.context));
  const fallback = defaultLocale(theme);
  const files = [locale, locale.split('-')[0]!].filter((n, i, a) => n !== fallback && a.indexOf(n) === i).map((n) => localeFile(theme, n));
  files.push(localeFile(theme, `${fallback}.default`));
  const values = Object.fromEntries(args.filter(Array.isArray).map(([k, v]) => [String(k), v as unknown]));
  const lookup = (file: Translations): unknown => String(key).split('.').reduce<unknown>((node, part) => (node as Translations | undefined)?.[part], file);
  let text = files.map(lookup).find((t) => t !== undefined);
  if (text && typeof text === 'object' && 'count' in values) {
    const forms = text as Translations;
    text = forms[Number(values.count) === 0 && 'zero' in forms ? 'zero' : new Intl.PluralRules(locale).select(Number(values.count))] ?? forms.other;
  }
  if (typeof text !== 'string') return `translation missing: ${locale}.${String(key)}`;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name] ?? '') : whole));
}

/** The platform's `t` (`translate`), for `createThemeRenderer`'s filters. */
export const TRANSLATE_FILTERS: Record<string, FilterImplOptions> = { t: translate, translate };
/** A filter's named argument (`width: 600`), as liquidjs passes it (`[name, value]`). */
function namedArg(args: unknown[], name: string): unknown {
  const found = args.find((a): a is [string, unknown] => Array.isArray(a) && a[0] === name);
  return found?.[1];
}

/** `money`'s text: an integer amount (hundredths); nil and non-numbers print nothing. */
function moneyText(amount: unknown, currency: string, format: string): string {
  const n = typeof amount === 'bigint' ? Number(amount) : typeof amount === 'number' ? amount : typeof amount === 'string' && /^-?\d+$/.test(amount) ? Number(amount) : NaN;
  return Number.isFinite(n) ? formatMoney(n, { currency, format }) : '';
}

/** Liquid's `swatch` of an option value: a colour (`#c2410c`) or an image URL, either may be nil. */
export interface Swatch {
  color: string | null;
  image: string | null;
}

/** Liquid's `product_option_value`: prints as its name. */
export class OptionValueDrop extends Drop {
  readonly name: string;
  readonly available: boolean;
  readonly product_url: string | null;
  /** Whether the selected variant has this value. */
  readonly selected: boolean;
  /** The merchant's swatch (a colour or an image), or nil. */
  readonly swatch: Swatch | null;
  /** The variant of this value with the other selected values, or nil when the product has none. */
  readonly variant: VariantDrop | null;
  constructor(value: ViewOptionValue, selected = false, swatch: Swatch | null = null, variant: VariantDrop | null = null) {
    super();
    this.name = value.name;
    this.available = value.available;
    this.product_url = value.product_url;
    this.selected = selected;
    this.swatch = swatch;
    this.variant = variant;
  }
  override valueOf(): string {
    return this.name;
  }
}

/**
 * Liquid's `variant`: its document's fields, each selling plan allocation with its `selling_plan`
 * (the plan's object), its stock (`inventory_quantity`, `inventory_policy`, `incoming`: product-view.ts's
 * `variantStock`); `{{ variant | json }}` is the document as the `.js` gives it (without the stock).
 */
export class VariantDrop extends Drop {
  readonly #variant: Obj;
  readonly #product: ProductDrop | null;
  readonly selling_plan_allocations: Obj[];
  /** The customer's quantity price breaks (`quantity_price_break`s: `minimum_quantity`, `price`); empty but for a B2B customer's price list. */
  readonly quantity_price_breaks: Obj[];
  constructor(variant: Obj, plans: ReadonlyMap<string, Obj>, product: ProductDrop | null = null, breaks: Obj[] = []) {
    super();
    this.#variant = variant;
    this.#product = product;
    this.quantity_price_breaks = breaks;
    const allocations = Array.isArray(variant.selling_plan_allocations) ? variant.selling_plan_allocations as Obj[] : [];
    this.selling_plan_allocations = allocations.map((a) => ({ ...a, selling_plan: plans.get(String(a.selling_plan_id)) ?? null }));
  }
  /** Its product (`variant.product`). */
  get product(): ProductDrop | null {
    return this.#product;
  }
  /** Where it can be picked up (`store_availability` objects: pickup.ts), as the product's context gives them; none without. */
  get store_availabilities(): Obj[] {
    return this.#product?.storeAvailabilities(String(this.#variant.id)) ?? [];
  }
  /** A field of the variant's document. */
  field(key: string): unknown {
    return this.#variant[key];
  }
  override liquidMethodMissing(key: string | number): unknown {
    const stock = variantStock(this.#variant);
    return key in stock ? stock[key as keyof typeof stock] : this.#variant[key];
  }
  toJSON(): Obj {
    return jsonVariant(this.#variant);
  }
}

/** Liquid's `product_option`, with its values' drops. */
export interface ProductOption {
  name: string;
  position: number;
  selected_value: string | null;
  values: OptionValueDrop[];
}

/** Where a product is rendered: the storefront root, the other products (a combined listing's), the shop's cut. */
export interface ProductDropContext extends ViewContext {
  /** Variants in `product.variants` and `{{ product | json }}`: 250 (default) or 100. */
  cut?: VariantCut;
  /** The request's `?variant=`: `product.selected_variant` when the product has it. */
  variantId?: string | null;
  /** The merchant's swatch of an option's value (the platform keeps them per value), or null. */
  swatch?: (option: string, value: string) => Swatch | null;
  /** A variant's `store_availabilities` (pickup.ts); none without. */
  storeAvailabilities?: (variantId: string) => Obj[];
}

/**
 * Liquid's `product`, from a whole storefront product document (every variant). Its document's
 * fields are its properties (`title`, `handle`, `vendor`, …); the platform's own are getters here.
 */
export class ProductDrop extends Drop implements Paginatable {
  readonly #product: Obj;
  readonly #context: ProductDropContext;
  #options: ProductOption[] | undefined;
  #drops: VariantDrop[] | undefined;
  constructor(product: Obj, context: ProductDropContext) {
    super();
    this.#product = product;
    this.#context = context;
  }

  get #cut(): VariantCut {
    return this.#context.cut ?? DEFAULT_VARIANT_CUT;
  }

  get #variants(): Obj[] {
    return Array.isArray(this.#product.variants) ? this.#product.variants as Obj[] : [];
  }

  /** Every variant as Liquid's `variant`. */
  get #variantDrops(): VariantDrop[] {
    if (!this.#drops) {
      const plans = new Map(this.selling_plan_groups.flatMap((g) => (Array.isArray(g.selling_plans) ? g.selling_plans as Obj[] : []).map((p) => [String(p.id), p] as const)));
      this.#drops = this.#variants.map((v) => new VariantDrop(v, plans, this, this.#context.priceBreaks?.(String(v.id))));
    }
    return this.#drops;
  }

  /** The first 250 variants (100 on some shops), as the platform gives them outside `paginate`. */
  get variants(): VariantDrop[] {
    return this.#variantDrops.slice(0, this.#cut);
  }

  /** A variant's `store_availabilities`, from the context. */
  storeAvailabilities(variantId: string): Obj[] {
    return this.#context.storeAvailabilities?.(variantId) ?? [];
  }

  /** Every variant, as Liquid's `variant` (the Section Rendering API's `/variants/<id>/` finds its variant among them). */
  variantById(id: string): VariantDrop | null {
    return this.#variantDrops.find((v) => String(v.field('id')) === id) ?? null;
  }

  get variants_count(): number {
    return this.#variants.length;
  }

  /** The request's `?variant=` when the product has it, else nil. */
  get selected_variant(): VariantDrop | null {
    const id = this.#context.variantId;
    return (id && this.#variantDrops.find((v) => String(v.field('id')) === id)) || null;
  }

  /** The selected variant, else the first available, else the first. */
  get selected_or_first_available_variant(): VariantDrop | null {
    return this.selected_variant ?? this.#variantDrops.find((v) => v.field('available') === true) ?? this.#variantDrops[0] ?? null;
  }

  /** One variant titled "Default Title": nothing to choose. */
  get has_only_default_variant(): boolean {
    return this.#variants.length === 1 && this.#variants[0]!.title === 'Default Title';
  }

  /**
   * `product.gift_card?`: the platform knows it from the product's kind; the fake from the document's
   * `gift_card: true` (the fake's marker: the platform's product JSON has no such field).
   */
  get 'gift_card?'(): boolean {
    return this.#product.gift_card === true;
  }

  get selling_plan_groups(): Obj[] {
    return Array.isArray(this.#product.selling_plan_groups) ? this.#product.selling_plan_groups as Obj[] : [];
  }

  /** The document's `featured_image` (some fixtures spell it `featurot_image`, sic), else the first medium or image. */
  get featured_image(): unknown {
    const media = Array.isArray(this.#product.media) ? this.#product.media as Obj[] : [];
    const images = Array.isArray(this.#product.images) ? this.#product.images as unknown[] : [];
    return this.#product.featured_image ?? this.#product.featurot_image ?? media[0] ?? images[0] ?? null;
  }

  /**
   * `product.media`: the document's `media`; a document with only `images` (older fixtures) has them as
   * image media, as on the platform, where every image is a medium. Each has its `preview_image` (an image's is itself).
   */
  get media(): Obj[] {
    const media = Array.isArray(this.#product.media) ? this.#product.media as Obj[] : [];
    if (media.length) return media.map((m) => (m.preview_image || typeof m.src !== 'string' ? m : { ...m, preview_image: { src: m.src, width: m.width, height: m.height, aspect_ratio: m.aspect_ratio } }));
    const images = Array.isArray(this.#product.images) ? this.#product.images as unknown[] : [];
    return images.flatMap((image): Obj[] => {
      const o: Obj | null = typeof image === 'string' ? { src: image } : image && typeof image === 'object' ? image as Obj : null;
      return typeof o?.src === 'string' && o.src ? [{ ...o, media_type: 'image', preview_image: { src: o.src, width: o.width, height: o.height, alt: o.alt } }] : [];
    });
  }

  get options_with_values(): ProductOption[] {
    if (!this.#options) {
      const chosen = (this.selected_or_first_available_variant?.field('options') as unknown[] | undefined)?.map(String) ?? [];
      const byTuple = new Map(this.#variantDrops.map((v) => [JSON.stringify((v.field('options') as unknown[] | undefined)?.map(String) ?? []), v]));
      const withValue = (i: number, value: string) => byTuple.get(JSON.stringify(chosen.map((c, j) => (j === i ? value : c)))) ?? null;
      this.#options = viewOptions(this.#product, this.#context).map((o, i) => ({
        ...o,
        selected_value: chosen[i] ?? null,
        values: o.values.map((v) => new OptionValueDrop(v, chosen[i] === v.name, this.#context.swatch?.(o.name, v.name) ?? null, withValue(i, v.name))),
      }));
    }
    return this.#options;
  }

  [PAGINATE](key: string): unknown[] | undefined {
    return key === 'variants' ? this.#variantDrops : undefined;
  }

  /** The document's own fields (`title`, `handle`, `vendor`, `images`, …). */
  override liquidMethodMissing(key: string | number): unknown {
    return this.#product[key];
  }

  /** `{{ product | json }}`: what `/products/<handle>.js` serves. */
  toJSON(): Obj {
    return cutDocument(this.#product, this.#cut);
  }
}

/** Liquid's `product` for a whole storefront product. */
export const productDrop = (product: Obj, context: ProductDropContext): ProductDrop => new ProductDrop(product, context);

/** The platform's global objects: a snippet that `{% render %}` renders sees them, as on the platform. */
export const GLOBAL_OBJECTS = ['shop', 'cart', 'localization', 'routes', 'settings', 'request', 'customer'] as const;

export interface ThemeRendererOptions {
  /** The theme folder. Default: the package's `theme/` (`THEME_DIR`). */
  theme?: string;
  /** More filters, or ones in place of `FILTERS`' (`money`, `t`, …). */
  filters?: Record<string, FilterImplOptions>;
  /** More tags, or ones in place of `TAGS`'. */
  tags?: Record<string, TagClass>;
}

export interface ThemeRenderer {
  /** The engine, for what this module does not wrap yet. */
  readonly engine: Liquid;
  /**
   * `templates/<name>.liquid` (`product.shop-elements`) with `objects` as the page's Liquid objects,
   * in its layout (`layout/<name>.liquid`, the template's output as `content_for_layout`) unless it
   * says `{% layout none %}`.
   */
  renderTemplate(name: string, objects: Obj, request?: RenderRequest): Promise<string>;
  /** `snippets/<name>.liquid` with `variables`, as `{% render '<name>', … %}` renders it. */
  renderSnippet(name: string, variables: Obj, request?: RenderRequest): Promise<string>;
  /**
   * `sections/<name>.liquid` with `objects`, as the Section Rendering API answers `?section_id=<name>`:
   * in its wrapper, `<div id="shopify-section-<name>" class="shopify-section">`; undefined when the
   * theme has no such section (the platform answers 404).
   */
  renderSection(name: string, objects: Obj, request?: RenderRequest): Promise<string | undefined>;
}

/** A Liquid renderer over a theme folder, with the platform's tags and filters. */
export function createThemeRenderer(options: ThemeRendererOptions = {}): ThemeRenderer {
  const theme = options.theme ?? THEME_DIR;
  const engine = new Liquid({
    root: [join(theme, 'templates')],
    partials: [join(theme, 'snippets')],
    layouts: [join(theme, 'layout')],
    extname: '.liquid',
    // The platform's Liquid: missing variables are nil, and filters it does not have fail loudly.
    strictFilters: true,
    cache: true,
  });
  for (const [name, tag] of Object.entries({ ...TAGS, ...options.tags })) engine.registerTag(name, tag);
  for (const [name, filter] of Object.entries({ ...FILTERS, ...TRANSLATE_FILTERS, ...options.filters })) engine.registerFilter(name, filter);
  /** The sections parsed, by file. */
  const sections = new Map<string, Template[]>();

  const context = (scope: Obj, request: RenderRequest): Context => {
    // The platform's global objects are seen in every snippet `{% render %}` renders; the rest of the scope is not.
    // Liquid's `request` (what of it the theme reads: `locale.iso_code`), unless the page gives its own.
    const platform = Object.fromEntries(GLOBAL_OBJECTS.filter((name) => name in scope).map((name) => [name, scope[name]]));
    const globals = { request: { locale: { iso_code: requestLocale(theme, request) } }, ...platform, [REQUEST]: { root: '/', page: 1, ...request }, [THEME]: theme };
    const ctx = new Context(scope, engine.options, { globals }, { liquid: engine });
    return ctx;
  };

  return {
    engine,
    async renderTemplate(name, objects, request = {}) {
      const ctx = context(objects, request);
      ctx.setRegister(LAYOUT, 'theme');
      const content = String(await engine.renderFile(`${name}.liquid`, ctx));
      const layout = ctx.getRegister<string | { none: true }>(LAYOUT);
      if (typeof layout !== 'string') return content;
      return String(await engine.renderFile(`${layout}.liquid`, context({ ...objects, content_for_layout: content }, request), { lookupType: LookupType.Layouts }));
    },
    async renderSnippet(name, variables, request = {}) {
      return String(await engine.renderFile(`${name}.liquid`, context(variables, request), { lookupType: LookupType.Partials }));
    },
    async renderSection(name, objects, request = {}) {
      const file = join(theme, 'sections', `${name}.liquid`);
      if (!/^[\w-]+$/.test(name) || !existsSync(file)) return undefined;
      let template = sections.get(file);
      if (!template) sections.set(file, (template = engine.parse(readFileSync(file, 'utf8'), file)));
      const html = String(await engine.render(template, context(objects, request)));
      return `<div id="shopify-section-${name}" class="shopify-section">${html}</div>`;
    },
  };
}
