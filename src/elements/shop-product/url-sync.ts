/**
 * `sync-url`: the address carries the choice as `?variant=` and `?selling_plan=`. Written with
 * `history.replaceState` (never a new history entry), keeping every other parameter and the hash.
 * A page the back/forward cache shows again selects what its address says.
 *
 * Reading is here (the first choice honours the address); the writer (url-write.ts) is a part loaded on
 * the shopper's first move toward the product (later-parts.ts), or by the first write before any move (a
 * script's `selectVariant`): the writes wait for it, in order.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { Id } from '../../core/types.js';
import { moved } from './later-parts.js';

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
    if (this.host.syncUrl) moved.use((m) => m.writeUrl(variantId, sellingPlanId, path));
  }
}
