import { expect, fixture, html } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct, VariantPicker } from '../../src/all.js';
import { fixture$, loaded, stubStorefront, type Storefront } from './helpers.js';

async function mount(type: 'buttons' | 'select', handle = 'merino-crew-sweater', attrs = 'variant-id="44012345678904"') {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.innerHTML = `<shop-product handle="${handle}" currency="EUR" locale="en" ${attrs}><variant-picker type="${type}"></variant-picker></shop-product>`;
  const product = host.querySelector('shop-product') as ShopProduct;
  await loaded(product);
  const picker = host.querySelector('variant-picker') as VariantPicker;
  await picker.updateComplete;
  return { product, picker, root: picker.shadowRoot! };
}

/** The radio labelled `value` in the fieldset whose legend is `option`. */
function radio(root: ShadowRoot, option: string, value: string): HTMLInputElement {
  const set = [...root.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')!.textContent!.trim() === option)!;
  return [...set.querySelectorAll('input')].find((i) => i.value === value)!;
}

function labelText(input: HTMLInputElement): string {
  return input.closest('label')!.textContent!.replace(/\s+/g, ' ').replace(' ,', ',').trim();
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
    const { product, root } = await mount('buttons', 'merino-crew-sweater', '');
    // XS / Navy / Merino is sold out; XS / Oat / Merino is the first available.
    expect(product.variant!.options).to.deep.equal(['XS', 'Oat', 'Merino']);
    expect(radio(root, 'Color', 'Oat').checked).to.equal(true);
  });

  it('renders one fieldset with a legend per option, native radios by default', async () => {
    const { root } = await mount('buttons');
    const legends = [...root.querySelectorAll('fieldset > legend')].map((l) => l.textContent!.trim());
    expect(legends).to.deep.equal(['Size', 'Color', 'Material']);
    expect(root.querySelectorAll('fieldset[part~="option-group"]').length).to.equal(3);
    expect(radio(root, 'Size', 'XS').type).to.equal('radio');
    expect(radio(root, 'Size', 'S').checked).to.equal(true);
  });

  it('says sold out and unavailable in visible text and the accessible name, and keeps them selectable', async () => {
    const { root, product, picker } = await mount('buttons');
    // Start: S / Navy / Merino. M / Navy / Merino is sold out; S / Forest / Cashmere blend does not exist.
    const m = radio(root, 'Size', 'M');
    expect(labelText(m)).to.equal('M, Sold out');
    expect(m.closest('label')!.getAttribute('part')).to.contain('sold-out');
    expect(m.disabled).to.equal(false);
    product.selectOption('Color', 'Forest');
    await picker.updateComplete;
    const cashmere = radio(root, 'Material', 'Cashmere blend');
    expect(labelText(cashmere)).to.equal('Cashmere blend, Unavailable');
    expect(cashmere.closest('label')!.getAttribute('part')).to.contain('unavailable');
    m.click();
    await picker.updateComplete;
    expect(product.variant!.options).to.deep.equal(['M', 'Forest', 'Merino']);
  });

  it('moves to the first available variant keeping earlier options when a combination does not exist', async () => {
    const { root, product, picker } = await mount('buttons', 'merino-crew-sweater', 'variant-id="44012345678905"');
    expect(product.variant!.options).to.deep.equal(['S', 'Navy', 'Cashmere blend']);
    radio(root, 'Color', 'Forest').click(); // no Forest in Cashmere blend
    await picker.updateComplete;
    expect(product.variant!.options).to.deep.equal(['S', 'Forest', 'Merino']);
    expect(radio(root, 'Material', 'Merino').checked).to.equal(true);
  });

  it('keeps focus on the chosen control after a choice', async () => {
    const { root, picker } = await mount('buttons');
    const l = radio(root, 'Size', 'L');
    l.focus();
    l.click();
    await picker.updateComplete;
    expect(root.activeElement).to.equal(l);
    expect(l.checked).to.equal(true);
  });

  it('ends on the last click after rapid clicks', async () => {
    const { root, product, picker } = await mount('buttons');
    for (const size of ['XS', 'M', 'L', 'XL', 'S', 'L']) radio(root, 'Size', size).click();
    await picker.updateComplete;
    expect(product.variant!.options[0]).to.equal('L');
    expect(radio(root, 'Size', 'L').checked).to.equal(true);
    expect([...root.querySelectorAll('input:checked')].map((i) => (i as HTMLInputElement).value)).to.deep.equal(['L', 'Navy', 'Merino']);
  });

  it('type="select": a select per option, states in option text', async () => {
    const { root, product, picker } = await mount('select');
    const selects = [...root.querySelectorAll('select')];
    expect(selects.length).to.equal(3);
    expect(selects[0]!.getAttribute('part')).to.equal('select');
    expect([...selects[0]!.options].map((o) => o.text)).to.deep.equal(['XS — Sold out', 'S', 'M — Sold out', 'L', 'XL']);
    selects[0]!.value = 'XL';
    selects[0]!.dispatchEvent(new Event('change'));
    await picker.updateComplete;
    expect(product.variant!.options).to.deep.equal(['XL', 'Navy', 'Merino']);
    expect(selects[0]!.value).to.equal('XL');
  });

  it('shows no picker for a Default Title product', async () => {
    const { root } = await mount('buttons', 'stoneware-mug');
    expect(root.querySelector('fieldset')).to.equal(null);
  });

  it('is accessible as buttons and as selects', async () => {
    const buttons = await mount('buttons');
    await expect(buttons.picker).to.be.accessible();
    const selects = await mount('select');
    await expect(selects.picker).to.be.accessible();
  });
});
