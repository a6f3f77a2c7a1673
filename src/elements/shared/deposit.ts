/**
 * A pre-order's deposit as the elements say it, "Pay €9.60 now, €38.40 later": a part of its own. The
 * plan selector imports it; a product's price and the cart's lines load it only where their data sends
 * a balance to pay later (price-text.ts `loadDeposit`), so a page without one pays nothing for it.
 */
import type { ReadyState } from '../../context.js';
import { depositOf } from '../../core/deposit.js';
import { fill } from '../../core/fill.js';
import { depositEn } from '../../i18n/deposit.js';
import type { UiStrings } from '../../i18n/strings.js';

/** "Pay €9.60 now, €38.40 later", from the amounts formatted: <shop-price>, the selector's plans and the cart say it alike. */
export const depositText = (now: string, later: string, s: UiStrings): string => fill(s.payNowLater ?? depositEn.payNowLater, { now, later });

/** What the chosen plan of a ready state charges now and later (a pre-order's deposit), or null: <shop-price>'s line. */
export function depositLine(state: ReadyState): string | null {
  const allocation = state.payable?.allocation;
  const paid = allocation && depositOf(allocation);
  const fmt = state.presentation.format;
  return paid ? depositText(fmt(paid.now), fmt(paid.later), state.presentation.strings) : null;
}

/** The check (core/deposit.ts), for the cart's lines, which load this part only where one owes a balance. */
export { depositOf };
