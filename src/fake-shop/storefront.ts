/// <reference types="node" />
/**
 * The fake's storefront: the documents the elements fetch (`/products/<handle>.js`, in the visitor's
 * currency, cut at 250 variants as the platform cuts it, or 100: product-view.ts), the theme's JSON
 * view of a whole product (`/products/<handle>?view=shop-elements&page=K`, served natively: what
 * `theme/templates/product.shop-elements.liquid` renders), a product's page, and the visitor's cart (`/cart.js`, `/cart/add.js`, `/cart/change.js`, `/cart/update.js`,
 * `/cart/clear.js`; `/cart/add`, `/cart/change` and `/cart/update` answer an Ajax request as their `.js` do,
 * and a plain form post with a page: `isAjax`), under a locale prefix too (`/de/cart.js`):
 * refusals and the form post's page are then in that locale's language (language.ts), and the product
 * data (the documents, the view, the product's page, the cart's lines) in the merchant's translation
 * into it where there is one (translations.ts).
 *
 * The catalogue is the admin side's generated products (their documents built from the records, so
 * an admin write shows here) plus storefront-only documents served byte for byte: the demo's
 * fixtures or a snapshot; and the generated product images (`/cdn/shop/files/<name>.png`). A new
 * route is one entry in `ROUTES` and one answer in `createStorefront`; a new document field is one
 * line in `generatedDocument`.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { randomBytes } from 'node:crypto';
import { parseJsonExact } from '../core/parse.js';
import { decimal, hundredths, type Admin } from './admin.js';
import {
  add, addItems, cartJson, CartError, change, lineJson, nestFields, update,
  type Cart, type CartCatalogue, type Money,
} from './cart.js';
import { jsonText, parseJsonBig, type FakeProduct } from './catalogue.js';
import { chargeOf, convertAmount, convertJson, type CheckoutCharge, type Rates } from './currency.js';
import type { Documents } from './fixtures.js';
import { cdnImage } from './images.js';
import { languageOf, type Language } from './language.js';
import { cartAddPage, errorPage, productPage, sectionHtml } from './pages.js';
import {
  cutDocument, DEFAULT_VARIANT_CUT, isCut, pageNumber, variantCut, viewJson, VIEW_NAME, type VariantCut,
} from './product-view.js';
import { SHOP_LANGUAGE, translateProduct, type ProductTranslations } from './translations.js';
import type { ThemeRenderer } from './liquid.js';
import { storeAvailabilities, type PickupData } from './pickup.js';
import { B2B_CUSTOMER, priceBreaksOf } from './price-list.js';

type Obj = Record<string, unknown>;

/** One request as the storefront sees it. */
export interface StorefrontRequest {
  method: string;
  /** The path as requested (a locale prefix included). */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The visitor's currency chosen by an adapter (the demo's switch); else `?currency=`, the `cart_currency` cookie, the shop's. */
  currency?: string;
  /** The variant cut chosen by an adapter for this request (the demo's switch); else the storefront's. */
  variantCut?: VariantCut;
}

/** An answer: status, content type, body and extra headers. */
export interface Answer {
  status: number;
  type: string;
  body: string | Buffer;
  headers?: Record<string, string | string[]>;
}

type RouteName = 'product' | 'productPage' | 'variant' | 'cart' | 'cartAction' | 'cartForm' | 'image';

/**
 * The storefront's routes, by path without the locale prefix, and the methods each allows; each has
 * its answer in `answers` (createStorefront).
 */
const ROUTES: { path: RegExp; methods: string[]; name: RouteName }[] = [
  { path: /^\/products\/([^/]+)\.js$/, methods: ['GET', 'HEAD'], name: 'product' },
  { path: /^\/products\/([^/.]+)$/, methods: ['GET', 'HEAD'], name: 'productPage' },
  { path: /^\/variants\/(\d+)\/?$/, methods: ['GET', 'HEAD'], name: 'variant' },
  { path: /^\/cart\.js$/, methods: ['GET', 'HEAD'], name: 'cart' },
  { path: /^\/cart\/(add|change|update|clear)\.js$/, methods: ['POST'], name: 'cartAction' },
  { path: /^\/cart\/(add|change|update)$/, methods: ['GET', 'POST'], name: 'cartForm' },
  { path: /^\/cdn\/shop\/files\/[\w.-]+\.png$/, methods: ['GET', 'HEAD'], name: 'image' },
];

const LOCALE = /^\/[A-Za-z]{2}(?:-[A-Za-z]{2,4})?(?=\/)/;

function route(path: string): { name: RouteName; methods: string[]; match: RegExpExecArray } | null {
  for (const candidate of [path, path.replace(LOCALE, '')]) {
    for (const r of ROUTES) {
      const match = r.path.exec(candidate);
      if (match) return { name: r.name, methods: r.methods, match };
    }
  }
  return null;
}

/**
 * Whether a request is an Ajax one, answered with JSON where a form post gets a page: it says
 * `X-Requested-With: XMLHttpRequest` (Dawn's product form, jQuery), or its `Accept` asks for JSON or
 * JavaScript (Dawn's cart sends `Accept: application/json`, its product form
 * `application/javascript`). A browser's form post and a bare `fetch` (`*\/*`) ask for neither.
 */
export function isAjax(headers: IncomingHttpHeaders): boolean {
  if (String(headers['x-requested-with'] ?? '').trim().toLowerCase() === 'xmlhttprequest') return true;
  return String(headers.accept ?? '').split(',').some((type) => /^\s*(application\/(json|javascript|x-javascript)|text\/javascript)\s*(;|$)/i.test(type));
}

/** Whether the storefront answers `path` (for adapters that mount the fake beside other pages). */
export const isStorefrontPath = (path: string): boolean => route(path) !== null;

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
const json = (status: number, value: unknown, headers?: Answer['headers']): Answer => ({ status, type: JSON_TYPE, body: jsonText(value), headers });
const html = (status: number, body: string): Answer => ({ status, type: HTML_TYPE, body });

function cookies(headers: IncomingHttpHeaders): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of (headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    if (name && !jar.has(name)) jar.set(name, value);
  }
  return jar;
}

/** The request's fields: query parameters, then the JSON or form body (urlencoded or multipart), in order. */
async function formFields(req: StorefrontRequest): Promise<[string, string][] | Obj> {
  const type = req.headers['content-type'] ?? '';
  if (/^application\/json/i.test(type)) {
    let value: unknown;
    try {
      value = parseJsonExact(req.body.toString('utf8') || '{}');
    } catch {
      throw new CartError(400, 'notJson', {});
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new CartError(400, 'notObject', {});
    return value as Obj;
  }
  const fields: [string, string][] = [...req.query];
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    // Node's fetch Request parses both encodings exactly as a browser sends them.
    const form = await new Request('http://fake.invalid/', { method: 'POST', headers: { 'content-type': type }, body: Uint8Array.from(req.body) }).formData();
    for (const [name, value] of form) fields.push([name, typeof value === 'string' ? value : `(file ${value.name}, ${value.size} bytes)`]);
  } else if (req.body.length > 0) {
    fields.push(['(body)', req.body.toString('utf8')]);
  }
  return fields;
}

/** The requested section ids (`sections`: comma-separated or an array), at most five as on the platform. */
function sectionIds(value: unknown): string[] {
  const ids = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  return ids.map((s) => s.trim()).filter(Boolean).slice(0, 5);
}

/** The storefront document of a generated product, built from its admin records. */
export function generatedDocument(p: FakeProduct, products: Map<bigint, FakeProduct>): string {
  const r = p.record;
  const variantRecords = r.variant_ids.length ? r.variant_ids.map((v) => products.get(v)!.record) : [r];
  const optionNames = r.variant_ids.length ? p.optionNames : ['Title'];
  const variants = variantRecords.map((v, i) => {
    const values = r.variant_ids.length ? optionNames.map((_, k) => String(v[`option_0${k + 1}`] ?? '')) : ['Default Title'];
    const available = !(v.considers_stock && (v.stock as number) <= 0);
    const price = hundredths(v.price);
    const compare = decimal(String(v.compare_at_price)).isZero() ? null : hundredths(v.compare_at_price);
    return {
      id: v.id, title: values.join(' / '), options: values,
      option1: values[0] ?? null, option2: values[1] ?? null, option3: values[2] ?? null,
      price: p.broken && i === 0 ? String(v.price) : price, compare_at_price: compare,
      weight: Math.round(Number(v.weight) * 1000), inventory_management: v.considers_stock ? 'fake-shop' : null,
      available, sku: String(v.code), requires_shipping: true, taxable: true, barcode: '',
      ...(p.sellingPlans ? {
        requires_selling_plan: false,
        selling_plan_allocations: [1, 2].map((k) => ({
          price: Math.round(price * (k === 1 ? 0.9 : 0.85)), compare_at_price: price, per_delivery_price: Math.round(price * (k === 1 ? 0.9 : 0.85)),
          selling_plan_id: 690000000000n + r.id % 1000n * 10n + BigInt(k), selling_plan_group_id: 'f1d2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4',
        })),
      } : {}),
    };
  });
  const prices = variants.map((v) => (typeof v.price === 'number' ? v.price : 0));
  const compares = variants.map((v) => v.compare_at_price ?? 0);
  const image = `//cdn.example.invalid/images/${encodeURIComponent(String(r.handle))}.jpg`;
  return jsonText({
    id: r.id, title: r.title, handle: r.handle, description: r.description_html,
    published_at: r.created_on, created_at: r.created_on, vendor: r.vendor, type: r.category,
    tags: String(r.tag_list).split(',').filter(Boolean),
    price: Math.min(...prices), price_min: Math.min(...prices), price_max: Math.max(...prices),
    price_varies: Math.min(...prices) !== Math.max(...prices),
    compare_at_price: variants[0]!.compare_at_price, compare_at_price_min: Math.min(...compares), compare_at_price_max: Math.max(...compares),
    compare_at_price_varies: Math.min(...compares) !== Math.max(...compares),
    available: variants.some((v) => v.available), variants, images: [image], featurot_image: image,
    options: optionNames.map((name, i) => ({ name, position: i + 1 })), url: r.url,
    ...(p.sellingPlans ? {
      requires_selling_plan: false,
      selling_plan_groups: [{
        id: 'f1d2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4', name: 'Subscribe & save',
        options: [{ name: 'Deliver every', position: 1, values: ['4 weeks', '8 weeks'] }],
        selling_plans: [1, 2].map((k) => ({
          id: 690000000000n + r.id % 1000n * 10n + BigInt(k), name: `Every ${k * 4} weeks`, description: k === 1 ? '10% off' : '15% off',
          options: [{ name: 'Deliver every', position: 1, value: `${k * 4} weeks` }], recurring_deliveries: true,
        })),
      }],
    } : {}),
  });
}

export interface StorefrontOptions {
  /** The shop's currency: the catalogue's amounts are in it. */
  currency: string;
  /** The visitor's currencies, per 1 of the shop's. */
  rates: Rates;
  /** Storefront-only documents, loaded on first use (fixtures or a snapshot). */
  documents: () => Documents;
  /** The merchant's translations of the products by language, loaded on first use (the fixtures'). Default none. */
  translations?: () => Partial<Record<Language, ProductTranslations>>;
  /** Variants in `/products/<handle>.js`: 250 (default) or 100, as shops differ. */
  variantCut?: VariantCut;
  /** The shop's pickup locations and the variants' store availabilities (pickup.ts), loaded on first use. Default none. */
  pickup?: () => PickupData;
}

export interface Storefront {
  /** The answer to a storefront request; null when no route matches it. */
  answer(req: StorefrontRequest): Promise<Answer | null>;
  /** Every product handle the storefront serves. */
  handles(): string[];
  /**
   * A product document as `/products/<handle>.js` serves it, in `currency` (default the shop's), cut
   * at `cut` variants (default the storefront's), in `language` (default the shop's: `/de/products/…`
   * is `'de'`), or undefined.
   */
  document(handle: string, currency?: string, cut?: VariantCut, language?: Language): string | undefined;
  /** A product with every variant, in `currency` and `language`: what the platform's Liquid objects are made of (liquid.ts). */
  wholeProduct(handle: string, currency?: string, language?: Language): Record<string, unknown> | undefined;
  /** The variants `/products/<handle>.js` carries from now on: 250 or 100 (a RangeError otherwise). */
  setVariantCut(cut: number): void;
  /** The variants `/products/<handle>.js` carries now. */
  variantCut(): VariantCut;
  /** Whether the theme has the JSON view (`?view=shop-elements`); without it, the product's page answers. Default true. */
  setViewInstalled(installed: boolean): void;
  /** A visitor's cart as `/cart.js` answers it (a new, empty one for an unknown token), its lines in `language`. */
  cart(token?: string, currency?: string, language?: Language): string;
  /** Sets a variant's stock (null: not counted), overriding what the catalogue says. */
  setStock(variantId: string | bigint, stock: number | null): void;
  /** Liquid's `variant.store_availabilities` of a variant (pickup.ts), the pickup times in `language`. */
  storeAvailabilities(variantId: string, language?: Language): Record<string, unknown>[];
  /**
   * The theme's `sections/<section>.liquid` in a variant's context, in `currency` and `language` under `root`
   * (default `/`), as `/variants/<id>/?section_id=<section>` answers it; undefined: no such variant or section.
   */
  variantSection(variantId: string, section: string, currency?: string, language?: Language, root?: string): Promise<string | undefined>;
}

const MAX_CARTS = 10_000;

export function createStorefront(admin: Admin, options: StorefrontOptions): Storefront {
  const { rates } = options;
  let loaded: Documents | null = null;
  const documents = () => (loaded ??= options.documents());
  let translations: Partial<Record<Language, ProductTranslations>> | null = null;
  const translationOf = (handle: string, language: Language) => {
    const byHandle = (translations ??= options.translations?.() ?? {})[language];
    return byHandle?.get(handle) ?? byHandle?.get(handle.toLowerCase());
  };
  const translated: Derived<string> = new Map();
  const converted: Derived<string> = new Map();
  const parsed: Derived<Obj> = new Map();
  const wholes: Derived<Obj> = new Map();
  const cuts: Derived<string> = new Map();
  let cutNow = options.variantCut ?? DEFAULT_VARIANT_CUT;
  let viewInstalled = true;
  const variantHandles = new Map<string, string>();
  const stockOverrides = new Map<string, number | null>();
  const carts = new Map<string, Cart>();
  let pickup: PickupData | null = null;
  const availabilitiesOf = (variantId: string, language: Language = SHOP_LANGUAGE) =>
    storeAvailabilities((pickup ??= options.pickup?.() ?? { locations: [], store_availabilities: {} }), variantId, language);
  let renderer: ThemeRenderer | null = null;

  const generated = (handle: string): FakeProduct | undefined =>
    [...admin.products.values()].find((p) => p.record.handle === handle && p.record.product_id === null);

  /** The product's document as the shop keeps it, in its language: a fixture's or a snapshot's, or built from the admin records. */
  function sourceText(handle: string): string | undefined {
    const text = documents().get(handle) ?? documents().get(handle.toLowerCase());
    if (text !== undefined) return text;
    const p = generated(handle);
    return p && generatedDocument(p, admin.products);
  }

  /** The document in `language`: translated once per text and language; without a translation, the shop's text, byte for byte. */
  function documentText(handle: string, language: Language): string | undefined {
    const text = sourceText(handle);
    const translation = language === SHOP_LANGUAGE ? undefined : translationOf(handle, language);
    if (text === undefined || translation === undefined) return text;
    return derived(translated, `${language} ${handle}`, text, () => rewritten(text, translateProduct(parseJsonBig(text) as Obj, translation)));
  }

  function handles(): string[] {
    return [...documents().keys(), ...admin.topLevel().map((r) => String(r.handle))];
  }

  /** The text in `currency`, converted once per text and currency. */
  function inCurrency(key: string, text: string, currency: string): string {
    if (currency === options.currency) return text;
    return derived(converted, `${currency} ${key}`, text, () => convertJson(text, currency, rates));
  }

  /** The document cut as the platform cuts it; its own text when it already is (a snapshot's, byte for byte). */
  function cutText(handle: string, cut: VariantCut, language: Language): string | undefined {
    const text = documentText(handle, language);
    if (text === undefined) return undefined;
    return derived(cuts, `${cut} ${language} ${handle}`, text, () => {
      const whole = parseJsonBig(text) as Obj;
      return isCut(whole, cut) ? text : rewritten(text, cutDocument(whole, cut));
    });
  }

  function document(handle: string, currency = options.currency, cut = cutNow, language = SHOP_LANGUAGE): string | undefined {
    const text = cutText(handle, cut, language);
    return text === undefined ? undefined : inCurrency(`${cut} ${language} ${handle}`, text, currency);
  }

  function wholeProduct(handle: string, currency = options.currency, language = SHOP_LANGUAGE): Obj | undefined {
    const source = documentText(handle, language);
    if (source === undefined) return undefined;
    const text = inCurrency(`whole ${language} ${handle}`, source, currency);
    return derived(wholes, `${currency} ${language} ${handle}`, text, () => parseJsonBig(text) as Obj);
  }

  function parsedDocument(handle: string, language: Language): Obj | null {
    const text = documentText(handle, language);
    if (text === undefined) return null;
    return derived(parsed, `${language} ${handle}`, text, () => parseJsonExact(text) as Obj);
  }

  const variantIn = (handle: string | undefined, id: string, language: Language) => {
    const product = handle === undefined ? null : parsedDocument(handle, language);
    const variant = (Array.isArray(product?.variants) ? product.variants as Obj[] : []).find((v) => String(v.id) === id);
    return product && variant ? { product, variant } : null;
  };

  /** What the cart reads of the catalogue, its products in `language`: the lines of `/de/cart.js`, and the titles its refusals name, are German. */
  function catalogueIn(language: Language): CartCatalogue {
    return {
      variant(id) {
        const found = variantIn(variantHandles.get(id), id, language);
        if (found) return found;
        variantHandles.clear();
        for (const handle of handles()) {
          for (const v of (parsedDocument(handle, SHOP_LANGUAGE)?.variants ?? []) as Obj[]) variantHandles.set(String(v.id), handle);
        }
        return variantIn(variantHandles.get(id), id, language);
      },
      stock(id) {
        if (stockOverrides.has(id)) return stockOverrides.get(id)!;
        const handle = variantHandles.get(id);
        const record = handle !== undefined && !documents().has(handle) ? admin.products.get(BigInt(id))?.record : undefined;
        if (record) return record.considers_stock ? Math.max(0, Number(record.stock)) : null;
        const variant = this.variant(id)?.variant;
        // Sold past 0 (`inventory_policy: continue`): not counted.
        if (variant?.inventory_policy === 'continue') return null;
        if (typeof variant?.inventory_quantity === 'number') return Math.max(0, variant.inventory_quantity);
        return variant?.available === false ? 0 : null;
      },
    };
  }
  const catalogues = new Map<Language, CartCatalogue>();
  const catalogueOf = (language: Language) => catalogues.get(language) ?? catalogues.set(language, catalogueIn(language)).get(language)!;

  function newCart(token: string): Cart {
    if (carts.size >= MAX_CARTS) carts.delete(carts.keys().next().value!);
    const cart: Cart = { token, lines: [], note: null, attributes: {} };
    carts.set(token, cart);
    return cart;
  }

  function currencyOf(req: StorefrontRequest, jar: Map<string, string>): string {
    const asked = [req.currency, req.query.get('currency'), jar.get('cart_currency')].map((c) => c?.trim().toUpperCase());
    return asked.find((c) => c && rates[c] !== undefined) ?? options.currency;
  }

  const moneyIn = (currency: string): Money => Object.assign(
    (amount: unknown) => (/^-?\d+$/.test(String(amount)) ? BigInt(convertAmount(String(amount), currency, rates)) : 0n),
    { charge: (price: bigint, charge: CheckoutCharge) => chargeOf(price, charge, currency, rates) },
  );

  /** A theme section in a variant's context, as `/variants/<id>/?section_id=<section>` answers it; undefined: no such variant or section. */
  async function variantSection(id: string, section: string, currency = options.currency, language = SHOP_LANGUAGE, root = '/'): Promise<string | undefined> {
    const found = catalogueOf(language).variant(id);
    const whole = found ? wholeProduct(String(found.product.handle), currency, language) : undefined;
    if (!whole) return undefined;
    // The Liquid engine loads with the first section asked for: a CLI command that never renders one never pays for it.
    const [{ createThemeRenderer, productDrop }, { storeObjects }] = await Promise.all([import('./liquid.js'), import('./theme-pages.js')]);
    const product = productDrop(whole, {
      root, variantId: id, product: (h) => wholeProduct(h, currency, language),
      storeAvailabilities: (variant) => availabilitiesOf(variant, language),
    });
    return (renderer ??= createThemeRenderer()).renderSection(section, {
      ...storeObjects({ currency, root }), product_variant: product.variantById(id), product,
    }, { root, currency });
  }

  /** One request's visitor: currency, language (the locale prefix), cookies to set, and the cart (created on first use). */
  function visit(req: StorefrontRequest) {
    const jar = cookies(req.headers);
    const currency = currencyOf(req, jar);
    const language = languageOf(req.path);
    const setCookies: string[] = [];
    if (req.currency === undefined && req.query.get('currency')?.toUpperCase() === currency) {
      setCookies.push(`cart_currency=${currency}; Path=/; SameSite=Lax`);
    }
    // The B2B customer (price-list.ts): `?customer=b2b` logs in (the cookie), `?customer=` logs out.
    const customer = req.query.get('customer');
    if (customer !== null) setCookies.push(customer === B2B_CUSTOMER ? `customer=${B2B_CUSTOMER}; Path=/; SameSite=Lax` : 'customer=; Path=/; Max-Age=0');
    const b2b = (customer ?? jar.get('customer')) === B2B_CUSTOMER;
    let cart: Cart | undefined;
    return {
      currency,
      language,
      b2b,
      /** The catalogue in the visitor's language. */
      catalogue: catalogueOf(language),
      money: moneyIn(currency),
      setCookies,
      cart(): Cart {
        if (cart) return cart;
        const token = jar.get('cart') ?? '';
        cart = carts.get(token) ?? newCart(/^[\w-]{1,80}$/.test(token) ? token : `c1-${randomBytes(16).toString('hex')}`);
        if (cart.token !== token) setCookies.push(`cart=${cart.token}; Path=/; SameSite=Lax`);
        return cart;
      },
    };
  }
  type Visit = ReturnType<typeof visit>;

  /** The answer of each route (`ROUTES`), from the path's match and the visitor. */
  const answers: Record<RouteName, (req: StorefrontRequest, match: RegExpExecArray, v: Visit) => Promise<Answer> | Answer> = {
    product(req, match, v) {
      const handle = handleOf(match);
      const text = handle === null ? undefined : document(handle, v.currency, req.variantCut, v.language);
      return text === undefined ? html(404, errorPage(404)) : { status: 200, type: JSON_TYPE, body: text };
    },

    // The product's page; with `?view=shop-elements` (when the theme has it) the JSON view, which the
    // platform serves as it serves any template rendered with `{% layout none %}`: as text/html.
    // A view the theme has no template for is the product's page, 200, as on the platform.
    productPage(req, match, v) {
      const handle = handleOf(match);
      const product = handle === null ? undefined : wholeProduct(handle, v.currency, v.language);
      if (product === undefined) return html(404, errorPage(404));
      if (req.query.get('view') !== VIEW_NAME || !viewInstalled) return html(200, productPage(product, v.language));
      const root = `${LOCALE.exec(req.path)?.[0] ?? ''}/`;
      const view = viewJson(product, pageNumber(req.query.get('page')), {
        root, product: (h) => wholeProduct(h, v.currency, v.language), priceBreaks: (id) => priceBreaksOf(id, v.currency, v.b2b),
      });
      return html(200, jsonText(view));
    },

    // `/variants/<id>`: the Section Rendering API in the variant's context (`?section_id=<id>`: the
    // theme's `sections/<id>.liquid` in its wrapper, `product_variant` its object; 404 when the theme
    // has no such section), as Dawn's pickup availability asks for it; without it, the product's page.
    async variant(req, match, v) {
      const id = match[1]!;
      const found = v.catalogue.variant(id);
      const handle = found ? String(found.product.handle) : undefined;
      if (handle === undefined || !wholeProduct(handle, v.currency, v.language)) return html(404, errorPage(404));
      const prefix = LOCALE.exec(req.path)?.[0] ?? '';
      const section = req.query.get('section_id');
      if (!section) return { status: 302, type: HTML_TYPE, body: '', headers: { Location: `${prefix}/products/${encodeURIComponent(handle)}?variant=${id}` } };
      const body = await variantSection(id, section, v.currency, v.language, `${prefix}/`);
      return body === undefined ? html(404, errorPage(404)) : html(200, body);
    },

    cart: (_req, _match, v) => json(200, cartJson(v.cart(), v.catalogue, v.currency, v.money, v.b2b)),

    // The Ajax cart: add, change, update, clear; `sections` rendered after. Refusals in the locale's language.
    async cartAction(req, match, v) {
      const { catalogue, language } = v;
      const cart = v.cart();
      try {
        const fields = await formFields(req);
        const body = Array.isArray(fields) ? nestFields(fields) : fields;
        let result: Obj;
        if (match[1] === 'add') {
          const { items, single } = addItems(body);
          const lines = add(cart, catalogue, items).map((line) => lineJson(line, catalogue, v.money, v.b2b));
          result = single ? lines[0]! : { items: lines };
        } else {
          if (match[1] === 'change') change(cart, catalogue, body);
          else if (match[1] === 'update') update(cart, catalogue, body);
          else Object.assign(cart, { lines: [], note: null, attributes: {} });
          result = cartJson(cart, catalogue, v.currency, v.money, v.b2b);
        }
        const ids = sectionIds(body.sections);
        if (ids.length) {
          const now = cartJson(cart, catalogue, v.currency, v.money, v.b2b);
          result = { ...result, sections: Object.fromEntries(ids.map((id) => [id, sectionHtml(id, now, language)])) };
        }
        return json(200, result);
      } catch (e) {
        if (!(e instanceof CartError)) throw e;
        return json(e.status, e.body(language));
      }
    },

    // `/cart/add`, `/cart/change`, `/cart/update`: an Ajax request (Dawn's product form, its cart) is
    // answered as the `.js` path is, JSON. A plain form post to `add` adds and gets a page in the
    // locale's language (where the platform redirects to a cart page the fake does not have); one to
    // `change` or `update` changes and is sent on to the cart, as on the platform.
    async cartForm(req, match, v) {
      if (isAjax(req.headers)) return answers.cartAction(req, match, v);
      if (match[1] !== 'add') {
        const fields = await formFields(req);
        const body = Array.isArray(fields) ? nestFields(fields) : fields;
        try {
          if (match[1] === 'change') change(v.cart(), v.catalogue, body);
          else update(v.cart(), v.catalogue, body);
        } catch (e) {
          if (!(e instanceof CartError)) throw e;
        }
        return { status: 302, type: HTML_TYPE, body: '', headers: { Location: `${LOCALE.exec(req.path)?.[0] ?? ''}/cart` } };
      }
      const { catalogue, language } = v;
      const cart = v.cart();
      const fields = await formFields(req);
      const list = Array.isArray(fields) ? fields : Object.entries(fields).map(([k, x]) => [k, typeof x === 'string' ? x : jsonText(x)] as [string, string]);
      const nested = nestFields(list);
      let error: string | null = null;
      try {
        add(cart, catalogue, addItems(nested).items);
      } catch (e) {
        if (!(e instanceof CartError)) throw e;
        error = e.description(language);
      }
      const picked = /^\d+$/.test(String(nested.id ?? '').trim()) ? catalogue.variant(String(nested.id).trim()) : null;
      return html(error === null ? 200 : 422, cartAddPage({
        fields: list.filter(([name]) => name !== 'network' && name !== 'currency'),
        variant: picked && `${String(picked.product.title)} — ${String(picked.variant.title)}`,
        plan: picked && planName(picked.product, String(nested.selling_plan ?? '')),
        error, cart: cartJson(cart, catalogue, v.currency, v.money, v.b2b), back: backLink(req.headers),
      }, language));
    },

    // The generated product images (images.ts) at the CDN's own-domain path, `?width=` honoured;
    // cacheable as the CDN's are (a `?v=` changes with the file).
    image(req) {
      const { status, type, body } = cdnImage(req.path.replace(LOCALE, ''), req.query)!;
      return { status, type, body, headers: status === 200 ? { 'Cache-Control': 'public, max-age=3600' } : undefined };
    },
  };

  /** The handle of a product path, decoded (NFC), or null when it does not decode. */
  function handleOf(match: RegExpExecArray): string | null {
    try {
      return decodeURIComponent(match[1]!).normalize('NFC');
    } catch {
      return null;
    }
  }

  async function answer(req: StorefrontRequest): Promise<Answer | null> {
    const found = route(req.path);
    if (!found) return null;
    if (!found.methods.includes(req.method)) {
      return { status: 405, type: 'text/plain; charset=utf-8', body: 'Method Not Allowed', headers: { Allow: found.methods.join(', ') } };
    }
    const v = visit(req);
    const result = await answers[found.name](req, found.match, v);
    return v.setCookies.length ? { ...result, headers: { ...result.headers, 'Set-Cookie': v.setCookies } } : result;
  }

  return {
    answer,
    handles,
    document,
    wholeProduct,
    setVariantCut: (cut) => {
      cutNow = variantCut(cut);
    },
    variantCut: () => cutNow,
    setViewInstalled: (installed) => {
      viewInstalled = installed;
    },
    cart: (token, currency = options.currency, language = SHOP_LANGUAGE) => jsonText(cartJson(carts.get(token ?? '') ?? { token: token ?? 'fake-cart', lines: [], note: null, attributes: {} }, catalogueOf(language), currency, moneyIn(currency))),
    setStock: (variantId, stock) => stockOverrides.set(String(variantId), stock),
    storeAvailabilities: availabilitiesOf,
    variantSection,
  };
}

/** What was made from a text, by key: still good while the text it was made from is the same (an admin write changes it). */
type Derived<T> = Map<string, { text: string; value: T }>;

/** `make()`'s value for `text` under `key`, made once per text. */
function derived<T>(cache: Derived<T>, key: string, text: string, make: () => T): T {
  const cached = cache.get(key);
  if (cached?.text === text) return cached.value;
  const value = make();
  cache.set(key, { text, value });
  return value;
}

/** `value` as JSON written as `source` was (a fixture file's two-space indent, its last newline), so a person reading it still can. */
function rewritten(source: string, value: unknown): string {
  return jsonText(value, /^\{\n {2}"/.test(source) ? 2 : undefined) + (source.endsWith('\n') ? '\n' : '');
}

/** "Group — plan" for a selling plan id of the product, or null. */
function planName(product: Obj, planId: string): string | null {
  for (const group of Array.isArray(product.selling_plan_groups) ? product.selling_plan_groups as Obj[] : []) {
    const plan = (Array.isArray(group.selling_plans) ? group.selling_plans as Obj[] : []).find((p) => String(p.id) === planId);
    if (plan) return `${String(group.name)} — ${String(plan.name)}`;
  }
  return null;
}

/** Where the confirmation page's "Back" goes: the same-origin referer, else home. */
function backLink(headers: IncomingHttpHeaders): string {
  const referer = headers.referer;
  if (referer) {
    try {
      const ref = new URL(referer);
      if (ref.host === headers.host) return ref.pathname + ref.search + ref.hash;
    } catch {
      // an unparsable referer: go home
    }
  }
  return '/';
}
