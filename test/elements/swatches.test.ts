import { expect } from '@open-wc/testing';
import { executeServerCommand, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/all.js';
import { VariantPicker } from '../../src/all.js';
import { accessibleName, fixture$, mount, radio, settled, shadowText, stubStorefront, type Storefront } from './helpers.js';

// The overshirt: Color (Sand, Navy, Olive, Rust) × Size (S, M, L); Navy / M and Olive / S are sold
// out, Rust / L does not exist. Swatch data as the platform's Liquid gives it (`value.swatch`):
// colours for Sand, Navy, Olive and an image for Rust (test/fixtures/overshirt-swatches.json).
let shop: Storefront;
let swatchJson: string;

const script = (json: string) => `<script type="application/json" data-swatches>${json}</script>`;

async function picker(attrs = '', { json = swatchJson, onProduct = false, size = 'S' } = {}) {
  const { product, el } = await mount<VariantPicker>(
    `<shop-product handle="linen-overshirt" currency="EUR" locale="en">${onProduct ? script(json) : ''}<variant-picker ${attrs}>${onProduct ? '' : script(json)}</variant-picker></shop-product>`,
    { inner: 'variant-picker' },
  );
  product.selectOption('Size', size);
  await settled(product);
  // No shadow root: the picker's markup is its own light DOM.
  return { product, picker: el, root: el };
}

const label = (root: ParentNode, value: string) => radio(root, value, 'Color').closest('label')!;
const chip = (root: ParentNode, value: string) => label(root, value).querySelector<HTMLElement>('.shop-picker__swatch');
/** A swatch's name (and state): its `.shop-picker__label`. */
const nameOf = (root: ParentNode, value: string) => label(root, value).querySelector<HTMLElement>('.shop-picker__label')!;
const colorOf = (el: Element) => getComputedStyle(el).backgroundColor;
/** The legends and value names a shopper sees: a swatch's name only where its label is not clipped (hover, focus, swatch-labels). */
const shown = (root: ParentNode) => [...root.querySelectorAll('legend, .shop-picker__name')]
  .filter((e) => { const label = e.closest('.shop-picker__label'); return !label || getComputedStyle(label).clipPath === 'none'; })
  .map((e) => e.textContent);

describe('<variant-picker> swatches', () => {
  before(async () => {
    swatchJson = await (await fetch(new URL('../fixtures/overshirt-swatches.json', import.meta.url))).text();
  });
  beforeEach(async () => {
    shop = stubStorefront({ '/products/linen-overshirt.js': { body: await fixture$('overshirt') } });
  });
  afterEach(() => shop.restore());

  it('draws colour and image swatches from data-swatches; the other option keeps its names', async () => {
    const { root } = await picker();
    expect(colorOf(chip(root, 'Sand')!)).to.equal('rgb(216, 199, 163)');
    expect(colorOf(chip(root, 'Navy')!)).to.equal('rgb(31, 42, 68)');
    expect(colorOf(chip(root, 'Olive')!)).to.equal('rgb(107, 112, 62)');
    // The merchant's image as the snippet draws it: its 96 px file shown at 48 px.
    const rust = chip(root, 'Rust')!.querySelector('img')!;
    expect([rust.getAttribute('src'), rust.alt, rust.getAttribute('loading'), rust.getAttribute('width')]).to.deep.equal(['/cdn/shop/files/swatch-rust-weave.png?v=1718203200', '', 'lazy', '48']);
    expect(radio(root, 'M', 'Size').closest('label')!.querySelector('.shop-picker__swatch')).to.equal(null);
    // The chips are square and the same size.
    const box = chip(root, 'Sand')!.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(20);
    expect(box.height).to.equal(box.width);
  });

  it('reads data-swatches from <shop-product> too, and that script is not taken for the product', async () => {
    const { root, product } = await picker('', { onProduct: true });
    expect(product.product!.title).to.equal('Linen Overshirt');
    expect(colorOf(chip(root, 'Sand')!)).to.equal('rgb(216, 199, 163)');
  });

  it('draws the swatches in the default layout too (a <shop-product> with no elements inside): its data-swatches is read', async () => {
    const { product } = await mount(`<shop-product handle="linen-overshirt" currency="EUR" locale="en">${script(swatchJson)}</shop-product>`);
    const root = product.querySelector('variant-picker.shop-product__picker')!;
    expect(colorOf(chip(root, 'Sand')!)).to.equal('rgb(216, 199, 163)');
    expect(chip(root, 'Rust')!.querySelector('img')).not.to.equal(null);
  });

  it('keeps the radios named by the value (and its state), never by the swatch', async () => {
    const { root } = await picker('', { size: 'M' });
    expect(['Sand', 'Navy', 'Olive', 'Rust'].map((v) => accessibleName(radio(root, v, 'Color')))).to.deep.equal(['Sand', 'Navy, Sold out', 'Olive', 'Rust']);
    expect(radio(root, 'Sand', 'Color').type).to.equal('radio');
  });

  it('ignores colours the browser does not take, and a script that is not JSON: those values show their names', async () => {
    const json = JSON.stringify({ Color: { Sand: { color: 'red; background: url(/x.png)' }, Navy: { color: 'url(javascript:alert(1))' }, Olive: { color: 42 }, Rust: { color: 'expression(alert(1))' } }, Size: { S: { color: 'rgb(0 0 0)' } } });
    const { root } = await picker('', { json });
    expect(['Sand', 'Navy', 'Olive', 'Rust'].map((v) => chip(root, v))).to.deep.equal([null, null, null, null]);
    expect(shadowText(root)).to.contain('Sand');
    // A valid one is drawn, in any option.
    expect(colorOf(radio(root, 'S', 'Size').closest('label')!.querySelector('.shop-picker__swatch')!)).to.equal('rgb(0, 0, 0)');
    const broken = await picker('', { json: '{"Color": {"Sand": ' });
    expect(chip(broken.root, 'Sand')).to.equal(null);
    expect(shadowText(broken.root)).to.contain('Sand');
  });

  it('falls back to the name for a value without swatch data', async () => {
    const { root } = await picker('', { json: JSON.stringify({ Color: { Sand: { color: '#d8c7a3' } } }) });
    expect(chip(root, 'Sand')).not.to.equal(null);
    expect(chip(root, 'Navy')).to.equal(null);
    expect(shadowText(root)).to.contain('Navy');
  });

  it('swatches="Color" shows each value’s variant image (before any data-swatches for that option)', async () => {
    const { root } = await picker('swatches="Color"');
    expect(['Sand', 'Navy', 'Olive', 'Rust'].map((v) => chip(root, v)!.querySelector('img')!.getAttribute('src'))).to.deep.equal(
      ['sand', 'navy', 'olive', 'rust'].map((c) => `/cdn/shop/files/linen-overshirt-${c}.png?v=1718203200`),
    );
    expect(radio(root, 'S', 'Size').closest('label')!.querySelector('.shop-picker__swatch')).to.equal(null);
  });

  it('shows names only on hover and focus, or below the swatch with swatch-labels', async () => {
    const { root } = await picker();
    // Only the chosen colour's name shows, beside the option's (the legend).
    expect(shown(root)).to.deep.equal(['Color: Sand', 'Size: S', 'S', 'M', 'L']);
    const name = nameOf(root, 'Sand');
    expect(name.getBoundingClientRect().width).to.be.lessThan(2);
    // Keyboard focus from the button before the card: Tab lands on the chosen swatch.
    const before = document.createElement('button');
    root.closest('shop-product')!.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(radio(root, 'Sand', 'Color'));
    expect(getComputedStyle(name).clipPath).to.equal('none');
    expect(name.getBoundingClientRect().width).to.be.greaterThan(20);
    before.remove();
    const labelled = await picker('swatch-labels');
    expect(shown(labelled.root)).to.deep.equal(['Color: Sand', 'Sand', 'Navy', 'Olive', 'Rust', 'Size: S', 'S', 'M', 'L']);
    // Below the chip.
    expect(nameOf(labelled.root, 'Sand').getBoundingClientRect().top).to.be.greaterThan(chip(labelled.root, 'Sand')!.getBoundingClientRect().bottom - 1);
  });

  it('a mouse click leaves no name on screen (it would cover the next option); the legend says the chosen colour', async () => {
    const { root, product } = await picker();
    const legend = radio(root, 'Sand', 'Color').closest('fieldset')!.querySelector('legend')!;
    expect(legend.textContent).to.equal('Color: Sand');
    const box = chip(root, 'Olive')!.getBoundingClientRect();
    try {
      await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
      await settled(product);
      expect(document.activeElement).to.equal(radio(root, 'Olive', 'Color'));
      expect(legend.textContent).to.equal('Color: Olive');
      // The pointer moves on: nothing is left over the next option's name.
      await sendMouse({ type: 'move', position: [0, 0] });
      const name = nameOf(root, 'Olive');
      expect(getComputedStyle(name).clipPath).to.equal('inset(50%)');
      expect(name.getBoundingClientRect().width).to.be.lessThan(2);
    } finally {
      await resetMouse();
    }
  });

  it('marks sold-out and unavailable swatches visibly and differently', async () => {
    // Size L: Rust / L does not exist. Size M: Navy / M is sold out.
    const { root, product, picker: el } = await picker('', { size: 'L' });
    const line = (value: string) => getComputedStyle(chip(root, value)!, '::after').content;
    expect(label(root, 'Rust').classList.contains('shop-picker__value--unavailable')).to.equal(true);
    expect(line('Rust')).not.to.equal('none');
    expect(getComputedStyle(label(root, 'Rust')).borderStyle).to.equal('dashed');
    expect(line('Sand')).to.equal('none');
    product.selectOption('Size', 'M');
    await el.updateComplete;
    expect(label(root, 'Navy').classList.contains('shop-picker__value--sold-out')).to.equal(true);
    expect(line('Navy')).not.to.equal('none');
    expect(getComputedStyle(label(root, 'Navy')).borderStyle).to.equal('solid');
    expect(line('Rust')).to.equal('none');
  });

  it('in forced colours keeps the swatch colours, the line through sold out, the dashed border and the chosen value', async () => {
    const emulated = await executeServerCommand<boolean, boolean>('forced-colors', true);
    try {
      if (!emulated) {
        // Firefox and WebKit cannot be switched to forced colours from a test: check the page's style
        // sheets as the browser parsed them (shop-elements.css), rule by rule, against the picker's elements.
        const { root } = await picker('', { size: 'L' });
        const flat = (list: CSSRuleList): CSSRule[] => [...list].flatMap((r) => [r, ...(r instanceof CSSGroupingRule ? flat(r.cssRules) : [])]);
        const sheets = [...document.styleSheets];
        const styleRules = (list: CSSRule[]) => list.filter((r): r is CSSStyleRule => r instanceof CSSStyleRule);
        const forced = sheets.flatMap((sheet) => flat(sheet.cssRules))
          .filter((r): r is CSSMediaRule => r instanceof CSSMediaRule && r.media.mediaText.replace(/\s/g, '') === '(forced-colors:active)');
        const forcedRules = styleRules(forced.flatMap((m) => flat(m.cssRules)));
        const value = (el: Element, rules: CSSStyleRule[], property: string) =>
          rules.filter((r) => el.matches(r.selectorText)).map((r) => r.style.getPropertyValue(property).toLowerCase()).filter(Boolean);
        // The chosen value (Sand) stands out: the system's selected-item colour behind it; the others not.
        expect(value(label(root, 'Sand'), forcedRules, 'background-color')).to.include('selecteditem');
        expect(value(label(root, 'Navy'), forcedRules, 'background-color')).to.deep.equal([]);
        // The swatch keeps its colour: forced-color-adjust: none, wherever the browser knows the
        // property (WebKit has no forced colours, and drops it from the parsed sheet).
        const all = styleRules(sheets.flatMap((sheet) => flat(sheet.cssRules)));
        if (CSS.supports('forced-color-adjust', 'none')) {
          expect(value(chip(root, 'Navy')!, all, 'forced-color-adjust')).to.include('none');
        }
        // The line through a value that cannot be bought (Rust) is drawn in system colours, which
        // forced colours keep; its dashed border is not undone there.
        const line = all.filter((r) => r.selectorText.split(',').some((sel) => /::after$/.test(sel.trim()) && chip(root, 'Rust')!.matches(sel.trim().replace(/::after$/, ''))));
        expect(line.map((r) => r.style.getPropertyValue('background-color').toLowerCase())).to.include('canvastext');
        expect(value(label(root, 'Rust'), all, 'border-top-style')).to.include('dashed');
        expect(value(label(root, 'Rust'), forcedRules, 'border-top-style')).to.deep.equal([]);
        return;
      }
      expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
      const { root } = await picker('', { size: 'L' });
      expect(colorOf(chip(root, 'Sand')!)).to.equal('rgb(216, 199, 163)');
      expect(colorOf(chip(root, 'Navy')!)).to.equal('rgb(31, 42, 68)');
      expect(getComputedStyle(chip(root, 'Rust')!, '::after').content).not.to.equal('none');
      expect(getComputedStyle(label(root, 'Rust')).borderStyle).to.equal('dashed');
      // The chosen value stands out: the system's selected-item colour behind it.
      expect(colorOf(label(root, 'Sand'))).not.to.equal(colorOf(label(root, 'Navy')));
    } finally {
      await executeServerCommand('forced-colors', false);
    }
  });

  it('a click changes states only: swatches are drawn once per product', async () => {
    const { root, product } = await picker();
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    radio(root, 'Navy', 'Color').click();
    radio(root, 'M', 'Size').click();
    await settled(product);
    observer.disconnect();
    expect(records.length).to.be.greaterThan(0);
    // Besides the states, only the legends' text: the chosen value beside each option's name.
    const legends = records.filter((r) => r.target.parentNode?.nodeName === 'LEGEND');
    expect(legends.map((r) => r.target.textContent)).to.have.members(['Color: Navy', 'Size: M']);
    // Else a value's state class, the checked radio, and its state word made, removed or changed: no swatch drawn again.
    const values = records.filter((r) => !legends.includes(r));
    for (const r of values) {
      expect(['attributes class', 'attributes checked', 'childList null', 'characterData null']).to.include(`${r.type} ${r.attributeName}`);
      expect([...r.addedNodes, ...r.removedNodes].every((n) => n instanceof Element && n.className === 'shop-picker__state'), 'only state words made or removed').to.equal(true);
    }
    expect(new Set(values.map((r) => `${r.type} ${r.attributeName}`))).to.include.all.keys('attributes class', 'attributes checked');
  });

  it('works out the values once per product: a click asks nothing again', async () => {
    // Drawing a value asks the browser whether its swatch colour is a colour (CSS.supports); a click
    // asks for none.
    const { root, product, picker: el } = await picker();
    const supports = CSS.supports as (property: string, value: string) => boolean;
    let asked = 0;
    CSS.supports = ((...args: [string, string]) => (asked++, supports.apply(CSS, args))) as typeof CSS.supports;
    try {
      radio(root, 'Navy', 'Color').click();
      radio(root, 'M', 'Size').click();
      await settled(product);
      expect(asked, 'values worked out again on a click').to.equal(0);
      // The same counter sees a change that is due: another option's swatches are worked out again.
      el.swatches = 'Size';
      await settled(product);
      expect(asked).to.be.greaterThan(0);
    } finally {
      CSS.supports = supports as typeof CSS.supports;
    }
  });

  it('has no accessibility violations', async () => {
    const { picker: el } = await picker('', { size: 'M' });
    await expect(el).to.be.accessible();
    const labelled = await picker('swatch-labels swatches="Color"', { json: '{}' });
    await expect(labelled.picker).to.be.accessible();
  });
});
