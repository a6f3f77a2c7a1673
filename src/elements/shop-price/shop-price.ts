import { html, nothing } from 'lit';
import { priceViewOf, type PriceView } from '../../core/price-view.js';
import { availabilityText, fill, type UiStrings } from '../../i18n/strings.js';
import { ProductConsumer } from '../shared/consumer.js';
import { baseStyles } from '../shared/styles.js';
import { styles } from './shop-price.styles.js';

/** How long the live region waits for changes to settle before announcing the price. */
const ANNOUNCE_DELAY = 400;

/**
 * @tagname shop-price
 * @summary The price of the current selection in the customer's currency.
 *
 * @slot - The server-rendered fallback price, shown until the data is ready and kept on error.
 * @csspart price - The price to pay (the plan's when a subscription is chosen).
 * @csspart compare-at - The regular price, struck through, when on sale.
 * @csspart badge - Every badge (savings, sold out, unavailable).
 * @csspart sale-badge - The savings badge.
 * @csspart sold-out-badge - The "Sold out" badge.
 * @csspart unavailable-badge - The "Unavailable" badge.
 * @csspart per-delivery - Prepaid plans: "{price} per delivery · billed {total}".
 * @cssproperty --shop-price-font-size - Size of the price (default 1.25em).
 * @cssproperty --shop-price-font-weight - Weight of the price (default 600).
 * @cssproperty --shop-price-line-height - Line height (default 1.5); one line is reserved before data arrives.
 * @cssproperty --shop-sale-color - Colour of a sale price.
 * @cssproperty --shop-badge-background - Badge background.
 * @cssproperty --shop-badge-color - Badge text colour.
 * @cssproperty --shop-sale-badge-background - Savings badge background.
 * @cssproperty --shop-badge-radius - Corner radius of badges (default: pill).
 */
export class ShopPrice extends ProductConsumer {
  static override styles = [baseStyles, styles];

  static override properties = { announcement: { state: true } };

  private declare announcement: string;
  #lastSpoken: string | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The text to announce once changes settle, and when they will have settled. */
  #pending = '';
  #due = 0;

  constructor() {
    super();
    this.announcement = '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Announces the new price text after changes settle; never the first render. */
  #announce(text: string): void {
    if (this.#lastSpoken === null) {
      this.#lastSpoken = text;
      return;
    }
    // One timer per burst of changes: each change moves the deadline; the timer, when it fires early,
    // waits out the rest (a click then costs no clearTimeout/setTimeout pair).
    this.#pending = text;
    this.#due = performance.now() + ANNOUNCE_DELAY;
    if (this.#timer === undefined) this.#wait(ANNOUNCE_DELAY);
  }

  #wait(ms: number): void {
    this.#timer = setTimeout(() => {
      const left = this.#due - performance.now();
      if (left > 0) return this.#wait(left);
      this.#timer = undefined;
      if (this.#pending !== this.#lastSpoken) this.announcement = this.#lastSpoken = this.#pending;
    }, ms);
  }

  /** What the price says this update: derived before rendering, so render only reads it. */
  #content: { view: PriceView; strings: UiStrings; from: string | null; prepaid: string[] | null; availability: string; spoken: string } | null = null;

  protected override willUpdate(): void {
    const state = this.ready;
    if (!state) {
      this.#content = null;
      return;
    }
    const { variant, payable } = state;
    const view = priceViewOf(state.product, variant && payable && { variant, payable }, state.presentation.format);
    const s = state.presentation.strings;
    const from = view.fromPrice && fill(s.from, { price: view.fromPrice });
    const prepaid = view.perDelivery && view.billed ? [fill(s.perDelivery, { price: view.perDelivery }), fill(s.billed, { price: view.billed })] : null;
    const availability = availabilityText(view.status, s);
    // The live region says the price, and what changed about it.
    const spoken = [from || view.price, view.compareAtPrice && `${s.regularPrice} ${view.compareAtPrice}`, prepaid?.join(', '), availability];
    this.#content = { view, strings: s, from, prepaid, availability, spoken: spoken.filter(Boolean).join('. ') };
  }

  protected override updated(): void {
    if (this.#content) this.#announce(this.#content.spoken);
  }

  override render() {
    const content = this.#content;
    if (!content) return html`<slot></slot>`;
    const { view, strings: s, from, prepaid, availability } = content;
    return html`
      <div class="line">
        ${from
          ? html`<span part="price">${from}</span>`
          : view.compareAtPrice
            ? html`<span class="vh">${s.salePrice}</span><span part="price" class="sale">${view.price}</span>
                <span class="vh">${s.regularPrice}</span><s part="compare-at">${view.compareAtPrice}</s>
                <span part="badge sale-badge">${fill(s.save, { percent: view.savingsPercent ?? 0, amount: view.savingsAmount ?? '' })}</span>`
            : html`<span class="vh">${s.price}</span><span part="price">${view.price}</span>`}
        ${availability ? html`<span part="badge ${view.status}-badge">${availability}</span>` : nothing}
      </div>
      ${prepaid ? html`<div part="per-delivery">${prepaid.join(' · ')}</div>` : nothing}
      <div role="status" aria-live="polite" aria-atomic="true" class="vh">${this.announcement}</div>
    `;
  }
}
