/**
 * `sync-url`'s writer, a part loaded on first use (url-sync.ts): the choice to the address as
 * `?variant=` and `?selling_plan=` (a missing id removes its parameter), with `history.replaceState`
 * (never a new history entry), keeping every other parameter and the hash; and the path of the product
 * shown when it changed (a combined listing's other product). No-op when nothing changes.
 */
import type { Id } from '../../core/types.js';

export function writeUrl(variantId: Id | undefined, sellingPlanId: Id | null, path?: string): void {
  const url = new URL(location.href);
  if (path) url.pathname = new URL(path, url).pathname;
  const set = (key: string, value: string | null | undefined) => (value ? url.searchParams.set(key, value) : url.searchParams.delete(key));
  set('variant', variantId);
  set('selling_plan', sellingPlanId);
  if (url.href !== location.href) history.replaceState(history.state, '', url);
}
