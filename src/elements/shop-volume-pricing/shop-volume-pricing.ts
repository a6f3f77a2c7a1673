import type { ProductActions, ProductExtension, ReadyState } from '../../context.js';
import { fill } from '../../core/fill.js';
import { priceAt, priceBreaks } from '../../core/price-breaks.js';
import { volumeWords } from '../../i18n/volume.js';
import type { ShopQuantity } from '../shop-quantity/shop-quantity.js';
import { volumeRows } from '../../core/volume-rows.js';
import { quantityRule } from '../../core/quantity.js';
import { LightConsumer } from '../shared/consumer.js';
import { m, patch, type Markup } from '../shared/markup.js';

/**
 * @tagname shop-volume-pricing
 * @summary Volume pricing: the chosen variant's quantity price breaks (a B2B customer's price list,
 * Liquid's `variant.quantity_price_breaks`) as a table of quantity → price per item, from the least
 * the quantity rule allows. Empty for a variant without breaks. It gives its `<shop-product>` the price
 * per item at the quantity chosen in the product's `<shop-quantity>` (else the least the rule allows):
 * `<shop-price>` and the buy button's total follow it. A product without breaks has no such element
 * (the snippet draws it where a variant has breaks), so its page loads none of this code: not the
 * table, not the break lookup, not the words (English here, other languages' a module each).
 *
 * No shadow root: its markup is the snippet's (`theme/snippets/shop-product.liquid`, drawn where a
 * variant of the product has breaks), bound where the server drew it and written once where it did not.
 * Its code is a file of its own, loaded when the element is in the document; its product waits for it
 * before its first data render, so the first price shown is the break's. Styled by `shop-elements.css`:
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
  /** The product this table prices (to stop when the element leaves). */
  #prices: ProductActions | null = null;
  #product: Element | null = null;

  /** The price per item of a variant with breaks: its break's at the product's quantity. */
  #part: ProductExtension = {
    each: (product, variant) => {
      const breaks = priceBreaks(product, variant);
      const chosen = this.#product?.querySelector<ShopQuantity>('shop-quantity')?.value ?? NaN;
      return breaks.length ? priceAt(breaks, Number.isFinite(chosen) ? chosen : quantityRule(variant).min, variant.price) : undefined;
    },
  };

  /** The shopper typed or stepped the quantity: priced again. */
  #changed = (event: Event) => (event.target as Element).closest('shop-quantity') && this.#prices?.extend(this, this.#part);

  override connectedCallback(): void {
    super.connectedCallback();
    this.#product = this.closest('shop-product');
    this.#product?.addEventListener('input', this.#changed);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#product?.removeEventListener('input', this.#changed);
    this.#prices?.extend(this, null);
    this.#prices = this.#product = null;
  }

  protected draw(): void {
    // The price per item is given from the first state on (the product's first data render waits for this code).
    const actions = this.state?.actions ?? null;
    if (actions !== this.#prices) {
      this.#prices?.extend(this, null);
      (this.#prices = actions)?.extend(this, this.#part);
    }
    const state = this.ready;
    if (!state) return;
    // The table's words in the product's language first: never English in between.
    const loading = volumeWords.load(state.presentation.money.locale);
    if (loading) return void (this.#words ??= loading.then(() => ((this.#words = null), this.requestUpdate())));
    patch(this, volumeMarkup(state));
  }

  /** The table's words of another language on their way: drawn when they come. */
  #words: Promise<void> | null = null;

  /** Resolves once the table shows what it will: its words in the product's language too. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    return this.#words ? (await this.#words, this.updateComplete) : done;
  }
}

/** The table of the chosen variant's price breaks; nothing for a variant without (or no variant). */
export function volumeMarkup(state: ReadyState): Markup[] {
  const { variant, product, presentation: { money, format } } = state;
  const s = volumeWords.of(money.locale);
  const breaks = variant ? priceBreaks(product, variant) : [];
  if (!variant || !breaks.length) return [];
  const rows = volumeRows(breaks, quantityRule(variant).min, variant.price).map((row) =>
    m('tr', 'shop-volume__row', [
      m('th', 'shop-volume__quantity', fill(s.volumeMinimum, { count: row.minimumQuantity }), { scope: 'row' }),
      m('td', 'shop-volume__price', fill(s.volumePriceAtEach, { price: format(row.price) })),
    ]));
  return [m('table', 'shop-volume', [m('caption', 'shop-volume__caption', s.volumePricing), m('tbody', '', rows)])];
}
