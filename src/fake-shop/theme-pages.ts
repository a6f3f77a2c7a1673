/// <reference types="node" />
/**
 * The theme folder's snippets rendered as the platform renders them for one request, through the
 * one renderer (liquid.ts): the product snippet (`snippets/shop-product.liquid`) and the collection
 * card (`snippets/shop-product-card.liquid`) with the platform's objects of that request: `product`
 * (every variant, in the shopper's currency), `shop` (its money formats), `cart` and `localization`
 * (the currency), `routes` (the locale's root). The demo's pages and the theme's tests render them so.
 */
import type { Storefront } from './storefront.js';
import { createThemeRenderer, productDrop, type Swatch, type ThemeRenderer } from './liquid.js';
import { moneyFormatOf } from './currency.js';
import type { VariantCut } from './product-view.js';

type Obj = Record<string, unknown>;

/** One request to the theme: who asks, in which currency and language. */
export interface ThemeRequest {
  /** The shopper's currency. Default: the shop's, EUR. */
  currency?: string;
  /** The storefront root of the page's locale (`/`, `/de/`): `routes.root_url`, and `t`'s language. Default `/`. */
  root?: string;
  /** `?variant=`: the product's selected variant. */
  variantId?: string | null;
  /** Variants in `product.variants` and `{{ product | json }}`. Default 250. */
  cut?: VariantCut;
  /** The merchant's swatches (option name → value → colour or image), as the platform keeps them per value. */
  swatches?: Readonly<Record<string, Readonly<Record<string, { color: string } | { image: string }>>>>;
}

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

export function themePages(storefront: Pick<Storefront, 'wholeProduct'>, renderer: ThemeRenderer = createThemeRenderer()): ThemePages {
  const render = async (snippet: string, handle: string, request: ThemeRequest = {}, args: Obj = {}) => {
    const currency = request.currency ?? 'EUR';
    const root = request.root ?? '/';
    const whole = storefront.wholeProduct(handle, currency);
    if (!whole) return undefined;
    const swatch = (option: string, value: string): Swatch | null => {
      const s = request.swatches?.[option]?.[value];
      return s ? { color: 'color' in s ? s.color : null, image: 'image' in s ? s.image : null } : null;
    };
    const product = productDrop(whole, { root, product: (h) => storefront.wholeProduct(h, currency), cut: request.cut, variantId: request.variantId ?? null, swatch });
    return renderer.renderSnippet(snippet, { ...storeObjects(request), ...args, product }, { root, currency });
  };
  return {
    product: (handle, request, args) => render('shop-product', handle, request, args),
    card: (handle, request, args) => render('shop-product-card', handle, request, args),
  };
}
