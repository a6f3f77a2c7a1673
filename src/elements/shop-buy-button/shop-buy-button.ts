import { ContextEvent } from '@lit/context';
import { css, html, LitElement } from 'lit';
import { productContext, type ProductState } from '../../context.js';
import type { ShopProduct } from '../shop-product/shop-product.js';
import { availabilityText } from '../../i18n/strings.js';
import { setCustomStates } from '../shared/states.js';

const EVENTS = ['shop-product-load', 'shop-variant-change', 'shop-product-error'] as const;

/**
 * @tagname shop-buy-button
 * @summary Wraps the theme's own add-to-cart button: while the selection cannot be bought it reads
 * "Sold out" or "Unavailable" and is `aria-disabled` — still focusable and clickable, so a click
 * submits, the form refuses, and the browser shows why at the shopper's choice. No theme JavaScript.
 *
 * The product is the `<shop-product>` named by the `for` attribute, else the one in the button's
 * form, else the enclosing one. The button stays the theme's: style it directly
 * (`shop-buy-button:state(sold-out) button { … }`); the element has no parts of its own.
 *
 * @slot - The theme's submit button (`<button type="submit">` or `<input type="submit">`).
 */
export class ShopBuyButton extends LitElement {
  static override styles = css`:host{display:contents}`;

  static override properties = { for: {} };

  /** The id of the `<shop-product>` whose selection this button buys; optional. */
  declare for: string | null;

  #internals = this.attachInternals();
  /** The button's own content, put back when the selection can be bought again. */
  #content: Node[] | null = null;

  constructor() {
    super();
    this.for = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Listened to on the document: the product may come before or after us, or be upgraded later.
    for (const type of EVENTS) document.addEventListener(type, this.#sync);
    this.#sync();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const type of EVENTS) document.removeEventListener(type, this.#sync);
  }

  get #button(): HTMLButtonElement | HTMLInputElement | null {
    return this.querySelector('button, input[type="submit"]');
  }

  get #product(): ShopProduct | null {
    const isProduct = (e: Element | null | undefined): e is ShopProduct => !!e && 'selectVariant' in e && 'status' in e;
    const named = this.for ? document.getElementById(this.for) : null;
    if (isProduct(named)) return named;
    const inForm = [...(this.#button?.form?.elements ?? [])].find(isProduct);
    if (inForm) return inForm;
    const enclosing = this.closest('shop-product');
    return isProduct(enclosing) ? enclosing : null;
  }

  #sync = (): void => {
    // The product's shared state (the context it provides), asked for once: the product need not be an ancestor.
    let state: ProductState | undefined;
    this.#product?.dispatchEvent(new ContextEvent(productContext, this, (value) => (state = value)));
    const button = this.#button;
    const availability = state?.availability ?? 'available';
    setCustomStates(this.#internals, { 'sold-out': availability === 'sold-out', unavailable: availability === 'unavailable' });
    if (!button) return;
    if (availability === 'available') {
      if (!this.#content) return;
      button.removeAttribute('aria-disabled');
      if (button instanceof HTMLInputElement) button.value = (this.#content[0] as Text).data;
      else button.replaceChildren(...this.#content);
      this.#content = null;
      return;
    }
    const text = availabilityText(availability, state!.presentation.strings);
    this.#content ??= button instanceof HTMLInputElement ? [new Text(button.value)] : [...button.childNodes];
    button.setAttribute('aria-disabled', 'true');
    if (button instanceof HTMLInputElement) button.value = text;
    else button.textContent = text;
  };

  override render() {
    return html`<slot @slotchange=${this.#sync}></slot>`;
  }
}
