// Many forms on one page, against the one fake shop: the main product's form, a sticky bar whose
// button submits that same form (`<button form="…">`, a second ajax button of one form), and a
// recommendation card whose form lives in a shadow root. Each <shop-buy-button ajax> takes only the
// submits its own button makes and says what happened in its own message part.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import { cartStore } from '../../src/data/cart-store.js';
import type { ShopBuyButton, ShopProduct } from '../../src/all.js';
import { clearLog, received, resetFake } from '../fake-storefront.js';
import { settled, until } from './helpers.js';

const SAND = '46100000000002'; // Enamel Camp Mug, Sand: €18.00
const TOTE = '43500000000001'; // Canvas Tote (one variant)

/** A theme's section that renders its quick-add cards in its own shadow root. */
class RecommendationCards extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = `<form action="/cart/add" method="post" target="sink">
        <shop-product handle="canvas-tote" currency="EUR"><shop-price></shop-price></shop-product>
        <shop-buy-button ajax sections="card"><button type="submit">Quick add</button></shop-buy-button>
      </form>`;
  }
}
customElements.define('test-recommendation-cards', RecommendationCards);

/** Counts the submits nobody took over (the page would have navigated) and stops them: listened to after the elements' own listeners. */
let navigations = 0;
const guard = (e: Event) => {
  if (!e.defaultPrevented) navigations += 1;
  e.preventDefault();
};

describe('many forms on one page', () => {
  let page: HTMLElement;
  let cards: RecommendationCards;
  const added: Event[] = [];
  const onAdded = (e: Event) => added.push(e);

  beforeEach(async () => {
    await resetFake();
    navigations = 0;
    added.length = 0;
    page = document.createElement('div');
    // Forms post into a hidden frame: a submit nobody took over is counted and fails the test without taking the test page away.
    page.innerHTML = `<iframe name="sink" hidden></iframe><form id="main-form" action="/cart/add" method="post" target="sink">
        <shop-product handle="enamel-camp-mug" currency="EUR" variant-id="${SAND}"><variant-picker></variant-picker><shop-quantity></shop-quantity></shop-product>
        <shop-buy-button ajax sections="main"><button type="submit">Add to cart</button></shop-buy-button>
        <button type="submit" id="plain">Buy it now</button>
      </form>
      <div class="sticky-bar"><shop-buy-button ajax sections="sticky"><button type="submit" form="main-form">Add to cart</button></shop-buy-button></div>
      <test-recommendation-cards></test-recommendation-cards>`;
    document.body.append(page);
    cards = page.querySelector('test-recommendation-cards')!;
    // After the wrappers' own listeners (the document's, and the shadow root's for the card).
    window.addEventListener('submit', guard);
    cards.shadowRoot!.addEventListener('submit', guard);
    document.addEventListener('shop-cart-add', onAdded);
    await Promise.all([page.querySelector<ShopProduct>('shop-product')!, cards.shadowRoot!.querySelector<ShopProduct>('shop-product')!].map(settled));
    await cartStore().ensure();
    await clearLog();
  });
  afterEach(() => {
    window.removeEventListener('submit', guard);
    document.removeEventListener('shop-cart-add', onAdded);
    page.remove();
  });

  const [mainWrapper, stickyWrapper, cardWrapper] = [
    () => page.querySelector<ShopBuyButton>('form shop-buy-button')!,
    () => page.querySelector<ShopBuyButton>('.sticky-bar shop-buy-button')!,
    () => cards.shadowRoot!.querySelector<ShopBuyButton>('shop-buy-button')!,
  ];
  const message = (wrapper: ShopBuyButton) => wrapper.querySelector('.shop-buy-button__message')!.textContent;
  const messages = () => [mainWrapper(), stickyWrapper(), cardWrapper()].map(message);
  /** The fields of each add the fake received: `id`, `quantity`, `sections`. */
  const posts = async () =>
    (await received()).filter((r) => r.path === '/cart/add.js').map((r) => {
      const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(r.body)?.[1];
      return [field('id'), field('quantity'), field('sections')];
    });

  it('the sticky bar\'s button adds the main form\'s selection with its own sections, and says so in the sticky bar only', async () => {
    stickyWrapper().querySelector('button')!.click();
    await until(() => added.length === 1);
    expect(added[0]!.target === stickyWrapper(), "the event is on the wrapper whose button was clicked").to.equal(true);
    expect(await posts()).to.deep.equal([[SAND, '1', 'sticky']]);
    expect(messages()).to.deep.equal(['', 'Added to cart: Enamel Camp Mug – Sand × 1', '']);
    expect(stickyWrapper().matches(':state(added)')).to.equal(true);
    expect(mainWrapper().matches(':state(added)')).to.equal(false);
    expect(navigations).to.equal(0);
  });

  it('the main button takes the main form\'s submit: its own sections, its own message', async () => {
    mainWrapper().querySelector('button')!.click();
    await until(() => added.length === 1);
    expect(added[0]!.target === mainWrapper(), "the event is on the wrapper whose button was clicked").to.equal(true);
    expect(await posts()).to.deep.equal([[SAND, '1', 'main']]);
    expect(messages()).to.deep.equal(['Added to cart: Enamel Camp Mug – Sand × 1', '', '']);
    expect(navigations).to.equal(0);
  });

  it('a card whose form is in a shadow root adds in place, and says so in the card', async () => {
    cardWrapper().querySelector('button')!.click();
    await until(() => added.length === 1);
    expect(await posts()).to.deep.equal([[TOTE, undefined, 'card']]);
    expect(messages()).to.deep.equal(['', '', 'Added to cart: Canvas Tote × 1']);
    expect(navigations).to.equal(0);
  });

  it('form.requestSubmit() without a submitter goes to the form\'s first ajax button', async () => {
    page.querySelector<HTMLFormElement>('#main-form')!.requestSubmit();
    await until(() => added.length === 1);
    expect(added[0]!.target === mainWrapper(), "the event is on the wrapper whose button was clicked").to.equal(true);
    expect(messages()).to.deep.equal(['Added to cart: Enamel Camp Mug – Sand × 1', '', '']);
  });

  it('a plain submit button of the same form is the theme\'s: the form submits natively, nothing is posted in place', async () => {
    // The click submits at once (the submit event is dispatched within it), and an ajax wrapper that
    // took it would be adding from then on.
    page.querySelector<HTMLButtonElement>('#plain')!.click();
    expect(navigations).to.equal(1);
    expect([mainWrapper(), stickyWrapper(), cardWrapper()].map((w) => w.matches(':state(adding)'))).to.deep.equal([false, false, false]);
    expect(await posts()).to.deep.equal([]);
    expect(messages()).to.deep.equal(['', '', '']);
  });
});
