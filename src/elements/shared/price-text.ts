import type { ReadyState } from '../../context.js';
import { priceViewOf, type PriceView } from '../../core/price-view.js';
import { fill } from '../../core/fill.js';
import type { Product } from '../../core/types.js';
import { availabilityText, type UiStrings } from '../../i18n/strings.js';

/** The deposit's part (deposit.ts: its check, its line, its words), once loaded. */
export let depositPart: typeof import('./deposit.js') | undefined;
/** The deposit's part on its way. */
let loading: Promise<void> | null = null;

/** Whether an allocation (a product's, or a cart line's plan) sends a balance to pay later: the deposit's part is asked for. */
export const owesLater = (charges: { remainingBalanceChargeAmount: number | null } | null | undefined): boolean => (charges?.remainingBalanceChargeAmount ?? 0) > 0;

/**
 * Loads the deposit's part where `owes` (`owesLater`: the part checks the rest, core/deposit.ts); null
 * when there is nothing to wait for (none owed, or the part is here). A failed load is logged and leaves
 * the line out (the next ask tries again). The product's price waits for it before its first render;
 * the cart draws its lines again when it comes.
 */
export function loadDeposit(owes: boolean): Promise<void> | null {
  if (depositPart || !owes) return null;
  return (loading ??= import('./deposit.js').then(
    (part) => void (depositPart = part),
    (error: unknown) => {
      loading = null;
      console.error('shop-elements: the code of the deposit did not load', error);
    },
  ));
}

/** `product`'s deposit part, loaded ahead of its first render where one of its allocations owes a balance later. */
export const deposits = (product: Product): Promise<void> | null => loadDeposit(product.variants.some((v) => v.sellingPlanAllocations.some(owesLater)));

/**
 * What the price of a ready state shows and says, for `<shop-price>` and the live region alike:
 * "From …", or the sale / subscription sentence ("Sale price €59.90, regular price €79.90, save
 * 25%"), the prepaid line, the unit price, the availability, and `text`, all of it as one announcement.
 */
export function priceText(state: ReadyState) {
  const { variant, payable } = state;
  const view = priceViewOf(state.product, variant && payable && { variant, payable }, state.presentation.format, !!state.waiting);
  const s = state.presentation.strings;
  const from = view.fromPrice ? fill(s.from, { price: view.fromPrice }) : null;
  const sentence = view.compareAtPrice
    ? fill(state.sellingPlanId === null ? s.onSale : s.onSubscription, { price: view.price ?? '', compareAtPrice: view.compareAtPrice, percent: view.savingsPercent ?? 0 })
    : null;
  // Prepaid: the price line is what is billed; this line adds what it buys, without repeating it.
  const perDelivery = view.perDelivery ? `${perDeliveryText(view, s)} · ${fill(s.deliveries, { count: view.deliveries ?? 0 })}` : null;
  // A pre-order's deposit: "Pay €9.60 now, €38.40 later" (its part is here where the product has one).
  const deposit = depositPart?.depositLine(state);
  const availability = availabilityText(view.availability, s);
  // The base price (EU unit pricing): shown "€5.00/100 g", said "€5.00 per 100 g".
  const unit = view.unitPrice && { price: view.unitPrice.amount, unit: view.unitPrice.reference };
  const unitPriceText = unit && { shown: fill(s.unitPrice, unit), spoken: fill(s.unitPriceSpoken, unit) };
  // Nothing to say of a choice that waits for its price.
  const text = [from ?? sentence ?? (view.price && `${s.price} ${view.price}`), perDelivery, deposit, unitPriceText?.spoken, availability].filter(Boolean).join('. ');
  return { view, strings: s, from, sentence, perDelivery, deposit, unitPriceText, availability, text };
}

/** "€9.00 per delivery" for a prepaid plan's view, else null: <shop-price>'s line and the selector's plans say it alike. */
export const perDeliveryText = (view: PriceView, s: UiStrings) => view.perDelivery && fill(s.perDelivery, { price: view.perDelivery });
