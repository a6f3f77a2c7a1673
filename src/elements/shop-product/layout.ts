import type { Product } from '../../core/types.js';
import { hasOnlyDefaultVariant } from '../../core/variants.js';
import { ProductConsumer } from '../shared/consumer.js';
import { isLazy } from '../shared/define.js';

/**
 * What `<shop-product>` draws itself, in its light DOM (no shadow root). With shop elements inside it
 * (the snippet's, a theme's own) it is a provider only and draws nothing. With none, once ready, it
 * writes the snippet's parts as the snippet draws them inside a theme's form (`form_id`): a
 * `<shop-price class="shop-product__price">`, a `<variant-picker class="shop-product__picker">` (a
 * product with more than its default variant) and a `<selling-plan-selector class="shop-product__plans">`
 * (a product with plans), each then writing its own markup; the host gets the snippet's class
 * `shop-product`. The other content (a server-rendered price, a `<select name="id">`) is the fallback:
 * set aside while the parts show, put back while not ready (loading another product, an error). Until
 * ready the host is `.shop-product--waiting`: it keeps the layout's room (`--shop-reserve`, in
 * shop-elements.css) around any fallback, so nothing below moves when the parts come.
 */

/** Whether the theme put shop elements inside (provider mode): one that is not a part we wrote. An element whose code loads on first use counts before it is upgraded. */
function hasElements(host: Element, parts: Element[]): boolean {
  return [...host.querySelectorAll('*')].some((e) => (e instanceof ProductConsumer || isLazy(e.localName)) && !parts.some((p) => p.contains(e)));
}

export class DefaultLayout {
  /** The parts written, by tag, kept while the product is not ready (drawn again once it is). */
  #parts = new Map<string, Element>();
  /** The fallback's nodes while the parts show. */
  #fallback: ChildNode[] | null = null;

  // Assigned in the constructor, not declared as a field (the theme file is smaller so).
  declare private readonly host: HTMLElement;

  constructor(host: HTMLElement) {
    this.host = host;
  }

  /** Draws the layout for the product, or (null: not ready) the fallback. */
  draw(product: Product | null): void {
    const host = this.host;
    const parts = [...this.#parts.values()];
    const provider = hasElements(host, parts);
    if (!provider) host.classList.add('shop-product');
    host.classList.toggle('shop-product--waiting', !provider && !product);
    // Not ready, or the theme put elements inside since: the content is the fallback (the theme's) again.
    if (!product || provider) {
      for (const part of parts) part.remove();
      if (this.#fallback) host.prepend(...this.#fallback);
      this.#fallback = null;
      return;
    }
    // The fallback is set aside. What shows nothing stays: the data scripts, the live region, and the
    // theme's hidden fields (its own `id` input follows the choice and is what its form posts).
    this.#fallback ??= [...host.childNodes].filter((n) => !(n as Element).matches?.('script, input[type=hidden], .shop-product__status'));
    for (const node of this.#fallback) node.remove();
    const wanted: [string, string, boolean][] = [
      ['shop-price', 'shop-product__price', true],
      ['variant-picker', 'shop-product__picker', !hasOnlyDefaultVariant(product)],
      ['selling-plan-selector', 'shop-product__plans', product.sellingPlanGroups.length > 0],
    ];
    const status = host.querySelector(':scope > .shop-product__status');
    for (const [tag, cls, shown] of wanted) {
      let part = this.#parts.get(tag);
      if (!shown) {
        part?.remove();
        continue;
      }
      if (!part) this.#parts.set(tag, (part = Object.assign(document.createElement(tag), { className: cls })));
      if (!part.isConnected) host.insertBefore(part, status);
    }
  }
}
