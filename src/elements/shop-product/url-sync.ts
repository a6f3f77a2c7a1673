/**
 * `sync-url`: the address carries the choice as `?variant=` and `?selling_plan=`. Written with
 * `history.replaceState` (never a new history entry), keeping every other parameter and the hash.
 * A page the back/forward cache shows again selects what its address says.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { Id } from '../../core/types.js';

/** What the address asks for. `sellingPlanId` is undefined when the address does not say. */
export interface UrlChoice {
  variantId: string | null;
  sellingPlanId: string | null | undefined;
}

export class UrlSync implements ReactiveController {
  // Assigned in the constructor, not declared as fields (the theme file is smaller so).
  declare private readonly host: ReactiveControllerHost & { syncUrl: boolean };
  /** Selects what the address asks for. */
  declare private readonly select: (choice: UrlChoice) => void;

  constructor(host: ReactiveControllerHost & { syncUrl: boolean }, select: (choice: UrlChoice) => void) {
    this.host = host;
    this.select = select;
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('pageshow', this.#shown);
  }

  hostDisconnected(): void {
    removeEventListener('pageshow', this.#shown);
  }

  #shown = (event: PageTransitionEvent): void => {
    const choice = event.persisted && this.read();
    if (choice) this.select(choice);
  };

  /** What the address asks for; null without `sync-url`. */
  read(): UrlChoice | null {
    if (!this.host.syncUrl) return null;
    const params = new URL(location.href).searchParams;
    return {
      variantId: params.get('variant'),
      sellingPlanId: params.has('selling_plan') ? params.get('selling_plan') : undefined,
    };
  }

  /**
   * With `sync-url`, writes the choice to the address (a missing id removes its parameter), and the
   * path of the product shown when it changed (a combined listing's other product); no-op when nothing changes.
   */
  write(variantId: Id | undefined, sellingPlanId: Id | null, path?: string): void {
    if (!this.host.syncUrl) return;
    const url = new URL(location.href);
    if (path) url.pathname = new URL(path, url).pathname;
    const set = (key: string, value: string | null | undefined) => (value ? url.searchParams.set(key, value) : url.searchParams.delete(key));
    set('variant', variantId);
    set('selling_plan', sellingPlanId);
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  }
}
