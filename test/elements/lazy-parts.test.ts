// Parts that load on first use: German strings (a module of their own) and elements registered with
// defineLazy. This file is its own page, so German has not loaded when the first test starts.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopPrice, ShopProduct } from '../../src/all.js';
import { defineLazy, loadElement } from '../../src/elements/shared/define.js';
import { fixture$, loaded, until } from './helpers.js';

/** Every text the price showed, from before its first data render on (its markup's mutations). */
function texts(price: ShopPrice): string[] {
  const seen: string[] = [];
  const note = () => {
    const text = price.textContent?.replace(/\s+/g, ' ').trim();
    if (text && text !== seen.at(-1)) seen.push(text);
  };
  new MutationObserver(note).observe(price, { subtree: true, childList: true, characterData: true });
  // What it shows already: a product whose data was at hand renders it in its first render.
  note();
  return seen;
}

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
    expect(el.querySelector('.shop-product__layout variant-picker'), 'the default layout is drawn').not.to.equal(null);
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
