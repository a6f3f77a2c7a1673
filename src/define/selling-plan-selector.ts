import { SellingPlanSelector } from '../elements/selling-plan-selector/selling-plan-selector.js';

// Guarded so that loading the bundle twice (theme + app block) throws nothing.
if (!customElements.get('selling-plan-selector')) customElements.define('selling-plan-selector', SellingPlanSelector);

declare global {
  interface HTMLElementTagNameMap {
    'selling-plan-selector': SellingPlanSelector;
  }
}
