import { define } from '../elements/shared/define.js';
import { ShopBuyButton } from '../elements/shop-buy-button/shop-buy-button.js';

define('shop-buy-button', ShopBuyButton);

declare global {
  interface HTMLElementTagNameMap {
    'shop-buy-button': ShopBuyButton;
  }
}
