import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import '../../src/all.js';
import type { ShopQuantity } from '../../src/all.js';
import { fixture$, formData, mount, stubStorefront, until, type Storefront } from './helpers.js';

const FOREST_M = '44012345678912'; // rule: min 3, max 12, increments of 3 (sent as strings, as real shops do)
const OAT_M = '44012345678911'; // rule: max 5
const NAVY_L = '44012345678913'; // the default rule

/** The apparel fixture with quantity rules on two variants. */
async function ruledApparel(): Promise<string> {
  const product = JSON.parse(await fixture$('apparel')) as { variants: { id: number; quantity_rule?: unknown }[] };
  for (const v of product.variants) {
    if (String(v.id) === FOREST_M) v.quantity_rule = { min: '3', max: 12, increment: '3' };
    else if (String(v.id) === OAT_M) v.quantity_rule = { min: 1, max: 5, increment: 1 };
    else v.quantity_rule = { min: 1, max: null, increment: 1 };
  }
  return JSON.stringify(product);
}

describe('<shop-quantity>', () => {
  let shop: Storefront;
  beforeEach(async () => {
    shop = stubStorefront({ '/products/merino-crew-sweater.js': { body: await ruledApparel() } });
  });
  afterEach(() => shop.restore());

  async function card(variant: string, { attrs = 'currency="EUR"', locale = 'en' } = {}) {
    const { host, product } = await mount(
      `<shop-product handle="merino-crew-sweater" ${attrs} locale="${locale}" variant-id="${variant}"><variant-picker></variant-picker><shop-quantity></shop-quantity></shop-product>
        <button type="submit">Add to cart</button>`,
      { form: true },
    );
    const quantity = host.querySelector('shop-quantity') as ShopQuantity;
    await quantity.updateComplete;
    // Its markup (light DOM, the snippet's): the stepper's input and buttons, the rule's line.
    const input = quantity.querySelector<HTMLInputElement>('.shop-stepper__input')!;
    const minus = quantity.querySelector<HTMLButtonElement>('.shop-stepper__button--decrease')!;
    const plus = quantity.querySelector<HTMLButtonElement>('.shop-stepper__button--increase')!;
    const rule = () => quantity.querySelector('.shop-quantity__rule')!.textContent!.trim();
    return { form: host as HTMLFormElement, product, quantity, input, minus, plus, rule };
  }

  /** Types into the input as a shopper does. */
  async function type(input: HTMLInputElement, text: string) {
    input.focus();
    // Typed over what it holds, as a shopper does (each key an input event): focus may re-render it (the cart's code arriving).
    input.select();
    await sendKeys({ type: text });
  }

  it('is − / input / + with accessible names; the default rule says nothing; submits quantity', async () => {
    const { form, quantity, input, minus, plus, rule } = await card(NAVY_L);
    expect([minus.getAttribute('aria-label'), plus.getAttribute('aria-label')]).to.deep.equal(['Decrease quantity', 'Increase quantity']);
    expect(input.labels![0]!.textContent).to.equal('Quantity');
    expect([input.type, input.inputMode, input.value]).to.deep.equal(['number', 'numeric', '1']);
    expect(rule()).to.equal('');
    expect(formData(form)).to.deep.equal({ id: NAVY_L, quantity: '1' });
    expect(minus.getAttribute('aria-disabled')).to.equal('true');
    expect(plus.getAttribute('aria-disabled')).to.equal('false');
    expect(quantity.matches(':state(rule)')).to.equal(false);
    await expect(quantity).to.be.accessible();
  });

  it('steps by the variant\'s rule, shows it, and is disabled at its bounds', async () => {
    const { form, quantity, input, minus, plus, rule } = await card(FOREST_M);
    expect(rule()).to.equal('Minimum 3 · increments of 3 · maximum 12');
    expect(quantity.matches(':state(rule)')).to.equal(true);
    expect(input.value).to.equal('3');
    expect(minus.getAttribute('aria-disabled')).to.equal('true');
    for (const expected of ['6', '9', '12', '12']) {
      plus.click();
      await quantity.updateComplete;
      expect(input.value).to.equal(expected);
    }
    expect(plus.getAttribute('aria-disabled')).to.equal('true');
    expect(formData(form).quantity).to.equal('12');
    minus.click();
    await quantity.updateComplete;
    expect([input.value, plus.getAttribute('aria-disabled')]).to.deep.equal(['9', 'false']);
  });

  it('a variant change snaps the value onto the new rule', async () => {
    const { product, quantity, input, plus } = await card(FOREST_M);
    plus.click();
    await quantity.updateComplete;
    expect(input.value).to.equal('6');
    product.selectVariant(OAT_M); // max 5
    await quantity.updateComplete;
    expect(input.value).to.equal('5');
    product.selectVariant(NAVY_L); // no rule: 5 is fine
    await quantity.updateComplete;
    expect(input.value).to.equal('5');
    product.selectVariant(FOREST_M); // back to increments of 3: the nearest is 6
    await quantity.updateComplete;
    expect(input.value).to.equal('6');
  });

  it('a typed value off the rule makes it invalid with a message naming the rule: the form does not submit', async () => {
    const { form, quantity, input } = await card(FOREST_M);
    let submits = 0;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submits += 1;
    });
    await type(input, '4');
    await quantity.updateComplete;
    expect(quantity.validationMessage).to.equal('This quantity is not possible. Minimum 3 · increments of 3 · maximum 12.');
    expect(quantity.validity.stepMismatch).to.equal(true);
    expect(quantity.matches(':invalid')).to.equal(true);
    form.requestSubmit();
    expect(submits).to.equal(0);
    await type(input, '15');
    await quantity.updateComplete;
    expect(quantity.validity.rangeOverflow).to.equal(true);
    await type(input, '9');
    await quantity.updateComplete;
    expect(quantity.validity.valid).to.equal(true);
    expect(formData(form).quantity).to.equal('9');
    // Enter in the input submits the form, as in a native one.
    await sendKeys({ press: 'Enter' });
    expect(submits).to.equal(1);
  });

  it('the message names the minimum even for the default rule', async () => {
    const { quantity, input } = await card(NAVY_L);
    await type(input, '0');
    await quantity.updateComplete;
    expect(quantity.validationMessage).to.equal('This quantity is not possible. Minimum 1.');
  });

  it('gives − and + a 44 by 44 px target on a touch screen (pointer: coarse), 2.5em with a mouse', async function () {
    const { minus, plus } = await card(NAVY_L);
    const size = (b: HTMLElement) => [Math.round(b.getBoundingClientRect().width), Math.round(b.getBoundingClientRect().height)];
    expect(size(plus)).to.deep.equal([40, 40]); // 2.5em of the page's 16 px
    // Only Chromium's pointer can be emulated here (the DevTools protocol).
    if (!(await executeServerCommand<boolean, string>('pointer', 'coarse'))) this.skip();
    try {
      expect(matchMedia('(pointer: coarse)').matches).to.equal(true);
      expect([size(minus), size(plus)]).to.deep.equal([[44, 44], [44, 44]]);
    } finally {
      await executeServerCommand('pointer', null);
    }
  });

  it('no layout shift when the rule text appears', async () => {
    const { product, quantity } = await card(NAVY_L);
    const before = quantity.getBoundingClientRect().height;
    product.selectVariant(FOREST_M);
    await quantity.updateComplete;
    expect(quantity.querySelector('.shop-quantity__rule')!.textContent).to.not.equal('');
    expect(quantity.getBoundingClientRect().height).to.equal(before);
  });

  it('"2 in cart" from the /cart.js the currency came from (no other request), and the maximum counts them', async () => {
    // One scripted /cart.js (the product is this file's own ruled fixture, which the fake does not
    // serve); the fake's cart and an add through the button: cart-fake.test.ts.
    shop.routes.set('/cart.js', { body: JSON.stringify({ currency: 'EUR', item_count: 2, items: [{ key: 'k1', variant_id: Number(FOREST_M), quantity: 2 }] }) });
    const { quantity, input, plus, rule } = await card(FOREST_M, { attrs: '' });
    await until(() => rule().endsWith('in cart'));
    expect(rule()).to.equal('Minimum 3 · increments of 3 · maximum 12 · 2 in cart');
    expect(quantity.matches(':state(in-cart)')).to.equal(true);
    expect(input.max).to.equal('10');
    plus.click();
    plus.click();
    plus.click();
    await quantity.updateComplete;
    expect(input.value).to.equal('9');
    expect(shop.count('/cart.js')).to.equal(1);
  });

  it('with the currency attribute no cart is read for it', async () => {
    // The cart is read for the currency before the product shows: by the time the card is ready it would have been.
    const { rule } = await card(FOREST_M);
    expect(shop.count('/cart.js')).to.equal(0);
    expect(rule()).to.equal('Minimum 3 · increments of 3 · maximum 12');
  });

  it('speaks German', async () => {
    const { minus, plus, input, rule } = await card(FOREST_M, { locale: 'de' });
    expect([minus.getAttribute('aria-label'), plus.getAttribute('aria-label'), input.labels![0]!.textContent]).to.deep.equal(['Menge verringern', 'Menge erhöhen', 'Menge']);
    expect(rule()).to.equal('Mindestens 3 · in Schritten von 3 · höchstens 12');
  });

  it('form.reset() goes back to the rule\'s minimum', async () => {
    const { form, quantity, input, plus } = await card(FOREST_M);
    plus.click();
    await quantity.updateComplete;
    form.reset();
    await quantity.updateComplete;
    expect(input.value).to.equal('3');
  });

  it('is a form control like the platform\'s: form, name, value, validity, validationMessage, checkValidity(), reportValidity()', async () => {
    const { form, quantity, input } = await card(FOREST_M);
    expect(quantity.form).to.equal(form);
    expect([quantity.name, quantity.value, quantity.validity.valid, quantity.validationMessage]).to.deep.equal(['quantity', 3, true, '']);
    expect([quantity.checkValidity(), quantity.reportValidity()]).to.deep.equal([true, true]);
    quantity.setAttribute('name', 'qty');
    await quantity.updateComplete;
    expect(formData(form)).to.deep.equal({ id: FOREST_M, qty: '3' });
    await type(input, '4');
    await quantity.updateComplete;
    let invalid = 0;
    quantity.addEventListener('invalid', () => (invalid += 1));
    expect([quantity.checkValidity(), quantity.reportValidity(), invalid]).to.deep.equal([false, false, 2]);
    expect(quantity.validity.stepMismatch).to.equal(true);
    expect(quantity.validationMessage).to.equal('This quantity is not possible. Minimum 3 · increments of 3 · maximum 12.');
    // Set by theme code: the form value follows at once, as a native input's does.
    quantity.value = 9;
    expect([formData(form).qty, quantity.checkValidity()]).to.deep.equal(['9', true]);
  });

  it('sends `input` and `change` that bubble out of the form on ± and a snap to a new rule (its own, composed) and on typing (the input\'s); the form holds the new value when they arrive', async () => {
    const { form, product, quantity, input, plus, minus } = await card(FOREST_M);
    const heard: [string, string, unknown, boolean][] = [];
    // − / + and a snap are the element's own events (composed); typing is the input's own (its `input` is composed, its `change` is not, as any input's).
    const on = (e: Event) => heard.push([e.type, formData(form).quantity!, quantity.value, e.bubbles && (e.target === input || e.composed)]);
    document.addEventListener('input', on);
    document.addEventListener('change', on);
    try {
      plus.click();
      expect(heard.splice(0)).to.deep.equal([['input', '6', 6, true], ['change', '6', 6, true]]);
      minus.click();
      minus.click(); // at the minimum: nothing changes, nothing is sent
      expect(heard.splice(0)).to.deep.equal([['input', '3', 3, true], ['change', '3', 3, true]]);
      await quantity.updateComplete;
      await type(input, '9');
      expect(heard.splice(0)).to.deep.equal([['input', '9', 9, true]]);
      await sendKeys({ press: 'Tab' }); // the typed value is committed when the input loses focus
      expect(heard.splice(0)).to.deep.equal([['change', '9', 9, true]]);
      // A script's input event (an autofill, a test tool): no task boundary before the theme hears it, and the form holds the value already.
      input.value = '12';
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      expect(heard.splice(0)).to.deep.equal([['input', '12', 12, true]]);
      product.selectVariant(OAT_M); // max 5: the value snaps from 9 to 5
      await quantity.updateComplete;
      expect(heard.splice(0)).to.deep.equal([['input', '5', 5, true], ['change', '5', 5, true]]);
      product.selectVariant(NAVY_L); // no rule: 5 stays, nothing is sent
      await quantity.updateComplete;
      expect(heard).to.deep.equal([]);
    } finally {
      document.removeEventListener('input', on);
      document.removeEventListener('change', on);
    }
  });

  it('is disabled while the selection is sold out: nothing to type or press, nothing submitted; usable again on an available one', async () => {
    const NAVY_M = '44012345678909'; // sold out
    const { form, product, quantity, input, plus } = await card(NAVY_L);
    product.selectVariant(NAVY_M);
    await quantity.updateComplete;
    expect([quantity.disabled, input.disabled, plus.getAttribute('aria-disabled'), quantity.matches(':state(disabled)')]).to.deep.equal([true, true, 'true', true]);
    plus.click();
    await quantity.updateComplete;
    expect(input.value).to.equal('1');
    expect(formData(form).quantity).to.equal(undefined);
    product.selectVariant(NAVY_L);
    await quantity.updateComplete;
    expect([quantity.disabled, input.disabled, plus.getAttribute('aria-disabled'), formData(form).quantity]).to.deep.equal([false, false, 'false', '1']);
  });

  it('a disabled fieldset disables it, as it does a native control', async () => {
    const { form, quantity, input } = await card(NAVY_L);
    const fieldset = document.createElement('fieldset');
    form.prepend(fieldset);
    fieldset.append(form.querySelector('shop-product')!);
    fieldset.disabled = true;
    await quantity.updateComplete;
    expect([quantity.disabled, input.disabled, formData(form).quantity]).to.deep.equal([true, true, undefined]);
  });

  it('counts as a shop element: <shop-product> is a provider, not the default layout', async () => {
    const { product } = await card(NAVY_L);
    await product.updateComplete;
    // It writes none of its own parts (layout.ts): no price, and the theme's two elements as they were.
    expect(!!product.querySelector('shop-price')).to.equal(false);
    expect([...product.children].filter((e) => !e.matches('.shop-product__status')).map((e) => e.localName)).to.deep.equal(['variant-picker', 'shop-quantity']);
  });
});
