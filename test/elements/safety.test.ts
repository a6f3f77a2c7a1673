import { expect, fixture, html } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { setStrings } from '../../src/i18n/strings.js';
import { fixture$, loaded, shadowText, stubStorefront, watchUncaught, type Storefront } from './helpers.js';

const EVIL = '<img src=x onerror=alert(1)>';

/** A product whose every shopper-visible string is markup. */
function evilProduct(): string {
  return JSON.stringify({
    id: 1, title: EVIL, handle: 'evil', options: [{ name: `<b>${EVIL}</b>`, position: 1 }],
    selling_plan_groups: [{
      id: 5, name: EVIL, options: [],
      selling_plans: [{ id: 50, name: EVIL, description: `<script>alert(1)</script>${EVIL}`, options: [], recurring_deliveries: true }],
    }],
    variants: [
      { id: 11, title: EVIL, options: [EVIL], price: 1000, compare_at_price: 1200, available: true,
        selling_plan_allocations: [{ selling_plan_id: 50, selling_plan_group_id: 5, price: 900, compare_at_price: 1000, per_delivery_price: 900 }] },
      { id: 12, title: 'x', options: ['<svg onload=alert(1)>'], price: 1000, compare_at_price: null, available: false },
    ],
  });
}

/** Every element inside `root`, through shadow roots. */
function allElements(root: Element | ShadowRoot): Element[] {
  return [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? allElements(el.shadowRoot) : [])]);
}

describe('every element', () => {
  let shop: Storefront;
  beforeEach(async () => {
    shop = stubStorefront({
      '/products/evil.js': { body: evilProduct() },
      '/products/organic-coffee.js': { body: await fixture$('coffee') },
    });
  });
  afterEach(() => shop.restore());

  it('binds product strings as text: markup in titles, values and plan names creates no element', async () => {
    let alerted = false;
    const realAlert = window.alert;
    window.alert = () => (alerted = true);
    try {
      const el = await loaded(await fixture<ShopProduct>(html`<shop-product handle="evil" currency="EUR" locale="en" selling-plan-id="50"></shop-product>`));
      await el.updateComplete;
      const inner = allElements(el);
      for (const child of inner) await (child as Partial<ShopProduct>).updateComplete;
      const all = allElements(el);
      expect(all.filter((e) => ['img', 'svg', 'script', 'b'].includes(e.localName))).to.deep.equal([]);
      expect(shadowText(el)).to.contain(EVIL);
      // No style from the product's strings: the only one is the picker's own, its two state words (the page's strings) as custom properties.
      const styled = all.filter((e) => e.hasAttribute('style') && [...(e as HTMLElement).style].some((p) => !p.startsWith('--shop-picker-')));
      expect(styled.map((e) => e.outerHTML)).to.deep.equal([]);
      // Nor anywhere else on the page (light DOM, a live region): no element with an event handler
      // attribute, which is what the strings' markup would make (its handler runs only when its image
      // fails, later, so no wait would be enough to see the alert).
      const handlers = allElements(document.documentElement).filter((e) => [...e.attributes].some((a) => a.name.startsWith('on')));
      expect(handlers.map((e) => e.outerHTML)).to.deep.equal([]);
      expect(alerted).to.equal(false);
    } finally {
      window.alert = realAlert;
    }
  });

  it('can be loaded twice without throwing (guarded define): the first registration stays and works', async () => {
    const before = customElements.get('shop-product');
    const errors = watchUncaught();
    await import(`../../src/define/shop-product.ts?again=${Date.now()}`);
    await import(`../../src/define/variant-picker.ts?again=${Date.now()}`);
    await import(`../../src/all.ts?again=${Date.now()}`);
    expect(errors.stop()).to.deep.equal([]);
    expect(customElements.get('shop-product')).to.equal(before);
    // A card added after the second copy loaded still renders its price.
    const el = await loaded(await fixture<ShopProduct>(html`<shop-product handle="organic-coffee" currency="JPY" locale="en"></shop-product>`));
    for (const child of allElements(el)) await (child as Partial<ShopProduct>).updateComplete;
    expect(shadowText(el)).to.contain('¥1,000');
  });

  it('renders the default layout accessibly, with German strings for de', async () => {
    const el = await loaded(await fixture<ShopProduct>(html`<shop-product handle="organic-coffee" currency="EUR" locale="de" selling-plan-id="4100000001"></shop-product>`));
    for (const child of allElements(el)) await (child as Partial<ShopProduct>).updateComplete;
    const text = shadowText(el);
    expect(text).to.contain('Kaufoptionen');
    expect(text).to.contain('Einmalkauf');
    expect(text).to.contain('Sie sparen 10 %');
    await expect(el).to.be.accessible();
  });

  it('takes overridden UI strings', async () => {
    setStrings('en', { oneTimePurchase: 'Buy once' });
    try {
      const el = await loaded(await fixture<ShopProduct>(html`<shop-product handle="organic-coffee" currency="EUR" locale="en"></shop-product>`));
      for (const child of allElements(el)) await (child as Partial<ShopProduct>).updateComplete;
      expect(shadowText(el)).to.contain('Buy once');
    } finally {
      setStrings('en', { oneTimePurchase: 'One-time purchase' });
    }
  });

  it('is accessible while loading and on error', async () => {
    shop.routes.set('/products/organic-coffee.js', { body: await fixture$('coffee'), delay: 500 });
    const loading = await fixture<ShopProduct>(html`<shop-product handle="organic-coffee" currency="EUR"><p>€10,00</p></shop-product>`);
    await expect(loading).to.be.accessible();
    const failed = await fixture<ShopProduct>(html`<shop-product handle="nope" currency="EUR"><p>€10,00</p></shop-product>`);
    await new Promise<void>((r) => failed.addEventListener('shop-product-error', () => r(), { once: true }));
    await expect(failed).to.be.accessible();
  });
});
