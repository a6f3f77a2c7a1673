import type { ReadyState } from '../../context.js';
import { fill } from '../../core/fill.js';
import { priceBreaks } from '../../core/price-breaks.js';
import { volumeRows } from '../../core/volume-rows.js';
import { quantityRule } from '../../core/quantity.js';
import { LightConsumer } from '../shared/consumer.js';
import { m, patch, type Markup } from '../shared/markup.js';

/**
 * @tagname shop-volume-pricing
 * @summary Volume pricing: the chosen variant's quantity price breaks (a B2B customer's price list,
 * Liquid's `variant.quantity_price_breaks`) as a table of quantity → price per item, from the least
 * the quantity rule allows. Empty for a variant without breaks. `<shop-price>` shows the price per
 * item at the quantity chosen in `<shop-quantity>`.
 *
 * No shadow root: its markup is the snippet's (`theme/snippets/shop-product.liquid`, drawn where a
 * variant of the product has breaks), bound where the server drew it and written once where it did not.
 * Its code is a file of its own, loaded when the element is in the document. Styled by `shop-elements.css`:
 *
 * ```
 * <table class="shop-volume">
 *   <caption class="shop-volume__caption">Volume pricing</caption>
 *   <tbody>
 *     <tr class="shop-volume__row"><th class="shop-volume__quantity" scope="row">3+</th><td class="shop-volume__price">at €5.90/ea</td></tr>
 *     <tr class="shop-volume__row"><th class="shop-volume__quantity" scope="row">6+</th><td class="shop-volume__price">at €5.50/ea</td></tr>
 *   </tbody>
 * </table>
 * ```
 */
export class ShopVolumePricing extends LightConsumer {
  protected draw(): void {
    const state = this.ready;
    if (state) patch(this, volumeMarkup(state));
  }
}

/** The table of the chosen variant's price breaks; nothing for a variant without (or no variant). */
export function volumeMarkup(state: ReadyState): Markup[] {
  const { variant, product, presentation: { strings: s, format } } = state;
  const breaks = variant ? priceBreaks(product, variant) : [];
  if (!variant || !breaks.length) return [];
  const rows = volumeRows(breaks, quantityRule(variant).min, variant.price).map((row) =>
    m('tr', 'shop-volume__row', [
      m('th', 'shop-volume__quantity', fill(s.volumeMinimum, { count: row.minimumQuantity }), { scope: 'row' }),
      m('td', 'shop-volume__price', fill(s.volumePriceAtEach, { price: format(row.price) })),
    ]));
  return [m('table', 'shop-volume', [m('caption', 'shop-volume__caption', s.volumePricing), m('tbody', '', rows)])];
}
