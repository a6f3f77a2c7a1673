/**
 * The product store's completion of a cut product (product-store.ts), loaded on first use: the
 * theme's JSON view read page by page through the storefront client, each page merged as it comes.
 */
import { checkViewPage, completeProduct, type ViewPage } from '../core/complete.js';
import type { Product } from '../core/types.js';
import { fetchView, StorefrontHttpError, viewUrl, type RequestOptions } from './client.js';

/**
 * Reads `view`'s pages for `product` and merges them: page 1 first (it says how many there are), then
 * the others at once (the client runs at most six requests at a time). `progress` gets each product
 * merged, the last one complete. The view's URL answered with an HTML page (status 200: the theme has
 * no such template) rejects with `missing(url)`'s error.
 */
export async function completeFromView(
  product: Product, view: string, options: RequestOptions, progress: (product: Product) => void, missing: (url: string) => Error,
): Promise<Product> {
  const page = (k: number) => fetchView(viewUrl(product.handle, view, k, options.root), checkViewPage, options).catch((error: unknown) => {
    throw error instanceof StorefrontHttpError && error.status === 200 ? missing(error.url) : error;
  });
  const first = await page(1);
  let current = completeProduct(product, [first], first.pages <= 1);
  progress(current);
  let left = first.pages - 1;
  const rest: Promise<ViewPage>[] = [];
  for (let k = 2; k <= first.pages; k++) rest.push(page(k));
  await Promise.all(rest.map((p) => p.then((next) => {
    current = completeProduct(current, [next], --left === 0);
    progress(current);
  })));
  return current;
}
