import { html, nothing } from 'lit';
import { priceView } from '../../core/price-view.js';
import { availabilityText, fill } from '../../i18n/strings.js';
import type { ProductState } from '../../context.js';
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
 * @csspart per-delivery - Prepaid plans: "{price} per delivery · {count} deliveries" (the price line shows what is billed).
 * @cssproperty --shop-price-font-size - Size of the price (default 1.25em).
 * @cssproperty --shop-price-font-weight - Weight of the price (default 600).
 * @cssproperty --shop-price-line-height - Line height (default 1.5); one line is reserved before data arrives.
 * @cssproperty --shop-sale-color - Colour of a sale price.
 * @cssproperty --shop-badge-background - Badge background.
 * @cssproperty --shop-badge-color - Badge text colour.
 * @cssproperty --shop-sale-badge-background - Savings badge background.
 * @cssproperty --shop-badge-radius - Corner radius of badges (default: pill).
 * @cssproperty --shop-muted-color - Colour of the regular price and the per-delivery line (default: the text colour).
 */
export class ShopPrice extends ProductConsumer {
  static override styles = [baseStyles, styles];

  static override properties = { announcement: { state: true } };

  private declare announcement: string;
  #lastSpoken: string | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.announcement = '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  /** Announces the new price text after changes settle; never the first render. */
  #announce(text: string): void {
    if (this.#lastSpoken === null) {
      this.#lastSpoken = text;
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (text !== this.#lastSpoken) this.announcement = this.#lastSpoken = text;
    }, ANNOUNCE_DELAY);
  }

  override render() {
    const state = this.ready;
    if (!state) return html`<slot></slot>`;
    const { text, view, from, sentence, perDelivery } = priceText(state);
    this.#announce(text);
    const s = state.strings;
    const availability = availabilityText(view.status, s);
    return html`
      <div class="line">
        ${from
          ? html`<span part="price">${from}</span>`
          : sentence
            ? // One sentence for screen readers ("Sale price €59.90, regular price €79.90, save 25%"); the visible parts say the same.
              html`<span class="vh">${sentence}</span><span part="price" class="sale" aria-hidden="true">${view.price}</span>
                <s part="compare-at" aria-hidden="true">${view.compareAtPrice}</s>
                <span part="badge sale-badge" aria-hidden="true">${fill(s.save, { percent: view.savingsPercent!, amount: view.savingsAmount! })}</span>`
            : html`<span class="vh">${s.price} </span><span part="price">${view.price}</span>`}
        ${availability ? html`<span part="badge ${view.status}-badge">${availability}</span>` : nothing}
      </div>
      ${perDelivery ? html`<div part="per-delivery">${perDelivery}</div>` : nothing}
      <div role="status" aria-live="polite" aria-atomic="true" class="vh">${this.announcement}</div>
    `;
  }
}

/** What <shop-price> shows and says for a state: the price sentence, the prepaid line, the availability. */
export function priceText(state: ProductState) {
  const view = priceView(state.product!, state.variant, state.sellingPlanId, state.money);
  const s = state.strings;
  const from = view.fromPrice ? fill(s.from, { price: view.fromPrice }) : null;
  const sentence = view.compareAtPrice
    ? fill(state.sellingPlanId === null ? s.onSale : s.onSubscription, { price: view.price!, compareAt: view.compareAtPrice, percent: view.savingsPercent! })
    : null;
  // Prepaid: the price line is what is billed; this line adds what it buys, without repeating it.
  const perDelivery = view.perDelivery ? `${fill(s.perDelivery, { price: view.perDelivery })} · ${fill(s.deliveries, { count: view.deliveries! })}` : null;
  const text = [from ?? sentence ?? `${s.price} ${view.price}`, perDelivery, availabilityText(view.status, s)].filter(Boolean).join('. ');
  return { text, view, from, sentence, perDelivery };
}
