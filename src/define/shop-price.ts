import { ShopPrice } from '../elements/shop-price/shop-price.js';

// Guarded so that loading the bundle twice (theme + app block) throws nothing.
if (!customElements.get('shop-price')) customElements.define('shop-price', ShopPrice);

declare global {
  interface HTMLElementTagNameMap {
    'shop-price': ShopPrice;
  }
}
