// Parts that load on first use: German strings (a module of their own) and elements registered with
// defineLazy. This file is its own page, so German has not loaded when the first test starts.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopPrice, ShopProduct } from '../../src/all.js';
import { defineLazy, defineOnFirstUse, loadElement } from '../../src/elements/shared/define.js';
import { fixture$, loaded, shownTexts as texts, until } from './helpers.js';

describe('<selling-plan-selector>, loaded on first use', () => {
  // First in this page: nothing has asked for the selector's code yet.
  // The URLs the selector's file was loaded from: the elements' (`copy` false) or the test's copy (`?probe`).
  const selectorFile = (copy: boolean) => performance.getEntriesByType('resource').map((e) => new URL(e.name)).filter((url) =>
    url.pathname.endsWith('/elements/selling-plan-selector/selling-plan-selector.ts') && url.searchParams.has('probe') === copy).map(String);
  const selectorCode = () => selectorFile(false);

  it('a product without plans loads none of its code, not even in the default layout', async () => {
    const el = await fixture<ShopProduct>(html`<shop-product currency="EUR" locale="en"><script type="application/json">${await fixture$('apparel')}</script></shop-product>`);
    await loaded(el);
    await el.updateComplete;
    expect(el.querySelector('variant-picker.shop-product__picker'), 'the default layout is drawn').not.to.equal(null);
    expect(el.querySelector('selling-plan-selector'), 'no plan selector for a product without plans').to.equal(null);
    // A load would have been asked for in that render. Time for it: the same file loaded now (a copy
    // of the class module, which registers nothing) is in only after a load asked for before it.
    await import(`../../src/elements/selling-plan-selector/selling-plan-selector.ts?probe=${Date.now()}`);
    expect(selectorFile(true), 'the copy came').to.have.length(1);
    expect(selectorCode()).to.have.length(0);
    expect(customElements.get('selling-plan-selector') === undefined, 'not defined').to.equal(true);
  });

  it('a product with plans loads it for the default layout and shows its options', async () => {
    const el = await fixture<ShopProduct>(html`<shop-product currency="EUR" locale="en"><script type="application/json">${await fixture$('coffee')}</script></shop-product>`);
    await loaded(el);
    await customElements.whenDefined('selling-plan-selector');
    const selector = el.querySelector('selling-plan-selector')!;
    await until(() => selector.querySelectorAll('.shop-plans input[type="radio"]').length > 1);
    expect(selectorCode()).to.have.length(1);
  });
});

describe('German strings, loaded on first use', () => {
  it('a German product renders German from its first data render, and an English one switched to German follows once German is there', async () => {
    const json = await fixture$('on-sale');
    // Not fixture(): the prices are watched from their first render on, before any data render.
    const wrap = document.createElement('div');
    wrap.innerHTML = `<shop-product currency="EUR" locale="de"><script type="application/json">${json}</script><shop-price></shop-price></shop-product>
      <shop-product currency="EUR" locale="en"><script type="application/json">${json}</script><shop-price></shop-price></shop-product>`;
    document.body.append(wrap);
    const [de, en] = [...wrap.querySelectorAll('shop-product')] as ShopProduct[];
    const [dePrice, enPrice] = [...wrap.querySelectorAll('shop-price')] as ShopPrice[];
    await Promise.all([dePrice.updateComplete, enPrice.updateComplete]);
    const deTexts = texts(dePrice);
    const enTexts = texts(enPrice);
    await Promise.all([loaded(de), loaded(en)]);
    await until(() => deTexts.length > 0 && enTexts.length > 0);
    expect(deTexts.every((t) => t.includes('Sie sparen') && !t.includes('Save')), deTexts.join(' | ')).to.equal(true);
    expect(enTexts.at(-1)).to.include('Save 30%');

    en.locale = 'de';
    await until(() => enTexts.at(-1)!.includes('Sie sparen'));
    expect(enTexts.at(-1)).to.include('24,50');
    wrap.remove();
  });
});

describe('defineLazy', () => {
  it('loads an element\'s code once, when the first such element is in the document, and upgrades every one', async () => {
    let loads = 0;
    class LazyThing extends HTMLElement {
      connectedCallback() { this.textContent = 'upgraded'; }
    }
    defineLazy('lazy-thing', () => {
      loads++;
      return new Promise((resolve) => setTimeout(() => resolve(LazyThing), 30));
    });
    // The document is looked at within defineLazy, and watched for additions only.
    expect(loads, 'nothing loads while no such element is on the page').to.equal(0);
    const wrap = await fixture<HTMLElement>(html`<div></div>`);
    wrap.innerHTML = '<section><lazy-thing></lazy-thing></section><lazy-thing></lazy-thing>';
    await customElements.whenDefined('lazy-thing');
    expect(loads).to.equal(1);
    expect([...wrap.querySelectorAll('lazy-thing')].map((e) => e.textContent)).to.deep.equal(['upgraded', 'upgraded']);
    // The document's watch (a MutationObserver) hears of the addition in the same microtask checkpoint as
    // one made now, after it: by then it has looked.
    const heard = new Promise((resolve) => new MutationObserver((_, observer) => (observer.disconnect(), resolve(null))).observe(wrap, { childList: true }));
    wrap.append(document.createElement('lazy-thing'));
    await heard;
    expect(loads).to.equal(1);
  });

  it('tries again, on the next such element, after a load that failed; loadElement loads one only a shadow root holds', async () => {
    let loads = 0;
    class LazyRetry extends HTMLElement {}
    const warn = console.error;
    const errors: unknown[] = [];
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      defineLazy('lazy-retry', () => (++loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(LazyRetry)));
      const wrap = await fixture<HTMLElement>(html`<div><lazy-retry></lazy-retry></div>`);
      await until(() => errors.length > 0);
      expect(String(errors[0])).to.include('<lazy-retry>');
      expect(customElements.get('lazy-retry')).to.equal(undefined);
      wrap.append(document.createElement('lazy-retry'));
      await customElements.whenDefined('lazy-retry');
      expect(loads).to.equal(2);
    } finally {
      console.error = warn;
    }
    class LazyShadow extends HTMLElement {}
    defineLazy('lazy-shadow', () => Promise.resolve(LazyShadow));
    const host = await fixture<HTMLElement>(html`<div></div>`);
    host.attachShadow({ mode: 'open' }).innerHTML = '<lazy-shadow></lazy-shadow>';
    expect(await loadElement('lazy-shadow')).to.equal(LazyShadow);
  });
});

describe('defineOnFirstUse: code on the shopper\'s first move, never at idle', () => {
  /** A product holding a server-drawn element of `tag` (its markup inside), and a theme's button of its form outside it. */
  async function page(tag: string) {
    // The element in the markup from the start (a string: the tag varies), as a server draws it.
    const wrap = await fixture<HTMLElement>(`<div><form id="first-use-form"></form>
      <shop-product currency="EUR" locale="en" form="first-use-form"><script type="application/json">${await fixture$('apparel')}</script>
        <${tag}><img alt="served" width="1" height="1"></${tag}></shop-product>
      <button form="first-use-form" type="button">Add</button></div>`);
    const product = wrap.querySelector('shop-product') as ShopProduct;
    await loaded(product);
    return { wrap, product, button: wrap.querySelector('button')! };
  }
  const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('loads nothing while the shopper only looks; a pointer over the product loads it, and the served markup is kept until then', async () => {
    let loads = 0;
    class FirstUseGallery extends HTMLElement {}
    defineOnFirstUse('first-use-gallery', () => (loads++, Promise.resolve(FirstUseGallery)));
    const { product } = await page('first-use-gallery');
    await idle(500);
    expect(loads, 'nothing at idle').to.equal(0);
    expect(customElements.get('first-use-gallery')).to.equal(undefined);
    expect(product.querySelector('first-use-gallery img')).to.not.equal(null);
    product.querySelector('shop-price, first-use-gallery')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await until(() => !!customElements.get('first-use-gallery'));
    expect(loads).to.equal(1);
    // Once: every further move loads nothing more.
    product.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await idle(0);
    expect(loads).to.equal(1);
  });

  it('the product\'s form control outside it (a theme\'s button with form="…") counts as a move toward the product', async () => {
    class FirstUseOutside extends HTMLElement {}
    defineOnFirstUse('first-use-outside', () => Promise.resolve(FirstUseOutside));
    const { button } = await page('first-use-outside');
    await idle(100);
    expect(customElements.get('first-use-outside')).to.equal(undefined);
    button.focus();
    await until(() => !!customElements.get('first-use-outside'));
  });

  it('code that comes during a press on its server markup waits for the press\'s click: the click lands on the control it began on', async () => {
    let arrive = (_: CustomElementConstructor) => {};
    /** What happened, in order: the click on the server's radio (with the radio then checked) and the element's upgrade. */
    const seen: string[] = [];
    class FirstUsePress extends HTMLElement {
      constructor() {
        super();
        seen.push('upgraded');
      }
    }
    let asked = false;
    defineOnFirstUse('first-use-press', () => new Promise((resolve) => ((asked = true), (arrive = resolve))));
    const { product } = await page('first-use-press');
    const element = product.querySelector('first-use-press')!;
    element.innerHTML = '<label><input type="radio" name="first-use-press" value="a" checked>A</label><label><input type="radio" name="first-use-press" value="b">B</label>';
    const radio = element.querySelector<HTMLInputElement>('input[value="b"]')!;
    radio.addEventListener('click', () => seen.push(`click ${radio.checked ? 'checked' : 'not checked'}`));
    // The press begins on the server's radio: the first move asks for the code, which comes before the press ends.
    radio.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    radio.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    // Asked for once the move's frame has painted (in-view.ts afterMoveShown), still under the press.
    await until(() => asked);
    arrive(FirstUsePress);
    await idle(50);
    expect(!!customElements.get('first-use-press'), 'not defined under the press').to.equal(false);
    radio.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true }));
    radio.click();
    await until(() => !!customElements.get('first-use-press'));
    expect(seen, `the click on the server's radio, then the upgrade: ${JSON.stringify(seen)}`).to.deep.equal(['click checked', 'upgraded']);
  });

  it('an empty one (nothing server-drawn inside) loads as soon as it is in the document', async () => {
    class FirstUseEmpty extends HTMLElement {}
    defineOnFirstUse('first-use-empty', () => Promise.resolve(FirstUseEmpty));
    await fixture<HTMLElement>(html`<div><first-use-empty></first-use-empty></div>`);
    await until(() => !!customElements.get('first-use-empty'));
  });
});

describe('lazy cards: one observer for the page, bound on the first move toward them', () => {
  it('five cards out of reach wait through one observer; a pointer over one binds it, and only it', async () => {
    const made: (IntersectionObserverInit | undefined)[] = [];
    const Native = window.IntersectionObserver;
    window.IntersectionObserver = class extends Native {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(callback, options);
        made.push(options);
      }
    };
    const json = await fixture$('apparel');
    let wrap: HTMLElement;
    try {
      wrap = await fixture<HTMLElement>(html`<div style="margin-block-start: 300vh">${[0, 1, 2, 3, 4].map(() =>
        html`<shop-product loading="lazy" currency="EUR" locale="en"><script type="application/json">${json}</script><shop-price></shop-price></shop-product>`)}</div>`);
    } finally {
      window.IntersectionObserver = Native;
    }
    const cards = [...wrap.querySelectorAll('shop-product')] as ShopProduct[];
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(made.filter((o) => o?.rootMargin === '200px').length, 'one observer for the five').to.be.at.most(1);
    expect(cards.map((c) => c.status)).to.deep.equal(['loading', 'loading', 'loading', 'loading', 'loading']);
    cards[2]!.querySelector('shop-price')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await until(() => cards[2]!.status === 'ready');
    expect(cards.map((c) => c.status)).to.deep.equal(['loading', 'loading', 'ready', 'loading', 'loading']);
  });
});
