import { define } from '../elements/shared/define.js';
import { ShopQuantity } from '../elements/shop-quantity/shop-quantity.js';

define('shop-quantity', ShopQuantity);

declare global {
  interface HTMLElementTagNameMap {
    'shop-quantity': ShopQuantity;
  }
}
