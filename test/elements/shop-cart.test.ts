// <shop-cart-count> and <shop-cart> against the one fake shop (src/fake-shop, mounted by
// web-test-runner.config.mjs): a real cart per visitor, real stock and plans, the platform's 422s,
// injected slow answers. Each path is checked by what the shopper sees and hears, where focus is,
// what the fake received, and what the standard events that reach `document` carry.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopCartCount } from '../../src/index.js';
import { cartStore } from '../../src/data/cart-store.js';
import { received, resetFake } from '../fake-storefront.js';
import { until } from './helpers.js';

const SAND = '46100000000002'; // Enamel Camp Mug, Sand: €18.00, 40 in stock

const placed: Element[] = [];
afterEach(() => placed.splice(0).forEach((e) => e.remove()));

/** Puts markup into the page as a theme would (its header, its drawer). */
function place(markup: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = markup;
  document.body.append(host);
  placed.push(host);
  return host;
}

/** Adds to the fake's cart as another script would: its own POST, not through the store. */
async function addElsewhere(id: string, quantity: number, plan?: string): Promise<unknown> {
  const body = new FormData();
  body.set('id', id);
  body.set('quantity', String(quantity));
  if (plan) body.set('selling_plan', plan);
  const response = await fetch('/cart/add.js', { method: 'POST', body, headers: { Accept: 'application/json' } });
  expect(response.status).to.equal(200);
  return response.json();
}

describe('<shop-cart-count>', () => {
  beforeEach(() => resetFake());

  async function count(attrs = '') {
    const host = place(`<a href="/cart"><shop-cart-count ${attrs}></shop-cart-count></a>`);
    await customElements.whenDefined('shop-cart-count');
    const el = host.querySelector('shop-cart-count') as ShopCartCount;
    const shown = () => el.shadowRoot?.querySelector('[part="count"]')?.textContent ?? null;
    return { el, link: host.querySelector('a')!, shown };
  }

  it('0 for an empty cart, with :state(empty) and "Cart, 0 items"; after an add through the store, 2 and "Cart, 2 items", no request of its own', async () => {
    const { el, shown, link } = await count();
    await until(() => shown() === '0');
    expect(el.matches(':state(empty)')).to.equal(true);
    expect(el.label).to.equal('Cart, 0 items');
    expect(link.textContent!.trim()).to.equal('');
    const body = new FormData();
    body.set('id', SAND);
    body.set('quantity', '2');
    const reads = (await received()).filter((r) => r.path === '/cart.js').length;
    expect((await cartStore().add(body)).outcome).to.equal('added');
    await until(() => shown() === '2');
    expect(el.matches(':state(empty)')).to.equal(false);
    expect(el.label).to.equal('Cart, 2 items');
    expect(el.shadowRoot!.querySelector('.vh')!.textContent).to.equal('Cart, 2 items');
    // One read when it connected, one after the add (the store's): the count never reads on its own.
    expect((await received()).filter((r) => r.path === '/cart.js').length).to.equal(reads + 1);
  });

  it('in German: "Warenkorb, 1 Artikel", German from its first render; in the shopper\'s digits', async () => {
    await addElsewhere(SAND, 1);
    const { el, shown } = await count('locale="de"');
    const seen: string[] = [];
    new MutationObserver(() => seen.push(el.shadowRoot!.textContent!)).observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
    await until(() => shown() === '1');
    expect(el.label).to.equal('Warenkorb, 1 Artikel');
    expect(seen.some((t) => t.includes('Cart'))).to.equal(false);
    const arabic = await count('locale="ar-EG"');
    await until(() => arabic.shown() !== null);
    expect(arabic.shown()).to.equal('١');
  });

  it('an app\'s add (its own POST and shopify:cart:lines-update): the count follows from the event\'s promise', async () => {
    const { shown } = await count();
    await until(() => shown() === '0');
    // As an app does: the event before the request, its promise resolving the cart after it.
    let settle!: (value: unknown) => void;
    const promise = new Promise((resolve) => (settle = resolve));
    document.dispatchEvent(Object.assign(new Event('shopify:cart:lines-update', { bubbles: true }), { action: 'add', context: 'product', lines: [], promise }));
    await addElsewhere(SAND, 3);
    settle({ cart: await (await fetch('/cart.js')).json() });
    await until(() => shown() === '3');
  });
});
