import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopPrice } from '../../src/all.js';
import { fixture$, mount, shadowText, stubStorefront, until, type Storefront } from './helpers.js';

/** A card with a <shop-price> inside, as a theme writes it. */
async function card(handle: string, currency: string, attrs = '') {
  const { product, el: price } = await mount<ShopPrice>(
    `<shop-product handle="${handle}" currency="${currency}" ${attrs}><shop-price>fallback</shop-price></shop-product>`,
    { inner: 'shop-price' },
  );
  // No shadow root: the markup is the element's own children.
  return { product, price, root: price };
}

/** The text a screen reader reads in reading order: visually hidden text included, aria-hidden text and the live region left out. */
function spoken(root: ParentNode): string {
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.localName === 'style' || node.getAttribute('aria-hidden') === 'true' || node.getAttribute('role') === 'status') return '';
    return [...node.childNodes].map(walk).join(' ');
  };
  return [...root.childNodes].map(walk).join(' ').replace(/\s+/g, ' ').replace(/\s+([,.])/g, '$1').trim();
}

/** The markup's parts (the snippet's classes): the price, the regular price, each badge, the prepaid and unit lines. */
const PARTS = {
  price: '.shop-price__price', 'compare-at': '.shop-price__compare-at', badge: '.shop-price__badge', 'sale-badge': '.shop-price__badge--sale',
  'sold-out-badge': '.shop-price__badge--sold-out', 'unavailable-badge': '.shop-price__badge--unavailable', 'per-delivery': '.shop-price__per-delivery',
} as const;
const part = (root: ParentNode, name: keyof typeof PARTS) => root.querySelector(PARTS[name])?.textContent?.trim() ?? null;

describe('<shop-price>', () => {
  let shop: Storefront;
  beforeEach(async () => {
    shop = stubStorefront({
      '/products/organic-coffee.js': { body: await fixture$('coffee') },
      '/products/merino-crew-sweater.js': { body: await fixture$('apparel') },
      '/products/linen-tote.js': { body: await fixture$('on-sale') },
    });
  });
  afterEach(() => shop.restore());

  it('shows the price in the currency\'s own digits: JPY, KWD, EUR', async () => {
    expect(part((await card('organic-coffee', 'JPY', 'locale="en"')).root, 'price')).to.equal('¥1,000');
    expect(part((await card('organic-coffee', 'KWD', 'locale="en"')).root, 'price')).to.equal('KWD\u00a01,000.000');
    expect(part((await card('organic-coffee', 'EUR', 'locale="de"')).root, 'price')).to.equal('1.000,00\u00a0€');
  });

  it('honours amount-unit="minor" and a theme money format', async () => {
    expect(part((await card('organic-coffee', 'JPY', 'locale="en" amount-unit="minor"')).root, 'price')).to.equal('¥100,000');
    const themed = await card('organic-coffee', 'EUR', 'money-format="<span class=money>{{ amount_with_comma_separator }} €</span>"');
    expect(part(themed.root, 'price')).to.equal('1.000,00 €');
    expect(themed.root.querySelector('.money')).to.equal(null);
  });

  it('strikes through the compare-at price and says it as one sentence: sale price, regular price, saving', async () => {
    const { root } = await card('merino-crew-sweater', 'EUR', 'locale="en" variant-id="44012345678903"');
    expect(part(root, 'price')).to.equal('€99.00');
    expect(root.querySelector('s.shop-price__compare-at')!.textContent).to.equal('€129.00');
    expect(part(root, 'sale-badge')).to.equal('Save 23%');
    // What a screen reader meets: the sentence once; the visible pieces are not read a second time.
    expect(spoken(root)).to.equal('Sale price €99.00, regular price €129.00, save 23%');
  });

  it('calls a plan\'s discounted price a subscription price, not a sale price', async () => {
    const { root } = await card('organic-coffee', 'JPY', 'locale="en" selling-plan-id="4100000001"');
    expect(spoken(root)).to.equal('Subscription price ¥900, regular price ¥1,000, save 10%');
  });

  it('shows no compare-at when it is not greater than the price', async () => {
    const { root } = await card('merino-crew-sweater', 'EUR', 'locale="en" variant-id="44012345678904"');
    expect(part(root, 'compare-at')).to.equal(null);
    expect(part(root, 'sale-badge')).to.equal(null);
  });

  it('shows a Sold out badge on a sold-out variant, and none once an available one is chosen', async () => {
    const { root, product, price } = await card('merino-crew-sweater', 'EUR', 'locale="en" variant-id="44012345678909"');
    expect(part(root, 'sold-out-badge')).to.equal('Sold out');
    expect(part(root, 'price')).to.equal('€129.00');
    product.selectOption('Size', 'S');
    await price.updateComplete;
    expect(part(root, 'sold-out-badge')).to.equal(null);
    expect(part(root, 'badge')).to.equal(null);
  });

  it('shows an Unavailable badge and the lowest price as "From" when the chosen values name no variant', async () => {
    const { root, product, price } = await card('merino-crew-sweater', 'EUR', 'locale="en"');
    // A theme asks for a size no variant has: the selection keeps it and names no variant.
    product.selectOption('Size', 'XXL');
    await price.updateComplete;
    expect(product.variant).to.equal(null);
    expect(part(root, 'unavailable-badge')).to.equal('Unavailable');
    expect(part(root, 'sold-out-badge')).to.equal(null);
    expect(part(root, 'price')).to.equal('From €99.00');
  });

  it('shows the subscription allocation price, and the prepaid per-delivery line', async () => {
    const { root, product, price } = await card('organic-coffee', 'JPY', 'locale="en"');
    product.selectSellingPlan('4100000001');
    await price.updateComplete;
    expect(part(root, 'price')).to.equal('¥900');
    expect(part(root, 'compare-at')).to.equal('¥1,000');
    expect(part(root, 'sale-badge')).to.equal('Save 10%');
    product.selectSellingPlan('4100000004');
    await price.updateComplete;
    expect(part(root, 'price')).to.equal('¥4,800');
    // What is billed is the price line; the prepaid line adds what it buys, no amount twice.
    expect(part(root, 'per-delivery')).to.equal('¥800 per delivery · 6 deliveries');
    expect(shadowText(price).match(/¥4,800/g)!.length).to.equal(1);
    expect(part(root, 'sale-badge')).to.equal('Save 20%');
  });

  it('never shows a previous variant\'s plan price', async () => {
    const { root, product, price } = await card('organic-coffee', 'JPY', 'locale="en"');
    product.selectSellingPlan('4100000004');
    product.selectVariant('45098765432106');
    await price.updateComplete;
    expect(part(root, 'price')).to.equal('¥3,400');
    expect(part(root, 'per-delivery')).to.equal(null);
  });

  it('shows German strings for a German locale', async () => {
    const { root, product, price } = await card('organic-coffee', 'EUR', 'locale="de-DE"');
    product.selectSellingPlan('4100000004');
    await price.updateComplete;
    expect(part(root, 'per-delivery')).to.equal('800,00\u00a0€ pro Lieferung · 6 Lieferungen');
    expect(shadowText(price)).to.not.contain('Save');
    expect(part(root, 'sale-badge')).to.equal('Sie sparen 20 %');
  });

  it('announces changes through <shop-product>\'s one live region, debounced, and not on first render', async () => {
    const { root, product } = await card('organic-coffee', 'JPY', 'locale="en"');
    expect(root.querySelector('[aria-live]')).to.equal(null); // the price has none of its own
    const live = product.querySelector(':scope > .shop-product__status[aria-live="polite"]')!;
    expect(live.getAttribute('role')).to.equal('status');
    expect(live.textContent!.trim()).to.equal('');
    product.selectOption('Size', '1 kg');
    product.selectOption('Size', '250 g');
    product.selectOption('Size', '1 kg');
    await product.updateComplete;
    expect(live.textContent!.trim()).to.equal('');
    // Debounced: one announcement, of the final price, once the changes settle (no fixed sleep:
    // a busy machine may run the timer late).
    await until(() => live.textContent!.trim() !== '');
    expect(live.textContent!.trim()).to.equal('Price ¥3,400');
  });

  it('reserves its space: no layout shift when the data arrives', async () => {
    shop.routes.set('/products/linen-tote.js', { body: await fixture$('on-sale'), delay: 100 });
    const host = await fixture<HTMLDivElement>(html`<div style="inline-size: 320px"></div>`);
    host.innerHTML = '<shop-product handle="linen-tote" currency="EUR" locale="en"><shop-price>€39.00</shop-price></shop-product><p>below</p>';
    const below = host.querySelector('p')!;
    await (host.querySelector('shop-price') as ShopPrice).updateComplete; // defined and showing its fallback
    expect(shadowText(host.querySelector('shop-price')!)).to.equal('€39.00');
    const before = host.querySelector('shop-price')!.getBoundingClientRect();
    const belowBefore = below.getBoundingClientRect().top;
    await oneEvent(host.querySelector('shop-product')!, 'shop-product-load');
    const priceEl = host.querySelector('shop-price') as ShopPrice;
    await priceEl.updateComplete;
    expect(part(priceEl, 'compare-at')).to.not.equal(null);
    const after = priceEl.getBoundingClientRect();
    expect(after.height).to.equal(before.height);
    expect(below.getBoundingClientRect().top).to.equal(belowBefore);
  });

  it('binds to the price the server drew: no shadow root, the same nodes, only the changed texts and badges written', async () => {
    // The snippet's markup for the sweater's sold-out M / Navy (theme/snippets/shop-product.liquid).
    const { root, product, price } = await card('merino-crew-sweater', 'EUR', 'locale="en" variant-id="44012345678909"');
    expect(price.shadowRoot).to.equal(null);
    const served = `<p class="shop-price"><span class="visually-hidden">Price</span><span class="shop-price__price">€129.00</span><span class="shop-price__badge shop-price__badge--sold-out">Sold out</span></p>`;
    price.innerHTML = served;
    product.selectOption('Size', 'S');
    product.selectOption('Size', 'M');
    await price.updateComplete;
    const line = price.querySelector('.shop-price')!;
    const amount = line.querySelector('.shop-price__price')!.firstChild!;
    expect(line.outerHTML).to.equal(served);
    // A variant on sale, not sold out: the line and its price's text node stay; the sale's parts come, the badge says the saving.
    product.selectOption('Color', 'Forest');
    await price.updateComplete;
    expect(price.querySelector('.shop-price')).to.equal(line);
    expect(line.querySelector('.shop-price__price')!.firstChild).to.equal(amount);
    expect(amount.textContent).to.equal('€99.00');
    expect(spoken(root)).to.equal('Sale price €99.00, regular price €129.00, save 23%');
    expect(part(root, 'sold-out-badge')).to.equal(null);
    expect(line.children.length).to.equal(4);
  });

  it('writes its markup over the fallback once ready, and shows the fallback again while another product loads', async () => {
    const { product, price } = await card('merino-crew-sweater', 'EUR', 'locale="en"');
    expect(price.querySelector(':scope > p.shop-price')).to.not.equal(null);
    expect(price.textContent).to.not.contain('fallback');
    shop.routes.set('/products/organic-coffee.js', { body: await fixture$('coffee'), delay: 200 });
    product.handle = 'organic-coffee';
    await until(() => product.status === 'loading');
    await price.updateComplete;
    expect(price.textContent!.trim()).to.equal('fallback');
    await oneEvent(product, 'shop-product-load');
    await price.updateComplete;
    expect(part(price, 'price')).to.equal('€1,000.00');
    expect(price.textContent).to.not.contain('fallback');
  });

  it('is accessible in every state', async () => {
    for (const [handle, attrs] of [
      ['merino-crew-sweater', 'variant-id="44012345678903"'],
      ['merino-crew-sweater', 'variant-id="44012345678909"'],
      ['organic-coffee', 'selling-plan-id="4100000004"'],
    ] as const) {
      const { price } = await card(handle, 'EUR', `locale="en" ${attrs}`);
      await expect(price).to.be.accessible();
    }
  });
});
