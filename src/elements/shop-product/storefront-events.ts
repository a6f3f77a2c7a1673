/**
 * The platform's standard storefront events of a product, dispatched on the light-DOM
 * `<shop-product>` (so they reach `document`): `shopify:product:select` on every selection change,
 * and `shopify:product:view` when the theme asks for it with the `view-event` attribute.
 */
import type { ProductState, ReadyState } from '../../context.js';
import { productRef, selectedOptions, variantRef } from '../../core/storefront-events.js';
import { dispatchStandard } from '../../events.js';

const variantOf = ({ product, variant, presentation: { money } }: ReadyState) => variantRef(product, variant, money.currency, money.unit);

/** `shopify:product:select`: the shopper or the theme changed the selection (not on load). */
export function productSelected(host: HTMLElement, state: ReadyState): void {
  dispatchStandard(host, 'shopify:product:select', {
    product: productRef(state.product),
    selectedOptions: selectedOptions(state.product, state.selection),
    promise: Promise.resolve({ variant: variantOf(state) }),
  });
}

/**
 * `shopify:product:view`, once per loaded product, with the `view-event` attribute: `connect` as
 * soon as the product is ready, `intersect` once it is also in the viewport. `context` is the
 * `view-context` attribute (default `page`); the selection is the one at that moment.
 */
export function productViewed(host: HTMLElement, current: () => ProductState): void {
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
  if (trigger === 'intersect') {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      send();
    });
    observer.observe(host);
  } else if (trigger) send();
}
