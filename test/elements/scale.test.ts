import { expect, fixture, html } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { MAX_CONCURRENT_REQUESTS } from '../../src/data/client.js';
import { fixture$, LEAKED, renderedText, shadowText, stubStorefront, until, viewportChecked, watchUncaught, type Storefront } from './helpers.js';

const isProduct = (path: string) => path.startsWith('/products/');
const CARD_HEIGHT = 240;

/** A collection grid of `count` cards, one distinct product handle each, stacked one per row. */
async function collection(shop: Storefront, count: number, lazy: boolean, body: string) {
  for (let i = 0; i < count; i++) shop.routes.set(`/products/card-${i}.js`, { body, delay: 15 });
  const grid = await fixture<HTMLElement>(html`<div></div>`);
  grid.innerHTML = Array.from(
    { length: count },
    // Fixed card height keeps the layout known; the fallback is the server-rendered card.
    (_, i) => `<div class="card"><shop-product handle="card-${i}" ${lazy ? 'loading="lazy"' : ''}>Card ${i}</shop-product></div>`,
  ).join('');
  const style = document.createElement('style');
  style.textContent = `.card { height: ${CARD_HEIGHT}px; overflow: hidden; }`;
  grid.prepend(style);
  return [...grid.querySelectorAll('shop-product')] as ShopProduct[];
}

/** Cards within the IntersectionObserver's reach (the viewport grown by the 200px root margin). */
function nearViewport(cards: Element[]): Set<string> {
  return new Set(
    cards
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.bottom >= -200 && r.top <= innerHeight + 200;
      })
      .map((c) => `/products/${c.getAttribute('handle')}.js`),
  );
}

const frames = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

describe('a collection page at scale', () => {
  let shop: Storefront;
  let body: string;
  let uncaught: ReturnType<typeof watchUncaught>;
  before(async () => {
    body = await fixture$('apparel');
  });
  beforeEach(() => {
    shop = stubStorefront({});
    uncaught = watchUncaught();
    scrollTo(0, 0);
  });
  afterEach(() => {
    shop.restore();
    scrollTo(0, 0);
    expect(uncaught.stop(), 'no uncaught errors').to.deep.equal([]);
  });

  it('renders 48 cards with one cart.js request, one request per card, at most 6 at a time', async function () {
    this.timeout(20_000);
    const cards = await collection(shop, 48, false, body);
    await until(() => cards.every((c) => c.status === 'ready'));
    expect(shop.count('/cart.js')).to.equal(1);
    expect(shop.requests.filter(isProduct)).to.have.length(48);
    expect(new Set(shop.requests.filter(isProduct)).size).to.equal(48);
    expect(shop.maxConcurrent(isProduct)).to.be.at.most(MAX_CONCURRENT_REQUESTS);
    expect(shop.maxConcurrent()).to.be.at.most(MAX_CONCURRENT_REQUESTS);
    // …and the limit is used, not a one-by-one queue.
    expect(shop.maxConcurrent(isProduct)).to.be.at.least(MAX_CONCURRENT_REQUESTS - 1);
    await cards[47]!.updateComplete;
    expect(renderedText(cards[47]!)).not.to.match(LEAKED);
  });

  it('renders 200 cards eagerly with at most 6 requests in flight', async function () {
    this.timeout(30_000);
    const cards = await collection(shop, 200, false, body);
    await until(() => cards.every((c) => c.status === 'ready'));
    expect(shop.requests.filter(isProduct)).to.have.length(200);
    expect(shop.count('/cart.js')).to.equal(1);
    expect(shop.maxConcurrent()).to.be.at.most(MAX_CONCURRENT_REQUESTS);
  });

  it('with loading="lazy", fetches only the cards near the viewport, then more as the page scrolls', async function () {
    this.timeout(30_000);
    const cards = await collection(shop, 200, true, body);
    await frames(3);
    const first = nearViewport(cards);
    expect(first.size).to.be.greaterThan(0).and.lessThan(20);
    await until(() => cards.filter((c) => first.has(`/products/${c.getAttribute('handle')}.js`)).every((c) => c.status === 'ready'));
    // A card the observers took for near by mistake would have been asked for with these (its request
    // queued behind theirs, started as theirs ended), and the observers have answered for this layout.
    await viewportChecked(cards[199]!);
    expect(new Set(shop.requests.filter(isProduct))).to.deep.equal(first);
    expect(shop.requests.filter(isProduct)).to.have.length(first.size);
    expect(cards[199]!.status).to.equal('loading');

    // Jump to the middle: only the cards there are fetched.
    cards[100]!.scrollIntoView({ block: 'center' });
    await frames(3);
    const middle = nearViewport(cards);
    await until(() => cards.filter((c) => middle.has(`/products/${c.getAttribute('handle')}.js`)).every((c) => c.status === 'ready'));
    await viewportChecked(cards[100]!);
    expect(new Set(shop.requests.filter(isProduct))).to.deep.equal(new Set([...first, ...middle]));
    expect(shop.requests.filter(isProduct).length).to.be.lessThan(40);

    // Scroll through the whole grid: every card is fetched exactly once, never more than 6 at a time.
    for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await frames(2);
    }
    await until(() => cards.every((c) => c.status === 'ready'));
    expect(shop.requests.filter(isProduct)).to.have.length(200);
    expect(new Set(shop.requests.filter(isProduct)).size).to.equal(200);
    expect(shop.count('/cart.js')).to.equal(1);
    expect(shop.maxConcurrent(isProduct)).to.be.at.most(MAX_CONCURRENT_REQUESTS);
    expect(shop.maxConcurrent()).to.be.at.most(MAX_CONCURRENT_REQUESTS);
  });

  it('with loading="lazy", does not fetch a card that is removed before it nears the viewport', async () => {
    const cards = await collection(shop, 48, true, body);
    await frames(3);
    const before = shop.requests.filter(isProduct).length;
    cards[47]!.remove();
    cards[46]!.scrollIntoView();
    await until(() => cards[46]!.status === 'ready');
    // The observers have answered for the scrolled layout, and what they started has run.
    await viewportChecked(cards[46]!);
    expect(shop.count('/products/card-47.js')).to.equal(0);
    expect(shop.requests.filter(isProduct).length).to.be.greaterThan(before);
  });

  describe('cards with their data inline, arriving at once', () => {
    /** The grid filled in one insertion (as a theme's "load more" does), each card carrying its product as JSON. */
    async function inline(count: number) {
      const grid = await fixture<HTMLElement>(html`<div></div>`);
      const json = body.replace(/</g, '\\u003c');
      grid.innerHTML = `<style>.card { height: ${CARD_HEIGHT}px; overflow: hidden; }</style>` + Array.from(
        { length: count },
        (_, i) => `<div class="card"><shop-product id="c${i}" currency="EUR"><script type="application/json">${json}</script><shop-price>€ ${i}</shop-price><variant-picker></variant-picker></shop-product></div>`,
      ).join('');
      return { grid, cards: [...grid.querySelectorAll('shop-product')] as ShopProduct[] };
    }

    it('renders in slices: the page paints between cards, those in view first, and every card renders without a scroll', async function () {
      this.timeout(30_000);
      const order: string[] = [];
      const framesAt: number[] = [];
      let drawing = true;
      // Cards a frame shows ready (their reserved room let go) before their price has rendered.
      const halfDone = new Set<string>();
      const draw = () => requestAnimationFrame(() => {
        framesAt.push(order.length);
        for (const c of document.querySelectorAll<ShopProduct>('shop-product[id^="c"]')) {
          if (c.status === 'ready' && !c.querySelector('shop-price')!.shadowRoot!.querySelector('[part~="price"]')) halfDone.add(c.id);
        }
        if (drawing) draw();
      });
      draw();
      // More work than one slice, even on a fast machine.
      const { grid, cards } = await inline(200);
      grid.addEventListener('shop-product-load', (e) => order.push((e.target as Element).id));
      // The shopper is at the bottom of the grid: the last cards are the ones in view.
      scrollTo(0, document.documentElement.scrollHeight);
      const inView = cards.filter((c) => {
        const r = c.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight;
      }).map((c) => c.id);
      expect(inView, 'the last cards are in view').to.include('c199');
      await until(() => cards.every((c) => c.status === 'ready'));
      drawing = false;
      // Frames were drawn while cards were still loading (with 1 to 199 of them loaded).
      expect(framesAt.filter((n) => n > 0 && n < 200), `frames drawn at these numbers of loaded cards: ${framesAt}`).not.to.be.empty;
      // A card's load and its render reach the screen together.
      expect([...halfDone], 'cards drawn ready with their price not rendered').to.deep.equal([]);
      // The cards in view came before the most of the others (the first slice starts in document order,
      // before the browser has said which cards are in view).
      const late = inView.filter((id) => order.indexOf(id) >= inView.length + 16);
      expect(late, `in view: ${inView}; order: ${order}`).to.deep.equal([]);
      await Promise.all(cards.map((c) => c.updateComplete));
      expect(shadowText(cards[0]!.querySelector('shop-price')!)).to.match(/€/);
    });

    it('does not load a card removed while it waited for its turn, and loads it when it comes back', async function () {
      this.timeout(20_000);
      const { grid, cards } = await inline(48);
      const loadedIds: string[] = [];
      grid.addEventListener('shop-product-load', (e) => loadedIds.push((e.target as Element).id));
      const gone = cards.slice(24);
      // Still waiting: the insertion used the task's time.
      expect(gone.every((c) => c.status === 'loading')).to.equal(true);
      for (const c of gone) c.remove();
      // A card added now waits behind the removed ones (loads wait in the order they were asked for,
      // and a card far down the page has no place ahead): once it is ready, their turns have passed.
      const json = body.replace(/</g, '\\u003c');
      grid.insertAdjacentHTML('beforeend', `<div class="card"><shop-product id="last" currency="EUR"><script type="application/json">${json}</script><shop-price></shop-price></shop-product></div>`);
      const last = grid.querySelector<ShopProduct>('#last')!;
      await until(() => [...cards.slice(0, 24), last].every((c) => c.status === 'ready'));
      expect(loadedIds.filter((id) => gone.some((c) => c.id === id))).to.deep.equal([]);
      expect(gone.every((c) => c.status === 'loading')).to.equal(true);
      grid.append(...gone);
      await until(() => gone.every((c) => c.status === 'ready'));
      expect(loadedIds).to.have.length(49);
    });
  });
});

