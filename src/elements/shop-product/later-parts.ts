import { onFirstMove } from '../shared/first-use.js';
import { afterMoveShown } from '../shared/in-view.js';
import { later } from '../shared/later.js';

/**
 * A product's code that waits for the shopper's first move toward it (moved.ts: the announcer, the
 * address writer), or for the first use that needs it before any move (a script's `selectVariant`
 * to be written and said): one file, asked for once per page.
 */
export const moved = later(() => import('./moved.js'));
onFirstMove('shop-product', () => moved.here() || afterMoveShown(moved.load));
