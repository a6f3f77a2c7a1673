import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/all.js';
import type { ShopPickup } from '../../src/all.js';
import type { PickupErrorEvent } from '../../src/index.js';
import { mount, stubStorefront, until, type Storefront, type StubRoute } from './helpers.js';

/**
 * <shop-pickup>: the chosen variant's pickup availability, from the theme's `shop-pickup` section
 * (`{root}variants/<id>/?section_id=shop-pickup`). The sections and the mug's document are the one
 * fake shop's (demo/fixtures/pickup/store-availabilities.json), fetched once from it; the races are
 * played by the fetch stub, with real delays.
 */
const GREEN = '46100000000001';
const SAND = '46100000000002';
const realFetch = globalThis.fetch;
const served = new Map<string, string>();
/** The fake shop's answer to a path, read once (before the stub replaces fetch). */
async function real(path: string): Promise<string> {
  if (!served.has(path)) served.set(path, await (await realFetch(path)).text());
  return served.get(path)!;
}
/** Waits up to 5 s for `predicate`, else fails saying what did not happen. */
async function within(predicate: () => boolean, what: string): Promise<void> {
  const end = performance.now() + 5000;
  while (!predicate()) {
    if (performance.now() > end) throw new Error(`not within 5 s: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const section = (id: string, root = '/') => `${root}variants/${id}/?section_id=shop-pickup`;

/** The markup as a comparison reads it: white space between tags and runs of it folded. */
const normal = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
/** What a shopper reads on the line (not the dialog's list). */
const line = (el: Element) => [...el.querySelectorAll('.shop-pickup > p, .shop-pickup > button')].map((e) => e.textContent!.trim()).join(' · ');

async function mug(routes: Record<string, StubRoute | ((path: string, nth: number, init?: RequestInit) => StubRoute)>, inner = '<shop-pickup></shop-pickup>') {
  const shop = stubStorefront({ '/products/enamel-camp-mug.js': { body: await real('/products/enamel-camp-mug.js') }, ...routes });
  const { product, el } = await mount<ShopPickup>(
    `<shop-product handle="enamel-camp-mug" currency="EUR" locale="en"><shop-price></shop-price>${inner}</shop-product>`, { inner: 'shop-pickup' },
  );
  return { shop, product, pickup: el };
}

describe('<shop-pickup>', () => {
  let shop: Storefront | undefined;
  afterEach(() => {
    shop?.restore();
    shop = undefined;
  });

  it('writes the section\'s markup for the chosen variant where no server drew it: the same markup as the theme, English and German', async () => {
    for (const [root, locale] of [['/', 'en'], ['/de/', 'de']] as const) {
      const { el } = await mount<ShopPickup>(
        `<shop-product handle="enamel-camp-mug" currency="EUR" locale="${locale}" root="${root}"><shop-pickup root="${root}"></shop-pickup></shop-product>`, { inner: 'shop-pickup' },
      );
      await until(() => !!el.querySelector('.shop-pickup'));
      const theirs = new DOMParser().parseFromString(await real(section(GREEN, root)), 'text/html').querySelector('.shop-pickup')!;
      expect(normal(el.innerHTML), locale).to.equal(normal(theirs.outerHTML));
      expect(line(el)).to.equal(locale === 'en'
        ? 'Pickup available at Kreuzberg · Usually ready in 2 hours · Check availability at other stores'
        : 'Abholung bei Kreuzberg verfügbar · In der Regel in 2 Stunden abholbereit · Verfügbarkeit in anderen Shops überprüfen');
    }
  });

  it('binds to the server\'s drawing of the page\'s variant without asking again, and asks for the next variant on choice', async () => {
    const snippet = await real('/__snippet?handle=enamel-camp-mug&pickup=1');
    const drawn = /<shop-pickup[^]*<\/shop-pickup>/.exec(snippet)![0];
    ({ shop } = await mug({
      [`/variants/${SAND}/`]: { body: await real(section(SAND)) },
    }, drawn));
    const pickup = document.querySelector('shop-pickup')!;
    expect(line(pickup)).to.equal('Pickup available at Kreuzberg · Usually ready in 2 hours · Check availability at other stores');
    expect(shop.requests.filter((p) => p.startsWith('/variants/'))).to.deep.equal([]);
    (document.querySelector('shop-product') as HTMLElement & { selectVariant(id: string): boolean }).selectVariant(SAND);
    await until(() => line(pickup).startsWith('Pickup currently unavailable'));
    expect(line(pickup)).to.equal('Pickup currently unavailable at Kreuzberg · Check availability at other stores');
    expect(shop.requests.filter((p) => p.startsWith('/variants/'))).to.deep.equal([section(SAND)]);
  });

  it('one request in flight: a newer choice cancels the older, whose late answer never shows (A chosen, then B; A answers last)', async () => {
    let releaseGreen!: () => void;
    const green = new Promise<void>((resolve) => (releaseGreen = resolve));
    const signals: AbortSignal[] = [];
    let greenCancelledFirst = false;
    const routes = {
      [`/variants/${GREEN}/`]: (_p: string, _n: number, init?: RequestInit) => {
        signals.push(init!.signal!);
        return { body: served.get(section(GREEN))!, delay: 30, gate: green };
      },
      [`/variants/${SAND}/`]: () => {
        greenCancelledFirst = signals[0]?.aborted === true;
        return { body: served.get(section(SAND))!, delay: 60 };
      },
    };
    await real(section(GREEN));
    await real(section(SAND));
    const { shop: s, product, pickup } = await mug(routes);
    shop = s;
    // The page's variant (Green) is asked for; before it answers, the shopper chooses Sand.
    await until(() => shop!.requests.includes(section(GREEN)));
    product.selectVariant(SAND);
    await until(() => !!pickup.querySelector('.shop-pickup'));
    expect(line(pickup)).to.equal('Pickup currently unavailable at Kreuzberg · Check availability at other stores');
    // Green's answer comes now, after Sand's: Sand stays.
    releaseGreen();
    await new Promise((r) => setTimeout(r, 100));
    expect(pickup.querySelector('.shop-pickup')!.getAttribute('data-variant-id')).to.equal(SAND);
    expect(line(pickup)).to.equal('Pickup currently unavailable at Kreuzberg · Check availability at other stores');
    // One request at a time: Green's was cancelled before Sand's went out.
    expect(signals[0]!.aborted, 'the older request cancelled').to.equal(true);
    expect(greenCancelledFirst).to.equal(true);
  });

  it('keeps each variant\'s answer: choosing back and forth asks once per variant, and shows nothing while a variant\'s answer is coming', async () => {
    const { shop: s, product, pickup } = await mug({
      [`/variants/${GREEN}/`]: { body: await real(section(GREEN)) },
      [`/variants/${SAND}/`]: { body: await real(section(SAND)), delay: 80 },
    });
    shop = s;
    await until(() => !!pickup.querySelector('.shop-pickup'));
    product.selectVariant(SAND);
    await product.updateComplete;
    await pickup.updateComplete;
    expect(pickup.querySelector('.shop-pickup'), 'Green\'s line gone while Sand\'s comes').to.equal(null);
    await until(() => line(pickup).startsWith('Pickup currently unavailable'));
    for (const id of [GREEN, SAND, GREEN]) {
      product.selectVariant(id);
      await product.updateComplete;
      await pickup.updateComplete;
      expect(pickup.querySelector('.shop-pickup')!.getAttribute('data-variant-id')).to.equal(id);
    }
    expect(shop.requests.filter((p) => p.startsWith('/variants/'))).to.deep.equal([section(GREEN), section(SAND)]);
  });

  for (const [cause, route, says] of [
    ['status', { status: 404, body: '<!doctype html><h1>Not found</h1>', headers: { 'content-type': 'text/html' } }, /404/],
    ['network', { networkError: true }, /Failed to fetch/],
    ['not-section', { body: '<!doctype html><title>Enamel Camp Mug</title><main>the product page</main>', headers: { 'content-type': 'text/html' } }, /not the shop-pickup section/],
  ] as const) {
    it(`a failure (${cause}) leaves the line out, says why in shop-pickup-error, and breaks nothing else`, async () => {
      const errors: PickupErrorEvent[] = [];
      document.addEventListener('shop-pickup-error', (e) => errors.push(e), { once: true });
      const { shop: s, product, pickup } = await mug({ [`/variants/${GREEN}/`]: route as StubRoute });
      shop = s;
      await until(() => errors.length > 0);
      expect(errors[0]!.cause).to.equal(cause);
      expect(errors[0]!.variantId).to.equal(GREEN);
      expect(errors[0]!.message).to.match(says);
      expect(pickup.children.length).to.equal(0);
      expect(product.status).to.equal('ready');
      expect(product.querySelector('.shop-price__price')!.textContent).to.equal('€18.00');
    });
  }

  it('an answer for another variant than the one asked for is not shown', async () => {
    const errors: PickupErrorEvent[] = [];
    document.addEventListener('shop-pickup-error', (e) => errors.push(e), { once: true });
    const { shop: s, pickup } = await mug({ [`/variants/${GREEN}/`]: { body: await real(section(SAND)) } });
    shop = s;
    await until(() => errors.length > 0);
    expect(errors[0]!.cause).to.equal('not-section');
    expect(pickup.querySelector('.shop-pickup')).to.equal(null);
  });

  async function opened() {
    const { shop: s, pickup } = await mug({ [`/variants/${GREEN}/`]: { body: await real(section(GREEN)) } });
    shop = s;
    await within(() => !!pickup.querySelector('.shop-pickup'), 'the line');
    return { pickup, open: pickup.querySelector<HTMLButtonElement>('.shop-pickup__open')!, dialog: pickup.querySelector<HTMLDialogElement>('.shop-pickup__dialog')! };
  }

  it('opens every location in a modal dialog and gives focus back on close (Escape, the Close button)', async () => {
    const { open, dialog } = await opened();
    expect(dialog.open).to.equal(false);
    open.focus();
    open.click();
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect([...dialog.querySelectorAll('.shop-pickup__name')].map((n) => n.textContent)).to.deep.equal(['Kreuzberg', 'Altona']);
    expect(dialog.contains(document.activeElement)).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await within(() => !dialog.open, 'Escape closes the dialog');
    await within(() => document.activeElement === open, 'focus back after Escape');
    open.click();
    dialog.querySelector<HTMLButtonElement>('.shop-pickup__close')!.click();
    expect(dialog.open).to.equal(false);
    await within(() => document.activeElement === open, 'focus back after Close');
  });

  it('is accessible: the line, and the dialog open', async () => {
    const { pickup, open, dialog } = await opened();
    await expect(pickup).to.be.accessible();
    open.click();
    expect(dialog.open).to.equal(true);
    await expect(pickup).to.be.accessible();
    dialog.close();
  });
});
