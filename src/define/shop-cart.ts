import { defineLazy } from '../elements/shared/define.js';
import type { ShopCart } from '../elements/shop-cart/shop-cart.js';

// Its code is a file of its own, loaded when the first <shop-cart> is in the document.
defineLazy('shop-cart', () => import('../elements/shop-cart/shop-cart.js').then((m) => m.ShopCart));

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart': ShopCart;
  }
}
