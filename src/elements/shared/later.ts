import { part } from './first-use.js';
import { afterMoveShown } from './in-view.js';

/** A module loaded on first use, and the uses asked of it in the meantime. */
export interface Later<T> {
  /** Uses the module: at once when it is here, else once it has loaded, in the order asked (never lost, never twice). */
  use(use: (module: T) => void): void;
  /** Asks for it ahead (the shopper's first move), without a use. */
  load(): void;
  /** Whether it is here (nothing left to ask for). */
  here(): boolean;
}

/**
 * Code a product needs only once something happens (its announcer, its address writer): asked for on the
 * shopper's first move toward the product, or by the first use that needs it before any move (a script's
 * `selectVariant`). A failed load logs, keeps the uses waiting, and is tried again on the next ask.
 */
export function later<T>(load: () => Promise<T>): Later<T> {
  let loaded: T | undefined;
  const waiting: ((module: T) => void)[] = [];
  const get = part(load);
  const ask = () => void get().then((module) => {
    // In order; a use asked for while they run waits behind them.
    while (waiting.length) waiting.shift()!(module);
    loaded = module;
  }, (error: unknown) => console.error('shop-elements: a part did not load', error));
  return {
    use: (use) => {
      if (loaded) return use(loaded);
      waiting.push(use);
      // After the frame that shows the change that asked (a click's new price), never in its task.
      afterMoveShown(ask);
    },
    load: () => void (loaded || ask()),
    here: () => !!loaded,
  };
}
