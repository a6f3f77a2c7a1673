import { defineLazy } from '../elements/shared/define.js';
import type { ShopStock } from '../elements/shop-stock/shop-stock.js';

// Its code is a file of its own, loaded when the first <shop-stock> is in the document: a page
// without a stock line downloads none of it.
defineLazy('shop-stock', () => import('../elements/shop-stock/shop-stock.js').then((m) => m.ShopStock));

declare global {
  interface HTMLElementTagNameMap {
    'shop-stock': ShopStock;
  }
}
