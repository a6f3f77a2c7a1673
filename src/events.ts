/** Typed DOM events of <shop-product> and <shop-buy-button>; all bubble and cross shadow roots. */
import type { Cart, Product, SellingPlan, SellingPlanAllocation, Variant } from './core/types.js';

const init = { bubbles: true, composed: true };

// The fields are `declare`d and assigned in the constructors (not parameter properties, which are
// emitted as field declarations too): the same objects, and a smaller theme file.

/**
 * The product data is ready and rendered. `variant` is the initial variant (no
 * `shop-variant-change` fires for it): a theme reads `event.variant.raw.featured_image` here too.
 */
export class ProductLoadEvent extends Event {
  declare readonly product: Product;
  declare readonly variant: Variant | null;

  constructor(product: Product, variant: Variant | null) {
    super('shop-product-load', init);
    this.product = product;
    this.variant = variant;
  }
}

/** The selected variant changed (null: the selection matches no variant). */
export class VariantChangeEvent extends Event {
  declare readonly variant: Variant | null;
  declare readonly selection: readonly string[];

  constructor(variant: Variant | null, selection: readonly string[]) {
    super('shop-variant-change', init);
    this.variant = variant;
    this.selection = selection;
  }
}

/** The selling plan changed (null: one-time purchase). */
export class SellingPlanChangeEvent extends Event {
  declare readonly sellingPlan: SellingPlan | null;
  declare readonly allocation: SellingPlanAllocation | null;

  constructor(sellingPlan: SellingPlan | null, allocation: SellingPlanAllocation | null) {
    super('shop-selling-plan-change', init);
    this.sellingPlan = sellingPlan;
    this.allocation = allocation;
  }
}

/**
 * Loading failed; the server-rendered fallback stays. `message` names the cause, for developers
 * (URL, status, the field at fault); `shopperMessage` is the localized text to show a shopper.
 */
export class ProductErrorEvent extends Event {
  declare readonly error: Error;
  declare readonly message: string;
  declare readonly shopperMessage: string;

  constructor(error: Error, message: string, shopperMessage: string = message) {
    super('shop-product-error', init);
    this.error = error;
    this.message = message;
    this.shopperMessage = shopperMessage;
  }
}

/**
 * Part of a product could not be read, and the product works with what it has: the theme's JSON
 * view (a product cut at 250 variants keeps the variants its document had; the others cannot be
 * chosen), or another product of a combined listing (the shopper stays on this one). `error` is the
 * cause (a `ViewMissingError` names the template to install), `message` says it for developers.
 */
export class ProductIncompleteEvent extends Event {
  declare readonly error: Error;
  declare readonly message: string;

  constructor(error: Error, message: string) {
    super('shop-product-incomplete', init);
    this.error = error;
    this.message = message;
  }
}

/**
 * `<shop-buy-button ajax>` added to the cart. `items`: the line items the storefront answered (the
 * lines given to the theme's `updateCart` action when it has one); `cart`: `/cart.js` read right
 * after (null when that read failed); `sections`: the rendered sections asked for with `sections`.
 */
export class CartAddEvent extends Event {
  declare readonly items: unknown[];
  declare readonly cart: Cart | null;
  declare readonly sections: Record<string, string> | null;

  constructor(items: unknown[], cart: Cart | null, sections: Record<string, string> | null) {
    super('shop-cart-add', init);
    this.items = items;
    this.cart = cart;
    this.sections = sections;
  }
}

/**
 * `<shop-buy-button ajax>` could not add. `message`: what the shopper was shown (the storefront's
 * own description of a refusal, or "try again"); `error`: the failure (network, 5xx, not JSON), null
 * for a refusal; `cart`: `/cart.js` read after a refusal, which may hold part of the quantity.
 */
export class CartErrorEvent extends Event {
  declare readonly message: string;
  declare readonly error: Error | null;
  declare readonly cart: Cart | null;
  /** A refusal's `errors` as the storefront sent them (per field: a gift card's recipient, `{email: ["…"], send_on: ["…"]}`); null without. */
  declare readonly errors: unknown;

  constructor(message: string, error: Error | null, cart: Cart | null, errors: unknown = null) {
    super('shop-cart-error', init);
    this.message = message;
    this.error = error;
    this.cart = cart;
    this.errors = errors;
  }
}

/**
 * Dispatches one of the platform's standard storefront events (`shopify:…`): a plain Event with the
 * payload as its own enumerable properties (no `detail`), bubbling and cancelable, as the platform
 * defines them. A field given as a function is worked out when a listener first reads it, and then
 * becomes a plain data property (writable, configurable), as the other fields are: a change nobody
 * listens to builds no payload, and a listener may still write `event.product = …` or redefine a
 * field, as on any event whose payload is plain properties. A payload's `promise` given as a
 * promise may reject (a failed add): it is marked handled here, so a page without listeners logs no
 * unhandled rejection, and a listener still sees the rejection.
 */
export function dispatchStandard(target: EventTarget, type: string, payload: Record<string, unknown>): void {
  (payload.promise as Promise<unknown> | undefined)?.catch?.(() => {});
  const event = new Event(type, { bubbles: true, cancelable: true });
  const plain = (key: string, value: unknown) => Object.defineProperty(event, key, { value, writable: true, enumerable: true, configurable: true });
  for (const key in payload) {
    const value = payload[key];
    if (typeof value !== 'function') plain(key, value);
    else {
      Object.defineProperty(event, key, {
        get: () => plain(key, (value as () => unknown)())[key as keyof Event],
        set: (next: unknown) => plain(key, next),
        enumerable: true,
        configurable: true,
      });
    }
  }
  target.dispatchEvent(event);
}

/** Money in the standard events: `{amount: "12.50", currencyCode: "EUR"}`. */
interface StandardMoney {
  amount: string;
  currencyCode: string;
}

/** The cart as the standard cart events' promises resolve it (built from `/cart.js`). */
export interface StandardCart {
  id: string;
  totalQuantity: number;
  cost: { totalAmount: StandardMoney };
  lines: { id: string; quantity: number; cost: { totalAmount: StandardMoney } }[];
  discountCodes: { code: string; applicable: boolean }[];
}

/** `shopify:product:select`: the shopper or the theme changed the selection. */
export interface ProductSelectEvent extends Event {
  product: { id: string; title: string; handle: string };
  selectedOptions: { name: string; value: string }[];
  promise: Promise<{ variant: { id: string; title: string; availableForSale: boolean; price: StandardMoney; selectedOptions: { name: string; value: string }[] } | null }>;
}

/** `shopify:product:view`: a product was viewed (with the `view-event` attribute). */
export interface ProductViewEvent extends Event {
  context: string;
  product: { id: string; title: string; handle: string; selectedVariant: unknown };
  selectedOptions: { name: string; value: string }[];
}

/** `shopify:cart:lines-update`: lines are being added, updated or removed (dispatched before the request; `promise` settles with the outcome). */
export interface CartLinesUpdateEvent extends Event {
  action: 'add' | 'update' | 'remove';
  context: 'product' | 'cart' | 'dialog' | 'standard-action';
  lines: { merchandiseId?: string; id?: string; quantity?: number; sellingPlanId?: string | null }[];
  promise: Promise<{ cart: StandardCart | null; userErrors?: { message: string }[] }>;
}

/** `shopify:cart:view`: the cart was shown, in a drawer (`dialog`) or as the cart page (`page`); `cart` is null when there is none yet. */
export interface CartViewEvent extends Event {
  context: 'page' | 'dialog';
  cart: StandardCart | null;
}

/** `shopify:cart:error`: a cart change was refused (`INVALID`) or failed (`SERVICE_UNAVAILABLE`). */
export interface StandardCartErrorEvent extends Event {
  code: 'INVALID' | 'SERVICE_UNAVAILABLE';
  error: string;
}

declare global {
  // HTMLElementEventMap and DocumentEventMap extend this map: `el.addEventListener('shopify:cart:lines-update', (e) => e.promise…)` is typed.
  interface GlobalEventHandlersEventMap {
    'shop-cart-add': CartAddEvent;
    'shop-cart-error': CartErrorEvent;
    'shop-product-load': ProductLoadEvent;
    'shop-variant-change': VariantChangeEvent;
    'shop-selling-plan-change': SellingPlanChangeEvent;
    'shop-product-error': ProductErrorEvent;
    'shop-product-incomplete': ProductIncompleteEvent;
    'shopify:product:select': ProductSelectEvent;
    'shopify:product:view': ProductViewEvent;
    'shopify:cart:lines-update': CartLinesUpdateEvent;
    'shopify:cart:view': CartViewEvent;
    'shopify:cart:error': StandardCartErrorEvent;
  }
}
