import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopPrice, ShopProduct, VariantPicker } from '../../src/all.js';
import { generateProduct, servedAsShop } from '../fixtures/generate.js';
import { received, resetFake } from '../fake-storefront.js';
import { formData, mount, nextEvent, radio, servedRoutes, settled, shadowText, stubStorefront, until, type Storefront } from './helpers.js';

/**
 * Products past the platform's cut: the document carries 250 variants (100 on some shops) with every
 * option value; the rest comes from the theme's JSON view, page by page.
 */
describe('<shop-product> with more variants than its document carries', () => {
  let shop: Storefront;
  afterEach(() => shop.restore());

  // Sizes 28–43 × 16 colours × 8 styles; every seventh variant sold out; variant i has id 49000000000000 + i.
  const jeans: Record<string, unknown> = { ...generateProduct(2048), handle: 'jeans' };
  const variants = jeans.variants as { id: number; options: string[]; price: number; available: boolean }[];
  const money = (hundredths: number) => `€${(hundredths / 100).toFixed(2)}`;

  async function card(markup = '<shop-product handle="jeans" currency="EUR" locale="en"><shop-price></shop-price><variant-picker></variant-picker></shop-product><shop-buy-button><button>Add to cart</button></shop-buy-button>') {
    const { host, product } = await mount(markup, { form: true, ready: false });
    // What the shopper is shown first: the document as served.
    first = (await nextEvent(product, 'shop-product-load')).product;
    await settled(product);
    const picker = product.querySelector('variant-picker') as VariantPicker;
    const price = product.querySelector('shop-price') as ShopPrice;
    return { form: host as HTMLFormElement, product, picker, price };
  }

  /** The product as the element first showed it. */
  let first: { variants: unknown[]; complete: boolean };
  const complete = (product: ShopProduct) => until(() => !!product.product?.complete);
  const views = () => shop.requests.filter((r) => r.includes('?view='));

  async function choose(product: ShopProduct, picker: VariantPicker, values: string[]) {
    product.product!.options.forEach((o, i) => radio(picker, values[i]!, o.name).click());
    await settled(product);
  }

  for (const cut of [250, 100] as const) {
    it(`cut at ${cut}: every combination shows its own price and state and posts its own id once the view's pages are in`, async () => {
      shop = stubStorefront(servedRoutes('jeans', servedAsShop(jeans, cut)));
      const { form, product, picker, price } = await card();
      expect(first.variants).to.have.length(cut);
      expect(first.complete).to.equal(false);
      await complete(product);
      expect(product.product!.variants).to.have.length(2048);
      expect(product.product!.variantsCount).to.equal(2048);
      // Page 1, then the other eight: no page twice.
      expect(views()).to.have.length(9);
      expect(new Set(views()).size).to.equal(9);
      for (const i of [cut, 1000, 1400, 2047, 2046, 1795]) {
        const v = variants[i]!;
        await choose(product, picker, v.options);
        expect(product.variant!.id, `variant ${i}`).to.equal(String(v.id));
        expect(formData(form).id).to.equal(String(v.id));
        expect(shadowText(price)).to.include(money(v.price));
        expect(shadowText(price)).to.include(v.available ? '' : 'Sold out');
        expect(form.checkValidity()).to.equal(v.available);
      }
    });
  }

  it('a combination the product does not have says "Unavailable" once every page is in, and is never posted', async () => {
    // 2,000 variants: the last style lacks sizes and colours past variant 1999.
    const partial = { ...generateProduct(2000), handle: 'jeans' };
    shop = stubStorefront(servedRoutes('jeans', servedAsShop(partial)));
    const { form, product, picker } = await card();
    await complete(product);
    await choose(product, picker, ['43', 'Indigo', 'Slim']);
    const last = picker;
    radio(last, /^Cropped/, 'Style').click();
    await settled(product);
    // Moved to the closest available variant that has Cropped.
    expect(product.variant!.options[2]).to.equal('Cropped');
    expect(radio(last, /^Cropped/, 'Style').checked).to.equal(true);
    // Indigo in Cropped does not exist: the colour says so.
    expect(shadowText(picker)).to.include('Unavailable');
    expect(formData(form).id).to.equal(product.variant!.id);
  });

  it('after completion a click sends no request and changes the price', async () => {
    shop = stubStorefront(servedRoutes('jeans', servedAsShop(jeans)));
    const { product, picker, price } = await card();
    await complete(product);
    const before = shop.requests.length;
    for (const color of ['White', 'Navy', 'Oat', 'Forest', 'Rust']) {
      radio(picker, color, 'Color').click();
      await settled(product);
    }
    radio(picker, /^Cropped/, 'Style').click();
    await settled(product);
    expect(shop.requests.length).to.equal(before);
    expect(shadowText(price)).to.include(money(product.variant!.price));
    expect(product.variant!.options[2]).to.equal('Cropped');
  });

  it('reads the pages at most six at once, through the one client', async () => {
    shop = stubStorefront(servedRoutes('jeans', servedAsShop(jeans), { pageDelay: (k) => (k === 1 ? 20 : 120) }));
    const { product } = await card();
    await complete(product);
    expect(shop.maxConcurrent((p) => p.includes('?view='))).to.be.within(2, 6);
  });

  it('a combination whose page has not come is never "Unavailable" nor posted; choosing it waits with the button busy', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // Pages 1–7 and 9 come; page 8 (variants 1750–1999) waits for the test.
    shop = stubStorefront(servedRoutes('jeans', servedAsShop(jeans), { gate: (k) => (k === 8 ? gate : undefined) }));
    const { form, product, picker, price } = await card();
    await until(() => views().length === 9 && product.product!.variants.length === 2048 - 250);
    const wanted = variants[1800]!;
    await choose(product, picker, wanted.options);
    const button = form.querySelector('button')!;
    expect(product.variant).to.equal(null);
    expect(shadowText(picker)).not.to.include('Unavailable');
    // No price yet (not the last variant's, not a "From" over the variants known so far), and not "Unavailable".
    expect(shadowText(price)).to.equal('');
    expect(formData(form)).not.to.have.property('id');
    expect(form.checkValidity()).to.equal(false);
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.textContent).to.equal('Add to cart');
    const change = nextEvent(product, 'shop-variant-change');
    open();
    expect((await change).variant!.id).to.equal(String(wanted.id));
    await settled(product);
    expect(formData(form).id).to.equal(String(wanted.id));
    expect(shadowText(price)).to.include(money(wanted.price));
    expect(button.getAttribute('aria-busy')).to.equal('false');
    expect(form.checkValidity()).to.equal(wanted.available);
  });

  it('selects a variant-id past the first page when its page comes', async () => {
    const wanted = variants[1500]!;
    shop = stubStorefront(servedRoutes('jeans', servedAsShop(jeans)));
    const { form, product } = await card(`<shop-product handle="jeans" currency="EUR" locale="en" variant-id="${wanted.id}"><variant-picker></variant-picker></shop-product>`);
    await complete(product);
    await settled(product);
    expect(product.variant!.id).to.equal(String(wanted.id));
    expect(formData(form).id).to.equal(String(wanted.id));
    form.reset();
    expect(product.variant!.id).to.equal(String(wanted.id));
  });

  it('completes inline JSON named by json-view, with no request for the product document', async () => {
    const served = servedAsShop(jeans);
    shop = stubStorefront(servedRoutes('jeans', served));
    const { product } = await card(`<shop-product handle="jeans" currency="EUR" json-view="shop-elements"><script type="application/json">${JSON.stringify(served.document)}</script><shop-price></shop-price></shop-product>`);
    await complete(product);
    expect(shop.count('/products/jeans.js')).to.equal(0);
    expect(views()[0]).to.equal('/products/jeans?view=shop-elements&page=1');
  });

  it('a product of fewer variants than a cut, with no json-view, asks for no view', async () => {
    shop = stubStorefront(servedRoutes('jeans', servedAsShop({ ...generateProduct(40), handle: 'jeans' })));
    const { product } = await card();
    expect(first.complete, 'complete as it came').to.equal(true);
    expect(product.product!.complete).to.equal(true);
    // A completion asks for the view's first page once its code is in (loaded on first use, when the
    // product shows): the same import here, and the rest of the task it resolves in, are time enough.
    await import('../../src/data/completion.js');
    await new Promise((r) => setTimeout(r));
    expect(views()).to.deep.equal([]);
  });

  // The theme snippet's inline data says how many variants the product has (`variants_count`): there its word
  // is the answer, not a guess from the document's length (a product of exactly 100 variants is not cut).
  it('inline data of exactly 100 variants that says there are 100 (the snippet\'s), with no json-view, asks for no view', async () => {
    const whole = { ...generateProduct(100), handle: 'jeans' };
    shop = stubStorefront(servedRoutes('jeans', servedAsShop(whole)));
    const inline = JSON.stringify({ ...servedAsShop(whole).document, variants_count: 100 });
    await card(`<shop-product handle="jeans" currency="EUR"><script type="application/json">${inline}</script><shop-price></shop-price></shop-product>`);
    expect(first.complete, 'complete as it came').to.equal(true);
    await import('../../src/data/completion.js');
    await new Promise((r) => setTimeout(r));
    expect(views()).to.deep.equal([]);
    expect(shop.count('/products/jeans.js')).to.equal(0);
  });

  it('inline data that says the product has more variants than it holds is completed, with no json-view', async () => {
    shop = stubStorefront(servedRoutes('jeans', servedAsShop(jeans)));
    const inline = JSON.stringify({ ...servedAsShop(jeans, 100).document, variants_count: 2048 });
    const { product } = await card(`<shop-product handle="jeans" currency="EUR"><script type="application/json">${inline}</script><shop-price></shop-price></shop-product>`);
    expect(first.complete).to.equal(false);
    await complete(product);
    expect(product.product!.variants).to.have.length(2048);
  });

  it('a .js document of exactly 100 variants, which says no count, is still taken as cut (the platform cuts there on some shops)', async () => {
    shop = stubStorefront(servedRoutes('jeans', servedAsShop({ ...generateProduct(100), handle: 'jeans' })));
    const { product } = await card();
    expect(first.complete).to.equal(false);
    await complete(product);
    expect(views()[0]).to.equal('/products/jeans?view=shop-elements&page=1');
  });

  it('without the view installed: one warning names the template, the theme hears why, and the product works with what it has, nothing left waiting', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      shop = stubStorefront(servedRoutes('jeans', servedAsShop(jeans), { view: false }));
      const { host, product } = await mount('<shop-product handle="jeans" currency="EUR" locale="en"><variant-picker></variant-picker></shop-product><shop-buy-button><button>Add to cart</button></shop-buy-button>', { form: true, ready: false });
      const event = await nextEvent(product, 'shop-product-incomplete');
      expect(event.error.name, event.message).to.equal('ViewMissingError');
      expect(event.message).to.include('templates/product.shop-elements.liquid');
      expect(event.message).to.include('/products/jeans?view=shop-elements&page=1');
      // A second card on the page: no second warning.
      const second = await mount('<shop-product handle="jeans" currency="EUR" locale="en"></shop-product>', { ready: false });
      await nextEvent(second.product, 'shop-product-incomplete');
      const said = warnings.filter((w) => String(w[0]).includes('product.shop-elements.liquid'));
      expect(said).to.have.length(1);
      expect(String(said[0]![0])).to.include('/products/jeans?view=shop-elements&page=1');
      await settled(product);
      const form = host as HTMLFormElement;
      const picker = product.querySelector('variant-picker') as VariantPicker;
      // A known variant is bought as it is; one past the document cannot be bought here: no variant,
      // no id posted, the form refuses, and nothing waits (no busy button) for a page that cannot come.
      expect(formData(form).id).to.equal(String(variants[0]!.id));
      await choose(product, picker, variants[2000]!.options);
      expect(product.status).to.equal('ready');
      expect(product.variant).to.equal(null);
      expect(formData(form)).not.to.have.property('id');
      expect(form.checkValidity()).to.equal(false);
      expect(shadowText(picker)).to.include('Unavailable');
      expect(form.querySelector('button')!.getAttribute('aria-busy')).not.to.equal('true');
    } finally {
      console.warn = warn;
    }
  });
  it('a choice waiting for its page when the view turns out missing waits no longer: the button is not left busy', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    shop = stubStorefront(servedRoutes('jeans', servedAsShop(jeans), { view: false, gate: () => gate }));
    const warn = console.warn;
    console.warn = () => {};
    try {
      const { form, product, picker } = await card();
      await choose(product, picker, variants[2000]!.options);
      const button = form.querySelector('button')!;
      expect(button.getAttribute('aria-busy')).to.equal('true');
      const failed = nextEvent(product, 'shop-product-incomplete');
      open();
      await failed;
      await settled(product);
      expect(button.getAttribute('aria-busy')).to.equal('false');
      expect(product.variant).to.equal(null);
      expect(formData(form)).not.to.have.property('id');
      expect(form.checkValidity()).to.equal(false);
    } finally {
      console.warn = warn;
    }
  });
});

describe('<shop-product> in a combined listing', () => {
  let shop: Storefront;
  afterEach(() => {
    shop.restore();
    history.replaceState(null, '', location.pathname.replace(/\/products\/.*/, '/') + location.search.replace(/[?&](variant|selling_plan)=[^&]*/g, ''));
  });

  /** A shirt in three colours, one product per colour, each Color × Size (XS–XL): the fake declares oxford-shirt-* a combined listing. */
  function shirt(color: string, n: number, price: number, soldOut: string[] = []) {
    const sizes = ['XS', 'S', 'M', 'L', 'XL'];
    return {
      id: 8200000000000 + n, title: `Oxford Shirt – ${color}`, handle: `oxford-shirt-${color.toLowerCase()}`, url: `/products/oxford-shirt-${color.toLowerCase()}`,
      options: [{ name: 'Color', position: 1 }, { name: 'Size', position: 2 }],
      variants: sizes.map((size, i) => ({ id: 48200000000000 + n * 10 + i, title: `${color} / ${size}`, options: [color, size], price, compare_at_price: null, available: !soldOut.includes(size) })),
    };
  }
  const shirts = [shirt('White', 1, 5900), shirt('Blue', 2, 6200, ['M']), shirt('Pink', 3, 5400)];
  const others = Object.fromEntries(shirts.map((s) => [s.handle, s]));
  const routes = (delay = 20) => Object.assign({}, ...shirts.map((s) => servedRoutes(s.handle, servedAsShop(s, 250, others), { delay })));

  it('choosing a colour that is another product loads it in place: price, form id, handle, address and events', async () => {
    shop = stubStorefront(routes());
    const markup = '<shop-product handle="oxford-shirt-white" currency="EUR" locale="en" json-view sync-url><shop-price></shop-price><variant-picker></variant-picker></shop-product>';
    const { host, product } = await mount(markup, { form: true });
    await until(() => product.product!.options[0]!.values.length === 3);
    await settled(product);
    const picker = product.querySelector('variant-picker') as VariantPicker;
    const price = product.querySelector('shop-price') as ShopPrice;
    // The values the view added (the other colours) are drawn, and the checked radios are the chosen values.
    const checked = () => [...picker.querySelectorAll<HTMLInputElement>('input:checked')].map((i) => i.value);
    expect(checked()).to.deep.equal(['White', 'XS']);
    radio(picker, 'L', 'Size').click();
    await settled(product);
    expect(checked()).to.deep.equal(['White', 'L']);
    const selected = nextEvent(product, 'shopify:product:select');
    radio(picker, 'Blue', 'Color').click();
    const event = await selected;
    await settled(product);
    expect(product.handle).to.equal('oxford-shirt-blue');
    expect(product.product!.title).to.equal('Oxford Shirt – Blue');
    // The size is kept where that product has it.
    expect(product.variant!.title).to.equal('Blue / L');
    expect(checked()).to.deep.equal(['Blue', 'L']);
    expect(formData(host as HTMLFormElement).id).to.equal(String(shirts[1]!.variants[3]!.id));
    expect(shadowText(price)).to.include('€62.00');
    expect(location.pathname).to.equal('/products/oxford-shirt-blue');
    expect(new URLSearchParams(location.search).get('variant')).to.equal(String(shirts[1]!.variants[3]!.id));
    expect((event as unknown as { product: { handle: string } }).product.handle).to.equal('oxford-shirt-blue');
    // Every colour stays on offer, and back again: from the store, no second request for the product.
    expect(product.product!.options[0]!.values).to.have.members(['White', 'Blue', 'Pink']);
    radio(picker, 'M', 'Size').click();
    await settled(product);
    expect(shadowText(picker)).to.include('Sold out');
    radio(picker, 'White', 'Color').click();
    await until(() => product.handle === 'oxford-shirt-white');
    await settled(product);
    expect(product.variant!.title).to.equal('White / M');
    expect(shop.count('/products/oxford-shirt-blue.js')).to.equal(1);
    // A reset goes back to the first choice of the product shown, never to another product's variant.
    (host as HTMLFormElement).reset();
    await settled(product);
    expect(product.product!.handle).to.equal('oxford-shirt-white');
    expect(formData(host as HTMLFormElement).id).to.equal(product.variant!.id);
    expect(product.variant!.title.startsWith('White')).to.equal(true);
  });

  it('while the other product loads, nothing is posted; if it cannot come, the choice goes back and the theme hears why', async () => {
    shop = stubStorefront(routes());
    shop.routes.set('/products/oxford-shirt-pink.js', { status: 500, body: 'oops', delay: 60 });
    const { host, product } = await mount('<shop-product handle="oxford-shirt-white" currency="EUR" locale="en" json-view><variant-picker></variant-picker></shop-product>', { form: true });
    await until(() => product.product!.options[0]!.values.length === 3);
    await settled(product);
    const form = host as HTMLFormElement;
    const picker = product.querySelector('variant-picker') as VariantPicker;
    const failed = nextEvent(product, 'shop-product-incomplete');
    radio(picker, 'Pink', 'Color').click();
    await product.updateComplete;
    expect(formData(form)).not.to.have.property('id');
    expect(form.checkValidity()).to.equal(false);
    expect((await failed).error.name).to.equal('StorefrontHttpError');
    await settled(product);
    expect(product.handle).to.equal('oxford-shirt-white');
    expect(product.variant!.title).to.equal('White / XS');
    expect(formData(form).id).to.equal(String(shirts[0]!.variants[0]!.id));
  });
});

describe('big-catalogue through the one fake shop', () => {
  // 16 patterns × 16 colours × 8 sizes; variant n has id 45000000000000 + n; sold out when (7i + 3j + k) % 11 === 0.
  const PATTERNS = ['Plain', 'Stripe', 'Check', 'Dot', 'Herringbone', 'Paisley', 'Houndstooth', 'Ikat', 'Chevron', 'Gingham', 'Tartan', 'Argyle', 'Floral', 'Camo', 'Marl', 'Jacquard'];
  const COLOURS = ['Black', 'White', 'Navy', 'Red', 'Green', 'Yellow', 'Orange', 'Purple', 'Pink', 'Teal', 'Olive', 'Sand', 'Grey', 'Brown', 'Sky', 'Rust'];
  const SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];

  for (const cut of [250, 100] as const) {
    it(`cut at ${cut} by the fake, completed from its view: far variants show their state and the form posts their own id`, async () => {
      await resetFake({ cut });
      const { host, product } = await mount('<shop-product handle="big-catalogue" currency="EUR" locale="en"><variant-picker></variant-picker></shop-product>', { form: true, ready: false });
      const first = (await nextEvent(product, 'shop-product-load')).product;
      expect(first.variants).to.have.length(cut);
      await until(() => !!product.product?.complete);
      await settled(product);
      const picker = product.querySelector('variant-picker') as VariantPicker;
      for (const [i, j, k] of [[15, 15, 7], [10, 4, 3], [12, 9, 6], [0, 0, 0]] as const) {
        const n = i * 128 + j * 8 + k;
        radio(picker, new RegExp(`^${PATTERNS[i]}\\b`), 'Pattern').click();
        radio(picker, new RegExp(`^${COLOURS[j]}\\b`), 'Colour').click();
        radio(picker, new RegExp(`^${SIZES[k]}\\b`), 'Size').click();
        await settled(product);
        expect(product.variant!.id).to.equal(String(45000000000000 + n));
        const soldOut = (i * 7 + j * 3 + k) % 11 === 0;
        expect(product.variant!.available).to.equal(!soldOut);
        expect(formData(host as HTMLFormElement).id).to.equal(String(45000000000000 + n));
        expect((host as HTMLFormElement).checkValidity()).to.equal(!soldOut);
      }
      const views = (await received()).filter((r) => r.path === '/products/big-catalogue' && r.query.view === 'shop-elements');
      expect(views).to.have.length(9);
    });
  }
});
