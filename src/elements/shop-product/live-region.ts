/** The product's live region: the server's, else one written now (at the end of the product). */
export function liveRegion(host: Element): Element {
  let region = host.querySelector(':scope > .shop-product__status');
  if (!region) {
    region = Object.assign(document.createElement('p'), { className: 'shop-product__status visually-hidden' });
    for (const [name, value] of [['role', 'status'], ['aria-live', 'polite'], ['aria-atomic', 'true']]) region.setAttribute(name!, value!);
    host.append(region);
  }
  return region;
}
