import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/all.js';
import type { ShopBuyButton } from '../../src/all.js';
import { fixture$, mount, stubStorefront, type Storefront } from './helpers.js';

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
