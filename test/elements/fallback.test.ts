// Server-rendered fallback inside <shop-product>: a price or a `<select name="id">` is fallback,
// not a reason to drop the default layout; it stops submitting once the elements take over, and
// focus inside it moves to the control that replaces it.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/all.js';
import { deepActive, fixture$, formData, loaded, mount, nextEvent, stubStorefront, until, type Storefront } from './helpers.js';

const FALLBACK = `<p class="fallback-price">€79.00</p>
  <label>Size <select name="id"><option value="44012345678902">S</option><option value="44012345678904">M</option></select></label>`;

/** The card in a theme's form, before its data arrives (the storefront answers when the test releases it). */
async function card() {
  const { host, product } = await mount(`<shop-product handle="merino-crew-sweater" currency="EUR" locale="en">${FALLBACK}</shop-product>`, { form: true, ready: false });
  return { form: host as HTMLFormElement, product };
}

describe('fallback content', () => {
  let shop: Storefront;
  let release: () => void;
  beforeEach(async () => {
    const gate = new Promise<void>((resolve) => (release = resolve));
    shop = stubStorefront({ '/products/merino-crew-sweater.js': { body: await fixture$('apparel'), gate } });
  });
  afterEach(() => shop.restore());

  it('submits the fallback while loading, then renders the default layout and submits one id', async () => {
    const { form, product } = await card();
    expect(formData(form)).to.deep.equal({ id: '44012345678902' });
    release();
    await loaded(product);
    await product.updateComplete;
    expect(product.querySelector('variant-picker.shop-product__picker')).to.not.equal(null);
    expect(product.querySelector('shop-price.shop-product__price')).to.not.equal(null);
    // The fallback is set aside while the layout shows: its price is not shown twice, its select posts nothing.
    expect(product.querySelector('.fallback-price, select[name="id"]')).to.equal(null);
    expect(new FormData(form).getAll('id')).to.deep.equal([product.variant!.id]);
  });

  it('keeps the theme\'s hidden id in place under the default layout: it follows the choice and is the one id posted', async () => {
    const { host, product } = await mount(`<shop-product handle="merino-crew-sweater" currency="EUR" locale="en"><input type="hidden" name="id" value="44012345678902"></shop-product>`, { form: true, ready: false });
    release();
    await loaded(product);
    await product.updateComplete;
    expect(!!product.querySelector('variant-picker.shop-product__picker'), 'the default layout').to.equal(true);
    const other = product.product!.variants.find((v) => v.id !== product.variant!.id && v.available)!;
    product.selectVariant(other.id);
    const input = product.querySelector<HTMLInputElement>('input[type=hidden][name=id]');
    expect(input?.value, 'the theme\'s input, still in the form').to.equal(other.id);
    expect(new FormData(host as HTMLFormElement).getAll('id')).to.deep.equal([other.id]);
  });

  it('moves focus from the fallback select to the new picker when the data arrives', async () => {
    const { product } = await card();
    product.querySelector('select')!.focus();
    release();
    await loaded(product);
    await product.updateComplete;
    const picker = product.querySelector('variant-picker')!;
    await picker.updateComplete;
    await until(() => picker.contains(deepActive()));
    const active = deepActive() as HTMLInputElement;
    expect(picker.contains(active)).to.equal(true);
    expect(active.checked).to.equal(true);
  });

  it('gives the shopper a localized error without URLs or parser positions; the detail stays in the event', async () => {
    for (const [locale, body, text] of [
      ['en', undefined, 'This product could not be loaded. Please try again later.'],
      ['de', '{"id": 1, "variants": [}', 'Dieses Produkt konnte nicht geladen werden. Bitte versuchen Sie es später erneut.'],
    ] as const) {
      shop.routes.set('/products/missing.js', body ? { body } : { status: 404, body: '<h1>Not found</h1>', headers: { 'content-type': 'text/html' } });
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      host.innerHTML = `<shop-product handle="missing" currency="EUR" locale="${locale}"><p>€79.00</p></shop-product>`;
      const event = await nextEvent(host.querySelector('shop-product')!, 'shop-product-error');
      expect(event.shopperMessage).to.equal(text);
      expect(event.message).to.contain('missing'); // the developer's message names the product and the cause
    }
  });
});
