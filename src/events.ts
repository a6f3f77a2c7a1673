/** Typed DOM events of <shop-product>; all bubble and cross shadow roots. */
import type { Product, SellingPlan, SellingPlanAllocation, Variant } from './core/types.js';

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

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-product-load': ProductLoadEvent;
    'shop-variant-change': VariantChangeEvent;
    'shop-selling-plan-change': SellingPlanChangeEvent;
    'shop-product-error': ProductErrorEvent;
  }
}
