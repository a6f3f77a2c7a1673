import { define } from '../elements/shared/define.js';
import { ShopMedia } from '../elements/shop-media/shop-media.js';

define('shop-media', ShopMedia);

declare global {
  interface HTMLElementTagNameMap {
    'shop-media': ShopMedia;
  }
}
