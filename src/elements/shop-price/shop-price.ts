import type { ReadyState } from '../../context.js';
import { fill } from '../../core/fill.js';
import { LightConsumer } from '../shared/consumer.js';
import { HIDDEN, m, type Markup } from '../shared/markup.js';
import { priceText } from '../shared/price-text.js';

/**
 * @tagname shop-price
 * @summary The price of the current selection in the customer's currency. Changes are announced
 * once per product by `<shop-product>`'s live region, not by each price (a sticky bar's second
 * price says nothing twice).
 *
 * No shadow root: its markup is the snippet's (`theme/snippets/shop-product.liquid`), bound where the
 * server drew it (a `.shop-price` child) and written once where it did not (the element's other
 * content is the fallback, shown until the data is ready, and again while it loads or after an error).
 * On each change it writes only what changed. Styled by `shop-elements.css`:
 *
 * ```
 * <p class="shop-price">
 *   <span class="visually-hidden">Sale price €99.00, regular price €129.00, save 23%</span>
 *   <span class="shop-price__price shop-price__price--sale" aria-hidden="true">€99.00</span>
 *   <s class="shop-price__compare-at" aria-hidden="true">€129.00</s>
 *   <span class="shop-price__badge shop-price__badge--sale" aria-hidden="true">Save 23%</span>
 *   <span class="shop-price__badge shop-price__badge--sold-out">Sold out</span>
 * </p>
 * <p class="shop-price__per-delivery">¥800 per delivery · 6 deliveries</p>
 * <p class="shop-price__deposit">Pay €9.60 now, €38.40 later</p>
 * <p class="shop-price__unit"><span aria-hidden="true">€5.00/100 g</span><span class="visually-hidden">€5.00 per 100 g</span></p>
 * ```
 *
 * - `.shop-price`: the price line. Not on sale: `<span class="visually-hidden">Price</span>` and the
 *   price; "From …" (the chosen values name no variant) is the price alone; a choice whose data has
 *   not come yet is an empty price with `aria-busy="true"`.
 * - `.shop-price__price` (`--sale` when a compare-at price is struck through), `.shop-price__compare-at`.
 * - `.shop-price__badge`: `--sale` (the saving), `--sold-out`, `--unavailable`.
 * - `.shop-price__per-delivery`: prepaid plans (the price line shows what is billed).
 * - `.shop-price__deposit`: a plan that charges part at checkout (a pre-order's deposit: the
 *   allocation's `checkout_charge_amount` now, `remaining_balance_charge_amount` later).
 * - `.shop-price__unit`: the base price where the storefront sends one, shown "€5.00/100 g", said "€5.00 per 100 g".
 *
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
export class ShopPrice extends LightConsumer {
  protected draw(): void {
    const state = this.ready;
    this.write('shop-price', state && priceMarkup(state));
  }
}

/** The markup of the price of a ready state: the line, the prepaid line, the unit price. */
export function priceMarkup(state: ReadyState): Markup[] {
  const { view, strings: s, from, sentence, perDelivery, deposit, unitPriceText, availability } = priceText(state);
  const line: Markup[] = from
    ? [m('span', 'shop-price__price', from)]
    : sentence
      ? // One sentence for screen readers ("Sale price €59.90, regular price €79.90, save 25%"); the visible parts say the same.
        [
          m('span', 'visually-hidden', sentence),
          m('span', 'shop-price__price shop-price__price--sale', view.price ?? '', HIDDEN),
          m('s', 'shop-price__compare-at', view.compareAtPrice ?? '', HIDDEN),
          m('span', 'shop-price__badge shop-price__badge--sale', fill(s.save, { percent: view.savingsPercent ?? 0, amount: view.savingsAmount ?? '' }), HIDDEN),
        ]
      : view.price
        ? [m('span', 'visually-hidden', s.price), m('span', 'shop-price__price', view.price)]
        : // A choice that waits for its data: no price yet, the line keeps its room.
          [m('span', 'shop-price__price', '', { 'aria-busy': 'true' })];
  if (availability) line.push(m('span', `shop-price__badge shop-price__badge--${view.availability}`, availability));
  const markup = [m('p', 'shop-price', line)];
  if (perDelivery) markup.push(m('p', 'shop-price__per-delivery', perDelivery));
  if (deposit) markup.push(m('p', 'shop-price__deposit', deposit));
  if (unitPriceText) markup.push(m('p', 'shop-price__unit', [m('span', '', unitPriceText.shown, HIDDEN), m('span', 'visually-hidden', unitPriceText.spoken)]));
  return markup;
}
