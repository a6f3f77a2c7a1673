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

    /** Resolves in the task after this one: what the insertion's task did is done by then, and nothing later is. */
    const nextTask = () => new Promise((r) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = r;
      channel.port2.postMessage(null);
    });

    it('renders every card in the task that inserted them: each card ready with its price drawn, and its load event after', async function () {
      this.timeout(30_000);
      const { grid, cards } = await inline(48);
      // Each card's event finds its elements rendered: the price drawn, the picker's values there.
      const drawnAtLoad: boolean[] = [];
      grid.addEventListener('shop-product-load', (e) => {
        const card = e.target as ShopProduct;
        drawnAtLoad.push(!!card.querySelector('shop-price .shop-price__price')?.textContent?.match(/€/)
          && !!card.querySelector('variant-picker')!.querySelector('input[type=radio]'));
      });
      await nextTask();
      expect(cards.map((c) => c.status)).to.deep.equal(cards.map(() => 'ready'));
      expect(cards.filter((c) => !c.querySelector('shop-price .shop-price__price')).map((c) => c.id), 'cards without their price').to.deep.equal([]);
      await until(() => drawnAtLoad.length === 48);
      expect(drawnAtLoad.every(Boolean), 'each card rendered at its shop-product-load').to.equal(true);
    });

    it('with loading="lazy", binds no card in the task that inserted them, the cards near the viewport after it, a far card at the first move toward it', async function () {
      this.timeout(30_000);
      const { grid, cards } = await inline(48);
      // The same cards, lazily: the grid again with the attribute.
      grid.innerHTML = grid.innerHTML.replace(/<shop-product /g, '<shop-product loading="lazy" ');
      const lazy = [...grid.querySelectorAll('shop-product')] as ShopProduct[];
      expect(cards[0]!.isConnected).to.equal(false);
      // Nothing in the inserting task: no layout read, no card bound (a phone's long task was 12 cards' binding).
      await Promise.resolve();
      expect(lazy.filter((c) => c.status === 'ready').length, 'cards bound in the inserting task').to.equal(0);
      const near = (c: Element) => c.getBoundingClientRect().top <= innerHeight + 200;
      await until(() => lazy.filter((c) => c.status === 'ready').length === lazy.filter(near).length);
      expect(lazy[0]!.status).to.equal('ready');
      expect(lazy[47]!.status).to.equal('loading');
      // Out of sight, the card and its elements cost what their markup costs: no shadow root, no render; the server's price shows, as served.
      const far = lazy[47]!;
      const servedPrice = far.querySelector('shop-price')!.innerHTML;
      const servedPicker = far.querySelector('variant-picker')!.innerHTML;
      expect(far.hasUpdated, 'held: never updated').to.equal(false);
      await nextTask();
      expect(far.querySelector('shop-price')!.innerHTML).to.equal(servedPrice);
      // The picker (light DOM) writes nothing either: its markup stays as served.
      expect(far.querySelector('variant-picker')!.innerHTML).to.equal(servedPicker);
      expect(far.querySelector('shop-price')!.getBoundingClientRect().height).to.be.greaterThan(0);
      // The shopper's first move toward a card out of reach binds it (no observer would: it is far).
      far.querySelector('input[type=radio]')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
      await until(() => far.status === 'ready');
      expect(shadowText(far.querySelector('shop-price')!)).to.match(/€/);
      // Scrolled to: the one before it binds too.
      lazy[46]!.scrollIntoView();
      await until(() => lazy[46]!.status === 'ready');
    });
  });
});
