// <shop-cart-count> and <shop-cart> against the one fake shop (src/fake-shop, mounted by
// web-test-runner.config.mjs): a real cart per visitor, real stock and plans, the platform's 422s,
// injected slow answers. Each path is checked by what the shopper sees and hears, where focus is,
// what the fake received, and what the standard events that reach `document` carry.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/all.js';
import type { ShopCart, ShopCartCount } from '../../src/index.js';
import { cartStore } from '../../src/data/cart-store.js';
import { clearLog, injectFault, received, resetFake } from '../fake-storefront.js';
import { deepActive, stubStorefront, until, watchUncaught } from './helpers.js';

const FOREST = '46100000000001'; // Enamel Camp Mug, Forest Green: €18.00, 2 in stock
const SAND = '46100000000002'; // Enamel Camp Mug, Sand: €18.00, 40 in stock
const COFFEE = '43200000000001'; // House Blend Coffee, 250 g / Whole bean: €14.90, or €13.41 on a plan (save 10%)
const EVERY_2_WEEKS = '690000000101'; // its "Subscribe & save" group
const EVERY_4_WEEKS = '690000000102';

type Seen = Event & Record<string, unknown>;

/** The standard cart events that reach `document`. */
function listen() {
  const seen: Seen[] = [];
  const types = ['shopify:cart:lines-update', 'shopify:cart:error'];
  const on = (e: Event) => seen.push(e as Seen);
  for (const t of types) document.addEventListener(t, on);
  return { of: (type: string) => seen.filter((e) => e.type === type), stop: () => types.forEach((t) => document.removeEventListener(t, on)) };
}

/** The selector of a piece of the cart's markup: the line's stepper (`increase`, `decrease`, `input`) is `<shop-quantity>`'s, the rest `.shop-cart__<name>`. */
const cls = (name: string) => ({ increase: '.shop-stepper__button--increase', decrease: '.shop-stepper__button--decrease', input: '.shop-stepper__input' } as Record<string, string>)[name] ?? `.shop-cart__${name}`;

/** The fake's cart requests since the log was cleared: `POST /cart/change.js 200`, … */
const cartRequests = async () => (await received()).filter((r) => r.path.startsWith('/cart')).map((r) => `${r.method} ${r.path} ${r.status}`);

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
    const shown = () => el.querySelector('.shop-cart-count__count')?.textContent ?? null;
    return { el, link: host.querySelector('a')!, shown };
  }

  it('0 for an empty cart, with :state(empty) and "Cart, 0 items"; after an add through the store, 2 and "Cart, 2 items", no request of its own', async () => {
    const { el, shown, link } = await count();
    await until(() => shown() === '0');
    expect(el.matches(':state(empty)')).to.equal(true);
    expect(el.label).to.equal('Cart, 0 items');
    // The link is named by the sentence; the number is shown, not said.
    expect(link.querySelector('.visually-hidden')!.textContent).to.equal('Cart, 0 items');
    expect(link.querySelector('.shop-cart-count__count')!.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(link.querySelector('.visually-hidden')!).clipPath).to.equal('inset(50%)');
    const body = new FormData();
    body.set('id', SAND);
    body.set('quantity', '2');
    const reads = (await received()).filter((r) => r.path === '/cart.js').length;
    expect((await cartStore().add(body)).outcome).to.equal('added');
    await until(() => shown() === '2');
    expect(el.matches(':state(empty)')).to.equal(false);
    expect(el.label).to.equal('Cart, 2 items');
    expect(el.querySelector('.visually-hidden')!.textContent).to.equal('Cart, 2 items');
    // One read when it connected, one after the add (the store's): the count never reads on its own.
    expect((await received()).filter((r) => r.path === '/cart.js').length).to.equal(reads + 1);
  });

  it('in German: "Warenkorb, 1 Artikel", German from its first render; in the shopper\'s digits', async () => {
    await addElsewhere(SAND, 1);
    const { el, shown } = await count('locale="de"');
    const seen: string[] = [];
    new MutationObserver(() => seen.push(el.textContent!)).observe(el, { subtree: true, childList: true, characterData: true });
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

describe('<shop-cart>', () => {
  let events: ReturnType<typeof listen>;
  beforeEach(() => (events = listen()));
  afterEach(async () => {
    events.stop();
    await resetFake({ stock: { [FOREST]: 2 } });
  });

  /**
   * A theme's drawer with the cart in it and the header's count; the cart holds `lines` (added as another script would).
   * `form`: the drawer is a form with its checkout button, as themes draw it (Dawn's `cart-drawer`: `<form action="/cart" id="CartDrawer-Form">`).
   */
  async function drawer(lines: [id: string, quantity: number, plan?: string][], { attrs = '', stock = {} as Record<string, number>, form = false } = {}) {
    await resetFake({ stock: { [FOREST]: 2, ...stock } });
    for (const [id, quantity, plan] of lines) await addElsewhere(id, quantity, plan);
    const cartMarkup = `<shop-cart ${attrs}></shop-cart>`;
    const host = place(`<header><shop-cart-count></shop-cart-count></header><dialog open>${form ? `<form action="/cart" method="post">${cartMarkup}<button type="submit" name="checkout">Check out</button></form>` : cartMarkup}</dialog>`);
    await customElements.whenDefined('shop-cart');
    const cart = host.querySelector('shop-cart') as ShopCart;
    const count = host.querySelector('shop-cart-count') as ShopCartCount;
    // Light DOM: the cart's markup is its children, read by its documented classes.
    const root = () => cart;
    await until(() => root().querySelectorAll('.shop-cart__line').length === lines.length && (lines.length > 0 || !!root().querySelector('.shop-cart__empty')));
    await clearLog();
    const line = (n: number) => {
      const li = root().querySelectorAll<HTMLElement>('.shop-cart__line')[n]!;
      const part = <T extends Element = HTMLElement>(name: string) => li.querySelector<T & Element>(cls(name)) as T;
      return {
        li, part,
        text: (name: string) => part(name)?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
        input: () => part<HTMLInputElement>('input'),
        select: () => part<HTMLSelectElement>('plan-select'),
      };
    };
    const spoken = () => root().querySelector('.shop-cart__status[role="status"]')!.textContent!.trim();
    const shownCount = () => count.querySelector('.shop-cart-count__count')?.textContent ?? null;
    return { cart, count, root, line, spoken, shownCount };
  }

  it('shows each line: image from the CDN at several widths, titles, properties a shopper may see, price; the subtotal and the checkout link', async () => {
    await resetFake();
    const body = new FormData();
    body.set('id', SAND);
    body.set('quantity', '2');
    body.set('properties[Engraving]', 'Ada');
    body.set('properties[_ref]', 'hidden');
    await fetch('/cart/add.js', { method: 'POST', body, headers: { Accept: 'application/json' } });
    const host = place('<shop-cart></shop-cart>');
    await customElements.whenDefined('shop-cart');
    const cart = host.querySelector('shop-cart') as ShopCart;
    await until(() => !!cart.querySelector('.shop-cart__line'));
    const root = cart;
    expect(cart.shadowRoot).to.equal(null);
    const img = root.querySelector('img.shop-cart__image')!;
    expect(img.getAttribute('srcset')).to.match(/\/cdn\/shop\/files\/enamel-camp-mug-sand\.png\?v=\d+&width=180 180w, .*width=360 360w/);
    const text = (part: string) => root.querySelector(cls(part))!.textContent!.replace(/\s+/g, ' ').trim();
    expect([text('title'), text('variant'), text('properties'), text('final-price'), text('subtotal')])
      .to.deep.equal(['Enamel Camp Mug', 'Sand', 'Engraving: Ada', '€36.00', 'Subtotal €36.00']);
    expect(root.querySelector('.shop-cart__original-price')).to.equal(null);
    // The markup documented (docs/styling.md), the spaces between its pieces included.
    expect(root.querySelector('.shop-cart__properties')!.innerHTML).to.equal('<div><dt>Engraving:</dt> <dd>Ada</dd></div>');
    expect(root.querySelector('.shop-cart__subtotal')!.innerHTML).to.equal('<span>Subtotal</span> <span>€36.00</span>');
    expect(root.querySelector('.shop-cart__checkout')!.getAttribute('href')).to.equal('/checkout');
    expect(root.querySelector('.shop-cart__remove')!.getAttribute('aria-label')).to.equal('Remove Enamel Camp Mug – Sand');
    expect(root.querySelector('.shop-stepper__input')!.getAttribute('aria-label')).to.equal('Quantity of Enamel Camp Mug – Sand');
    expect(cart.matches(':state(empty)')).to.equal(false);
  });

  it('Enter in a line\'s quantity field, the cart inside a theme\'s form: the quantity is applied (one POST /cart/change.js), the form is never submitted', async () => {
    const { line, spoken, cart } = await drawer([[SAND, 2]], { form: true });
    const form = cart.closest('form')!;
    const submitted: Event[] = [];
    const onSubmit = (e: Event) => {
      e.preventDefault();
      submitted.push(e);
    };
    form.addEventListener('submit', onSubmit);
    try {
      const input = line(0).input();
      input.focus();
      input.select();
      await sendKeys({ type: '5' });
      await sendKeys({ press: 'Enter' });
      await until(() => line(0).li.getAttribute('aria-busy') === 'false' && line(0).text('final-price') === '€90.00');
      // A late submit (after the keydown's task) would come now.
      await new Promise((r) => setTimeout(r, 100));
      expect(submitted).to.have.length(0);
      expect(await cartRequests()).to.deep.equal(['POST /cart/change.js 200']);
      const post = (await received()).find((r) => r.path === '/cart/change.js')!;
      expect(JSON.parse(post.body)).to.deep.equal({ id: cartStore().cart!.items[0]!.key, quantity: 5 });
      expect(line(0).input().value).to.equal('5');
      expect(spoken()).to.equal('Enamel Camp Mug – Sand: 5, €90.00');
      // The form's own submit button still submits it (the checkout), once.
      form.querySelector<HTMLButtonElement>('button[name="checkout"]')!.click();
      expect(submitted).to.have.length(1);
    } finally {
      form.removeEventListener('submit', onSubmit);
    }
  });

  it('a quantity change: one POST /cart/change.js with the line\'s key, the line busy meanwhile (further presses ignored), focus stays on +, the new price spoken once; the count follows', async () => {
    const { line, spoken, shownCount, cart } = await drawer([[SAND, 2]], { attrs: '' });
    await until(() => shownCount() === '2');
    const plus = line(0).part<HTMLButtonElement>('increase');
    plus.focus();
    plus.click();
    await cart.updateComplete;
    expect(line(0).li.getAttribute('aria-busy')).to.equal('true');
    expect(line(0).input().value).to.equal('3');
    plus.click(); // busy: ignored, as is a removal
    line(0).part<HTMLButtonElement>('remove').click();
    await until(() => line(0).li.getAttribute('aria-busy') === 'false');
    expect(await cartRequests()).to.deep.equal(['POST /cart/change.js 200']);
    const post = (await received()).find((r) => r.path === '/cart/change.js')!;
    expect(JSON.parse(post.body)).to.deep.equal({ id: cartStore().cart!.items[0]!.key, quantity: 3 });
    expect(line(0).text('final-price')).to.equal('€54.00');
    expect(line(0).input().value).to.equal('3');
    expect(spoken()).to.equal('Enamel Camp Mug – Sand: 3, €54.00');
    expect(deepActive()).to.equal(line(0).part('increase'));
    await until(() => shownCount() === '3');
    const [update] = events.of('shopify:cart:lines-update');
    expect([update!.target, update!.action, update!.context]).to.deep.equal([cart, 'update', 'cart']);
    expect(update!.lines).to.deep.equal([{ id: `gid://shopify/CartLine/${JSON.parse(post.body).id}`, quantity: 3 }]);
    expect(((await update!.promise) as { cart: { totalQuantity: number } }).cart.totalQuantity).to.equal(3);
    // Said once: the live region empties again (after three seconds, the element's own timer; no
    // attribute shortens it), so reading the page meets the price in the line only.
    await until(() => spoken() === '');
  });

  it('remove to empty: focus moves to the next line, then to the empty state; the standard events say remove; the count says 0', async () => {
    const { line, root, cart, spoken, shownCount } = await drawer([[SAND, 1], [FOREST, 1]]);
    const first = line(0).part<HTMLButtonElement>('remove');
    first.focus();
    first.click();
    await until(() => root().querySelectorAll('.shop-cart__line').length === 1);
    expect(spoken()).to.equal('Enamel Camp Mug – Sand removed from the cart');
    expect(deepActive()).to.equal(line(0).part('remove'));
    expect(deepActive()!.getAttribute('aria-label')).to.equal('Remove Enamel Camp Mug – Forest Green');
    (deepActive() as HTMLButtonElement).click();
    await until(() => !!root().querySelector('.shop-cart__empty'));
    expect(root().querySelector('.shop-cart__empty')!.textContent).to.equal('Your cart is empty.');
    expect(cart.matches(':state(empty)')).to.equal(true);
    await until(() => deepActive() === root().querySelector('.shop-cart__empty'));
    await until(() => shownCount() === '0');
    expect(events.of('shopify:cart:lines-update').map((e) => [e.action, (e.lines as { id: string }[]).map((l) => Object.keys(l))])).to.deep.equal([['remove', [['id']]], ['remove', [['id']]]]);
    expect(await cartRequests()).to.deep.equal(['POST /cart/change.js 200', 'POST /cart/change.js 200']);
  });

  it('a refused change (2 in stock, 3 asked): the storefront\'s words at the line and spoken; the quantity stays 2; focus stays', async () => {
    const { line, spoken } = await drawer([[FOREST, 2]]);
    const plus = line(0).part<HTMLButtonElement>('increase');
    plus.focus();
    plus.click();
    await until(() => line(0).text('message') !== '');
    const refusal = 'The maximum quantity of this item is already in your cart.';
    expect(line(0).text('message')).to.equal(refusal);
    expect(spoken()).to.equal(refusal);
    expect(line(0).input().value).to.equal('2');
    expect(line(0).text('final-price')).to.equal('€36.00');
    expect(deepActive()).to.equal(plus);
    expect(await cartRequests()).to.deep.equal(['POST /cart/change.js 422', 'GET /cart.js 200']);
    expect(events.of('shopify:cart:error').map((e) => [e.code, e.error])).to.deep.equal([['INVALID', refusal]]);
  });

  it('a hung change (no answer within the timeout): aborted, the cart read to tell, "could not be changed" at the line; never busy for ever', async () => {
    const uncaught = watchUncaught();
    const { line, spoken } = await drawer([[SAND, 1]], { attrs: 'timeout="1"' });
    await injectFault({ method: 'POST', path: '/cart/change.js', delayMs: 4000 });
    const started = Date.now();
    line(0).part<HTMLButtonElement>('increase').click();
    await until(() => line(0).li.getAttribute('aria-busy') === 'true');
    await until(() => line(0).li.getAttribute('aria-busy') === 'false');
    expect(Date.now() - started).to.be.within(900, 3000);
    const message = 'The cart could not be changed. Please try again.';
    expect(line(0).text('message')).to.equal(message);
    expect(spoken()).to.equal(message);
    expect(line(0).input().value).to.equal('1');
    // The POST had no answer (status 0 in the log): the cart was read once to tell.
    expect((await received()).filter((r) => r.path.startsWith('/cart')).map((r) => `${r.method} ${r.path}`)).to.deep.equal(['POST /cart/change.js', 'GET /cart.js']);
    expect(events.of('shopify:cart:error').map((e) => e.code)).to.deep.equal(['SERVICE_UNAVAILABLE']);
    let rejected = false;
    await (events.of('shopify:cart:lines-update')[0]!.promise as Promise<unknown>).catch(() => (rejected = true));
    expect(rejected).to.equal(true);
    expect(uncaught.stop()).to.deep.equal([]);
  });

  it('a subscription line: its product\'s plans grouped as the product groups them; plan → one-time → plan, with the price and plan the cart answers', async () => {
    const { line, spoken, root } = await drawer([[COFFEE, 2, EVERY_2_WEEKS]]);
    await until(() => !!line(0).select());
    const select = line(0).select();
    expect([...select.querySelectorAll('optgroup')].map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.textContent)])).to.deep.equal([
      ['Subscribe & save (Save 10%)', ['Delivery every 2 weeks', 'Delivery every 4 weeks']],
      ['Prepaid (Save up to 20%)', ['3 deliveries, prepaid', '6 deliveries, prepaid']],
    ]);
    expect(select.options[0]!.textContent).to.equal('One-time purchase');
    expect(select.value).to.equal(EVERY_2_WEEKS);
    // The select in place of the plan's name (drawn until the product came): no name left beside it.
    const loose = [...line(0).part('plan').childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent!.trim());
    expect(loose.join('')).to.equal('');
    const chosen = () => line(0).select().selectedOptions[0]!.textContent;
    expect([line(0).text('final-price'), chosen(), line(0).text('badge')]).to.deep.equal(['€26.82', 'Delivery every 2 weeks', 'Save 10%']);
    const keyBefore = cartStore().cart!.items[0]!.key;

    select.focus();
    select.value = '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => line(0).li.getAttribute('aria-busy') === 'false' && cartStore().cart!.items[0]!.sellingPlanId === null);
    await until(() => line(0).text('final-price') === '€29.80');
    expect([line(0).select().value, chosen(), line(0).part('badge')]).to.deep.equal(['', 'One-time purchase', null]);
    expect(cartStore().cart!.items[0]!.key).to.not.equal(keyBefore); // a new plan, a new key
    expect(spoken()).to.equal('House Blend Coffee – 250 g / Whole bean: 2, €29.80');
    expect(deepActive()).to.equal(line(0).select());

    line(0).select().value = EVERY_4_WEEKS;
    line(0).select().dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => cartStore().cart!.items[0]!.sellingPlanId === EVERY_4_WEEKS && line(0).li.getAttribute('aria-busy') === 'false');
    await until(() => line(0).text('final-price') === '€26.82');
    expect([line(0).select().value, chosen(), line(0).text('badge')]).to.deep.equal([EVERY_4_WEEKS, 'Delivery every 4 weeks', 'Save 10%']);
    const posts = (await received()).filter((r) => r.path === '/cart/change.js').map((r) => JSON.parse(r.body));
    expect(posts).to.deep.equal([{ id: keyBefore, selling_plan: null }, { id: posts[1].id, selling_plan: EVERY_4_WEEKS }]);
    expect(root().querySelectorAll('.shop-cart__line').length).to.equal(1);
    expect(events.of('shopify:cart:lines-update').map((e) => (e.lines as { sellingPlanId?: unknown }[])[0]!.sellingPlanId))
      .to.deep.equal([null, `gid://shopify/SellingPlan/${EVERY_4_WEEKS}`]);
  });

  it('a plan change that does not go through (refused, failed): the line shows the cart\'s plan again, not the one asked for', async () => {
    const { line } = await drawer([[COFFEE, 2, EVERY_2_WEEKS]]);
    await until(() => !!line(0).select());
    for (const [fault, message] of [[{ status: 422 }, 'Your cart cannot be changed right now.'], [{ status: 500 }, 'The cart could not be changed. Please try again.']] as const) {
      await injectFault({ path: '/cart/change.js', ...fault });
      const select = line(0).select();
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await until(() => line(0).li.getAttribute('aria-busy') === 'false' && line(0).text('message') === message);
      expect(cartStore().cart!.items[0]!.sellingPlanId).to.equal(EVERY_2_WEEKS);
      expect([line(0).select().value, line(0).select().selectedOptions[0]!.textContent, line(0).text('badge'), line(0).text('final-price')])
        .to.deep.equal([EVERY_2_WEEKS, 'Delivery every 2 weeks', 'Save 10%', '€26.82']);
    }
  });

  it('in German: the options, the saving, the stepper\'s and remove\'s names, the subtotal, the checkout; and accessible', async () => {
    const { line, root, cart } = await drawer([[COFFEE, 2, EVERY_2_WEEKS]], { attrs: 'locale="de"' });
    await until(() => !!line(0).select());
    const name = 'House Blend Coffee – 250 g / Whole bean';
    expect(line(0).select().options[0]!.textContent).to.equal('Einmalkauf');
    expect(line(0).select().getAttribute('aria-label')).to.equal(`Kaufoptionen: ${name}`);
    expect([line(0).text('final-price'), line(0).text('badge'), line(0).select().querySelector('optgroup')!.label]).to.deep.equal(['26,82 €', 'Sie sparen 10 %', 'Subscribe & save (Sie sparen 10 %)']);
    expect(line(0).part('remove').getAttribute('aria-label')).to.equal(`${name} entfernen`);
    expect(line(0).part('increase').getAttribute('aria-label')).to.equal(`Menge von ${name} erhöhen`);
    expect(root().querySelector('.shop-cart__subtotal')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Zwischensumme 26,82 €');
    expect(root().querySelector('.shop-cart__checkout')!.textContent).to.equal('Zur Kasse');
    expect(root().textContent).to.not.match(/Remove|Subtotal|Check out|One-time/);
    await expect(cart).to.be.accessible();
  });

  it('the theme\'s own empty state and checkout control (children of class shop-cart__empty, shop-cart__checkout): shown in place of the defaults, focus lands on the empty state after the last removal', async () => {
    await resetFake();
    await addElsewhere(SAND, 1);
    const host = place(`<dialog open><shop-cart>
      <div class="shop-cart__empty"><p>Nothing here yet.</p><a href="/collections/all">Keep shopping</a></div>
      <button class="shop-cart__checkout" type="button">Pay now</button>
    </shop-cart></dialog>`);
    await customElements.whenDefined('shop-cart');
    const cart = host.querySelector('shop-cart') as ShopCart;
    await until(() => !!cart.querySelector('.shop-cart__line'));
    // The theme's checkout in the footer, once; its empty state out of the page while there are lines.
    expect([...cart.querySelectorAll('.shop-cart__checkout')].map((c) => [c.localName, c.parentElement!.className, c.textContent])).to.deep.equal([['button', 'shop-cart__footer', 'Pay now']]);
    expect(cart.querySelector('.shop-cart__empty')).to.equal(null);
    expect(cart.textContent).to.not.contain('Nothing here yet.');
    const remove = cart.querySelector<HTMLButtonElement>('.shop-cart__remove')!;
    remove.focus();
    remove.click();
    await until(() => !!cart.querySelector('.shop-cart__empty'));
    const empty = cart.querySelector<HTMLElement>('.shop-cart__empty')!;
    expect([empty.localName, empty.textContent!.replace(/\s+/g, ' ').trim(), empty.getAttribute('tabindex')]).to.deep.equal(['div', 'Nothing here yet.Keep shopping', '-1']);
    expect(cart.textContent).to.not.contain('Your cart is empty.');
    expect(cart.querySelector('.shop-cart__checkout')).to.equal(null);
    await until(() => deepActive() === empty);
  });

  it('typing in a line\'s quantity field while the cart is drawn again (another script changes another line): focus and the typed text stay in the field; nothing is sent for it', async () => {
    const { line, cart } = await drawer([[SAND, 1], [FOREST, 1]]);
    const input = line(1).input();
    input.focus();
    input.select();
    await sendKeys({ type: '2' });
    const other = cartStore().cart!.items[0]!;
    await cartStore().change({ key: other.key, quantity: 3 });
    await until(() => line(0).input().value === '3' && line(0).text('final-price') === '€54.00');
    await cart.updateComplete;
    expect(line(1).input()).to.equal(input);
    expect(deepActive()).to.equal(input);
    expect(input.value).to.equal('2');
    expect(await cartRequests()).to.deep.equal(['POST /cart/change.js 200']);
  });

  it('the theme\'s other children stay where it put them, before the cart\'s markup, untouched as lines come and go; its empty state is shown for a cart empty from the start', async () => {
    await resetFake();
    const host = place(`<shop-cart><h2 class="drawer__title" id="cart-title">Your cart</h2><div class="shop-cart__empty"><p>Nothing here yet.</p></div></shop-cart>`);
    await customElements.whenDefined('shop-cart');
    const cart = host.querySelector('shop-cart') as ShopCart;
    const heading = cart.querySelector('h2')!;
    const children = () => [...cart.children].map((c) => c.className);
    await until(() => !!cart.querySelector('.shop-cart__empty') && cart.matches(':state(empty)'));
    expect(children()).to.deep.equal(['drawer__title', 'shop-cart__empty', 'shop-cart__status visually-hidden']);
    expect(cart.querySelector('.shop-cart__empty')!.textContent).to.equal('Nothing here yet.');
    expect(cart.textContent).to.not.contain('Your cart is empty.');
    const body = new FormData();
    body.set('id', SAND);
    body.set('quantity', '1');
    expect((await cartStore().add(body)).outcome).to.equal('added');
    await until(() => !!cart.querySelector('.shop-cart__line'));
    expect(children()).to.deep.equal(['drawer__title', 'shop-cart__lines', 'shop-cart__footer', 'shop-cart__status visually-hidden']);
    cart.querySelector<HTMLButtonElement>('.shop-cart__remove')!.click();
    await until(() => !!cart.querySelector('.shop-cart__empty'));
    expect(children()).to.deep.equal(['drawer__title', 'shop-cart__empty', 'shop-cart__status visually-hidden']);
    expect(cart.firstElementChild).to.equal(heading);
    expect([heading.id, heading.textContent]).to.deep.equal(['cart-title', 'Your cart']);
  });

  it('styled by shop-elements.css alone (no shadow root): wide, the price beside the titles; narrower than 24em, under them and the stepper under the image. Two carts on a page each name their own messages', async () => {
    await resetFake();
    await addElsewhere(SAND, 1);
    const host = place('<div style="inline-size: 40rem"><shop-cart></shop-cart></div><div style="inline-size: 20rem"><shop-cart></shop-cart></div>');
    await customElements.whenDefined('shop-cart');
    const [wide, narrow] = [...host.querySelectorAll('shop-cart')] as ShopCart[];
    await until(() => !!wide!.querySelector('.shop-cart__line') && !!narrow!.querySelector('.shop-cart__line'));
    const box = (cart: Element, name: string) => cart.querySelector(cls(name))!.getBoundingClientRect();
    const [image, details, price, quantity] = ['image', 'details', 'price', 'quantity'].map((n) => box(wide!, n));
    expect(image!.width).to.equal(80); // --shop-cart-image-size's default, 5rem
    expect([Math.round(price!.top), price!.left > details!.right - 1, Math.round(quantity!.left) > Math.round(image!.right)]).to.deep.equal([Math.round(details!.top), true, true]);
    const [nImage, nDetails, nPrice, nQuantity] = ['image', 'details', 'price', 'quantity'].map((n) => box(narrow!, n));
    expect([nPrice!.top >= nDetails!.bottom, Math.round(nPrice!.left), nQuantity!.top >= nImage!.bottom, Math.round(nQuantity!.left)])
      .to.deep.equal([true, Math.round(nDetails!.left), true, Math.round(nImage!.left)]);
    // Ids are the document's in light DOM: each remove button is described by its own cart's message.
    const described = (cart: Element) => document.getElementById(cart.querySelector('.shop-cart__remove')!.getAttribute('aria-describedby')!);
    expect([wide!.contains(described(wide!)), narrow!.contains(described(narrow!))]).to.deep.equal([true, true]);
  });

  it('a line a discount lowered: the original line price struck through, named for a screen reader; a plan line whose product is not known: its name and the saving the cart gives', async () => {
    const line = { key: '1:a', variant_id: 1, quantity: 2, product_title: 'Tote', variant_title: null, final_line_price: 3000, original_line_price: 3600, properties: null };
    const plan = { key: '2:b', variant_id: 2, quantity: 1, product_title: 'Tea', final_line_price: 1620, selling_plan_allocation: { price: 1620, compare_at_price: 1800, per_delivery_price: 1620, selling_plan: { id: 9, name: 'Monthly' } } };
    const shop = stubStorefront({ '/cart.js': { body: JSON.stringify({ currency: 'EUR', item_count: 3, total_price: 4620, items: [line, plan] }) } });
    try {
      const host = place('<shop-cart></shop-cart>');
      await customElements.whenDefined('shop-cart');
      const cart = host.querySelector('shop-cart') as ShopCart;
      await until(() => !!cart.querySelector('.shop-cart__price'));
      const price = cart.querySelector('.shop-cart__price')!;
      expect(price.querySelector('s.shop-cart__original-price')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Original price €36.00');
      expect(price.querySelector('.shop-cart__final-price')!.textContent).to.equal('€30.00');
      // As documented: the struck price and the final one a space apart, as they are shown and read.
      expect(price.innerHTML.trim()).to.equal('<s class="shop-cart__original-price"><span class="visually-hidden">Original price</span> €36.00</s> <span class="shop-cart__final-price">€30.00</span>');
      expect(cart.querySelector('.shop-cart__variant')).to.equal(null);
      expect(cart.querySelectorAll('.shop-cart__line')[1]!.querySelector('.shop-cart__plan')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Monthly Save 10%');
      expect(cart.querySelector('.shop-cart__subtotal')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Subtotal €46.20');
    } finally {
      shop.restore();
    }
  });
});
