// The cart store (src/data/cart-store.ts) against the one fake shop (src/fake-shop, mounted by
// web-test-runner.config.mjs): a real cart per visitor, real stock and quantity rules, and injected
// faults with real delays. What is checked is what theme code and the cart elements receive: the
// outcome, the cart, the store's state and its change notifications, the standard events.
import { expect } from '@open-wc/testing';
import { cartStore, type CartResult } from '../../src/data/cart-store.js';
import { clearLog, injectFault, received, resetFake } from '../fake-storefront.js';
import { until } from '../elements/helpers.js';

const SAND = '46100000000002'; // Enamel Camp Mug, Sand: €18.00, 40 in stock
const FOREST = '46100000000001'; // Forest Green: 2 in stock (set per test)
const LUNGO = '46000000000001'; // Espresso Pods, Lungo: boxes of 3 to 12, in threes

const store = cartStore();

/** Posts an add straight to the fake (a line in the cart before the test's own request). */
async function seed(id: string, quantity: number): Promise<void> {
  const body = new FormData();
  body.set('id', id);
  body.set('quantity', String(quantity));
  const res = await fetch('/cart/add.js', { method: 'POST', body, headers: { Accept: 'application/json' } });
  expect(res.status).to.equal(200);
}

const form = (id: string, quantity: number) => {
  const data = new FormData();
  data.set('id', id);
  data.set('quantity', String(quantity));
  return data;
};

type Std = Event & Record<string, unknown>;

/** The standard cart events that reach `document`. */
function listen() {
  const seen: Std[] = [];
  const types = ['shopify:cart:lines-update', 'shopify:cart:error'];
  const on = (e: Event) => seen.push(e as Std);
  for (const t of types) document.addEventListener(t, on);
  return { of: (type: string) => seen.filter((e) => e.type === type), stop: () => types.forEach((t) => document.removeEventListener(t, on)) };
}

/** The fake's cart requests since the last clear: `POST /cart/change.js 200`, … */
const cartRequests = async () => (await received()).filter((r) => r.path.startsWith('/cart')).map((r) => `${r.method} ${r.path} ${r.status}`);

const lineOf = (id: string) => store.cart!.items.find((i) => i.variantId === id)!;

describe('the cart store, with the fake shop', () => {
  let events: ReturnType<typeof listen>;
  beforeEach(async () => {
    await resetFake({ stock: { [FOREST]: 2 } });
    events = listen();
  });
  afterEach(() => events.stop());

  it('reads the cart: null and unknown before, known after; subscribers hear every change', async () => {
    expect([store.cart, store.state]).to.deep.equal([null, 'unknown']);
    await seed(SAND, 2);
    const heard: string[] = [];
    const stop = store.subscribe((s) => heard.push(`${s.state}:${s.cart?.itemCount ?? '-'}`));
    const cart = await store.refresh();
    expect(cart.itemCount).to.equal(2);
    expect(store.cart).to.equal(cart);
    expect(store.state).to.equal('known');
    expect(heard).to.deep.equal(['unknown:-', 'known:2']);
    stop();
    await store.refresh();
    expect(heard.length).to.equal(2);
  });

  it('adds: one POST, the cart read once after it; `added` with the storefront\'s answer parsed', async () => {
    await store.refresh();
    await clearLog();
    const states: string[] = [];
    const stop = store.subscribe((s) => states.push(s.state));
    const result = await store.add(form(SAND, 2));
    stop();
    expect(result.outcome).to.equal('added');
    expect(result.answer!.lines.map((l) => [l.variantId, l.quantity])).to.deep.equal([[SAND, 2]]);
    expect(result.cart!.itemCount).to.equal(2);
    expect(store.cart).to.equal(result.cart);
    expect(states[0]).to.equal('known');
    expect(states).to.include('updating');
    expect(states.at(-1)).to.equal('known');
    expect(await cartRequests()).to.deep.equal(['POST /cart/add.js 200', 'GET /cart.js 200']);
  });

  it('change: a quantity, one POST /cart/change.js with the line key as id; the cart it answers is the cart; `update` event', async () => {
    await seed(SAND, 2);
    await store.refresh();
    const { key } = lineOf(SAND);
    await clearLog();
    const result = await store.change({ key, quantity: 5 });
    expect(result.outcome).to.equal('changed');
    expect(lineOf(SAND).quantity).to.equal(5);
    expect(store.cart!.itemCount).to.equal(5);
    const posts = (await received()).filter((r) => r.path.startsWith('/cart'));
    expect(posts.map((r) => `${r.method} ${r.path} ${r.status}`)).to.deep.equal(['POST /cart/change.js 200']);
    expect(JSON.parse(posts[0]!.body)).to.deep.equal({ id: key, quantity: 5 });
    const [update] = events.of('shopify:cart:lines-update');
    expect([update!.action, update!.context, update!.lines]).to.deep.equal(['update', 'cart', [{ id: `gid://shopify/CartLine/${key}`, quantity: 5 }]]);
    const { cart } = (await update!.promise) as { cart: { totalQuantity: number } };
    expect(cart.totalQuantity).to.equal(5);
  });

  it('change to 0 removes the line: a `remove` event with the line id', async () => {
    await seed(SAND, 2);
    await seed(LUNGO, 3);
    await store.refresh();
    const { key } = lineOf(SAND);
    const result = await store.change({ key, quantity: 0 });
    expect(result.outcome).to.equal('changed');
    expect(store.cart!.items.map((i) => i.variantId)).to.deep.equal([LUNGO]);
    const [update] = events.of('shopify:cart:lines-update');
    expect([update!.action, update!.lines]).to.deep.equal(['remove', [{ id: `gid://shopify/CartLine/${key}` }]]);
  });

  it('change beyond the stock: `refused` with the storefront\'s words, the cart as it really is (the platform set what it could)', async () => {
    await seed(FOREST, 1);
    await store.refresh();
    const { key } = lineOf(FOREST);
    await clearLog();
    const result = await store.change({ key, quantity: 5 });
    expect(result.outcome).to.equal('refused');
    expect(result.message).to.equal('Only 1 item was added to your cart.');
    expect(lineOf(FOREST).quantity).to.equal(2);
    expect(await cartRequests()).to.deep.equal(['POST /cart/change.js 422', 'GET /cart.js 200']);
    expect(events.of('shopify:cart:error').map((e) => [e.code, e.error])).to.deep.equal([['INVALID', 'Only 1 item was added to your cart.']]);
    const { userErrors } = (await events.of('shopify:cart:lines-update')[0]!.promise) as { userErrors: unknown };
    expect(userErrors).to.deep.equal([{ message: 'Only 1 item was added to your cart.' }]);
  });

  it('a change that hangs is aborted after the timeout; the cart read after it says it did not happen: `failed`, never sent again', async () => {
    await seed(SAND, 2);
    await store.refresh();
    const { key } = lineOf(SAND);
    await clearLog();
    await injectFault({ method: 'POST', path: '/cart/change.js', delayMs: 5000 });
    const started = performance.now();
    const result = await store.change({ key, quantity: 4 }, { timeout: 0.4 });
    expect(performance.now() - started).to.be.below(3000);
    expect(result.outcome).to.equal('failed');
    expect(result.error!.name).to.equal('CartTimeoutError');
    expect(lineOf(SAND).quantity).to.equal(2);
    expect(store.state).to.equal('known');
    expect((await cartRequests()).filter((r) => r.startsWith('POST'))).to.have.length(1);
    expect(events.of('shopify:cart:error').map((e) => e.code)).to.deep.equal(['SERVICE_UNAVAILABLE']);
    let rejected = false;
    await (events.of('shopify:cart:lines-update')[0]!.promise as Promise<unknown>).catch(() => (rejected = true));
    expect(rejected).to.equal(true);
  });

  it('one change at a time per line: the second waits for the first answer', async () => {
    await seed(SAND, 2);
    await store.refresh();
    const { key } = lineOf(SAND);
    await clearLog();
    await injectFault({ method: 'POST', path: '/cart/change.js', delayMs: 300 });
    const first = store.change({ key, quantity: 3 });
    const second = store.change({ key, quantity: 4 });
    const results = await Promise.all([first, second]);
    expect(results.map((r) => r.outcome)).to.deep.equal(['changed', 'changed']);
    const [a, b] = (await received()).filter((r) => r.path === '/cart/change.js');
    // The second POST left after the first was answered (its 300 ms).
    expect(b!.time - a!.time).to.be.at.least(290);
    expect(lineOf(SAND).quantity).to.equal(4);
  });

  it('an add whose answer is a 500 although the line was added: the cart read after it says so: `added`, never "try again"', async () => {
    await store.refresh();
    await injectFault({ method: 'POST', path: '/cart/add.js', status: 500, html: true, afterApply: true });
    const result = await store.add(form(SAND, 1));
    expect(result.outcome).to.equal('added');
    expect(lineOf(SAND).quantity).to.equal(1);
    expect((await received()).filter((r) => r.path === '/cart/add.js')).to.have.length(1);
  });

  it('an add that hangs: aborted after the timeout, the cart read: not there, so `failed`', async () => {
    await store.refresh();
    await injectFault({ method: 'POST', path: '/cart/add.js', delayMs: 5000 });
    const result = await store.add(form(SAND, 1), { timeout: 0.4 });
    expect(result.outcome).to.equal('failed');
    expect(store.cart!.itemCount).to.equal(0);
  });

  it('a 422 with an HTML body is a refusal, told in the words given for it', async () => {
    await store.refresh();
    await injectFault({ method: 'POST', path: '/cart/add.js', status: 422, html: true });
    const result = await store.add(form(SAND, 1), { refusal: 'Not accepted.' });
    expect([result.outcome, result.message]).to.deep.equal(['refused', 'Not accepted.']);
  });

  it('an unclear add and a cart that cannot be read: `unknown`, and the store says so', async () => {
    await store.refresh();
    await injectFault({ method: 'POST', path: '/cart/add.js', status: 502, html: true });
    await injectFault({ method: 'GET', path: '/cart.js', status: 500, html: true });
    const result: CartResult<'added'> = await store.add(form(SAND, 1));
    expect(result.outcome).to.equal('unknown');
    expect(store.state).to.equal('unknown');
    // The next add reads the cart first (it is unknown), then posts.
    await clearLog();
    const next = await store.add(form(SAND, 1));
    expect(next.outcome).to.equal('added');
    expect(await cartRequests()).to.deep.equal(['GET /cart.js 200', 'POST /cart/add.js 200', 'GET /cart.js 200']);
  });

  it('takes the cart from an app\'s shopify:cart:lines-update promise', async () => {
    await store.refresh();
    const app = document.createElement('div');
    document.body.append(app);
    // An app's own add, announced the platform's way; its promise resolves the summary shape, so the store reads the cart.
    const event = Object.assign(new Event('shopify:cart:lines-update', { bubbles: true }), {
      action: 'add', context: 'product', lines: [],
      promise: (async () => (await seed(LUNGO, 3), { cart: { totalQuantity: 3 } }))(),
    });
    app.dispatchEvent(event);
    expect(store.state).to.equal('updating');
    await event.promise;
    await until(() => store.state === 'known' && store.cart!.itemCount === 3);
    app.remove();
  });

  it('bad input is a clear error, and nothing is sent', async () => {
    await clearLog();
    for (const change of [{ key: '', quantity: 1 }, { key: 'k', quantity: -1 }, { key: 'k', quantity: 1.5 }, { key: 'k', sellingPlan: 'monthly' }]) {
      let error: unknown;
      await store.change(change).catch((e) => (error = e));
      expect(error).to.be.instanceOf(TypeError);
    }
    expect(await cartRequests()).to.deep.equal([]);
  });
});
