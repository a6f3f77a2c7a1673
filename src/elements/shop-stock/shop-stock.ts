import type { ReadyState } from '../../context.js';
import { fill } from '../../core/fill.js';
import { LOW_STOCK_THRESHOLD, stockOf } from '../../core/stock.js';
import { stockWords } from '../../i18n/stock.js';
import type { StockStrings } from '../../i18n/strings.js';
import { LightConsumer } from '../shared/consumer.js';
import { m, patch, type Markup } from '../shared/markup.js';

/**
 * @tagname shop-stock
 * @summary The chosen variant's stock, as Dawn's inventory block words it: "In stock", "Low stock: 3
 * left" (at most `low-stock-threshold` left), "Out of stock", and "Available to order" where the
 * merchant keeps selling past 0 (Dawn says "In stock" there; none left, the shopper orders ahead). It follows the choice with no request, and is said once per change
 * with the price by `<shop-product>`'s live region (it has no live region of its own).
 *
 * Its data is each variant's `inventory_quantity`, `inventory_management`, `inventory_policy` and
 * `incoming` (Liquid's `variant`): the theme snippet's inline data and its JSON view carry them, as
 * `{{ product | json }}` and `/products/<handle>.js` do not for shops created since December 2017. A
 * variant without a count (a product read from the `.js`), or whose inventory is not tracked, has no
 * line: the element is empty (a sold-out variant still says so in its price and its button).
 *
 * No shadow root: its markup is the snippet's (`theme/snippets/shop-product.liquid`, `show_stock`),
 * bound where the server drew it and written where it did not; its code loads only on a page that
 * has a `<shop-stock>`. Styled by `shop-elements.css`:
 *
 * ```
 * <shop-stock class="shop-product__stock" low-stock-threshold="10">
 *   <p class="shop-stock shop-stock--low">Low stock: 3 left</p>
 * </shop-stock>
 * ```
 *
 * - `.shop-stock`: the line; `--in-stock`, `--low`, `--continue` (none left, still sold), `--sold-out`;
 *   `--incoming` as well where stock is on its way (Liquid's `variant.incoming`), for a theme to word or mark.
 *
 * @cssproperty --shop-stock-color - The dot before an in-stock line (default: green).
 * @cssproperty --shop-stock-low-color - The dot before a low-stock line (default: orange).
 * @cssproperty --shop-stock-out-color - The dot before an out-of-stock line (default: grey).
 */
export class ShopStock extends LightConsumer {
  static override properties = { lowStockThreshold: { attribute: 'low-stock-threshold', type: Number } };

  /** At most this many left says "Low stock: N left" (the merchant's threshold; default 10, Dawn's; 0: never). */
  declare lowStockThreshold: number;

  /** The product this line speaks with (to stop when the element leaves). */
  #speaksTo: ReadyState['actions'] | null = null;
  /** What it adds to its product: its line, said with the price. */
  #part = { say: (state: ReadyState): string => stockLine(state, this.lowStockThreshold)?.text ?? '' };

  constructor() {
    super();
    this.lowStockThreshold = LOW_STOCK_THRESHOLD;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#speaksTo?.extend(this, null);
    this.#speaksTo = null;
  }

  /** The line's words of another language on their way: drawn when they come. */
  #words: Promise<void> | null = null;

  /** Resolves once the line shows what it will: its words in the product's language too. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    return this.#words ? (await this.#words, this.updateComplete) : done;
  }

  protected draw(): void {
    const state = this.ready;
    // While there is no data (or the line's words in the product's language are on their way) the server's line (or nothing) stays.
    if (!state) return;
    const loading = stockWords.load(state.presentation.money.locale);
    if (loading) return void (this.#words ??= loading.then(() => ((this.#words = null), this.requestUpdate())));
    if (this.#speaksTo !== state.actions) {
      this.#speaksTo?.extend(this, null);
      (this.#speaksTo = state.actions).extend(this, this.#part);
    }
    patch(this, stockMarkup(state, this.lowStockThreshold));
  }
}

/** The stock line of a ready state: its modifier classes and text; null when there is none. */
function stockLine(state: ReadyState, threshold: number): { status: string; text: string } | null {
  const stock = stockOf(state.product, state.variant, threshold);
  if (!stock) return null;
  const s: StockStrings = stockWords.of(state.presentation.money.locale);
  const text = stock.status === 'low' ? fill(s.lowStock, { count: stock.quantity })
    : stock.status === 'in-stock' ? s.inStock
      : stock.status === 'continue' ? s.continueSelling
        : s.outOfStock;
  return { status: `shop-stock--${stock.status}${stock.incoming ? ' shop-stock--incoming' : ''}`, text };
}

/** The markup of the stock line of a ready state (none: nothing). */
export function stockMarkup(state: ReadyState, threshold: number): Markup[] {
  const line = stockLine(state, threshold);
  return line ? [m('p', `shop-stock ${line.status}`, line.text)] : [];
}
