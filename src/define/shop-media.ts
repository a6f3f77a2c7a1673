import { defineOnFirstUse } from '../elements/shared/define.js';
import type { ShopMedia } from '../elements/shop-media/shop-media.js';

// Its code is a file of its own, loaded on the shopper's first move toward the gallery or its product
// (elements/shared/first-use.ts), never at idle: until then the server's gallery shows as it is.
defineOnFirstUse('shop-media', () => import('../elements/shop-media/shop-media.js').then((m) => m.ShopMedia));

// A thumbnail of the server's gallery pressed before that code came (a tap right after the touch that
// asked for it): marked, and shown when it comes, never lost.
addEventListener('click', (event) => {
  const pressed = (event.target as Element).closest?.('shop-media:not(:defined) .shop-media__thumbnail');
  if (!pressed) return;
  for (const thumbnail of pressed.parentElement!.children) thumbnail.toggleAttribute('data-pressed', thumbnail === pressed);
}, true);

declare global {
  interface HTMLElementTagNameMap {
    'shop-media': ShopMedia;
  }
}
