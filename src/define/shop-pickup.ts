import { defineLazy } from '../elements/shared/define.js';
import type { PickupErrorEvent, ShopPickup } from '../elements/shop-pickup/shop-pickup.js';

// Its code is a file of its own, loaded when the first <shop-pickup> is in the document: a page without one pays only this line.
defineLazy('shop-pickup', () => import('../elements/shop-pickup/shop-pickup.js').then((m) => m.ShopPickup));

declare global {
  interface HTMLElementTagNameMap {
    'shop-pickup': ShopPickup;
  }
  interface GlobalEventHandlersEventMap {
    'shop-pickup-error': PickupErrorEvent;
  }
}
