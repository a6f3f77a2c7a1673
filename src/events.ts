/** Typed DOM events of <shop-product>; all bubble and cross shadow roots. */
import type { Product, SellingPlan, SellingPlanAllocation, Variant } from './core/types.js';

const init = { bubbles: true, composed: true };

/**
 * The product data is ready and rendered. `variant` is the initial variant (no
 * `shop-variant-change` fires for it): a theme reads `event.variant.raw.featured_image` here too.
 */
export class ProductLoadEvent extends Event {
  constructor(readonly product: Product, readonly variant: Variant | null) {
    super('shop-product-load', init);
  }
}

/** The selected variant changed (null: the selection matches no variant). */
export class VariantChangeEvent extends Event {
  constructor(readonly variant: Variant | null, readonly selection: readonly string[]) {
    super('shop-variant-change', init);
  }
}

/** The selling plan changed (null: one-time purchase). */
export class SellingPlanChangeEvent extends Event {
  constructor(readonly sellingPlan: SellingPlan | null, readonly allocation: SellingPlanAllocation | null) {
    super('shop-selling-plan-change', init);
  }
}

/**
 * Loading failed; the server-rendered fallback stays. `message` names the cause, for developers
 * (URL, status, the field at fault); `shopperMessage` is the localized text to show a shopper.
 */
export class ProductErrorEvent extends Event {
  constructor(readonly error: Error, readonly message: string, readonly shopperMessage: string = message) {
    super('shop-product-error', init);
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
