import { defineLazy } from '../elements/shared/define.js';
import type { ShopCartCount } from '../elements/shop-cart-count/shop-cart-count.js';

// Its code is a file of its own, loaded when the first <shop-cart-count> is in the document.
defineLazy('shop-cart-count', () => import('../elements/shop-cart-count/shop-cart-count.js').then((m) => m.ShopCartCount));

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart-count': ShopCartCount;
  }
}
