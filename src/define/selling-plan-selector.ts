import { define } from '../elements/shared/define.js';
import { SellingPlanSelector } from '../elements/selling-plan-selector/selling-plan-selector.js';

define('selling-plan-selector', SellingPlanSelector);

declare global {
  interface HTMLElementTagNameMap {
    'selling-plan-selector': SellingPlanSelector;
  }
}
