import { ShopProduct } from '../elements/shop-product/shop-product.js';

// Guarded so that loading the bundle twice (theme + app block) throws nothing.
if (!customElements.get('shop-product')) customElements.define('shop-product', ShopProduct);

declare global {
  interface HTMLElementTagNameMap {
    'shop-product': ShopProduct;
  }
}
