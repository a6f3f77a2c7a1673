import { defineLazy } from '../elements/shared/define.js';
import type { ShopVolumePricing } from '../elements/shop-volume-pricing/shop-volume-pricing.js';

// Its code is a file of its own, loaded when the first <shop-volume-pricing> is in the document (a product with price breaks).
defineLazy('shop-volume-pricing', () => import('../elements/shop-volume-pricing/shop-volume-pricing.js').then((m) => m.ShopVolumePricing));

declare global {
  interface HTMLElementTagNameMap {
    'shop-volume-pricing': ShopVolumePricing;
  }
}
