import { html, nothing } from 'lit';
import { fill } from '../../core/fill.js';
import { ProductConsumer } from '../shared/consumer.js';
import { priceText } from '../shared/price-text.js';
import { baseStyles } from '../shared/styles.js';
import { styles } from './shop-price.styles.js';

/**
 * @tagname shop-price
 * @summary The price of the current selection in the customer's currency. Changes are announced
 * once per product by `<shop-product>`'s live region, not by each price (a sticky bar's second
 * price says nothing twice).
 *
 * @slot - The server-rendered fallback price, shown until the data is ready and kept on error.
 * @csspart price - The price to pay (the plan's when a subscription is chosen).
 * @csspart compare-at - The regular price, struck through, when on sale.
 * @csspart badge - Every badge (savings, sold out, unavailable).
 * @csspart sale-badge - The savings badge.
 * @csspart sold-out-badge - The "Sold out" badge.
 * @csspart unavailable-badge - The "Unavailable" badge.
 * @csspart per-delivery - Prepaid plans: "{price} per delivery · {count} deliveries" (the price line shows what is billed).
 * @csspart unit-price - The base price where the storefront sends one: "€5.00/100 g" (spoken "€5.00 per 100 g").
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

  override render() {
    const state = this.ready;
    if (!state) return html`<slot></slot>`;
    const { view, strings: s, from, sentence, perDelivery, unitPriceText, availability } = priceText(state);
    return html`
      <div class="line">
        ${from
          ? html`<span part="price">${from}</span>`
          : sentence
            ? // One sentence for screen readers ("Sale price €59.90, regular price €79.90, save 25%"); the visible parts say the same.
              html`<span class="vh">${sentence}</span><span part="price" class="sale" aria-hidden="true">${view.price}</span>
                <s part="compare-at" aria-hidden="true">${view.compareAtPrice}</s>
                <span part="badge sale-badge" aria-hidden="true">${fill(s.save, { percent: view.savingsPercent ?? 0, amount: view.savingsAmount ?? '' })}</span>`
            : view.price
              ? html`<span class="vh">${s.price} </span><span part="price">${view.price}</span>`
              : // A choice that waits for its data: no price yet, the line keeps its room.
                html`<span part="price" aria-busy="true"></span>`}
        ${availability ? html`<span part="badge ${view.availability}-badge">${availability}</span>` : nothing}
      </div>
      ${perDelivery ? html`<div part="per-delivery">${perDelivery}</div>` : nothing}
      ${unitPriceText ? html`<div part="unit-price"><span aria-hidden="true">${unitPriceText.shown}</span><span class="vh">${unitPriceText.spoken}</span></div>` : nothing}
    `;
  }
}
