// The elements inside Dawn's product section (docs/dawn.md): the snippet rendered with
// `form_id: product_form_id` beside Dawn's buy buttons, Dawn's `<product-form>` posting the form with
// fetch from its own submit listener, added before the elements were defined (Dawn's product-form.js
// and our theme file load in either order). What the recipe claims: one id posted; a sold-out choice
// never posted, Dawn's handler or not; the button Dawn drew disabled ("Sold out", landing on a sold-out
// `?variant=`) enabled for a choice that can be bought and disabled again for one that cannot; Dawn's
// hidden id following the choice.
import { expect } from '@open-wc/testing';
import type { ShopProduct } from '../../src/all.js';
import { radio, settled, stubStorefront, until, type Storefront } from './helpers.js';
import { TEE } from './tee.js';

/**
 * Dawn 15's `<product-form>` (assets/product-form.js), as far as the form goes: it enables the hidden
 * id the server disabled, and its submit listener on the form prevents the navigation and posts the
 * form with fetch, unless its button is `aria-disabled`. It never looks at `defaultPrevented`.
 * In its constructor, as Dawn's is (the page's markup is parsed before Dawn's deferred script runs).
 */
/* eslint-disable wc/no-constructor-attributes */
class DawnProductForm extends HTMLElement {
  constructor() {
    super();
    const form = this.querySelector('form')!;
    form.querySelector<HTMLInputElement>('[name=id]')!.disabled = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (this.querySelector('[type="submit"]')!.getAttribute('aria-disabled') === 'true') return;
      const headers = { Accept: 'application/javascript', 'X-Requested-With': 'XMLHttpRequest' };
      void fetch('/cart/add', { method: 'POST', headers, body: new FormData(form) });
    });
  }
}
/* eslint-enable wc/no-constructor-attributes */

/**
 * A Dawn product page: the snippet's output with `form_id` (no id of its own, the theme's "Add to
 * cart" words) in the product info, then buy-buttons.liquid's markup for the variant the page landed
 * on (`?variant=`): a sold-out one draws the hidden id and the button `disabled`, the button "Sold out".
 */
function dawnPage(section: string, variantId: number) {
  const available = TEE.variants.find((v) => v.id === variantId)!.available;
  const formId = `product-form-${section}`;
  const host = document.createElement('div');
  host.innerHTML = `
    <section class="product__info-container">
      <shop-product form="${formId}" handle="tee" root="/" currency="EUR" locale="en" variant-id="${variantId}" sync-url data-add-to-cart="Add to cart">
        <script type="application/json">${JSON.stringify(TEE)}</script>
        <variant-picker></variant-picker>
      </shop-product>
      <product-form class="product-form" data-section-id="${section}">
        <form method="post" action="/cart/add" id="${formId}" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form">
          <input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="✓">
          <input type="hidden" name="id" value="${variantId}" ${available ? '' : 'disabled'} class="product-variant-id">
          <div class="product-form__buttons">
            <button id="ProductSubmitButton-${section}" type="submit" name="add" class="product-form__submit button button--full-width button--primary" ${available ? '' : 'disabled'}>
              <span>${available ? 'Add to cart' : 'Sold out'}</span>
              <div class="loading__spinner hidden"></div>
            </button>
          </div>
        </form>
      </product-form>
    </section>`;
  document.body.append(host);
  const form = host.querySelector('form')!;
  const product = host.querySelector('shop-product') as ShopProduct;
  const picker = host.querySelector('variant-picker')!;
  return {
    form, product, button: form.querySelector('button')!, input: form.querySelector<HTMLInputElement>('input[name="id"]')!,
    /** Chooses a size as a shopper does, on the picker. */
    async choose(size: string | RegExp) {
      radio(picker, size, 'Size').click();
      await settled(product);
    },
  };
}

/** Every `id` the form would submit. */
const ids = (form: HTMLFormElement) => new FormData(form).getAll('id').map(String);

describe('in Dawn\'s product section (the theme\'s own form and JavaScript)', () => {
  let shop: Storefront;
  let landedSoldOut: ReturnType<typeof dawnPage>;
  let landedAvailable: ReturnType<typeof dawnPage>;
  /** What Dawn's handler posted: the ids of each `/cart/add` request's body. */
  const posted = () => shop.requests.flatMap((path, i) => path === '/cart/add' ? [(shop.inits[i]!.body as FormData).getAll('id').map(String)] : []);

  before(async () => {
    shop = stubStorefront({ '/cart/add': { body: JSON.stringify({ id: 71003, quantity: 1 }) } });
    customElements.define('product-form', DawnProductForm);
    // The theme's pages and submit listeners first; the elements are defined after.
    landedSoldOut = dawnPage('landed-sold-out', 71002);
    landedAvailable = dawnPage('landed-available', 71001);
    expect(customElements.get('shop-product')).to.equal(undefined);
    await import('../../src/all.js');
    await settled(landedSoldOut.product);
    await settled(landedAvailable.product);
  });
  after(() => shop.restore());
  afterEach(() => history.replaceState(null, '', location.pathname));

  it('a sold-out choice is never posted, though Dawn\'s own handler posts the form: the shopper is told why', async () => {
    const { form, product, button, choose } = landedAvailable;
    await choose(/^M/);
    // Dawn drew the button for a choice it could buy: it stays so (a disabled button could not say why).
    expect(button.disabled).to.equal(false);
    button.click();
    form.requestSubmit();
    await new Promise((r) => setTimeout(r, 50));
    expect(posted()).to.deep.equal([]);
    expect(product.validationMessage).to.match(/sold out/i);
    expect(product.matches(':invalid')).to.equal(true);
  });

  it('an available choice is posted by Dawn\'s handler with exactly one id, the chosen one; Dawn\'s hidden id follows with a change event', async () => {
    const { form, button, input, choose } = landedAvailable;
    const changes: string[] = [];
    form.addEventListener('change', (e) => (e.target as HTMLInputElement).name === 'id' && changes.push((e.target as HTMLInputElement).value));
    await choose('L');
    expect(input.value).to.equal('71003');
    expect(changes).to.deep.equal(['71003']);
    expect(ids(form)).to.deep.equal(['71003']);
    button.click();
    await until(() => posted().length === 1);
    expect(posted()).to.deep.equal([['71003']]);
  });

  it('landing on a sold-out ?variant=: Dawn\'s disabled button is enabled for an available choice and says "Add to cart", then disabled and "Sold out" again', async () => {
    const { form, product, button, input, choose } = landedSoldOut;
    const label = button.querySelector('span')!;
    expect([button.disabled, label.textContent]).to.deep.equal([true, 'Sold out']);
    // Nothing to post yet: a submit (Dawn's handler runs on it) sends nothing.
    form.requestSubmit();
    await new Promise((r) => setTimeout(r, 50));
    const before = posted().length;
    await choose('L');
    expect([button.disabled, label.textContent]).to.deep.equal([false, 'Add to cart']);
    expect([input.value, input.disabled]).to.deep.equal(['71003', false]);
    expect(new URLSearchParams(location.search).get('variant')).to.equal('71003');
    button.click();
    await until(() => posted().length === before + 1);
    expect(posted().at(-1)).to.deep.equal(['71003']);
    await choose(/^M/);
    expect([button.disabled, label.textContent]).to.deep.equal([true, 'Sold out']);
    form.requestSubmit();
    await new Promise((r) => setTimeout(r, 50));
    expect(posted().length).to.equal(before + 1);
    expect(product.validationMessage).to.match(/sold out/i);
    // The spinner Dawn keeps beside its label is left alone.
    expect(button.querySelector('.loading__spinner')).to.not.equal(null);
  });

  it('Horizon\'s button (its words a bare text node beside icon spans): enabled and disabled with the choice, its icons and words left as drawn', async () => {
    const host = document.createElement('div');
    host.innerHTML = `
      <shop-product form="horizon-form" handle="tee" root="/" currency="EUR" locale="en" variant-id="71002" data-add-to-cart="Add to cart">
        <script type="application/json">${JSON.stringify(TEE)}</script>
        <variant-picker></variant-picker>
      </shop-product>
      <form id="horizon-form" action="/cart/add" method="post" data-type="add-to-cart-form">
        <input type="hidden" name="id" ref="variantId" value="71002">
        <button type="submit" name="add" class="button" disabled>Sold out<span class="add-to-cart__added"><span class="svg-wrapper add-to-cart__added-icon"><svg></svg></span></span></button>
      </form>`;
    document.body.append(host);
    try {
      const product = host.querySelector('shop-product') as ShopProduct;
      const button = host.querySelector('button')!;
      const drawn = button.innerHTML;
      await settled(product);
      radio(host.querySelector('variant-picker')!, 'L', 'Size').click();
      await settled(product);
      expect([button.disabled, button.innerHTML]).to.deep.equal([false, drawn]);
      product.selectVariant('71002');
      await settled(product);
      expect([button.disabled, button.innerHTML]).to.deep.equal([true, drawn]);
    } finally {
      host.remove();
    }
  });
});
