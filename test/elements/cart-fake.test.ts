// <shop-buy-button ajax> against the one fake shop (src/fake-shop, mounted by
// web-test-runner.config.mjs): a real cart per visitor, real stock, the platform's 422s and partial
// adds, injected 429 / 5xx / dropped connections, all with real delays. Each path is checked by what
// the shopper sees at the button and by what the events that reach `document` carry.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/all.js';
import { cartStore } from '../../src/data/cart-store.js';
import type { ShopBuyButton, ShopQuantity } from '../../src/all.js';
import { clearLog, injectFault, received, resetFake, type FakeFault } from '../fake-storefront.js';
import { deepActive, mount, until, watchUncaught } from './helpers.js';

const FOREST = '46100000000001'; // Enamel Camp Mug, Forest Green: €18.00, 2 in stock
const SAND = '46100000000002'; // Sand: €18.00, 40 in stock
const TRY_AGAIN = 'Could not add to cart. Please try again.';

type Seen = Event & Record<string, unknown>;

/** The cart and product events that reach `document`. */
function listen() {
  const seen: Seen[] = [];
  const types = ['shopify:cart:lines-update', 'shopify:cart:error', 'shop-cart-add', 'shop-cart-error'];
  const on = (e: Event) => seen.push(e as Seen);
  for (const t of types) document.addEventListener(t, on);
  return { of: (type: string) => seen.filter((e) => e.type === type), stop: () => types.forEach((t) => document.removeEventListener(t, on)) };
}

/** The fake's cart requests since the reset: `POST /cart/add.js 200`, … */
const cartRequests = async () => (await received()).filter((r) => r.path.startsWith('/cart')).map((r) => `${r.method} ${r.path} ${r.status}`);

let navigations = 0;
const guard = (e: Event) => {
  if (!e.defaultPrevented) navigations += 1;
  e.preventDefault();
};

describe('<shop-buy-button ajax> with the fake shop', () => {
  let events: ReturnType<typeof listen>;
  beforeEach(() => {
    navigations = 0;
    window.addEventListener('submit', guard);
    events = listen();
  });
  afterEach(async () => {
    window.removeEventListener('submit', guard);
    events.stop();
    await resetFake({ stock: { [FOREST]: 2 } });
  });

  async function page(setup: Parameters<typeof resetFake>[0] = {}, variant = SAND, quantity = 1, attrs = 'ajax', currency = 'EUR') {
    await resetFake(setup);
    const { host, product } = await mount(
      `<shop-product handle="enamel-camp-mug" currency="${currency}" variant-id="${variant}"><variant-picker></variant-picker><shop-quantity></shop-quantity></shop-product>
        <shop-buy-button ${attrs}><button type="submit">Add to cart</button></shop-buy-button>`,
      { form: true },
    );
    const wrapper = host.querySelector('shop-buy-button') as ShopBuyButton;
    const q = host.querySelector('shop-quantity') as ShopQuantity;
    q.value = quantity;
    await Promise.all([wrapper.updateComplete, q.updateComplete]);
    const message = () => wrapper.querySelector('.shop-buy-button__message')!.textContent;
    // The ajax button has the store read the cart when it connects (the cart before the click); the log starts after it.
    await cartStore().ensure();
    await clearLog();
    return { product, wrapper, quantity: q, button: wrapper.querySelector('button')!, message };
  }
  const done = () => until(() => events.of('shop-cart-add').length + events.of('shop-cart-error').length === 1);

  it('adds: nothing is fetched before the POST, the cart is read once after it; GIDs and exact amounts reach document', async () => {
    const { button, message, product } = await page({}, SAND, 2);
    await clearLog();
    button.click();
    await done();
    // Every request the fake got from the click on: the POST first.
    expect((await received()).map((r) => `${r.method} ${r.path} ${r.status}`)).to.deep.equal(['POST /cart/add.js 200', 'GET /cart.js 200']);
    expect(message()).to.equal('Added to cart: Enamel Camp Mug – Sand × 2');
    const [update] = events.of('shopify:cart:lines-update');
    expect(update!.target === product, 'dispatched on the light-DOM product').to.equal(true);
    expect(update!.lines).to.deep.equal([{ merchandiseId: `gid://shopify/ProductVariant/${SAND}`, quantity: 2 }]);
    const { cart } = (await update!.promise) as { cart: { id: string; totalQuantity: number; cost: unknown; lines: { id: string; cost: unknown }[] } };
    expect(cart.id).to.match(/^gid:\/\/shopify\/Cart\/c1-/);
    expect([cart.totalQuantity, cart.cost]).to.deep.equal([2, { totalAmount: { amount: '36.00', currencyCode: 'EUR' } }]);
    expect(cart.lines.map((l) => [l.id.startsWith(`gid://shopify/CartLine/${SAND}`), l.cost])).to.deep.equal([[true, { totalAmount: { amount: '36.00', currencyCode: 'EUR' } }]]);
    expect(events.of('shopify:cart:error')).to.deep.equal([]);
    expect(navigations).to.equal(0);
  });

  for (const [currency, amount] of [['JPY', '5832'], ['KWD', '11.920']]) {
    it(`exact amounts in the customer's currency: two mugs in ${currency} cost ${amount}`, async () => {
      // The fake converts at fixed rates (€18.00 → ¥2916, KWD 5.960) and keeps the cart in the `cart_currency` cookie's currency.
      document.cookie = `cart_currency=${currency}; path=/`;
      try {
        const { button } = await page({}, SAND, 2, 'ajax', currency);
        button.click();
        await done();
        const { cart } = (await events.of('shopify:cart:lines-update')[0]!.promise) as { cart: { cost: unknown; lines: { cost: unknown }[] } };
        const cost = { totalAmount: { amount, currencyCode: currency } };
        expect([cart.cost, cart.lines[0]!.cost]).to.deep.equal([cost, cost]);
      } finally {
        document.cookie = 'cart_currency=; path=/; max-age=0';
      }
    });
  }

  it('the theme\'s configured updateCart action gets the lines; the fake receives no /cart/add.js', async () => {
    const calls: unknown[] = [];
    const updateCart = Object.assign(async (payload: unknown) => (calls.push(payload), { cart: null }), { isDefault: () => false });
    (window as { Shopify?: unknown }).Shopify = { actions: { updateCart } };
    try {
      const { button, message } = await page({}, SAND, 2);
      button.click();
      await done();
      expect(calls).to.deep.equal([{ lines: [{ merchandiseId: `gid://shopify/ProductVariant/${SAND}`, quantity: 2 }] }]);
      expect((await cartRequests()).filter((r) => r.startsWith('POST'))).to.deep.equal([]);
      expect(events.of('shopify:cart:lines-update')).to.deep.equal([]);
      expect(message()).to.equal('Added to cart: Enamel Camp Mug – Sand × 2');
    } finally {
      delete (window as { Shopify?: unknown }).Shopify;
    }
  });

  it('added in part (2 left, 3 asked): the storefront\'s words at the button; the events carry the cart as it is', async () => {
    const { button, message, quantity } = await page({ stock: { [FOREST]: 2 } }, FOREST, 3);
    button.click();
    await done();
    expect(message()).to.equal('Only 2 items were added to your cart.');
    // And the quantity knows it: "2 in cart".
    await until(() => quantity.querySelector('.shop-quantity__rule')!.textContent === '2 in cart');
    expect(await cartRequests()).to.deep.equal(['POST /cart/add.js 422', 'GET /cart.js 200']);
    expect((events.of('shop-cart-error')[0]!.cart as { itemCount: number }).itemCount).to.equal(2);
    expect(events.of('shopify:cart:error').map((e) => [e.code, e.error])).to.deep.equal([['INVALID', 'Only 2 items were added to your cart.']]);
    const result = (await events.of('shopify:cart:lines-update')[0]!.promise) as { cart: { totalQuantity: number }; userErrors: unknown };
    expect([result.cart.totalQuantity, result.userErrors]).to.deep.equal([2, [{ message: 'Only 2 items were added to your cart.' }]]);
  });

  it('a refusal (422, nothing added): the storefront\'s description, the button usable again', async () => {
    const { button, message, wrapper, quantity } = await page({ stock: { [FOREST]: 2 } }, FOREST, 2);
    button.click();
    await done();
    expect(message()).to.equal('Added to cart: Enamel Camp Mug – Forest Green × 2');
    // A keyboard shopper: from the quantity's + to the button with Tab, then Enter.
    quantity.querySelector<HTMLButtonElement>('.shop-stepper__button--increase')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActive() === button, 'Tab reaches the button').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await until(() => events.of('shop-cart-error').length === 1);
    expect(message()).to.equal('The maximum quantity of this item is already in your cart.');
    expect(wrapper.querySelector('.shop-buy-button__message')!.getAttribute('role')).to.equal('status');
    // The refusal is shown where the shopper is: focus has not moved.
    expect(deepActive() === button, 'focus stays on the button').to.equal(true);
    expect(wrapper.matches(':state(added)')).to.equal(false);
    const error = events.of('shop-cart-error')[0]!;
    expect([error.message, error.error]).to.deep.equal(['The maximum quantity of this item is already in your cart.', null]);
    expect(events.of('shopify:cart:error').map((e) => [e.code, e.error])).to.deep.equal([['INVALID', 'The maximum quantity of this item is already in your cart.']]);
    expect(wrapper.matches(':state(adding)')).to.equal(false);
    expect(button.getAttribute('aria-busy')).to.equal('false');
    expect((events.of('shop-cart-error')[0]!.cart as { itemCount: number }).itemCount).to.equal(2);
  });

  it('429: sent once more after Retry-After, then added', async () => {
    const { button, message } = await page({ fault: { method: 'POST', path: '/cart/add.js', status: 429, retryAfter: '0.3', html: true } });
    button.click();
    await done();
    expect(await cartRequests()).to.deep.equal(['POST /cart/add.js 429', 'POST /cart/add.js 200', 'GET /cart.js 200']);
    const [first, second] = (await received()).filter((r) => r.path === '/cart/add.js');
    expect(second!.time - first!.time).to.be.at.least(290);
    expect(message()).to.equal('Added to cart: Enamel Camp Mug – Sand × 1');
  });

  // A dropped connection is not here: Chromium sends a POST again by itself when a kept-alive
  // connection closes without an answer, so the fake's `drop` does not reach fetch as a failure. The
  // network failure is cart-add.test.ts's (the stub's `networkError`).
  // Both answers name a short Retry-After: a retry that honoured it would come that long after them.
  const RETRY_AFTER_S = 0.05;
  for (const [label, fault, statuses] of [
    ['429 twice', { status: 429, retryAfter: String(RETRY_AFTER_S), html: true, times: 2 }, [429, 429]],
    ['a 500', { status: 500, retryAfter: String(RETRY_AFTER_S), html: true }, [500]],
  ] as [string, FakeFault, number[]][]) {
    it(`${label}: not sent again on its own; "try again"; the error events fire and the promise rejects`, async () => {
      const uncaught = watchUncaught();
      const { button, message } = await page({ fault: { method: 'POST', path: '/cart/add.js', ...fault } });
      button.click();
      // An add or an error: a retry the store makes comes before it tells (a retry answered 200 is an add).
      await done();
      expect(cartStore().state, 'nothing in flight').to.not.equal('updating');
      // Time for a retry after the answer's Retry-After, which must not come.
      await new Promise((r) => setTimeout(r, RETRY_AFTER_S * 1000));
      expect((await received()).filter((r) => r.path === '/cart/add.js').map((r) => r.status)).to.deep.equal(statuses);
      expect(message()).to.equal(TRY_AGAIN);
      expect(events.of('shopify:cart:error').map((e) => e.code)).to.deep.equal(['SERVICE_UNAVAILABLE']);
      let rejected = false;
      await (events.of('shopify:cart:lines-update')[0]!.promise as Promise<unknown>).catch(() => (rejected = true));
      expect(rejected).to.equal(true);
      expect(uncaught.stop()).to.deep.equal([]);
    });
  }

  it('an add with no answer within `timeout` seconds is aborted; the cart read after it says it is not there: "try again", the button usable', async () => {
    const { button, message, wrapper } = await page({ fault: { method: 'POST', path: '/cart/add.js', delayMs: 5000 } }, SAND, 1, 'ajax timeout="0.4"');
    const t0 = performance.now();
    button.click();
    await done();
    expect(performance.now() - t0).to.be.below(3000);
    expect(message()).to.equal(TRY_AGAIN);
    expect([wrapper.matches(':state(adding)'), button.getAttribute('aria-busy')]).to.deep.equal([false, 'false']);
    expect((await cartRequests()).filter((r) => r.startsWith('GET'))).to.deep.equal(['GET /cart.js 200']);
    expect(events.of('shopify:cart:error').map((e) => e.code)).to.deep.equal(['SERVICE_UNAVAILABLE']);
  });

  it('a 500 after the line was added: the cart read after it holds the line, so "Added", never "try again"', async () => {
    const { button, message } = await page({ fault: { method: 'POST', path: '/cart/add.js', status: 500, html: true, afterApply: true } }, SAND, 2);
    button.click();
    await done();
    expect(message()).to.equal('Added to cart: Enamel Camp Mug – Sand × 2');
    expect(await cartRequests()).to.deep.equal(['POST /cart/add.js 500', 'GET /cart.js 200']);
    expect((events.of('shop-cart-add')[0]!.cart as { itemCount: number }).itemCount).to.equal(2);
    const { cart } = (await events.of('shopify:cart:lines-update')[0]!.promise) as { cart: { totalQuantity: number } };
    expect(cart.totalQuantity).to.equal(2);
    expect(events.of('shopify:cart:error')).to.deep.equal([]);
  });

  it('an unclear add (502) and a cart that cannot be read after it: "check your cart", never "try again"; the store is unknown', async () => {
    const uncaught = watchUncaught();
    const { button, message } = await page({}, SAND, 2);
    await injectFault({ method: 'POST', path: '/cart/add.js', status: 502, html: true });
    await injectFault({ method: 'GET', path: '/cart.js', status: 500, html: true });
    button.click();
    await done();
    expect(message()).to.equal('The item may not have been added. Please check your cart.');
    expect(cartStore().state).to.equal('unknown');
    expect(events.of('shopify:cart:error').map((e) => e.code)).to.deep.equal(['SERVICE_UNAVAILABLE']);
    let rejected = false;
    await (events.of('shopify:cart:lines-update')[0]!.promise as Promise<unknown>).catch(() => (rejected = true));
    expect(rejected).to.equal(true);
    expect(uncaught.stop()).to.deep.equal([]);
  });

  it('a 422 with an HTML body is a refusal (INVALID) in the shopper\'s words, not a service failure', async () => {
    const { button, message } = await page({ fault: { method: 'POST', path: '/cart/add.js', status: 422, html: true } });
    button.click();
    await done();
    expect(message()).to.equal('The shop did not accept this item in the cart.');
    expect(events.of('shopify:cart:error').map((e) => e.code)).to.deep.equal(['INVALID']);
  });

  it('a double click sends one POST: further submits are ignored while it is in flight (:state(adding), aria-busy, same text)', async () => {
    const { button, wrapper } = await page({ fault: { method: 'POST', path: '/cart/add.js', delayMs: 300 } });
    button.click();
    button.click();
    await until(() => events.of('shopify:cart:lines-update').length === 1);
    expect(wrapper.matches(':state(adding)')).to.equal(true);
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.textContent).to.equal('Add to cart');
    button.click();
    await done();
    // A second add would have been announced at the click, and would still be in flight.
    expect(events.of('shopify:cart:lines-update').length).to.equal(1);
    expect(cartStore().state, 'nothing in flight').to.not.equal('updating');
    expect(await cartRequests()).to.deep.equal(['POST /cart/add.js 200', 'GET /cart.js 200']);
  });

  it('sends `sections` and `sections_url` when asked, and hands the rendered sections to the theme', async () => {
    const { button } = await page({}, SAND, 1, 'ajax sections="cart-drawer,cart-icon-bubble"');
    button.click();
    await done();
    const post = (await received()).find((r) => r.path === '/cart/add.js')!;
    expect(post.body).to.contain('name="sections"\r\n\r\ncart-drawer,cart-icon-bubble\r\n');
    expect(post.body).to.contain(`name="sections_url"\r\n\r\n${location.pathname}\r\n`);
    const sections = events.of('shop-cart-add')[0]!.sections as Record<string, string>;
    expect(Object.keys(sections)).to.deep.equal(['cart-drawer', 'cart-icon-bubble']);
    expect(sections['cart-drawer']).to.contain('cart-drawer');
  });

  it('a variant change during the add does not change what was added', async () => {
    const { button, product, message } = await page({ fault: { method: 'POST', path: '/cart/add.js', delayMs: 300 } });
    button.click();
    await until(() => events.of('shopify:cart:lines-update').length === 1);
    product.selectVariant(FOREST);
    await done();
    const post = (await received()).find((r) => r.path === '/cart/add.js')!;
    expect(new URLSearchParams(post.body).get('id') ?? post.body).to.contain(SAND);
    expect(message()).to.equal('Added to cart: Enamel Camp Mug – Sand × 1');
    const { cart } = (await events.of('shopify:cart:lines-update')[0]!.promise) as { cart: { lines: { id: string }[] } };
    expect(cart.lines.map((l) => l.id.split('/').pop()!.split(':')[0])).to.deep.equal([SAND]);
  });
});

describe('<shop-buy-button ajax> at a locale root: the requests go under it, the refusal comes back in its language', () => {
  let events: ReturnType<typeof listen>;
  beforeEach(() => {
    window.addEventListener('submit', guard);
    events = listen();
  });
  afterEach(async () => {
    window.removeEventListener('submit', guard);
    events.stop();
    delete (window as { Shopify?: unknown }).Shopify;
    await resetFake({ stock: { [FOREST]: 2 } });
  });

  /** A German product page; `root` as the theme gives it (`window.Shopify.routes.root`, or the product's attribute). */
  async function germanPage(root: { global?: string; attribute?: string }) {
    if (root.global) (window as { Shopify?: unknown }).Shopify = { routes: { root: root.global } };
    await resetFake({ stock: { [FOREST]: 2 } });
    const { host } = await mount(
      `<shop-product handle="enamel-camp-mug" locale="de" currency="EUR" variant-id="${FOREST}" ${root.attribute ? `root="${root.attribute}"` : ''}><shop-quantity></shop-quantity></shop-product>
        <shop-buy-button ajax><button type="submit">In den Warenkorb</button></shop-buy-button>`,
      { form: true },
    );
    const wrapper = host.querySelector('shop-buy-button') as ShopBuyButton;
    const quantity = host.querySelector('shop-quantity') as ShopQuantity;
    quantity.value = 3;
    await Promise.all([wrapper.updateComplete, quantity.updateComplete]);
    await cartStore().ensure();
    await clearLog();
    wrapper.querySelector('button')!.click();
    await until(() => events.of('shop-cart-error').length === 1);
    return {
      message: wrapper.querySelector('.shop-buy-button__message')!.textContent,
      sent: (await received()).map((r) => `${r.method} ${r.path} ${r.status}`),
    };
  }

  const PARTIAL_DE = 'Es wurden nur 2 Artikel in Ihren Warenkorb gelegt.';

  it('window.Shopify.routes.root "/de/": the add and the cart read after it under /de/, "Only 2 items were added" in German', async () => {
    const { message, sent } = await germanPage({ global: '/de/' });
    expect(sent).to.deep.equal(['POST /de/cart/add.js 422', 'GET /de/cart.js 200']);
    expect(message).to.equal(PARTIAL_DE);
    expect(events.of('shopify:cart:error').map((e) => e.error)).to.deep.equal([PARTIAL_DE]);
  });

  it('the product\'s root attribute "/de/" wins over the page\'s global "/" ', async () => {
    const { message, sent } = await germanPage({ global: '/', attribute: '/de/' });
    expect(sent).to.deep.equal(['POST /de/cart/add.js 422', 'GET /de/cart.js 200']);
    expect(message).to.equal(PARTIAL_DE);
  });
});

describe('<shop-quantity> with the fake shop', () => {
  const LUNGO = '46000000000001'; // Espresso Pods, Lungo: boxes of 3 to 12, in threes

  it('"3 in cart" from the /cart.js the currency came from; after an add through the button, "6 in cart" from the cart read after it', async () => {
    await resetFake();
    const body = new FormData();
    body.set('id', LUNGO);
    body.set('quantity', '3');
    expect((await fetch('/cart/add.js', { method: 'POST', body, headers: { Accept: 'application/json' } })).status).to.equal(200);
    const { host } = await mount(
      `<shop-product handle="espresso-pods" variant-id="${LUNGO}"><shop-quantity></shop-quantity></shop-product>
        <shop-buy-button ajax><button type="submit">Add to cart</button></shop-buy-button>`,
      { form: true },
    );
    const quantity = host.querySelector('shop-quantity') as ShopQuantity;
    const rule = () => quantity.querySelector('.shop-quantity__rule')!.textContent!.trim();
    await until(() => rule().endsWith('in cart'));
    expect(rule()).to.equal('Minimum 3 · increments of 3 · maximum 12 · 3 in cart');
    expect(quantity.querySelector('input')!.max).to.equal('9');
    const added = new Promise((resolve) => document.addEventListener('shop-cart-add', resolve, { once: true }));
    host.querySelector<HTMLButtonElement>('shop-buy-button button')!.click();
    await added;
    await until(() => rule().endsWith('6 in cart'));
    expect((await received()).filter((r) => r.path.startsWith('/cart')).map((r) => `${r.method} ${r.path} ${r.status}`))
      .to.deep.equal(['POST /cart/add.js 200', 'GET /cart.js 200', 'POST /cart/add.js 200', 'GET /cart.js 200']); // the test's add, then the page's
  });
});
