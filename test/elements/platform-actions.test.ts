// The platform's standard storefront actions with the cart elements: a stand-in of the platform's
// runtime (platform-runtime.ts, written from its documentation) drives the cart as an app or an AI
// shopping agent would, against the one fake shop (a real cart per visitor). What is checked is what the
// shopper sees (the drawer open, the lines and the count), what apps hear (the standard events on
// `document`, each once) and what the fake received.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopCart, ShopCartCount } from '../../src/index.js';
import { cartStore } from '../../src/data/cart-store.js';
import { clearLog, received, resetFake } from '../fake-storefront.js';
import { until, watchUncaught } from './helpers.js';
import { installRuntime, type Runtime } from './platform-runtime.js';

const SAND = '46100000000002'; // Enamel Camp Mug, Sand: €18.00, 40 in stock

type Seen = Event & Record<string, unknown>;

/** A theme's drawer element that opens with `show()` and says so its own way (no `open` attribute), as Dawn's does with a class. */
class ShowDrawer extends HTMLElement {
  show(): void {
    this.dataset.shown = '';
  }
}
customElements.define('show-drawer', ShowDrawer);

/** A theme's drawer element that opens with `open()` and reflects it as the `open` attribute (as Horizon's does). */
class ReflectingDrawer extends HTMLElement {
  open(): void {
    this.setAttribute('open', '');
  }
}
customElements.define('reflecting-drawer', ReflectingDrawer);

/** Frames for whatever a handler, an observer or a timer started to have run (an event that is not coming stays away). */
const frames = async (n = 5) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => setTimeout(r, 20));
};

describe('the platform\'s standard actions and <shop-cart>', () => {
  let seen: Seen[];
  let uncaught: ReturnType<typeof watchUncaught>;
  let runtime: Runtime | null;
  const placed: Element[] = [];
  const on = (e: Event) => seen.push(e as Seen);
  const types = ['shopify:cart:view', 'shopify:cart:lines-update', 'shopify:cart:error'];
  const of = (type: string) => seen.filter((e) => e.type === type);

  beforeEach(async () => {
    await resetFake();
    seen = [];
    runtime = null;
    for (const t of types) document.addEventListener(t, on);
    uncaught = watchUncaught();
  });

  afterEach(() => {
    for (const t of types) document.removeEventListener(t, on);
    placed.splice(0).forEach((e) => e.remove());
    runtime?.remove();
    expect(uncaught.stop()).to.deep.equal([]);
  });

  /** The theme's markup (a header count, and the cart where `cart` puts it) with the cart holding `quantity` of SAND. */
  async function page(cart: string, quantity = 0) {
    if (quantity) {
      const body = new FormData();
      body.set('id', SAND);
      body.set('quantity', String(quantity));
      expect((await fetch('/cart/add.js', { method: 'POST', body, headers: { Accept: 'application/json' } })).status).to.equal(200);
    }
    const host = document.createElement('div');
    host.innerHTML = `<header><a href="/cart"><shop-cart-count></shop-cart-count></a></header>${cart}`;
    document.body.append(host);
    placed.push(host);
    await customElements.whenDefined('shop-cart');
    await customElements.whenDefined('shop-cart-count');
    const el = host.querySelector('shop-cart') as ShopCart;
    const count = host.querySelector('shop-cart-count') as ShopCartCount;
    const lines = () => [...el.querySelectorAll('.shop-cart__line')];
    const shownCount = () => count.querySelector('.shop-cart-count__count')?.textContent ?? null;
    await until(() => shownCount() === String(quantity) && (quantity ? lines().length === 1 : !!el.querySelector('.shop-cart__empty')));
    return { host, el, lines, shownCount };
  }

  /** The cart as the standard cart events carry it, read from the fake here (not by the code under test). */
  async function standardCart(quantity: number, amount: string) {
    const cart = (await (await fetch('/cart.js')).json()) as { token: string; items: { key: string }[] };
    const money = { totalAmount: { amount, currencyCode: 'EUR' } };
    return {
      id: `gid://shopify/Cart/${cart.token}`, totalQuantity: quantity, cost: money,
      lines: cart.items.map((i) => ({ id: `gid://shopify/CartLine/${i.key}`, quantity, cost: money })), discountCodes: [],
    };
  }

  it('openCart opens the <dialog> drawer that holds <shop-cart> (modally); shopify:cart:view fires once, on the cart, with the documented payload', async () => {
    runtime = installRuntime();
    const { host, el } = await page('<dialog id="cart-drawer"><shop-cart></shop-cart></dialog>', 2);
    await until(() => !runtime!.actions.openCart.isDefault());
    const dialog = host.querySelector('dialog')!;
    expect([dialog.open, of('shopify:cart:view').length]).to.deep.equal([false, 0]);
    await runtime.actions.openCart();
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    await until(() => of('shopify:cart:view').length > 0);
    await frames();
    const views = of('shopify:cart:view');
    expect(views.length).to.equal(1);
    const [view] = views;
    expect([view!.target, view!.bubbles, view!.cancelable, view!.context]).to.deep.equal([el, true, true, 'dialog']);
    expect(view!.cart).to.deep.equal(await standardCart(2, '36.00'));
    expect('detail' in view!).to.equal(false);
    expect(runtime.navigations).to.deep.equal([]);
    // Open already: nothing more. Closed and opened again by the theme's own button: another view.
    await runtime.actions.openCart();
    await frames();
    expect(of('shopify:cart:view').length).to.equal(1);
    dialog.close();
    dialog.show();
    await until(() => of('shopify:cart:view').length === 2);
  });

  it('openCart calls show() of a theme\'s drawer element holding <shop-cart>, or its open(): one shopify:cart:view each time', async () => {
    runtime = installRuntime();
    const { host } = await page('<show-drawer><div><shop-cart></shop-cart></div></show-drawer>', 1);
    await until(() => !runtime!.actions.openCart.isDefault());
    await runtime.actions.openCart();
    expect(host.querySelector('show-drawer')!.hasAttribute('data-shown')).to.equal(true);
    await until(() => of('shopify:cart:view').length > 0);
    await frames();
    expect(of('shopify:cart:view').map((e) => [e.context, (e.cart as { totalQuantity: number }).totalQuantity])).to.deep.equal([['dialog', 1]]);

    placed.splice(0).forEach((e) => e.remove());
    await resetFake();
    seen.length = 0;
    const reflecting = await page('<reflecting-drawer><shop-cart></shop-cart></reflecting-drawer>', 1);
    await runtime.actions.openCart();
    expect(reflecting.host.querySelector('reflecting-drawer')!.hasAttribute('open')).to.equal(true);
    await until(() => of('shopify:cart:view').length > 0);
    await frames();
    // Seen once: the `open` attribute it reflects, not a second time from openCart.
    expect(of('shopify:cart:view').map((e) => [e.context, e.cart && (e.cart as { totalQuantity: number }).totalQuantity])).to.deep.equal([['dialog', 1]]);
    expect(runtime.navigations).to.deep.equal([]);
  });

  it('an app\'s updateCart changes <shop-cart> and <shop-cart-count> in place: no reload, one shopify:cart:lines-update (the action\'s own), one write', async () => {
    runtime = installRuntime();
    const { el, lines, shownCount } = await page('<dialog open><shop-cart></shop-cart></dialog>', 0);
    await until(() => !runtime!.actions.updateCart.isDefault());
    await clearLog();
    seen.length = 0;
    const result = await runtime.actions.updateCart({ lines: [{ merchandiseId: `gid://shopify/ProductVariant/${SAND}`, quantity: 3 }] });
    expect((result.cart as { totalQuantity: number }).totalQuantity).to.equal(3);
    await until(() => shownCount() === '3' && lines().length === 1);
    expect(lines()[0]!.querySelector('.shop-cart__variant')!.textContent).to.equal('Sand');
    expect(lines()[0]!.querySelector('input')!.value).to.equal('3');
    await frames();
    const updates = of('shopify:cart:lines-update');
    expect(updates.map((e) => [e.target, e.action, e.context])).to.deep.equal([[el, 'add', 'standard-action']]);
    expect(runtime.reloads).to.equal(0);
    expect((await received()).filter((r) => r.method === 'POST').map((r) => r.path)).to.deep.equal(['/cart/add.js']);

    // A change of that line by an agent, the same way: the line and the count follow.
    const key = cartStore().cart!.items[0]!.key;
    await runtime.actions.updateCart({ lines: [{ id: `gid://shopify/CartLine/${key}`, quantity: 1 }] });
    await until(() => shownCount() === '1' && lines()[0]!.querySelector('input')!.value === '1');
    await frames();
    expect(of('shopify:cart:lines-update').map((e) => [e.action, e.context])).to.deep.equal([['add', 'standard-action'], ['update', 'standard-action']]);
    expect(runtime.reloads).to.equal(0);
  });

  it('our own add still posts to /cart/add.js itself, not through the updateCart we configured; getCart stays the platform\'s', async () => {
    runtime = installRuntime();
    const { shownCount } = await page('<dialog><shop-cart></shop-cart></dialog>', 0);
    await until(() => !runtime!.actions.updateCart.isDefault());
    const body = new FormData();
    body.set('id', SAND);
    body.set('quantity', '2');
    expect((await cartStore().add(body)).outcome).to.equal('added');
    await until(() => shownCount() === '2');
    expect(runtime.calls.updateCart).to.equal(0);
    expect(of('shopify:cart:lines-update').map((e) => e.context)).to.deep.equal(['product']);
    // getCart is not configurable (its configure would throw): it answers as the platform does.
    expect('configure' in runtime.actions.getCart).to.equal(false);
    expect(((await runtime.actions.getCart()).cart as { totalQuantity: number }).totalQuantity).to.equal(2);
  });

  it('keeps the theme\'s own configuration: an openCart or updateCart it configured is not replaced', async () => {
    runtime = installRuntime();
    const theirs: string[] = [];
    runtime.actions.openCart.configure({ handler: async () => void theirs.push('openCart') });
    runtime.actions.updateCart.configure({ eventTarget: () => document, handler: async (defaultHandler: () => Promise<unknown>) => (theirs.push('updateCart'), defaultHandler()) });
    const { host, shownCount } = await page('<dialog><shop-cart></shop-cart></dialog>', 0);
    await frames();
    await runtime.actions.openCart();
    expect(host.querySelector('dialog')!.open).to.equal(false);
    await runtime.actions.updateCart({ lines: [{ merchandiseId: `gid://shopify/ProductVariant/${SAND}`, quantity: 1 }] });
    expect(theirs).to.deep.equal(['openCart', 'updateCart']);
    // The cart elements still follow the action's own event.
    await until(() => shownCount() === '1');
    // And our add goes through the theme's action, as before.
    const body = new FormData();
    body.set('id', SAND);
    await cartStore().add(body);
    expect(theirs).to.deep.equal(['openCart', 'updateCart', 'updateCart']);
  });

  it('a <shop-cart> in no drawer (the cart page): one shopify:cart:view "page" as it connects; openCart is left to the platform', async () => {
    runtime = installRuntime();
    const { el } = await page('<main><shop-cart></shop-cart></main>', 1);
    await until(() => !runtime!.actions.updateCart.isDefault());
    await frames();
    expect(of('shopify:cart:view').map((e) => [e.target, e.context, (e.cart as { totalQuantity: number }).totalQuantity])).to.deep.equal([[el, 'page', 1]]);
    expect(runtime.actions.openCart.isDefault()).to.equal(true);
    await runtime.actions.openCart();
    expect(runtime.navigations).to.deep.equal(['/cart']);
  });

  it('without the platform\'s runtime: the drawer and the cart work, shopify:cart:view still fires, and nothing is added to window', async () => {
    expect('Shopify' in window).to.equal(false);
    const { host, el } = await page('<dialog><shop-cart></shop-cart></dialog>', 2);
    await frames();
    const dialog = host.querySelector('dialog')!;
    dialog.showModal();
    await until(() => of('shopify:cart:view').length > 0);
    await frames();
    expect(of('shopify:cart:view').map((e) => [e.target, e.context])).to.deep.equal([[el, 'dialog']]);
    expect('Shopify' in window).to.equal(false);
  });
});
