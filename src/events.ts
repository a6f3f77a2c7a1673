/** Typed DOM events of <shop-product>; all bubble and cross shadow roots. */
import type { Product, SellingPlan, SellingPlanAllocation, Variant } from './core/types.js';

const init = { bubbles: true, composed: true };

/** The product data is ready and rendered. */
export class ProductLoadEvent extends Event {
  static readonly type = 'shop-product-load';
  constructor(readonly product: Product) {
    super(ProductLoadEvent.type, init);
  }
}

/** The selected variant changed (null: the selection matches no variant). */
export class VariantChangeEvent extends Event {
  static readonly type = 'shop-variant-change';
  constructor(readonly variant: Variant | null, readonly selection: readonly string[]) {
    super(VariantChangeEvent.type, init);
  }
}

/** The selling plan changed (null: one-time purchase). */
export class SellingPlanChangeEvent extends Event {
  static readonly type = 'shop-selling-plan-change';
  constructor(readonly sellingPlan: SellingPlan | null, readonly allocation: SellingPlanAllocation | null) {
    super(SellingPlanChangeEvent.type, init);
  }
}

/** Loading failed; the server-rendered fallback stays. `message` names the cause. */
export class ProductErrorEvent extends Event {
  static readonly type = 'shop-product-error';
  constructor(readonly error: Error, readonly message: string) {
    super(ProductErrorEvent.type, init);
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
