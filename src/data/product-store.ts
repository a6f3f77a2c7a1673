/**
 * The product store: the one owner of every product the page knows, as the cart store owns the cart.
 * It keeps one record per product (by its document's URL: the storefront root and the handle), read
 * from inline JSON or fetched (`{root}products/<handle>.js`), completes products the platform cut,
 * and loads the other products of a combined listing. A product is parsed, indexed and completed once
 * per page, whichever elements show it and however it came:
 * - inline JSON is parsed once per text (48 cards of one product);
 * - a product whose whole document is known (the product page's inline `{{ product | json }}`, or a
 *   fetched `.js`) serves every element of it: a `<shop-product handle>` with no inline JSON and a
 *   cart line get it with no request; a card's inline data of it (no longer than the document's
 *   text: a part of it) is not parsed again;
 * - a cut product is completed once: its elements hold the same object, so they share its completion.
 *
 * **Code when it is needed.** Reading inline JSON is all a page drawn by the theme snippet needs
 * before the shopper's first interaction. The storefront client (client.ts: fetch, retry, the JSON
 * checks) is a part loaded only when a product has to be fetched, and the completion's code only when
 * a product has to be completed.
 *
 * **Cut products.** The platform's product document (and Liquid's `{{ product | json }}`) carries at
 * most 250 variants (100 on some shops), with every option value listed. Whether a product is to be
 * completed from the theme's JSON view (`templates/product.shop-elements.liquid` of the package's theme
 * folder) is the snippet's word where it gives one: the element's `json-view` attribute, or the
 * inline data's `variants_count` (more than it holds: completed; as many: never). Only a document
 * that says nothing of its count (the platform's `.js`) is taken as cut when it holds exactly 100 or
 * 250 variants. Page 1 comes first (it says how many pages there are), then the others at once (the
 * client runs at most six requests at a time). Each page merged is a new product object, `complete`
 * once the last one is in. Until then, a combination with no variant known is `unknown`: never called
 * unavailable, never posted.
 */
import { parseProduct } from '../core/parse.js';
import type { Product } from '../core/types.js';
import type { RequestOptions } from './client.js';
import type { Completion } from './completion.js';
import { productUrl } from './page.js';

/** The JSON view's name when the element names none: the package's `templates/product.shop-elements.liquid`. */
export const DEFAULT_VIEW = 'shop-elements';

/** Where the platform cuts a product document: a document that says nothing of its count and holds exactly this many variants may be cut. */
const CUTS = [100, 250];

let client: Promise<typeof import('./client.js')> | undefined;
/** The storefront client's code, asked for once: a page's 200 products fetched by handle wait for one import, not one each (each import() is a task of its own). */
const clientCode = () => (client ??= import('./client.js').catch((error: unknown) => {
  // Not cached: the next product to be fetched asks again.
  client = undefined;
  throw error;
}));

/** A product's record: its whole document (a fetched `.js`, or `{{ product | json }}` inline), which every element of it shows. */
interface Known {
  product: Product;
  /** Its inline text's length (0: fetched): a text of this product no longer than it is a part of it. */
  size: number;
}

/** What names a product's record: its document's URL, and the currency the element shows it in where it says. */
export interface KeyOptions extends RequestOptions {
  currency?: string | null;
}

export interface CompleteOptions extends RequestOptions {
  /** The view's name: the `json-view` attribute; null or '' for the default. */
  view?: string | null;
}

/** Inline data that is the platform's document (`{{ product | json }}`: it lists the images), not a card's part of it (which does not). */
const whole = ({ raw }: Product) => 'images' in raw;

export class ProductStore {
  /** Inline products by their JSON text: 48 cards of one product parse it once. */
  #inline = new Map<string, Product>();
  /** Each product's record, by its document's URL (`productUrl`, resolved against the page). */
  #known = new Map<string, Known>();
  /** The incomplete product of each product document to be completed. */
  #pending = new WeakMap<Product, Product>();
  /** The completions started, by the product they complete. */
  #completions = new WeakMap<Product, Completion>();
  /** One console warning per page for a missing view. */
  #warned = false;

  /**
   * The product of an inline `<script type="application/json">`'s text, parsed once. With the element's
   * `handle` (and `root`, `base`): the product's record when it has the whole document and the text is
   * no longer than its own (a card's data of the product the page shows), with no parse at all.
   */
  inline(text: string, handle?: string | null, options: KeyOptions = {}): Product {
    let product = this.#inline.get(text);
    if (!product) {
      const known = handle ? this.#known.get(this.#key(handle, options)) : undefined;
      product = known && known.size >= text.length ? known.product : parseProduct(text);
      // The record of its product, unless the element's handle names another one.
      if (product !== known?.product && (!handle || handle === product.handle) && whole(product)) this.#keep(product.handle, options, product, text.length);
      this.#inline.set(text, product);
    }
    return product;
  }

  /**
   * `{root}products/<handle>.js`, parsed once; the product's record, with no request, when the page has
   * its whole document. The storefront client's code loads with the first product to be fetched.
   */
  fetch(handle: string, options: KeyOptions = {}): Promise<Product> {
    const known = this.#known.get(this.#key(handle, options));
    return known ? Promise.resolve(known.product) : clientCode().then(({ fetchProduct }) => fetchProduct(handle, options)).then((fetched) =>
      // The record may have come inline while this was in flight: it is the one.
      this.#keep(handle, options, fetched, 0));
  }

  /** Keeps `product` as its product's record unless the record's text is as long (0: fetched); returns the record's product. */
  #keep(handle: string, options: KeyOptions, product: Product, size: number): Product {
    const key = this.#key(handle, options);
    const known = this.#known.get(key);
    if (known && known.size >= size) return known.product;
    this.#known.set(key, { product, size });
    return product;
  }

  /**
   * A record's key: the document's absolute URL where the page's base is given (as the client shares
   * requests), and the element's currency where it names one (a document's prices are in one currency:
   * a page that shows a product in two keeps two records).
   */
  #key(handle: string, { root, base, currency }: KeyOptions): string {
    const url = productUrl(handle, root);
    return `${base ? new URL(url, base).href : url} ${currency ?? ''}`;
  }

  /**
   * Whether `product` is to be completed from the JSON view: it is not complete yet and either the
   * element names a view (`view` is not null: a theme's snippet sets `json-view` when the product has
   * more variants than its document, or other products as option values), or its document is cut:
   * it says it holds fewer variants than the product has (`variants_count`, which the snippet's
   * inline data carries: there the snippet's word is the answer), else, where it says nothing (the
   * platform's `.js`), it holds exactly as many variants as the platform cuts at.
   */
  wants(product: Product, view: string | null | undefined): boolean {
    const count = product.variantsCount;
    return product.complete && (view != null || (count === null ? CUTS.includes(product.variants.length) : count > product.variants.length));
  }

  /**
   * The product, incomplete (`complete: false`, the same object for every caller) when it is to be
   * completed (see `wants`): what an element shows until the view's pages come.
   */
  pending(product: Product, view: string | null | undefined): Product {
    if (!this.wants(product, view)) return product;
    let pending = this.#pending.get(product);
    if (!pending) this.#pending.set(product, (pending = { ...product, complete: false }));
    return pending;
  }

  /**
   * Completes `product` (as `pending` returned it) from the JSON view, page by page: `progress` gets
   * each product merged, the last one `complete`. Elements showing one product share one completion.
   * A missing view is a ViewMissingError (one console warning per page); a failure rejects, and a
   * later call tries again.
   */
  complete(product: Product, options: CompleteOptions, progress: (product: Product) => void): Promise<Product> {
    // The code that reads and merges the pages, and shares them, loads on first use: a page of small products never downloads it.
    return product.complete ? Promise.resolve(product) : import('./completion.js').then(({ share }) => share(this.#completions, product, options.view || DEFAULT_VIEW, options, progress, (error) => {
      // One console warning per page.
      if (!this.#warned) console.warn(`shop-elements: ${error.message}.`);
      this.#warned = true;
    }));
  }

  /** The product of a handle, completed when it is cut (the cart's lines: a line's variant may be past the first page). */
  async whole(handle: string, options: CompleteOptions & KeyOptions = {}): Promise<Product> {
    const fetched = await this.fetch(handle, options);
    const product = this.pending(fetched, options.view);
    return product.complete ? product : this.complete(product, options, () => {});
  }

  /** Forgets every product (tests). */
  reset(): void {
    this.#inline.clear();
    this.#known.clear();
    this.#pending = new WeakMap();
    this.#completions = new WeakMap();
    this.#warned = false;
  }
}

let store: ProductStore | undefined;

/** The page's product store (made on first use). */
export function productStore(): ProductStore {
  return (store ??= new ProductStore());
}
