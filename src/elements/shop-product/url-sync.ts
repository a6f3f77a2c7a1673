/**
 * `sync-url`: the address carries the choice as `?variant=` and `?selling_plan=`. Written with
 * `history.replaceState` (never a new history entry), keeping every other parameter and the hash.
 */
import type { Id } from '../../core/types.js';

/** What the address asks for. `sellingPlanId` is undefined when the address does not say. */
export interface UrlChoice {
  variantId: string | null;
  sellingPlanId: string | null | undefined;
}

export function readUrlChoice(): UrlChoice {
  const params = new URL(location.href).searchParams;
  return {
    variantId: params.get('variant'),
    sellingPlanId: params.has('selling_plan') ? params.get('selling_plan') : undefined,
  };
}

/** Writes the choice to the address (a missing id removes its parameter); no-op when nothing changes. */
export function writeUrlChoice(variantId: Id | undefined, sellingPlanId: Id | null): void {
  const url = new URL(location.href);
  const set = (key: string, value: string | null | undefined) => (value ? url.searchParams.set(key, value) : url.searchParams.delete(key));
  set('variant', variantId);
  set('selling_plan', sellingPlanId);
  if (url.href !== location.href) history.replaceState(history.state, '', url);
}
