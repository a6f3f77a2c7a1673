import { define } from '../elements/shared/define.js';
import { ShopPrice } from '../elements/shop-price/shop-price.js';

define('shop-price', ShopPrice);

declare global {
  interface HTMLElementTagNameMap {
    'shop-price': ShopPrice;
  }
}
