import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ProductErrorEvent, ShopProduct } from '../../src/all.js';
import {
  fixture$,
  formData,
  LEAKED,
  loaded,
  mount,
  nextEvent,
  renderedText,
  shadowText,
  stubStorefront,
  until,
  watchUncaught,
  type Storefront,
} from './helpers.js';

const HANDLE = 'organic-coffee';
const PATH = `/products/${HANDLE}.js`;
const FALLBACK = '¥1,000 — server-rendered';

/** A product card inside an add-to-cart form, with a text fallback (so the default layout would render). */
async function mountInForm(attrs = 'currency="JPY"') {
  const { host, product } = await mount(`<shop-product handle="${HANDLE}" ${attrs}>${FALLBACK}</shop-product>`, { form: true, ready: false });
  return { form: host as HTMLFormElement, el: product };
}

/** Waits for shop-product-error and checks what the shopper and the theme see. */
async function expectFailure(form: HTMLFormElement, el: ShopProduct): Promise<ProductErrorEvent> {
  const event = el.status === 'error' ? null : await nextEvent(el, 'shop-product-error');
  await el.updateComplete;
  expect(el.status).to.equal('error');
  expect(el.matches(':state(error)')).to.equal(true);
  expect(shadowText(el), 'the server-rendered fallback stays').to.equal(FALLBACK);
  expect(renderedText(el)).not.to.match(LEAKED);
  expect(formData(form), 'no variant id is submitted').not.to.have.property('id');
  expect(event, 'shop-product-error fired').to.exist;
  expect(event!.message).to.contain(HANDLE);
  return event!;
}

describe('<shop-product> under network and server faults', () => {
  let shop: Storefront;
  let uncaught: ReturnType<typeof watchUncaught>;
  // Fixture texts come over the real fetch: load them before the stub replaces it.
  before(async () => {
    await fixture$('coffee');
    await fixture$('apparel');
  });
  beforeEach(() => {
    shop = stubStorefront({});
    uncaught = watchUncaught();
  });
  afterEach(() => {
    shop.restore();
    expect(uncaught.stop(), 'no uncaught errors').to.deep.equal([]);
  });

  it('keeps the fallback and names the network failure when fetch rejects', async () => {
    shop.routes.set(PATH, { networkError: true });
    const { form, el } = await mountInForm();
    const event = await expectFailure(form, el);
    expect(event.error.name).to.equal('StorefrontNetworkError');
    expect(event.message).to.contain('Failed to fetch').and.to.contain(PATH);
  });

  it('names the status of an HTML 404 page', async () => {
    const { form, el } = await mountInForm(); // unknown route: a themed HTML 404 page
    const event = await expectFailure(form, el);
    expect(event.error.name).to.equal('StorefrontHttpError');
    expect(event.message).to.contain('404');
    expect(event.message).not.to.contain('SyntaxError');
  });

  it('says so when an HTML page comes back with status 200', async () => {
    shop.routes.set(PATH, { body: '<!doctype html><html><body>Shop</body></html>', headers: { 'content-type': 'text/html; charset=utf-8' } });
    const { form, el } = await mountInForm();
    const event = await expectFailure(form, el);
    expect(event.message).to.contain('HTML');
  });

  it('names a 500 and does not retry it', async () => {
    shop.routes.set(PATH, { status: 500, body: '{"error":"internal"}' });
    const { form, el } = await mountInForm();
    const event = await expectFailure(form, el);
    expect(event.message).to.contain('500');
    expect(shop.count(PATH)).to.equal(1);
  });

  // When and how often the client retries is the core table's (test/core/retry.test.ts) and the
  // client's (test/data/client.test.ts); here, what the shopper sees of it.
  it('retries a 429, then renders', async () => {
    const body = await fixture$('coffee');
    let n = 0;
    shop.routes.set(PATH, () => (++n === 1 ? { status: 429, body: '' } : { body }));
    const { form, el } = await mountInForm();
    await loaded(el);
    expect(shop.count(PATH)).to.equal(2);
    expect(formData(form).id).to.equal('45098765432101');
  });

  it('gives up after two retries of a 429 and names the status', async () => {
    shop.routes.set(PATH, { status: 429, body: 'Too many requests' });
    const { form, el } = await mountInForm();
    const event = await expectFailure(form, el);
    expect(event.message).to.contain('429');
    expect(shop.count(PATH)).to.equal(3);
  });

  it('names malformed JSON, never a bare SyntaxError', async () => {
    shop.routes.set(PATH, { body: '{"id": 1, "title": "Coffee", "variants": [' });
    const { form, el } = await mountInForm();
    const event = await expectFailure(form, el);
    expect(event.error.name).to.equal('StorefrontHttpError');
    expect(event.message).to.contain('malformed JSON');
  });

  it('names an empty body', async () => {
    shop.routes.set(PATH, { body: '' });
    const { form, el } = await mountInForm();
    const event = await expectFailure(form, el);
    expect(event.message).to.contain('empty body');
  });

  it('names a JSON body of the wrong shape by its field path', async () => {
    shop.routes.set(PATH, { body: JSON.stringify({ product: { id: 1 } }) });
    const { form, el } = await mountInForm();
    const event = await expectFailure(form, el);
    expect(event.error.name).to.equal('ProductDataError');
    expect(event.message).to.contain(`invalid product data at ${(event.error as Error & { path: string }).path}`);
  });

  it('names a JSON null, array and number body', async () => {
    for (const body of ['null', '[]', '42', 'true']) {
      shop.restore();
      shop = stubStorefront({ [PATH]: { body } });
      const { form, el } = await mountInForm();
      const event = await expectFailure(form, el);
      expect(event.error.name, body).to.equal('ProductDataError');
      expect(event.message, body).to.contain('expected object');
    }
  });

  it('names a JSON string body as wrong data at the root, never a bare SyntaxError', async () => {
    shop.routes.set(PATH, { body: '"organic-coffee"' });
    const { form, el } = await mountInForm();
    const event = await expectFailure(form, el);
    expect(event.error.name).to.equal('ProductDataError');
    expect(event.message).to.contain('invalid product data at (root)');
  });

  it('names the cart when /cart.js fails and the currency is not given', async () => {
    shop.routes.set(PATH, { body: await fixture$('coffee') });
    shop.routes.set('/cart.js', { status: 500, body: '' });
    const { form, el } = await mountInForm('');
    const event = await expectFailure(form, el);
    expect(event.message).to.contain('cart.js').and.to.contain('500');
  });

  it('names a cart without a valid currency', async () => {
    shop.routes.set(PATH, { body: await fixture$('coffee') });
    shop.routes.set('/cart.js', { body: JSON.stringify({ currency: 'euro' }) });
    const { form, el } = await mountInForm('');
    const event = await expectFailure(form, el);
    expect(event.message).to.contain('currency');
  });

  it('retries a failed request on the next load instead of caching the failure', async () => {
    shop.routes.set(PATH, { status: 500, body: '' });
    const { el } = await mountInForm();
    await nextEvent(el, 'shop-product-error');
    shop.routes.set(PATH, { body: await fixture$('coffee') });
    el.handle = null;
    await el.updateComplete;
    el.handle = HANDLE;
    await loaded(el);
    expect(shop.count(PATH)).to.equal(2);
  });

  it('stops submitting the previous product\'s variant when a new handle fails to load', async () => {
    shop.routes.set(PATH, { body: await fixture$('coffee') });
    shop.routes.set('/products/broken.js', { status: 500, body: '' });
    const { form, el } = await mountInForm();
    await loaded(el);
    expect(formData(form).id).to.equal('45098765432101');
    el.handle = 'broken';
    await until(() => el.status === 'error');
    // The coffee variant must not be added to the cart for a product that is not shown.
    expect(formData(form)).not.to.have.property('id');
  });

  it('submits no variant while a new handle is still loading', async () => {
    shop.routes.set(PATH, { body: await fixture$('coffee') });
    shop.routes.set('/products/slow.js', { body: await fixture$('apparel'), delay: 300 });
    const { form, el } = await mountInForm();
    await loaded(el);
    el.handle = 'slow';
    await el.updateComplete;
    expect(el.status).to.equal('loading');
    expect(formData(form)).not.to.have.property('id');
  });
});
