import { defineLazy } from '../elements/shared/define.js';
import type { SellingPlanSelector } from '../elements/selling-plan-selector/selling-plan-selector.js';

// Its code is a file of its own, loaded when the first <selling-plan-selector> is in the document (or
// in <shop-product>'s default layout for a product sold with plans): a page without subscriptions
// downloads none of it.
defineLazy('selling-plan-selector', () => import('../elements/selling-plan-selector/selling-plan-selector.js').then((m) => m.SellingPlanSelector));

declare global {
  interface HTMLElementTagNameMap {
    'selling-plan-selector': SellingPlanSelector;
  }
}
