// The platform's standard storefront events of a product, as an app listening on `document` receives them.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import { fixture$, mount, stubStorefront, until, viewportChecked, type Storefront } from './helpers.js';

const FOREST_M = '44012345678912'; // M / Forest / Merino, 9900

type Heard = Event & Record<string, unknown>;

describe('standard storefront events of <shop-product>', () => {
  let shop: Storefront;
  let heard: Heard[];
  const on = (e: Event) => heard.push(e as Heard);
  const TYPES = ['shopify:product:select', 'shopify:product:view'];
  beforeEach(async () => {
    heard = [];
    for (const t of TYPES) document.addEventListener(t, on);
    shop = stubStorefront({ '/products/merino-crew-sweater.js': { body: await fixture$('apparel') } });
  });
  afterEach(() => {
    for (const t of TYPES) document.removeEventListener(t, on);
    shop.restore();
  });

  const card = (attrs = '', style = '') =>
    mount(`<shop-product handle="merino-crew-sweater" currency="EUR" locale="en" variant-id="${FOREST_M}" ${attrs} style="${style}"><variant-picker></variant-picker></shop-product>`);

  it('shopify:product:select on every selection change, not on load: GIDs, the options, and a promise with the variant at an exact price', async () => {
    const { product } = await card();
    expect(heard).to.deep.equal([]);
    product.selectOption('Size', 'L');
    expect(heard.length).to.equal(1);
    const e = heard[0]!;
    expect([e.type, e.target, e.bubbles, e.cancelable, 'detail' in e]).to.deep.equal(['shopify:product:select', product, true, true, false]);
    // Own enumerable properties, as the platform's are (a spread or Object.keys sees them), the same object on each read.
    const { product: ref, selectedOptions, promise } = { ...e } as Heard;
    expect([ref, selectedOptions, promise]).to.deep.equal([e.product, e.selectedOptions, e.promise]);
    expect(e.promise).to.equal(promise);
    expect(e.product).to.deep.equal({ id: 'gid://shopify/Product/8123456789012', title: 'Merino Crew Sweater', handle: 'merino-crew-sweater' });
    expect(e.selectedOptions).to.deep.equal([{ name: 'Size', value: 'L' }, { name: 'Color', value: 'Forest' }, { name: 'Material', value: 'Merino' }]);
    expect(await e.promise).to.deep.equal({
      variant: {
        id: 'gid://shopify/ProductVariant/44012345678917',
        title: 'L / Forest / Merino',
        availableForSale: true,
        price: { amount: '99.00', currencyCode: 'EUR' },
        selectedOptions: [{ name: 'Size', value: 'L' }, { name: 'Color', value: 'Forest' }, { name: 'Material', value: 'Merino' }],
      },
    });
  });

  it('a listener may write or redefine a payload field (event.product = …), before or after reading it; a field nobody reads is never built', async () => {
    const { product } = await card();
    const seen: unknown[] = [];
    const rewrite = (e: Event) => {
      const event = e as Heard;
      // Before the payload is built: the fields are worked out on first read (accessors until then).
      seen.push(typeof Object.getOwnPropertyDescriptor(event, 'promise')!.get);
      event.product = { handle: 'rewritten' };
      void event.selectedOptions; // read: now a plain data property
      seen.push(Object.getOwnPropertyDescriptor(event, 'selectedOptions'));
      Object.defineProperty(event, 'selectedOptions', { value: [], configurable: true });
    };
    product.addEventListener('shopify:product:select', rewrite);
    // Typed in HTMLElementEventMap: the payload's fields are known to TypeScript.
    product.addEventListener('shopify:product:select', (e) => seen.push(e.product.handle));
    product.selectOption('Size', 'L');
    product.removeEventListener('shopify:product:select', rewrite);
    const [getter, descriptor, handle] = seen as [string, PropertyDescriptor, string];
    expect(getter).to.equal('function');
    expect([descriptor.writable, descriptor.enumerable, descriptor.configurable, Array.isArray(descriptor.value)]).to.deep.equal([true, true, true, true]);
    expect(handle).to.equal('rewritten');
    expect([heard[0]!.product, heard[0]!.selectedOptions]).to.deep.equal([{ handle: 'rewritten' }, []]);
  });

  it('a click in the picker, a selection no variant has (variant null), form.reset(): each one event', async () => {
    const { host, product } = await mount(
      `<shop-product handle="merino-crew-sweater" currency="EUR" locale="en" variant-id="${FOREST_M}"><variant-picker></variant-picker></shop-product>`,
      { form: true },
    );
    const picker = product.querySelector('variant-picker')!;
    const oat = [...picker.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.value === 'Oat')!;
    oat.click();
    expect(heard.length).to.equal(1);
    product.selectOption('Color', 'Moss');
    expect(heard.length).to.equal(2);
    expect(await heard[1]!.promise).to.deep.equal({ variant: null });
    (host as HTMLFormElement).reset();
    expect(heard.length).to.equal(3);
    expect(((await heard[2]!.promise) as { variant: { id: string } }).variant.id).to.equal(`gid://shopify/ProductVariant/${FOREST_M}`);
  });

  it('amounts are exact decimal strings in the unit the shop uses (JPY, minor units)', async () => {
    const { product } = await mount(`<shop-product handle="merino-crew-sweater" currency="JPY" amount-unit="minor" variant-id="${FOREST_M}"><variant-picker></variant-picker></shop-product>`);
    product.selectOption('Size', 'L');
    expect(((await heard[0]!.promise) as { variant: { price: unknown } }).variant.price).to.deep.equal({ amount: '9900', currencyCode: 'JPY' });
  });

  it('no shopify:product:view without the view-event attribute', async () => {
    // With view-event="connect" it would be here once the card is ready (the next test).
    await card();
    expect(heard.filter((e) => e.type === 'shopify:product:view')).to.deep.equal([]);
  });

  it('shopify:product:view once the product is ready with view-event="connect"; context from view-context', async () => {
    const { product } = await card('view-event="connect" view-context="dialog"');
    const views = heard.filter((e) => e.type === 'shopify:product:view');
    expect(views.length).to.equal(1);
    const e = views[0]!;
    expect(e.target === product, 'dispatched on the product').to.equal(true);
    expect(e.context).to.equal('dialog');
    expect(e.product).to.deep.include({ id: 'gid://shopify/Product/8123456789012', handle: 'merino-crew-sweater' });
    expect((e.product as { selectedVariant: { id: string; price: unknown } }).selectedVariant).to.deep.include({
      id: `gid://shopify/ProductVariant/${FOREST_M}`,
      price: { amount: '99.00', currencyCode: 'EUR' },
    });
    expect(e.selectedOptions).to.deep.equal([{ name: 'Size', value: 'M' }, { name: 'Color', value: 'Forest' }, { name: 'Material', value: 'Merino' }]);
  });

  it('view-event="intersect" waits until the product is in view; context defaults to page', async () => {
    const { product } = await card('view-event="intersect"', 'margin-block-start: 300vh');
    // The element's viewport observer has answered "not in view", and nothing came of it.
    await viewportChecked(product);
    expect(heard.filter((e) => e.type === 'shopify:product:view')).to.deep.equal([]);
    product.scrollIntoView();
    await until(() => heard.some((e) => e.type === 'shopify:product:view'));
    expect(heard.find((e) => e.type === 'shopify:product:view')!.context).to.equal('page');
    window.scrollTo(0, 0);
  });
});
