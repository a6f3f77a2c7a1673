import { html, LitElement, nothing } from 'lit';
import { countIn } from '../../core/cart-view.js';
import { fill } from '../../core/fill.js';
import { CartPresence } from '../shared/cart-presence.js';
import { setCustomStates } from '../shared/states.js';
import { baseStyles } from '../shared/styles.js';
import { styles } from './shop-cart-count.styles.js';

/**
 * @tagname shop-cart-count
 * @summary How many items the cart holds (`item_count`, in the shopper's digits, 0 included), for the
 * theme's cart button: its accessible text is "Cart, 2 items" (visually hidden, so a link or button
 * around it is named by it; also the `label` property). Updates from the page's cart store only:
 * after our adds and changes, and after anyone's `shopify:cart:lines-update`. Its code loads on first
 * use (the theme file registers it). No number shows until the cart has been read (the text is "Cart" then).
 *
 * @csspart count - The number.
 * @cssstate empty - The cart holds nothing (a theme hides an empty count with `shop-cart-count:state(empty)`).
 * @cssstate loading - The cart has not been read yet.
 */
export class ShopCartCount extends LitElement {
  static override styles = [baseStyles, styles];
  static override properties = { locale: {} };

  /** Locale for the digits and the accessible text; defaults to `<html lang>`, then the browser's. */
  declare locale: string | null;

  #internals = this.attachInternals();
  #cart = new CartPresence(this);

  constructor() {
    super();
    this.locale = null;
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

  protected override willUpdate(): void {
    const cart = this.#cart.store?.cart;
    setCustomStates(this.#internals, { empty: cart?.itemCount === 0, loading: !cart });
  }

  override render() {
    const cart = this.#cart.store?.cart;
    const label = this.label;
    if (!label) return nothing;
    // Until the cart is read, the button around it is still named ("Cart"), with no number shown.
    if (!cart) return html`<span class="vh">${label}</span>`;
    return html`<span part="count" aria-hidden="true">${countIn(cart.itemCount, this.#cart.locale).digits}</span><span class="vh">${label}</span>`;
  }
}
