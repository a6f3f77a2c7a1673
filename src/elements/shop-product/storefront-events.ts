/**
 * The events of a product's choice, dispatched on the light-DOM `<shop-product>` (so they reach
 * `document`): its own (`shop-variant-change`, `shop-selling-plan-change`), and the platform's
 * standard ones: `shopify:product:select` on every selection change, and `shopify:product:view`
 * when the theme asks for it with the `view-event` attribute.
 */
import { ReactiveElement } from '@lit/reactive-element';
import type { ProductState, ReadyState } from '../../context.js';
import { productRef, selectedOptions, variantRef } from '../../core/storefront-events.js';
import { dispatchStandard, ProductLoadEvent, SellingPlanChangeEvent, VariantChangeEvent } from '../../events.js';
import { whenInView } from '../shared/in-view.js';
import { planOf } from './state.js';

const variantOf = ({ product, variant, presentation: { money } }: ReadyState) => variantRef(product, variant, money.currency, money.unit);

/**
 * The shopper or the theme changed the choice (not on load): `shop-variant-change` and
 * `shopify:product:select` when the variant or the selection changed, `shop-selling-plan-change`
 * when the plan did.
 */
export function choiceChanged(host: HTMLElement, before: ReadyState, state: ReadyState): void {
  // A value that waits (its page, another product) is not chosen yet: the events come when it is.
  if (state.waiting) return;
  if (state.variant !== before.variant || state.selection.join() !== before.selection.join()) {
    host.dispatchEvent(new VariantChangeEvent(state.variant, state.selection));
    dispatchStandard(host, 'shopify:product:select', {
      product: () => productRef(state.product),
      selectedOptions: () => selectedOptions(state.product, state.selection),
      promise: () => Promise.resolve({ variant: variantOf(state) }),
    });
  }
  if (state.sellingPlanId !== before.sellingPlanId) host.dispatchEvent(new SellingPlanChangeEvent(planOf(state), state.payable?.allocation ?? null));
}

/**
 * The product is ready (`current()` is its first state): `shop-product-load` once it is rendered
 * (the element and every element inside it have drawn it; not when another product or a failure
 * came first), then `shopify:product:view` once, with the `view-event` attribute: `connect` at once,
 * `intersect` once the product is also in the viewport. `context` is the `view-context` attribute
 * (default `page`); the selection is the one at that moment.
 */
export async function productLoaded(host: ReactiveElement, current: () => ProductState): Promise<void> {
  const { product, variant } = current();
  await host.updateComplete;
  await Promise.all([...host.querySelectorAll('*')].map((e) => e instanceof ReactiveElement && e.updateComplete));
  if (current().product !== product) return;
  host.dispatchEvent(new ProductLoadEvent(product!, variant));
  const trigger = host.getAttribute('view-event');
  const send = () => {
    const state = current();
    if (state.status !== 'ready') return;
    dispatchStandard(host, 'shopify:product:view', {
      context: host.getAttribute('view-context') || 'page',
      product: { ...productRef(state.product), selectedVariant: variantOf(state) },
      selectedOptions: selectedOptions(state.product, state.selection),
    });
  };
  if (trigger === 'intersect') whenInView(host, send);
  else if (trigger) send();
}
