import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import '../../src/all.js';
import type { VariantPicker } from '../../src/all.js';
import { generateProduct, servedAsShop } from '../fixtures/generate.js';
import { accessibleName, fixture$, formData, mount, radio, select, servedRoutes, settled, shadowText, stubStorefront, until, type Storefront } from './helpers.js';

/** A card with a <variant-picker> inside, as a theme writes it. */
async function card(type: 'buttons' | 'select', handle = 'merino-crew-sweater', attrs = 'variant-id="44012345678904"') {
  const { product, el: picker } = await mount<VariantPicker>(
    `<shop-product handle="${handle}" currency="EUR" locale="en" ${attrs}><variant-picker type="${type}"></variant-picker></shop-product>`,
    { inner: 'variant-picker' },
  );
  // No shadow root: the picker's markup is its own light DOM.
  return { product, picker, root: picker };
}

/** The radio for `value` in the option group `option`. */
const radioOf = (root: ParentNode, option: string, value: string) => radio(root, value, option);

const labelText = accessibleName;

/** A card with a button before it, so that Tab has somewhere to come from. */
async function cardWithButtonBefore() {
  const { host, product, el: picker } = await mount<VariantPicker>(
    `<button>Before</button><shop-product handle="merino-crew-sweater" currency="EUR" locale="en" variant-id="44012345678904"><variant-picker></variant-picker></shop-product>`,
    { inner: 'variant-picker' },
  );
  return { host, product, picker, root: picker };
}

describe('<variant-picker>', () => {
  let shop: Storefront;
  beforeEach(async () => {
    shop = stubStorefront({
      '/products/merino-crew-sweater.js': { body: await fixture$('apparel') },
      '/products/stoneware-mug.js': { body: await fixture$('default-title') },
    });
  });
  afterEach(() => shop.restore());

  it('starts on the first available variant', async () => {
    const { product, root } = await card('buttons', 'merino-crew-sweater', '');
    // XS / Navy / Merino is sold out; XS / Oat / Merino is the first available.
    expect(product.variant!.options).to.deep.equal(['XS', 'Oat', 'Merino']);
    expect(radioOf(root, 'Color', 'Oat').checked).to.equal(true);
  });

  it('a state word that comes or goes moves nothing: every value keeps its box, and its name says its state', async () => {
    const { product, root } = await card('buttons', 'merino-crew-sweater', '');
    const labels = [...root.querySelectorAll('label')];
    const boxes = () => labels.map((l) => { const r = l.getBoundingClientRect(); return `${l.querySelector('input')!.value} ${r.left} ${r.top} ${r.width} ${r.height}`; });
    const words = () => labels.map((l) => l.querySelector('.shop-picker__state')?.textContent ?? '');
    const before = boxes();
    const said = words();
    radioOf(root, 'Color', 'Navy').click();
    await settled(product);
    radioOf(root, 'Size', 'M').click();
    await settled(product);
    expect(words(), 'some value gained or lost its word').not.to.deep.equal(said);
    expect(words().filter(Boolean).length, 'a value says its state').to.be.greaterThan(0);
    expect(boxes()).to.deep.equal(before);
    for (const l of labels) {
      const state = ['sold-out', 'unavailable'].find((s) => l.classList.contains(`shop-picker__value--${s}`));
      const input = l.querySelector('input')!;
      expect(accessibleName(input)).to.equal(`${input.value}${state === 'sold-out' ? ', Sold out' : state === 'unavailable' ? ', Unavailable' : ''}`);
    }
  });

  it('two pickers of one product on a page (no form around them) keep their own choices: their radios are two groups', async () => {
    const one = `<shop-product handle="merino-crew-sweater" currency="EUR" locale="en" variant-id="44012345678904"><variant-picker></variant-picker></shop-product>`;
    const { host, product: first } = await mount(one + one);
    const second = host.querySelectorAll('shop-product')[1] as typeof first;
    await settled(second);
    const [a, b] = [...host.querySelectorAll('variant-picker')];
    radioOf(a!, 'Size', 'M').click();
    radioOf(b!, 'Size', 'L').click();
    await settled(first);
    await settled(second);
    expect([first.variant!.options[0], second.variant!.options[0]]).to.deep.equal(['M', 'L']);
    expect([radioOf(a!, 'Size', 'M').checked, radioOf(b!, 'Size', 'L').checked], 'each picker shows its own choice').to.deep.equal([true, true]);
  });

  it('renders one fieldset with a legend per option, native radios by default', async () => {
    const { root } = await card('buttons');
    const legends = [...root.querySelectorAll('fieldset > legend')].map((l) => l.textContent!.trim());
    expect(legends).to.deep.equal(['Size: S', 'Color: Navy', 'Material: Merino']);
    expect(root.querySelectorAll('fieldset.shop-picker__option').length).to.equal(3);
    expect(radioOf(root, 'Size', 'XS').type).to.equal('radio');
    expect(radioOf(root, 'Size', 'S').checked).to.equal(true);
  });

  it('names a sold-out value "M, Sold out" in the browser\'s own accessibility tree (no space before the comma)', async function () {
    await card('buttons');
    const names = await executeServerCommand<string[] | false, string>('ax-names', 'radio');
    // Only Chromium is driven over the DevTools protocol, where the computed names can be read.
    if (!names) this.skip();
    expect(names!.find((n) => n.startsWith('M'))).to.equal('M, Sold out');
    expect(names!.filter((n) => / ,/.test(n))).to.deep.equal([]);
  });

  it('says sold out and unavailable in visible text and the accessible name, and keeps them selectable', async () => {
    const { root, product, picker } = await card('buttons');
    // Start: S / Navy / Merino. M / Navy / Merino is sold out; S / Forest / Cashmere blend does not exist.
    const m = radioOf(root, 'Size', 'M');
    expect(labelText(m)).to.equal('M, Sold out');
    expect(m.closest('label')!.classList.contains('shop-picker__value--sold-out')).to.equal(true);
    expect(m.disabled).to.equal(false);
    product.selectOption('Color', 'Forest');
    await picker.updateComplete;
    const cashmere = radioOf(root, 'Material', 'Cashmere blend');
    expect(labelText(cashmere)).to.equal('Cashmere blend, Unavailable');
    expect(cashmere.closest('label')!.classList.contains('shop-picker__value--unavailable')).to.equal(true);
    m.click();
    await picker.updateComplete;
    expect(product.variant!.options).to.deep.equal(['M', 'Forest', 'Merino']);
  });

  it('moves to the first available variant keeping earlier options when a combination does not exist', async () => {
    const { root, product, picker } = await card('buttons', 'merino-crew-sweater', 'variant-id="44012345678905"');
    expect(product.variant!.options).to.deep.equal(['S', 'Navy', 'Cashmere blend']);
    radioOf(root, 'Color', 'Forest').click(); // no Forest in Cashmere blend
    await picker.updateComplete;
    expect(product.variant!.options).to.deep.equal(['S', 'Forest', 'Merino']);
    expect(radioOf(root, 'Material', 'Merino').checked).to.equal(true);
  });

  it('keeps focus on the chosen control after a choice', async () => {
    const { root, picker } = await card('buttons');
    const l = radioOf(root, 'Size', 'L');
    l.focus();
    l.click();
    await picker.updateComplete;
    expect(document.activeElement).to.equal(l);
    expect(l.checked).to.equal(true);
  });

  it('ends on the last click after rapid clicks', async () => {
    const { root, product, picker } = await card('buttons');
    for (const size of ['XS', 'M', 'L', 'XL', 'S', 'L']) radioOf(root, 'Size', size).click();
    await picker.updateComplete;
    expect(product.variant!.options[0]).to.equal('L');
    expect(radioOf(root, 'Size', 'L').checked).to.equal(true);
    expect([...root.querySelectorAll('input:checked')].map((i) => (i as HTMLInputElement).value)).to.deep.equal(['L', 'Navy', 'Merino']);
  });

  it('a click at 2,048 variants writes only the state of the values whose state or choice changed, and the chosen value beside the name', async () => {
    for (const [path, route] of Object.entries(servedRoutes('jeans', servedAsShop({ ...generateProduct(2048), handle: 'jeans' })))) shop.routes.set(path, route);
    const { product, picker, root } = await card('buttons', 'jeans', '');
    // Every page of the JSON view in (no click waits for one).
    await until(() => !!product.product?.complete);
    await settled(product);
    const labels = [...root.querySelectorAll('label')];
    const states = () => labels.map((l) => `${l.className} ${l.querySelector('input')!.checked}`);
    const before = states();
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    radioOf(root, 'Size', '29').click();
    await settled(product);
    observer.disconnect();
    const after = states();
    const changed = labels.filter((_, i) => before[i] !== after[i]);
    // The chosen size moved, and some colours and styles became (or stopped being) sold out.
    expect(changed.length).to.be.greaterThan(2);
    // The size's legend says the new size: its text node's data is the one other write.
    const legends = records.filter((r) => r.target.parentNode?.nodeName === 'LEGEND');
    expect(legends.map((r) => `${r.type} ${r.target.textContent}`)).to.deep.equal(['characterData Size: 29']);
    // Else a value's state class, the checked radio and its state word: made, removed or its text changed where
    // its state did; no other element made or removed.
    const values = records.filter((r) => !legends.includes(r));
    expect(new Set(values.map((r) => `${r.type} ${r.attributeName}`))).to.include.all.keys('attributes class', 'attributes checked');
    for (const r of values) {
      expect(['attributes class', 'attributes checked', 'childList null', 'characterData null'], 'a write of another kind').to.include(`${r.type} ${r.attributeName}`);
      const moved = [...r.addedNodes, ...r.removedNodes];
      expect(moved.every((n) => n instanceof Element && n.className === 'shop-picker__state'), 'only state words made or removed').to.equal(true);
      if (r.type === 'characterData') expect(r.target.parentElement!.className).to.equal('shop-picker__state');
    }
    const at = (r: MutationRecord) => (r.target instanceof Element ? r.target : r.target.parentElement!).closest('label');
    expect([...new Set(values.map(at))]).to.have.members(changed);
    // …and what the values say follows their state.
    expect(shadowText(picker)).to.include('Sold out');
    expect(changed.map((l) => accessibleName(l.querySelector('input')!))).to.deep.equal(
      changed.map((l) => `${l.querySelector('input')!.value}${l.classList.contains('shop-picker__value--sold-out') ? ', Sold out' : ''}`),
    );
  });

  it('type="select": a select per option, states in option text', async () => {
    const { root, product, picker } = await card('select');
    expect(root.querySelectorAll('select').length).to.equal(3);
    const size = select(root, 'Size');
    expect(size.className).to.equal('shop-picker__select');
    expect([...size.options].map((o) => o.text)).to.deep.equal(['XS — Sold out', 'S', 'M — Sold out', 'L', 'XL']);
    size.focus();
    size.value = 'XL';
    size.dispatchEvent(new Event('change', { bubbles: true })); // as the browser's, which bubbles
    await picker.updateComplete;
    expect(product.variant!.options).to.deep.equal(['XL', 'Navy', 'Merino']);
    expect(size.value).to.equal('XL');
  });

  it('reaches the options with Tab and moves through sizes with the arrow keys', async () => {
    const { root, product, picker, host } = await cardWithButtonBefore();
    host.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    // Tab lands on the checked radio of the first group.
    expect(document.activeElement).to.equal(radioOf(root, 'Size', 'S'));
    await sendKeys({ press: 'ArrowRight' });
    await picker.updateComplete;
    expect(product.variant!.options).to.deep.equal(['M', 'Navy', 'Merino']);
    expect(radioOf(root, 'Size', 'M').checked).to.equal(true);
    expect(document.activeElement).to.equal(radioOf(root, 'Size', 'M'));
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await picker.updateComplete;
    expect(product.variant!.options[0]).to.equal('XS');
    // The next Tab leaves the group for the colours.
    await sendKeys({ press: 'Tab' });
    expect(accessibleName(document.activeElement as HTMLInputElement)).to.match(/^(Navy|Oat|Forest)/);
    expect((document.activeElement as HTMLInputElement).checked).to.equal(true);
  });

  it('chooses a focused value with Space', async () => {
    const { root, product, picker } = await card('buttons');
    const xl = radioOf(root, 'Size', 'XL');
    xl.focus();
    // Space, as the character: Firefox's WebDriver BiDi keyboard does not know the key name 'Space'.
    await sendKeys({ press: ' ' });
    await picker.updateComplete;
    expect(product.variant!.options[0]).to.equal('XL');
    expect(xl.checked).to.equal(true);
  });

  it('its radios are the form\'s own controls, post nothing but the one id, and follow form.reset()', async () => {
    const { host, product, el: picker } = await mount<VariantPicker>(
      '<shop-product handle="merino-crew-sweater" currency="EUR" locale="en" variant-id="44012345678904"><variant-picker></variant-picker></shop-product>',
      { form: true, inner: 'variant-picker' },
    );
    const form = host as HTMLFormElement;
    const l = radioOf(picker, 'Size', 'L');
    expect(l.form, 'in the form: Enter on it submits it').to.equal(form);
    l.click();
    await settled(product);
    // The native post, a theme's `new FormData(form)`: the elements' id alone, never a stray option value.
    expect([...new FormData(form).keys()]).to.deep.equal(['id']);
    expect(formData(form)).to.deep.equal({ id: product.variant!.id });
    expect(product.variant!.options[0]).to.equal('L');
    form.reset();
    await settled(product);
    expect(product.variant!.id).to.equal('44012345678904');
    expect([...picker.querySelectorAll<HTMLInputElement>('input:checked')].map((i) => i.value)).to.deep.equal(['S', 'Navy', 'Merino']);
    expect(picker.querySelector('legend')!.textContent).to.equal('Size: S');
  });

  it('a product in a theme\'s form elsewhere (form="…"): its radios are that form\'s, and post nothing', async () => {
    const { host, product, el: picker } = await mount<VariantPicker>(
      '<form id="theme-form"><input type="hidden" name="id" value="44012345678904"><input name="quantity" value="1"></form><shop-product handle="merino-crew-sweater" currency="EUR" locale="en" form="theme-form" variant-id="44012345678904"><variant-picker></variant-picker></shop-product>',
      { inner: 'variant-picker' },
    );
    const form = host.querySelector('form')!;
    const xl = radioOf(picker, 'Size', 'XL');
    expect(xl.form).to.equal(form);
    xl.click();
    await settled(product);
    expect(formData(form)).to.deep.equal({ id: product.variant!.id, quantity: '1' });
    expect(product.variant!.options[0]).to.equal('XL');
  });

  it('shows no picker for a Default Title product', async () => {
    const { root } = await card('buttons', 'stoneware-mug');
    expect(root.querySelector('fieldset')).to.equal(null);
  });

  it('is accessible as buttons and as selects', async () => {
    const buttons = await card('buttons');
    await expect(buttons.picker).to.be.accessible();
    const selects = await card('select');
    await expect(selects.picker).to.be.accessible();
  });
});
