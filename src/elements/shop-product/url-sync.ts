/**
 * `sync-url`: the address carries the choice as `?variant=` and `?selling_plan=`. Written with
 * `history.replaceState` (never a new history entry), keeping every other parameter and the hash.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
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
export function writeUrlChoice(variantId: Id | null, sellingPlanId: Id | null): void {
  const url = new URL(location.href);
  const set = (key: string, value: string | null) => (value ? url.searchParams.set(key, value) : url.searchParams.delete(key));
  set('variant', variantId);
  set('selling_plan', sellingPlanId);
  if (url.href !== location.href) history.replaceState(history.state, '', url);
}

/**
 * The address of a `sync-url` element: read at the start, written on each change, and read again when
 * a back/forward cache restore brings back the page's old state while the address may say otherwise.
 */
export class UrlSync implements ReactiveController {
  // Assigned in the constructor, not declared as fields (the theme file is smaller so).
  declare private readonly host: ReactiveControllerHost & { syncUrl: boolean };
  /** Takes the choice the address asks for after a back/forward cache restore. */
  declare private readonly restore: (choice: UrlChoice) => void;

  constructor(host: ReactiveControllerHost & { syncUrl: boolean }, restore: (choice: UrlChoice) => void) {
    this.host = host;
    this.restore = restore;
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('pageshow', this.#pageShow);
  }

  hostDisconnected(): void {
    removeEventListener('pageshow', this.#pageShow);
  }

  #pageShow = (event: PageTransitionEvent) => {
    if (event.persisted && this.host.syncUrl) this.restore(readUrlChoice());
  };

  /** What the address asks for; nothing without `sync-url`. */
  read(): Partial<UrlChoice> {
    return this.host.syncUrl ? readUrlChoice() : {};
  }

  write(variantId: Id | null, sellingPlanId: Id | null): void {
    if (this.host.syncUrl) writeUrlChoice(variantId, sellingPlanId);
  }
}
