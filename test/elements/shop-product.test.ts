import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopPrice, ShopProduct } from '../../src/all.js';
import { fixture$, formData, nextEvent, shadowText, stubStorefront, until, viewportChecked, type Storefront } from './helpers.js';

const APPAREL = '/products/merino-crew-sweater.js';
const COFFEE = '/products/organic-coffee.js';

async function ready(el: ShopProduct): Promise<ShopProduct> {
  if (el.status !== 'ready') await oneEvent(el, 'shop-product-load');
  await el.updateComplete;
  return el;
}

describe('<shop-product>', () => {
  let shop: Storefront;
  const startUrl = location.href;
  beforeEach(async () => {
    shop = stubStorefront({
      [APPAREL]: { body: await fixture$('apparel') },
      [COFFEE]: { body: await fixture$('coffee') },
      '/products/linen-tote.js': { body: await fixture$('on-sale') },
    });
  });
  afterEach(() => {
    shop.restore();
    history.replaceState(null, '', startUrl);
  });

  it('submits the selected variant id and selling plan with the form', async () => {
    const form = await fixture<HTMLFormElement>(html`<form action="/cart/add" method="post">
      <shop-product handle="organic-coffee" currency="JPY"></shop-product>
    </form>`);
    const el = await ready(form.querySelector('shop-product')!);
    expect(formData(form)).to.deep.equal({ id: '45098765432101' });
    el.selectSellingPlan('4100000004');
    expect(formData(form)).to.deep.equal({ id: '45098765432101', selling_plan: '4100000004' });
    el.selectOption('Grind', 'Filter');
    expect(formData(form)).to.deep.equal({ id: '45098765432103', selling_plan: '4100000004' });
  });

  it('drops a plan the new variant lacks and never submits the old plan', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><shop-product handle="organic-coffee" currency="JPY"></shop-product></form>`);
    const el = await ready(form.querySelector('shop-product')!);
    el.selectSellingPlan('4100000004');
    el.selectVariant('45098765432106'); // 1 kg / Filter has no prepaid allocations
    expect(formData(form)).to.deep.equal({ id: '45098765432106' });
    expect(el.sellingPlan).to.equal(null);
  });

  it('makes the form invalid while the selection is sold out, with a message', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><shop-product handle="merino-crew-sweater" currency="EUR"></shop-product></form>`);
    const el = await ready(form.querySelector('shop-product')!);
    expect(form.checkValidity()).to.equal(true);
    el.selectVariant('44012345678909'); // M / Navy / Merino: sold out
    expect(form.checkValidity()).to.equal(false);
    expect(el.validationMessage).to.equal('This variant is sold out. Choose another option.');
    let submittedEvent = false;
    form.addEventListener('submit', (e) => {
      submittedEvent = true;
      e.preventDefault();
    });
    form.requestSubmit();
    expect(submittedEvent).to.equal(false);
    expect(el.matches(':state(sold-out)')).to.equal(true);
  });

  it('restores the initial selection on form.reset()', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><shop-product handle="merino-crew-sweater" currency="EUR" variant-id="44012345678905"></shop-product></form>`);
    const el = await ready(form.querySelector('shop-product')!);
    el.selectOption('Size', 'XL');
    expect(el.variant!.options[0]).to.equal('XL');
    form.reset();
    expect(el.variant!.id).to.equal('44012345678905');
    expect(formData(form).id).to.equal('44012345678905');
  });

  it('restores a selection the browser hands back after back/forward navigation', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><shop-product handle="organic-coffee" currency="JPY"></shop-product></form>`);
    const el = form.querySelector('shop-product')!;
    // The browser hands back the fields the form had, possibly before the data arrives: the state waits for it.
    const restored = new FormData();
    restored.append('id', '45098765432105');
    restored.append('selling_plan', '4100000002');
    el.formStateRestoreCallback(restored);
    await ready(el);
    expect(formData(form)).to.deep.equal({ id: '45098765432105', selling_plan: '4100000002' });
  });

  it('starts from ?variant= and ?selling_plan= with sync-url', async () => {
    history.replaceState(null, '', '?variant=45098765432104&selling_plan=4100000002&utm_source=mail');
    const el = await ready(await fixture<ShopProduct>(html`<shop-product handle="organic-coffee" currency="JPY" sync-url></shop-product>`));
    expect(el.variant!.id).to.equal('45098765432104');
    expect(el.sellingPlan!.id).to.equal('4100000002');
  });

  it('ignores ?variant= without sync-url, and an unknown id falls back silently', async () => {
    history.replaceState(null, '', '?variant=45098765432104');
    const plain = await ready(await fixture<ShopProduct>(html`<shop-product handle="organic-coffee" currency="JPY"></shop-product>`));
    expect(plain.variant!.id).to.equal('45098765432101');
    history.replaceState(null, '', '?variant=999&selling_plan=123');
    const synced = await ready(await fixture<ShopProduct>(html`<shop-product handle="organic-coffee" currency="JPY" sync-url></shop-product>`));
    expect(synced.variant!.id).to.equal('45098765432101');
    expect(synced.sellingPlan).to.equal(null);
  });

  it('writes ?variant= and ?selling_plan= with replaceState, keeping utm_* and history length', async () => {
    history.replaceState(null, '', '?utm_source=news&utm_campaign=fall#reviews');
    const length = history.length;
    const el = await ready(await fixture<ShopProduct>(html`<shop-product handle="organic-coffee" currency="JPY" sync-url></shop-product>`));
    el.selectOption('Size', '1 kg');
    el.selectSellingPlan('4100000001');
    // The writer's code comes on first use (the first write before any move asks for it); later writes are at once.
    await until(() => new URL(location.href).searchParams.get('selling_plan') === '4100000001');
    const url = new URL(location.href);
    expect(url.searchParams.get('utm_source')).to.equal('news');
    expect(url.searchParams.get('utm_campaign')).to.equal('fall');
    expect(url.searchParams.get('variant')).to.equal('45098765432104');
    expect(url.searchParams.get('selling_plan')).to.equal('4100000001');
    expect(url.hash).to.equal('#reviews');
    el.selectSellingPlan(null);
    expect(new URL(location.href).searchParams.has('selling_plan')).to.equal(false);
    expect(history.length).to.equal(length);
  });

  it('derives the state again from the address on a back/forward cache restore', async () => {
    const el = await ready(await fixture<ShopProduct>(html`<shop-product handle="organic-coffee" currency="JPY" sync-url></shop-product>`));
    history.replaceState(null, '', '?variant=45098765432105');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(el.variant!.id).to.equal('45098765432105');
  });

  it('is :state(loading) from the moment it exists, also when it never gets a handle', async () => {
    const el = document.createElement('shop-product');
    expect(el.matches(':state(loading)')).to.equal(true);
    // Nothing to load: the element decides so in its first update, which fixture() waited for.
    const card = await fixture<ShopProduct>(html`<shop-product currency="EUR"><p>€10,00</p></shop-product>`);
    expect(card.matches(':state(loading)')).to.equal(true);
    expect(shadowText(card)).to.equal('€10,00');
  });

  it('keeps the server-rendered fallback until the data is ready', async () => {
    shop.routes.set(COFFEE, { body: await fixture$('coffee'), delay: 150 });
    const el = await fixture<ShopProduct>(html`<shop-product handle="organic-coffee" currency="JPY">¥1,000</shop-product>`);
    expect(el.status).to.equal('loading');
    expect(el.matches(':state(loading)')).to.equal(true);
    expect(shadowText(el)).to.equal('¥1,000');
    await ready(el);
    expect(el.matches(':state(ready)')).to.equal(true);
    const priceEl = el.querySelector<ShopPrice>('shop-price.shop-product__price')!;
    await priceEl.updateComplete;
    expect(shadowText(priceEl)).to.contain('¥1,000');
    expect(el.querySelector('variant-picker.shop-product__picker')).to.exist;
    expect(el.querySelector('selling-plan-selector.shop-product__plans')).to.exist;
    // The layout shows in place of the fallback (set aside), in the light DOM: no shadow root.
    expect([...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent!.trim()).join('')).to.equal('');
    expect(el.shadowRoot).to.equal(null);
  });

  it('keeps the fallback and fires shop-product-error naming the cause on a 404 page', async () => {
    const el = await fixture<ShopProduct>(html`<shop-product handle="no-such-thing" currency="EUR"><span>€12,00</span></shop-product>`);
    const event = await nextEvent(el, 'shop-product-error');
    await el.updateComplete;
    expect(event.message).to.contain('no-such-thing').and.to.contain('404');
    expect(el.status).to.equal('error');
    expect(el.error!.name).to.equal('StorefrontHttpError');
    expect(el.matches(':state(error)')).to.equal(true);
    expect(shadowText(el)).to.equal('€12,00');
  });

  it('shows only the new product when the handle changes while a request is in flight', async () => {
    let release!: () => void;
    shop.routes.set(APPAREL, { body: await fixture$('apparel'), gate: new Promise<void>((r) => (release = r)) });
    shop.routes.set(COFFEE, { body: await fixture$('coffee'), delay: 10 });
    // A second card on the page shares the apparel request, so it is not aborted: its answer really
    // arrives after the first card has moved on to coffee.
    const container = await fixture<HTMLElement>(html`<div>
      <shop-product handle="merino-crew-sweater" currency="EUR"></shop-product>
      <shop-product handle="merino-crew-sweater" currency="EUR"></shop-product>
    </div>`);
    const [el, other] = [...container.querySelectorAll('shop-product')] as [ShopProduct, ShopProduct];
    const seen: string[] = [];
    el.addEventListener('shop-product-load', (e) => seen.push(e.product.handle));
    await until(() => shop.count(APPAREL) === 1);
    el.handle = 'organic-coffee';
    await until(() => el.status === 'ready');
    release(); // the old answer arrives only now
    await until(() => other.status === 'ready');
    await el.updateComplete;
    expect(shop.answered).to.include(APPAREL);
    expect(el.product!.handle).to.equal('organic-coffee');
    expect(seen).to.deep.equal(['organic-coffee']);
  });

  it('answers out of order without mixing products across handle changes', async () => {
    let releaseApparel!: () => void;
    let releaseCoffee!: () => void;
    shop.routes.set(APPAREL, { body: await fixture$('apparel'), gate: new Promise<void>((r) => (releaseApparel = r)) });
    shop.routes.set(COFFEE, { body: await fixture$('coffee'), gate: new Promise<void>((r) => (releaseCoffee = r)) });
    shop.routes.set('/products/linen-tote.js', { body: await fixture$('on-sale'), delay: 5 });
    // Two more cards share the first two requests, so they are not aborted when the first card moves
    // on: their answers really arrive, after the third.
    const container = await fixture<HTMLElement>(html`<div>
      <shop-product handle="merino-crew-sweater" currency="EUR"></shop-product>
      <shop-product handle="merino-crew-sweater" currency="EUR"></shop-product>
      <shop-product handle="organic-coffee" currency="EUR"></shop-product>
    </div>`);
    const [el, apparel, coffee] = [...container.querySelectorAll('shop-product')] as [ShopProduct, ShopProduct, ShopProduct];
    el.handle = 'organic-coffee';
    await el.updateComplete;
    el.handle = 'linen-tote';
    await until(() => el.status === 'ready');
    // The older answers arrive last, newest-but-one first: the cards that still want them show them.
    releaseCoffee();
    releaseApparel();
    await until(() => coffee.status === 'ready' && apparel.status === 'ready');
    await el.updateComplete;
    expect(shop.answered).to.include.members([APPAREL, COFFEE]);
    expect(el.product!.handle).to.equal('linen-tote');
  });

  it('makes one cart.js request and one request per distinct handle for 48 elements', async () => {
    const handles = ['merino-crew-sweater', 'organic-coffee', 'linen-tote'];
    const container = await fixture<HTMLElement>(html`<div>
      ${Array.from({ length: 48 }, (_, i) => html`<shop-product handle=${handles[i % 3]}></shop-product>`)}
    </div>`);
    const els = [...container.querySelectorAll('shop-product')];
    await until(() => els.every((e) => e.status === 'ready'));
    expect(shop.count('/cart.js')).to.equal(1);
    expect(shop.count(APPAREL)).to.equal(1);
    expect(shop.count(COFFEE)).to.equal(1);
    expect(shop.count('/products/linen-tote.js')).to.equal(1);
    expect(els[0]!.currency).to.equal('EUR');
  });

  it('uses an inline JSON product and the currency attribute with no request at all', async () => {
    const json = await fixture$('on-sale');
    const el = await fixture<ShopProduct>(html`<shop-product currency="USD">
      <script type="application/json">${json}</script>
      <shop-price></shop-price>
    </shop-product>`);
    await ready(el);
    expect(shop.requests).to.deep.equal([]);
    expect(el.product!.handle).to.equal('linen-tote');
    expect(el.currency).to.equal('USD');
  });

  // A collection page's cards: each element renders once, with the product, not its fallback and then it.
  it('an inline product with the currency attribute is ready at the first update, and so is the first render inside', async () => {
    const json = await fixture$('on-sale');
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    host.innerHTML = `<shop-product currency="USD"><script type="application/json">${json.replace(/</g, '\\u003c')}</script><shop-price>$0.00</shop-price></shop-product>`;
    const el = host.querySelector<ShopProduct>('shop-product')!;
    const price = el.querySelector('shop-price')!;
    await el.updateComplete;
    expect(el.status).to.equal('ready');
    await price.updateComplete;
    expect(price.textContent).to.not.contain('$0.00');
    expect(shadowText(price)).to.contain('$24.50');
  });

  it('fetches from the root attribute and encodes odd handles', async () => {
    shop.routes.set('/fr/products/café crème/ü?.js', { body: await fixture$('on-sale') });
    shop.routes.set('/fr/cart.js', { body: JSON.stringify({ currency: 'CHF' }) });
    const el = await fixture<ShopProduct>(html`<shop-product root="/fr/" handle="café crème/ü?"></shop-product>`);
    await ready(el);
    expect(shop.requests).to.include('/fr/products/caf%C3%A9%20cr%C3%A8me%2F%C3%BC%3F.js');
    expect(el.currency).to.equal('CHF');
  });

  it('selects the variant and plan a theme sets through variant-id / selling-plan-id after loading', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><shop-product handle="organic-coffee" currency="JPY"></shop-product></form>`);
    const el = await ready(form.querySelector('shop-product')!);
    el.setAttribute('variant-id', '45098765432105');
    el.setAttribute('selling-plan-id', '4100000002');
    await el.updateComplete;
    expect(formData(form)).to.deep.equal({ id: '45098765432105', selling_plan: '4100000002' });
  });

  it('fires shop-variant-change and shop-selling-plan-change with typed details', async () => {
    const el = await ready(await fixture<ShopProduct>(html`<shop-product handle="organic-coffee" currency="JPY"></shop-product>`));
    setTimeout(() => el.selectOption('Size', '1 kg'));
    const variantEvent = await nextEvent(el, 'shop-variant-change');
    expect(variantEvent.variant!.id).to.equal('45098765432104');
    expect(variantEvent.bubbles && variantEvent.composed).to.equal(true);
    setTimeout(() => el.selectSellingPlan('4100000003'));
    const planEvent = await nextEvent(el, 'shop-selling-plan-change');
    expect(planEvent.sellingPlan!.name).to.equal('3 deliveries, prepaid');
    expect(planEvent.allocation!.perDeliveryPrice).to.equal(289000);
    expect(el.matches(':state(subscription)')).to.equal(true);
  });

  it('loads lazily only when it nears the viewport', async () => {
    const container = await fixture<HTMLElement>(html`<div>
      <div style="height: 5000px"></div>
      <shop-product loading="lazy" handle="linen-tote" currency="EUR"></shop-product>
    </div>`);
    const el = container.querySelector('shop-product')!;
    // The element's viewport observer has answered "not near", and nothing came of it.
    await viewportChecked(el);
    expect(shop.count('/products/linen-tote.js')).to.equal(0);
    // Held, as an element not yet in the page: nothing rendered, its update still to come.
    expect(el.hasUpdated).to.equal(false);
    el.scrollIntoView();
    await until(() => el.status === 'ready');
    expect(shop.count('/products/linen-tote.js')).to.equal(1);
  });
});
