/**
 * The product store's completion of a cut product (product-store.ts), loaded on first use: the
 * theme's JSON view read page by page through the storefront client, each page merged as it comes.
 */
import { checkViewPage, completeProduct, type ViewPage } from '../core/complete.js';
import type { Product } from '../core/types.js';
import { fetchView, StorefrontHttpError, viewUrl, type RequestOptions } from './client.js';

/**
 * The theme has no template for the view: the platform answered the view's URL with the product's
 * HTML page. The product works with the variants it has; the rest cannot be chosen.
 */
export class ViewMissingError extends Error {
  override name = 'ViewMissingError';
  /** The view URL tried. */
  declare readonly url: string;

  constructor(view: string, url: string) {
    super(`the theme has no JSON view "${view}": ${url} answered an HTML page. Install templates/product.${view}.liquid `
      + 'from the shop-elements theme folder to sell every variant of products with more than 250 variants');
    this.url = url;
  }
}

/** A product's completion, shared by every element showing it (the product store keeps one per product). */
export interface Completion {
  /** The product with every page merged so far. */
  latest: Product;
  /** Told of each page merged. */
  listeners: Set<(product: Product) => void>;
  done: Promise<Product>;
}

/**
 * Completes `product` from `view`, sharing one completion per product (`completions`, the product
 * store's): `progress` gets the product merged so far if a page is in already, then each product merged
 * while `options.signal` has not aborted. A failure rejects, and forgets the completion (a later call
 * tries again).
 */
export function share(
  completions: WeakMap<Product, Completion>, product: Product, view: string, options: RequestOptions,
  progress: (product: Product) => void, missing: (error: ViewMissingError) => void,
): Promise<Product> {
  let completion = completions.get(product);
  if (!completion) {
    const c: Completion = (completion = { latest: product, listeners: new Set(), done: null! });
    c.done = completeFromView(product, view, { root: options.root, base: options.base }, (next) => {
      c.latest = next;
      for (const listener of c.listeners) listener(next);
    }, missing);
    c.done.catch(() => completions.get(product) === c && completions.delete(product));
    completions.set(product, c);
  }
  const { signal } = options;
  const { listeners, latest, done } = completion;
  const listen = (next: Product) => (signal?.aborted ? listeners.delete(listen) : progress(next));
  listeners.add(listen);
  if (latest !== product) listen(latest);
  void done.finally(() => listeners.delete(listen)).catch(() => {});
  return done;
}

/**
 * Reads `view`'s pages for `product` and merges them: page 1 first (it says how many there are), then
 * the others at once (the client runs at most six requests at a time). `progress` gets each product
 * merged (pages that come within 50 ms of each other merged together), the last one complete. The view's URL answered with an HTML page (status 200: the theme has
 * no such template) rejects with a ViewMissingError, told to `missing` first.
 */
export async function completeFromView(
  product: Product, view: string, options: RequestOptions, progress: (product: Product) => void, missing: (error: ViewMissingError) => void,
): Promise<Product> {
  const page = (k: number) => fetchView(viewUrl(product.handle, view, k, options.root), checkViewPage, options).catch((error: unknown) => {
    if (!(error instanceof StorefrontHttpError && error.status === 200)) throw error;
    const missed = new ViewMissingError(view, error.url);
    missing(missed);
    throw missed;
  });
  const first = await page(1);
  let current = completeProduct(product, [first], first.pages <= 1);
  progress(current);
  // Pages that come close together are merged together: one merge, and one new product for the
  // elements to index and render, for all of them (not one per page: 2,048 variants would be indexed
  // nine times over). The last page is merged at once.
  let left = first.pages - 1;
  let waiting: ViewPage[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const merge = () => {
    clearTimeout(timer);
    timer = undefined;
    current = completeProduct(current, waiting, left === 0);
    waiting = [];
    progress(current);
  };
  const rest: Promise<unknown>[] = [];
  for (let k = 2; k <= first.pages; k++) {
    rest.push(page(k).then((next) => {
      waiting.push(next);
      if (--left === 0) merge();
      else timer ??= setTimeout(merge, BATCH_MS);
    }));
  }
  try {
    await Promise.all(rest);
  } finally {
    clearTimeout(timer);
  }
  return current;
}

/** How long a page that came waits for others to be merged with it. */
const BATCH_MS = 50;
