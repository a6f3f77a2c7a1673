import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/all.js';
import { ShopProduct, type ShopBuyButton } from '../../src/all.js';
import { fixture$, mount, settled, stubStorefront, until, type Storefront } from './helpers.js';

/** A theme's product form: the button sits outside <shop-product>, as in most themes. */
async function card(attrs: string, locale = 'en') {
  const { host, product } = await mount(
    `<shop-product handle="merino-crew-sweater" currency="EUR" locale="${locale}" ${attrs}><variant-picker></variant-picker></shop-product>
      <shop-buy-button><button type="submit"><svg aria-hidden="true"></svg> Add to cart</button></shop-buy-button>`,
    { form: true },
  );
  const wrapper = host.querySelector('shop-buy-button') as ShopBuyButton;
  await wrapper.updateComplete;
  return { product, wrapper, button: wrapper.querySelector('button')!, form: host as HTMLFormElement };
}

describe('<shop-buy-button>', () => {
  let shop: Storefront;
  beforeEach(async () => {
    shop = stubStorefront({ '/products/merino-crew-sweater.js': { body: await fixture$('apparel') } });
  });
  afterEach(() => shop.restore());

  it('reads "Sold out" and is aria-disabled, still focusable, while the selection is sold out', async () => {
    const { button, wrapper } = await card('variant-id="44012345678909"');
    expect(button.textContent!.trim()).to.equal('Sold out');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.disabled).to.equal(false);
    button.focus();
    expect(document.activeElement === button, 'focus on the button').to.equal(true);
    expect(wrapper.matches(':state(sold-out)')).to.equal(true);
    await expect(wrapper).to.be.accessible();
  });

  it('reads "Unavailable" for a selection no variant has, and its own label again once buyable', async () => {
    const { product, button, wrapper } = await card('variant-id="44012345678904"');
    expect(button.textContent!.trim()).to.equal('Add to cart');
    expect(button.hasAttribute('aria-disabled')).to.equal(false);
    // A value no variant has: the selection keeps it and resolves to no variant.
    product.selectOption('Color', 'Moss');
    expect(product.variant).to.equal(null);
    expect(button.textContent!.trim()).to.equal('Unavailable');
    expect(wrapper.matches(':state(unavailable)')).to.equal(true);
    product.selectVariant('44012345678904');
    expect(button.textContent!.trim()).to.equal('Add to cart');
    expect(button.querySelector('svg')).to.not.equal(null); // the theme's icon is back too
    expect(button.hasAttribute('aria-disabled')).to.equal(false);
  });

  it('speaks German for a German product', async () => {
    const { button } = await card('variant-id="44012345678909"', 'de');
    expect(button.textContent!.trim()).to.equal('Ausverkauft');
  });

  it('follows its product through the product\'s context, whichever comes first in the markup, with no event reaching the document', async () => {
    // A sticky bar's button before the product it buys (for=…): the button is in the page first, the
    // product added after it in the same task. The product's own events are stopped where they start,
    // so only the context can tell the button.
    const host = document.createElement('form');
    host.innerHTML = `<shop-buy-button for="later"><button type="submit">Add to cart</button></shop-buy-button>`;
    document.body.append(host);
    after(() => host.remove());
    const product = document.createElement('shop-product');
    Object.entries({ id: 'later', handle: 'merino-crew-sweater', currency: 'EUR', locale: 'en' }).forEach(([k, v]) => product.setAttribute(k, v));
    product.append(document.createElement('variant-picker'));
    host.append(product);
    for (const type of ['shop-product-load', 'shop-variant-change', 'shop-product-error']) product.addEventListener(type, (e) => e.stopPropagation());
    const wrapper = host.querySelector('shop-buy-button') as ShopBuyButton;
    const button = wrapper.querySelector('button')!;
    await settled(product);
    expect(button.textContent!.trim()).to.equal('Add to cart');
    product.selectVariant('44012345678909');
    await until(() => button.textContent!.trim() === 'Sold out');
    expect(wrapper.matches(':state(sold-out)')).to.equal(true);
    // Gone from the page, it hears no more (its subscription ends).
    wrapper.remove();
    product.selectVariant(product.product!.variants.find((v) => v.available)!.id);
    await settled(product);
    expect(button.textContent!.trim()).to.equal('Sold out');
  });

  it('binds to the button it finds: a button the theme renders anew while sold out says so too, and its own words come back once buyable', async () => {
    const { product, wrapper, button } = await card('variant-id="44012345678909"');
    expect(button.textContent!.trim()).to.equal('Sold out');
    // The theme re-renders its button (a section rendered again): the new one is bound.
    const fresh = Object.assign(document.createElement('button'), { type: 'submit', innerHTML: '<b>Buy</b> now' });
    button.replaceWith(fresh);
    await until(() => fresh.textContent === 'Sold out');
    expect(fresh.getAttribute('aria-disabled')).to.equal('true');
    product.selectVariant('44012345678904');
    await until(() => fresh.textContent === 'Buy now');
    expect(fresh.querySelector('b')).to.not.equal(null);
    expect(fresh.hasAttribute('aria-disabled')).to.equal(false);
    expect(wrapper.shadowRoot, 'no shadow root').to.equal(null);
  });

  it('with ajax, writes its message line once after the button (light DOM, role=status), and takes it away without ajax', async () => {
    const { wrapper, button } = await card('variant-id="44012345678904"');
    expect(wrapper.querySelector('.shop-buy-button__message')).to.equal(null);
    wrapper.ajax = true;
    await wrapper.updateComplete;
    const line = wrapper.querySelector('.shop-buy-button__message')!;
    expect([line.localName, line.getAttribute('role'), line.textContent, line.previousElementSibling === button]).to.deep.equal(['span', 'status', '', true]);
    // One line reserved by the stylesheet, empty as it is.
    expect(line.getBoundingClientRect().height).to.be.greaterThan(10);
    wrapper.requestUpdate();
    await wrapper.updateComplete;
    expect(wrapper.querySelectorAll('.shop-buy-button__message').length).to.equal(1);
    expect(wrapper.querySelector('.shop-buy-button__message') === line, 'the same live region').to.equal(true);
    wrapper.ajax = false;
    await wrapper.updateComplete;
    expect(wrapper.querySelector('.shop-buy-button__message')).to.equal(null);
  });

  it('reaches its product only through the product\'s context: a control of the form that merely looks like a product is passed over', async () => {
    const { host, product } = await mount(
      `<input type="hidden" name="look-alike">
        <shop-product handle="merino-crew-sweater" currency="EUR" locale="en" variant-id="44012345678909"><variant-picker></variant-picker></shop-product>`,
      { form: true, ready: false },
    );
    // A theme's own control with a product's methods (a duck): it is not a product and provides nothing.
    Object.assign(host.querySelector('input')!, { selectVariant: () => true, status: 'ready', root: '/elsewhere/' });
    host.insertAdjacentHTML('beforeend', '<shop-buy-button><button type="submit">Add to cart</button></shop-buy-button>');
    await settled(product);
    const button = host.querySelector('shop-buy-button button')!;
    await until(() => button.textContent!.trim() === 'Sold out');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
  });

  it('finds a product of its form whose class is defined after it, under a theme\'s own tag name, when it connects', async () => {
    const tag = `theme-product-${Math.random().toString(36).slice(2)}`;
    const host = document.createElement('form');
    host.innerHTML = `<${tag} handle="merino-crew-sweater" currency="EUR" locale="en" variant-id="44012345678909"><variant-picker></variant-picker></${tag}>
      <shop-buy-button><button type="submit">Add to cart</button></shop-buy-button>`;
    document.body.append(host);
    after(() => host.remove());
    const wrapper = host.querySelector('shop-buy-button') as ShopBuyButton;
    await wrapper.updateComplete;
    customElements.define(tag, class extends ShopProduct {});
    const product = host.querySelector(tag) as ShopProduct;
    await settled(product);
    const button = wrapper.querySelector('button')!;
    await until(() => button.textContent!.trim() === 'Sold out');
    expect(wrapper.matches(':state(sold-out)')).to.equal(true);
  });

  it('beside a lazy card out of reach, waits for its product to bind: nothing at load, its words once the shopper moves toward it', async () => {
    const { host, product } = await mount(
      `<div style="block-size: 300vh"></div><shop-product loading="lazy" handle="merino-crew-sweater" currency="EUR" variant-id="44012345678909"><variant-picker></variant-picker></shop-product>
        <shop-buy-button><button type="submit">Add to cart</button></shop-buy-button>`,
      { form: true, ready: false },
    );
    const wrapper = host.querySelector('shop-buy-button') as ShopBuyButton;
    const button = wrapper.querySelector('button')!;
    await new Promise((r) => setTimeout(r, 100));
    // A page of 48 cards paid for 48 buttons asking for their products, and asking again at each card's binding.
    expect(wrapper.hasUpdated, 'connected before its product binds').to.equal(false);
    expect(shop.requests.length, 'requests before its product binds').to.equal(0);
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await settled(product);
    await until(() => button.textContent!.trim() === 'Sold out');
    expect(wrapper.matches(':state(sold-out)')).to.equal(true);
  });

  it('beside a lazy card re-drawn in the same form before it bound (a theme re-rendering the card), waits for the new product, not the one removed', async () => {
    const lazyCard = (handle: string, id: string) =>
      `<shop-product loading="lazy" handle="${handle}" currency="EUR" variant-id="${id}"><variant-picker></variant-picker></shop-product>`;
    const { host } = await mount(
      `<div style="block-size: 300vh"></div>${lazyCard('house-blend-coffee', '43200000000001')}
        <shop-buy-button><button type="submit">Add to cart</button></shop-buy-button>`,
      { form: true, ready: false },
    );
    await new Promise((r) => setTimeout(r, 100));
    // The theme draws the card's product and button again; the form stays.
    host.querySelector('shop-product')!.outerHTML = lazyCard('merino-crew-sweater', '44012345678909');
    host.querySelector('shop-buy-button')!.outerHTML = '<shop-buy-button><button type="submit">Add to cart</button></shop-buy-button>';
    const wrapper = host.querySelector('shop-buy-button') as ShopBuyButton;
    const button = wrapper.querySelector('button')!;
    const product = host.querySelector('shop-product') as ShopProduct;
    await new Promise((r) => setTimeout(r, 100));
    expect(wrapper.hasUpdated, 'connected before its product binds').to.equal(false);
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await settled(product);
    await until(() => button.textContent!.trim() === 'Sold out');
    expect(wrapper.matches(':state(sold-out)')).to.equal(true);
  });

  it('a click on a sold-out selection submits nothing', async () => {
    const { button, form } = await card('variant-id="44012345678909"');
    let submits = 0;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submits += 1;
    });
    button.focus();
    await sendKeys({ press: 'Enter' });
    expect(submits).to.equal(0);
  });
});
