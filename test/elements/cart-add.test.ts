// <shop-buy-button ajax>: the form's submit adds to the cart without leaving the page. Here, only
// what the one fake shop cannot show, each answered by a scripted storefront (the page's own fetch
// stubbed), and why:
// - the request's exact headers (the fake does not log them);
// - the order of the standard event and the POST (seen on the page's own fetch; the fake sees only
//   the POST);
// - a network failure (Chromium sends a POST again by itself when a kept-alive connection closes
//   without an answer, so the fake's dropped connection never reaches fetch as a failure);
// - the theme's updateCart action, where no add reaches the storefront at all.
// Everything about the cart itself (refusals, partial adds, 429s, 5xx, a hung add, a 500 after the
// line was added, a 422 with an HTML body, double clicks, a variant change in flight) runs against
// the fake in cart-fake.test.ts. The scripted answers here model no cart: each test says what the
// storefront answers, in order.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import { cartStore } from '../../src/data/cart-store.js';
import type { ShopBuyButton, ShopProduct, ShopQuantity } from '../../src/all.js';
import { fixture$, mount, stubStorefront, until, watchUncaught, type Storefront, type StubRoute, type StubRouteFn } from './helpers.js';

const FOREST_M = '44012345678912'; // M / Forest / Merino, €99.00

/** `/cart.js` as the storefront answers it: empty, or holding `quantity` of Forest M with its engraving. */
const cartJs = (quantity: number): StubRoute => ({
  body: JSON.stringify({
    token: 'c1-stub', currency: 'EUR', item_count: quantity, total_price: 9900 * quantity,
    items: quantity ? [{ key: `${FOREST_M}:A.B.`, variant_id: Number(FOREST_M), quantity, final_line_price: 9900 * quantity, properties: { Engraving: 'A.B.' } }] : [],
  }),
});

/**
 * The storefront's answers for one add of `quantity` Forest M, in order: `/cart.js` is empty until
 * the add has been answered, then holds the line; `/cart/add.js` answers the line as the platform
 * does (200, the line item).
 */
function scriptedAdd(quantity: number): Record<string, StubRoute | StubRouteFn> {
  let posted = false;
  return {
    '/cart/add.js': () => ((posted = true), {
      body: JSON.stringify({ key: `${FOREST_M}:A.B.`, variant_id: Number(FOREST_M), quantity, final_line_price: 9900 * quantity, properties: { Engraving: 'A.B.' } }),
    }),
    '/cart.js': () => cartJs(posted ? quantity : 0),
  };
}

type Seen = { type: string; event: Event & Record<string, unknown>; requestsBefore: number };

/** Records the cart and product events that reach `document`, with how many requests had been made when each arrived. */
function listen(shop: Storefront) {
  const seen: Seen[] = [];
  const types = ['shopify:cart:lines-update', 'shopify:cart:error', 'shop-cart-add', 'shop-cart-error'];
  const on = (e: Event) => seen.push({ type: e.type, event: e as Event & Record<string, unknown>, requestsBefore: shop.requests.length });
  for (const t of types) document.addEventListener(t, on);
  return {
    seen,
    of: (type: string) => seen.filter((s) => s.type === type).map((s) => s.event),
    stop: () => types.forEach((t) => document.removeEventListener(t, on)),
  };
}

/**
 * Counts the submits nobody took over: the page would have navigated. Listened to on window, so
 * after the elements' own listeners, and stopped there, so the test page stays.
 */
let navigations = 0;
const guard = (e: Event) => {
  if (!e.defaultPrevented) navigations += 1;
  e.preventDefault();
};
beforeEach(() => {
  navigations = 0;
  window.addEventListener('submit', guard);
});
afterEach(() => window.removeEventListener('submit', guard));

describe('<shop-buy-button ajax>', () => {
  let shop: Storefront;
  let events: ReturnType<typeof listen>;

  beforeEach(async () => {
    shop = stubStorefront({ '/products/merino-crew-sweater.js': { body: await fixture$('apparel') } });
    events = listen(shop);
  });
  afterEach(() => {
    events.stop();
    shop.restore();
    delete (window as { Shopify?: unknown }).Shopify;
  });

  /** A theme's product form: product, quantity, a line property, and the button outside <shop-product>. */
  async function form(answers = scriptedAdd(1), attrs = 'ajax', locale = 'en') {
    for (const [path, route] of Object.entries(answers)) shop.routes.set(path, route);
    const { host, product } = await mount(
      `<shop-product handle="merino-crew-sweater" currency="EUR" locale="${locale}" variant-id="${FOREST_M}"><variant-picker></variant-picker><shop-quantity></shop-quantity></shop-product>
        <input type="hidden" name="properties[Engraving]" value="A.B.">
        <shop-buy-button ${attrs}><button type="submit">Add to cart</button></shop-buy-button>`,
      { form: true },
    );
    const wrapper = host.querySelector('shop-buy-button') as ShopBuyButton;
    await wrapper.updateComplete;
    const button = wrapper.querySelector('button')!;
    const message = () => wrapper.querySelector('.shop-buy-button__message')!;
    // The ajax button has the store read the cart when it connects (the cart before the click).
    await cartStore().ensure();
    return { form: host as HTMLFormElement, product, wrapper, button, message, quantity: host.querySelector('shop-quantity') as ShopQuantity };
  }

  const posts = () => shop.requests.filter((r) => r === '/cart/add.js').length;
  const postBody = (n = 0) => shop.inits.filter((_, i) => shop.requests[i] === '/cart/add.js')[n]!;

  it('posts the form\'s own fields, then reads the cart once; says "Added to cart" and never leaves the page', async () => {
    const { button, wrapper, message, quantity } = await form(scriptedAdd(2));
    quantity.value = 2;
    await quantity.updateComplete;
    const before = shop.requests.length;
    let addedAt = 0;
    wrapper.addEventListener('shop-cart-add', () => (addedAt = performance.now()), { once: true });
    button.click();
    await until(() => events.of('shop-cart-add').length === 1);
    const init = postBody();
    expect(init.method).to.equal('POST');
    expect(new Headers(init.headers).get('Accept')).to.equal('application/json');
    expect(new Headers(init.headers).get('X-Requested-With')).to.equal('XMLHttpRequest');
    const body = Object.fromEntries([...(init.body as FormData)].map(([k, v]) => [k, String(v)]));
    expect(body).to.deep.equal({ id: FOREST_M, quantity: '2', 'properties[Engraving]': 'A.B.' });
    // Every request from the click on: the POST first, then one cart read (the currency came from the attribute).
    expect(shop.requests.slice(before)).to.deep.equal(['/cart/add.js', '/cart.js']);
    expect(message().getAttribute('role')).to.equal('status');
    expect(message().textContent).to.equal('Added to cart: Merino Crew Sweater – M / Forest / Merino × 2');
    expect(wrapper.matches(':state(added)')).to.equal(true);
    expect(button.getAttribute('aria-busy')).to.equal('false');
    expect(navigations).to.equal(0);
    const added = events.of('shop-cart-add')[0]!;
    expect((added.cart as { itemCount: number }).itemCount).to.equal(2);
    expect((added.items as { variant_id: number }[])[0]!.variant_id).to.equal(Number(FOREST_M));
    // :state(added) lasts two seconds (the element's own timer; no attribute shortens it): watched until it goes.
    await until(() => !wrapper.matches(':state(added)'));
    expect(performance.now() - addedAt, ':state(added) lasted (ms)').to.be.within(1950, 3000);
  });

  it('tells the platform\'s apps: shopify:cart:lines-update before the POST, with GIDs, its promise resolving the cart with exact amounts', async () => {
    const { button, product } = await form();
    button.click();
    await until(() => events.of('shop-cart-add').length === 1);
    const [update] = events.seen.filter((s) => s.type === 'shopify:cart:lines-update');
    expect(update!.requestsBefore).to.equal(shop.requests.indexOf('/cart/add.js'));
    const e = update!.event;
    expect(e.target === product, 'dispatched on the light-DOM product, so it reaches document').to.equal(true);
    expect([e.bubbles, e.cancelable, 'detail' in e]).to.deep.equal([true, true, false]);
    expect([e.action, e.context, e.lines]).to.deep.equal(['add', 'product', [{ merchandiseId: `gid://shopify/ProductVariant/${FOREST_M}`, quantity: 1 }]]);
    expect(await e.promise).to.deep.equal({
      cart: {
        id: 'gid://shopify/Cart/c1-stub',
        totalQuantity: 1,
        cost: { totalAmount: { amount: '99.00', currencyCode: 'EUR' } },
        lines: [{ id: `gid://shopify/CartLine/${FOREST_M}:A.B.`, quantity: 1, cost: { totalAmount: { amount: '99.00', currencyCode: 'EUR' } } }],
        discountCodes: [],
      },
    });
    expect(events.of('shopify:cart:error')).to.deep.equal([]);
  });

  it('counts money in the standard events in the unit <shop-product> is told (amount-unit="minor": yen have no decimals)', async () => {
    let posted = false;
    const line = { key: `${FOREST_M}:`, variant_id: Number(FOREST_M), quantity: 1, final_line_price: 9900, properties: {} };
    shop.routes.set('/cart/add.js', () => ((posted = true), { body: JSON.stringify(line) }));
    shop.routes.set('/cart.js', () => ({ body: JSON.stringify({ token: 'c1-stub', currency: 'JPY', item_count: posted ? 1 : 0, total_price: posted ? 9900 : 0, items: posted ? [line] : [] }) }));
    const { host } = await mount(
      `<shop-product handle="merino-crew-sweater" currency="JPY" amount-unit="minor" variant-id="${FOREST_M}"></shop-product>
        <shop-buy-button ajax><button type="submit">Add to cart</button></shop-buy-button>`,
      { form: true },
    );
    await cartStore().ensure();
    host.querySelector('button')!.click();
    await until(() => events.of('shop-cart-add').length === 1);
    const [update] = events.of('shopify:cart:lines-update');
    const { cart } = (await update!.promise) as { cart: { cost: { totalAmount: { amount: string } } } };
    expect(cart.cost.totalAmount).to.deep.equal({ amount: '9900', currencyCode: 'JPY' });
  });

  for (const [label, route] of [
    ['a network failure', { networkError: true }],
    ['a body that is not JSON', { status: 200, body: '<!doctype html><title>Cart</title>', headers: { 'content-type': 'text/html' } }],
  ] as const) {
    it(`${label}: never sent again on its own; "try again"; the error events fire and the promise rejects`, async () => {
      const uncaught = watchUncaught();
      const { button, message, wrapper } = await form();
      shop.routes.set('/cart/add.js', route);
      button.click();
      await until(() => events.of('shop-cart-error').length === 1);
      // The store tells after its one retry decision, and nothing is left in flight or waiting to be
      // sent: no timer could send it again (a failure without an answer names no Retry-After).
      expect(cartStore().state).to.not.equal('updating');
      expect(posts()).to.equal(1);
      expect(message().textContent).to.equal('Could not add to cart. Please try again.');
      expect(wrapper.matches(':state(adding)')).to.equal(false);
      const error = events.of('shop-cart-error')[0]!;
      expect(error.error).to.be.instanceOf(Error);
      expect(String((error.error as Error).message)).to.contain('POST /cart/add.js');
      expect(events.of('shopify:cart:error').map((e) => e.code)).to.deep.equal(['SERVICE_UNAVAILABLE']);
      let rejected = false;
      await (events.of('shopify:cart:lines-update')[0]!.promise as Promise<unknown>).catch(() => (rejected = true));
      expect(rejected).to.equal(true);
      // Marked handled: a page without listeners logs no unhandled rejection.
      expect(uncaught.stop()).to.deep.equal([]);
    });
  }

  it('the theme\'s configured updateCart action gets the line; no /cart/add.js, and no standard events of ours', async () => {
    const calls: unknown[] = [];
    const updateCart = Object.assign(
      async (payload: unknown) => {
        calls.push(payload);
        await new Promise((r) => setTimeout(r, 20));
        return { cart: { id: 'gid://shopify/Cart/x', totalQuantity: 2 } };
      },
      { isDefault: () => false },
    );
    (window as { Shopify?: unknown }).Shopify = { actions: { updateCart } };
    const { button, message, quantity } = await form(undefined, 'ajax');
    quantity.value = 2;
    await quantity.updateComplete;
    button.click();
    await until(() => events.of('shop-cart-add').length === 1);
    expect(calls).to.deep.equal([{
      lines: [{
        merchandiseId: `gid://shopify/ProductVariant/${FOREST_M}`,
        quantity: 2,
        attributes: [{ key: 'Engraving', value: 'A.B.' }],
      }],
    }]);
    expect(shop.count('/cart/add.js')).to.equal(0);
    expect(events.of('shopify:cart:lines-update')).to.deep.equal([]);
    expect(events.of('shopify:cart:error')).to.deep.equal([]);
    expect(message().textContent).to.equal('Added to cart: Merino Crew Sweater – M / Forest / Merino × 2');
  });

  it('the action\'s userErrors are shown like a refusal', async () => {
    const updateCart = Object.assign(async () => ({ cart: null, userErrors: [{ message: 'Only 1 left.' }] }), { isDefault: () => false });
    (window as { Shopify?: unknown }).Shopify = { actions: { updateCart } };
    const { button, message } = await form();
    button.click();
    await until(() => events.of('shop-cart-error').length === 1);
    expect(message().textContent).to.equal('Only 1 left.');
    expect(events.of('shopify:cart:error')).to.deep.equal([]);
  });

  it('the platform\'s default action (not configured by the theme) is not used: the add goes to /cart/add.js', async () => {
    let called = false;
    const updateCart = Object.assign(async () => ((called = true), {}), { isDefault: () => true });
    (window as { Shopify?: unknown }).Shopify = { actions: { updateCart } };
    const { button } = await form();
    button.click();
    await until(() => events.of('shop-cart-add').length === 1);
    expect([called, posts()]).to.deep.equal([false, 1]);
  });

  it('speaks German for a German product', async () => {
    const { button, message } = await form(undefined, 'ajax', 'de');
    shop.routes.set('/cart/add.js', { networkError: true });
    button.click();
    await until(() => events.of('shop-cart-error').length === 1);
    expect(message().textContent).to.equal('Konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.');
  });

  it('without `ajax`, nothing changes: the form submits natively, and no message line is added', async () => {
    const { button, wrapper } = await form(undefined, '');
    let submitted: FormData | null = null;
    window.addEventListener('submit', (e) => (submitted = new FormData(e.target as HTMLFormElement)), { once: true, capture: true });
    // The click submits at once (the submit event is dispatched within it): nothing to wait for.
    button.click();
    expect(navigations).to.equal(1);
    expect(posts()).to.equal(0);
    expect(submitted!.get('id')).to.equal(FOREST_M);
    expect(wrapper.querySelector('.shop-buy-button__message')).to.equal(null);
  });
});

describe('no empty add', () => {
  let shop: Storefront;
  let release: () => void;
  beforeEach(async () => {
    const gate = new Promise<void>((r) => (release = r));
    shop = stubStorefront({
      '/products/merino-crew-sweater.js': { body: await fixture$('apparel'), gate },
      '/products/broken.js': { status: 500, body: '' },
      // The fallback's add, answered as the platform does (the product here is the suite's own fixture, not one of the fake's).
      '/cart/add.js': { body: JSON.stringify({ variant_id: Number(FOREST_M), quantity: 1 }) },
    });
  });
  afterEach(() => {
    release();
    shop.restore();
  });

  async function loadingForm(inner = '', handle = 'merino-crew-sweater', locale = 'en') {
    const { host, product } = await mount(
      `<shop-product handle="${handle}" currency="EUR" locale="${locale}">${inner}<variant-picker></variant-picker></shop-product>
        <shop-buy-button ajax><button type="submit">Add to cart</button></shop-buy-button>`,
      { form: true, ready: false },
    );
    await product.updateComplete;
    return { form: host as HTMLFormElement, product: product as ShopProduct, button: host.querySelector('button')! };
  }

  it('while loading, with no fallback id in the form, <shop-product> is invalid: neither a native nor an ajax submit posts', async () => {
    const { form, product, button } = await loadingForm();
    expect(product.status).to.equal('loading');
    expect(product.validationMessage).to.equal('This product is still loading.');
    expect(form.checkValidity()).to.equal(false);
    // An invalid form fires no submit at all (decided within the click and the call), and an ajax
    // add starts only from a submit: nothing can post later.
    let submits = 0;
    const count = () => submits++;
    window.addEventListener('submit', count, { capture: true });
    button.click();
    form.requestSubmit();
    window.removeEventListener('submit', count, { capture: true });
    expect([submits, navigations, shop.count('/cart/add.js')]).to.deep.equal([0, 0, 0]);
    release();
    await until(() => product.status === 'ready');
    expect(form.checkValidity()).to.equal(true);
  });

  it('says it in German', async () => {
    const { product } = await loadingForm('', 'merino-crew-sweater', 'de');
    expect(product.validationMessage).to.equal('Dieses Produkt wird noch geladen.');
  });

  it('after a failed load, the shopper-facing reason', async () => {
    const { form, product } = await loadingForm('', 'broken');
    await until(() => product.status === 'error');
    expect(product.validationMessage).to.equal('This product could not be loaded. Please try again later.');
    expect(form.checkValidity()).to.equal(false);
  });

  it('an empty fallback <input name="id" value=""> is no fallback', async () => {
    const { form, product } = await loadingForm('<input type="hidden" name="id" value="">');
    expect(form.checkValidity()).to.equal(false);
    expect(product.validationMessage).to.equal('This product is still loading.');
  });

  it('with a fallback <input name="id"> the fallback is submitted as before', async () => {
    const { form, button } = await loadingForm(`<input type="hidden" name="id" value="${FOREST_M}">`);
    expect(form.checkValidity()).to.equal(true);
    button.click();
    await until(() => shop.count('/cart/add.js') === 1);
    expect((shop.inits[shop.requests.indexOf('/cart/add.js')]!.body as FormData).get('id')).to.equal(FOREST_M);
  });
});
