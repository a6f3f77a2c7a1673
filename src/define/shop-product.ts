import { define } from '../elements/shared/define.js';
import { ShopProduct } from '../elements/shop-product/shop-product.js';

define('shop-product', ShopProduct);

declare global {
  interface HTMLElementTagNameMap {
    'shop-product': ShopProduct;
  }
}
