import { defineOnFirstUse } from '../elements/shared/define.js';
import type { ShopMedia } from '../elements/shop-media/shop-media.js';

// Its code is a file of its own, loaded on the shopper's first move toward the gallery or its product
// (elements/shared/first-use.ts), never at idle: until then the server's image shows.
defineOnFirstUse('shop-media', () => import('../elements/shop-media/shop-media.js').then((m) => m.ShopMedia));

declare global {
  interface HTMLElementTagNameMap {
    'shop-media': ShopMedia;
  }
}
