import { defineOnFirstUse } from '../elements/shared/define.js';
import type { SellingPlanSelector } from '../elements/selling-plan-selector/selling-plan-selector.js';

// Its code is a file of its own: a page without subscriptions downloads none of it. Where the server
// drew its radios (the snippet) it loads on the shopper's first move toward the product (a plan chosen
// before is taken over); an empty one (no server markup) loads when it is in the document, and
// <shop-product>'s default layout asks for it for a product sold with plans.
defineOnFirstUse('selling-plan-selector', () => import('../elements/selling-plan-selector/selling-plan-selector.js').then((m) => m.SellingPlanSelector));

declare global {
  interface HTMLElementTagNameMap {
    'selling-plan-selector': SellingPlanSelector;
  }
}
