// The theme's own form keeps working around the elements: its hidden `<input name="id">` follows the
// choice (apps and the theme's blocks read it), the form submits one id, a `novalidate` form (Dawn's
// product form is one) never posts a choice that cannot be bought, and `form=` reaches a form elsewhere.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct, VariantPicker } from '../../src/all.js';
import { mount, radio, settled, stubStorefront, until, type Storefront } from './helpers.js';
import { TEE } from './tee.js';

/** Every `id` the form would submit (FormData lists a name once per field). */
const ids = (form: HTMLFormElement) => new FormData(form).getAll('id').map(String);

describe('the theme\'s own product form', () => {
  let shop: Storefront;
  beforeEach(() => (shop = stubStorefront({ '/products/tee.js': { body: JSON.stringify(TEE) } })));
  afterEach(() => shop.restore());

  /** Dawn's shape: the hidden id in the form, outside the product element; `novalidate` when asked. */
  async function dawn({ novalidate = false, ajax = false } = {}) {
    const { host, product } = await mount(`
      <input type="hidden" name="id" value="71001">
      <shop-product handle="tee" currency="EUR" locale="en"><variant-picker></variant-picker></shop-product>
      <shop-buy-button ${ajax ? 'ajax' : ''}><button>Add to cart</button></shop-buy-button>`, { form: true });
    const form = host as HTMLFormElement;
    form.noValidate = novalidate;
    const picker = product.querySelector('variant-picker') as VariantPicker;
    return { form, product, picker, input: form.querySelector<HTMLInputElement>(':scope > input[name="id"]')! };
  }

  /** Whether a submit of the form went through (the page is never left: the test stops it last). */
  function submits(form: HTMLFormElement): boolean {
    let passed: boolean | null = null;
    const last = (e: Event) => {
      passed = !e.defaultPrevented;
      e.preventDefault();
    };
    addEventListener('submit', last);
    try {
      // The submit event (or, for a validating form that refuses, none at all) comes within the call.
      form.requestSubmit(form.querySelector('button'));
    } finally {
      removeEventListener('submit', last);
    }
    return passed ?? false;
  }

  it('its hidden id follows the choice, with a change event that bubbles, and the form submits exactly one id', async () => {
    const { form, product, picker, input } = await dawn();
    expect(ids(form)).to.deep.equal(['71001']);
    const changes: string[] = [];
    form.addEventListener('change', (e) => (e.target as HTMLInputElement).name === 'id' && changes.push((e.target as HTMLInputElement).value));
    radio(picker, 'L', 'Size').click();
    await settled(product);
    expect(input.value).to.equal('71003');
    expect(input.disabled).to.equal(false);
    expect(changes).to.deep.equal(['71003']);
    expect(ids(form)).to.deep.equal(['71003']);
  });

  it('a hidden id inside <shop-product> (the server-rendered fallback) follows it too', async () => {
    const { host, product } = await mount('<shop-product handle="tee" currency="EUR" locale="en" variant-id="71003"><input type="hidden" name="id" value="71001"><variant-picker></variant-picker></shop-product>', { form: true });
    expect(ids(host as HTMLFormElement)).to.deep.equal(['71003']);
    (product as ShopProduct).selectVariant('71001');
    await settled(product);
    expect(ids(host as HTMLFormElement)).to.deep.equal(['71001']);
  });

  for (const novalidate of [false, true]) {
    for (const ajax of [false, true]) {
      it(`a sold-out choice never posts${novalidate ? ' from a novalidate form' : ''}${ajax ? ' with ajax' : ''}; an available one does`, async () => {
        const { form, product, picker } = await dawn({ novalidate, ajax });
        radio(picker, /^M/, 'Size').click();
        await settled(product);
        expect(submits(form)).to.equal(false);
        expect(shop.count('/cart/add.js')).to.equal(0);
        // The shopper is told why, where the choice is.
        expect((product as ShopProduct).validationMessage).to.match(/sold out/i);
        radio(picker, 'L', 'Size').click();
        await settled(product);
        if (ajax) shop.routes.set('/cart/add.js', { body: JSON.stringify({ id: 71003, quantity: 1 }) });
        expect(submits(form)).to.equal(!ajax);
        if (ajax) await until(() => shop.count('/cart/add.js') === 1);
      });
    }
  }

  it('form= reaches a form elsewhere on the page: the product outside it submits its id there', async () => {
    const { host, product } = await mount(`
      <form id="sticky-form" action="/cart/add"></form>
      <shop-product form="sticky-form" handle="tee" currency="EUR" locale="en" variant-id="71003"></shop-product>`);
    await settled(product);
    expect(ids(host.querySelector('form')!)).to.deep.equal(['71003']);
  });
});
