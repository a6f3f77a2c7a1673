/// <reference types="node" />
/**
 * The theme folder's snippets rendered as the platform renders them for one request, through the
 * one renderer (liquid.ts): the product snippet (`snippets/shop-product.liquid`) and the collection
 * card (`snippets/shop-product-card.liquid`) with the platform's objects of that request: `product`
 * (every variant, in the shopper's currency and the root's language: the merchant's translation,
 * translations.ts), `shop` (its money formats), `cart` and `localization` (the currency), `routes` (the
 * locale's root). The demo's pages and the theme's tests render them so.
 */
import type { Storefront } from './storefront.js';
import { createThemeRenderer, productDrop, type Swatch, type ThemeRenderer } from './liquid.js';
import { moneyFormatOf } from './currency.js';
import { languageOf } from './language.js';
import { viewOptions, type VariantCut, type ViewContext, type ViewOption } from './product-view.js';
import { SHOP_LANGUAGE } from './translations.js';
import { priceBreaksOf } from './price-list.js';

type Obj = Record<string, unknown>;

/** One request to the theme: who asks, in which currency and language. */
export interface ThemeRequest {
  /** The shopper's currency. Default: the shop's, EUR. */
  currency?: string;
  /** The storefront root of the page's locale (`/`, `/de/`): `routes.root_url`, `t`'s language and the product data's. Default `/`. */
  root?: string;
  /** `?variant=`: the product's selected variant. */
  variantId?: string | null;
  /** Variants in `product.variants` and `{{ product | json }}`. Default 250. */
  cut?: VariantCut;
  /**
   * The merchant's swatches (option name → value → colour or image), as the platform keeps them per
   * value: by the names in the shop's language (a German page finds White's swatch for Weiß).
   */
  swatches?: Swatches;
  /** The B2B customer (price-list.ts): the variants' quantity price breaks. Default: a shopper without a price list. */
  b2b?: boolean;
}

type Swatches = Readonly<Record<string, Readonly<Record<string, { color: string } | { image: string }>>>>;

/** The platform's global objects of a request: `shop`, `cart`, `localization`, `routes`. */
export function storeObjects(request: ThemeRequest): Obj {
  const currency = request.currency ?? 'EUR';
  const root = request.root ?? '/';
  const formats = moneyFormatOf(currency);
  // routes.root_url is "/" or "/de" (no trailing slash but the shop's root); the other routes hang off it.
  const rootUrl = root === '/' ? '/' : root.replace(/\/$/, '');
  const language = /^\/([a-z]{2})/i.exec(rootUrl)?.[1]?.toLowerCase() ?? 'en';
  return {
    shop: { name: 'shop-elements demo', currency: 'EUR', money_format: formats.money, money_with_currency_format: formats.withCurrency },
    cart: { currency: { iso_code: currency } },
    localization: { country: { currency: { iso_code: currency } }, language: { iso_code: language } },
    routes: { root_url: rootUrl, cart_url: `${root}cart`, cart_add_url: `${root}cart/add`, products_url: `${root}products` },
  };
}

/** The theme's snippets rendered for the fake's storefront. */
export interface ThemePages {
  /** `snippets/shop-product.liquid` for a product (undefined: no such product); `args` are the snippet's other arguments. */
  product(handle: string, request?: ThemeRequest, args?: Obj): Promise<string | undefined>;
  /** `snippets/shop-product-card.liquid` for a product, or undefined. */
  card(handle: string, request?: ThemeRequest, args?: Obj): Promise<string | undefined>;
}

/**
 * The names in the shop's language of each option value as a page in another language shows it
 * (`shown`; `source`: the same product's options in the shop's language). A translation keeps every
 * option and value in its place, so the value at the same place is the same value.
 */
function shopNames(shown: ViewOption[], source: ViewOption[]): (option: string, value: string) => [string, string] {
  const names = new Map<string, [string, string]>();
  shown.forEach((o, i) => o.values.forEach((v, j) => {
    const from = source[i]?.values[j];
    if (from) names.set(JSON.stringify([o.name, v.name]), [source[i]!.name, from.name]);
  }));
  return (option, value) => names.get(JSON.stringify([option, value])) ?? [option, value];
}

export function themePages(storefront: Pick<Storefront, 'wholeProduct' | 'storeAvailabilities'>, renderer: ThemeRenderer = createThemeRenderer()): ThemePages {
  const render = async (snippet: string, handle: string, request: ThemeRequest = {}, args: Obj = {}) => {
    const currency = request.currency ?? 'EUR';
    const root = request.root ?? '/';
    const language = languageOf(root);
    const whole = storefront.wholeProduct(handle, currency, language);
    if (!whole) return undefined;
    const context: ViewContext = { root, product: (h) => storefront.wholeProduct(h, currency, language) };
    // The merchant keeps a swatch per value, whatever language the value is shown in.
    const inShopLanguage = language === SHOP_LANGUAGE ? null : shopNames(
      viewOptions(whole, context),
      viewOptions(storefront.wholeProduct(handle, currency)!, { root, product: (h) => storefront.wholeProduct(h, currency) }),
    );
    const swatch = (option: string, value: string): Swatch | null => {
      const [o, v] = inShopLanguage?.(option, value) ?? [option, value];
      const s = request.swatches?.[o]?.[v];
      return s ? { color: 'color' in s ? s.color : null, image: 'image' in s ? s.image : null } : null;
    };
    const storeAvailabilities = (variant: string) => storefront.storeAvailabilities(variant, language);
    const priceBreaks = (id: string) => priceBreaksOf(id, currency, !!request.b2b);
    const product = productDrop(whole, { ...context, cut: request.cut, variantId: request.variantId ?? null, swatch, storeAvailabilities, priceBreaks });
    return renderer.renderSnippet(snippet, { ...storeObjects(request), ...args, product }, { root, currency });
  };
  return {
    product: (handle, request, args) => render('shop-product', handle, request, args),
    card: (handle, request, args) => render('shop-product-card', handle, request, args),
  };
}
