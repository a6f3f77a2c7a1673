import { ReactiveElement, type PropertyValues } from '@lit/reactive-element';
import { countIn } from '../../core/cart-view.js';
import { fill } from '../../core/fill.js';
import { CartPresence } from '../shared/cart-presence.js';
import { HIDDEN, m, patch, type Markup } from '../shared/markup.js';
import { setCustomStates } from '../shared/states.js';

/**
 * @tagname shop-cart-count
 * @summary How many items the cart holds (`item_count`, in the shopper's digits, 0 included), for the
 * theme's cart button: its accessible text is "Cart, 2 items" (visually hidden, so a link or button
 * around it is named by it; also the `label` property). Updates from the page's cart store only:
 * after our adds and changes, and after anyone's `shopify:cart:lines-update`. Its code loads on first
 * use (the theme file registers it). No number shows until the cart has been read (the text is "Cart" then).
 *
 * No shadow root: its markup is light DOM, styled by `shop-elements.css`. Where the page drew it (as the
 * theme's header would, before the code loads), it binds to it; its other content is replaced by it
 * the first time it writes (a theme's fallback text):
 *
 * ```
 * <shop-cart-count>
 *   <span class="shop-cart-count__count" aria-hidden="true">2</span>
 *   <span class="visually-hidden">Cart, 2 items</span>
 * </shop-cart-count>
 * ```
 *
 * - `.shop-cart-count__count`: the number, shown, not said (absent until the cart is read).
 * - `.visually-hidden`: the accessible text ("Cart, 2 items"; "Cart" until the cart is read).
 *
 * @cssstate empty - The cart holds nothing (a theme hides an empty count with `shop-cart-count:state(empty) .shop-cart-count__count`).
 * @cssstate loading - The cart has not been read yet.
 */
export class ShopCartCount extends ReactiveElement {
  static override properties = { locale: {} };

  /** Locale for the digits and the accessible text; defaults to `<html lang>`, then the browser's. */
  declare locale: string | null;

  #internals = this.attachInternals();
  #cart = new CartPresence(this);

  constructor() {
    super();
    this.locale = null;
  }

  /** No shadow root: the markup is the element's children. */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  /** The accessible text ("Cart, 2 items"), for a theme that names its cart button with it; "Cart" until the cart is read. */
  get label(): string {
    const count = this.#cart.store?.cart?.itemCount;
    const s = this.#cart.strings();
    if (!s) return '';
    if (count === undefined) return s.cart;
    const { digits, one } = countIn(count, this.#cart.locale);
    return fill(one ? s.cartCountOne : s.cartCountOther, { count: digits });
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const cart = this.#cart.store?.cart;
    setCustomStates(this.#internals, { empty: cart?.itemCount === 0, loading: !cart });
    const markup = this.#markup();
    // Strings still loading (another language): what is there stays, never English first.
    if (!markup) return;
    // Content of the page's that is not our markup (a theme's fallback text) goes, once.
    if (!this.querySelector(':scope > .visually-hidden')) this.replaceChildren();
    patch(this, markup);
  }

  /** The count (once the cart is read) and the accessible text; null while the strings load. */
  #markup(): Markup[] | null {
    const label = this.label;
    if (!label) return null;
    const cart = this.#cart.store?.cart;
    // Until the cart is read, the button around it is still named ("Cart"), with no number shown.
    const said = m('span', 'visually-hidden', label);
    return cart ? [m('span', 'shop-cart-count__count', countIn(cart.itemCount, this.#cart.locale).digits, HIDDEN), said] : [said];
  }
}
