import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopBuyButton, ShopProduct } from '../../src/all.js';
import { FIXTURE_HANDLES } from '../../demo/fixtures/index.js';
import { mount, served, settled } from './helpers.js';
import { recipientMarkup } from '../../src/elements/gift-card-recipient/gift-card-recipient.js';
import { giftCardEn } from '../../src/i18n/gift-card.js';
import { strings as de } from '../../src/i18n/locales/gift-card-de.js';
import { patch } from '../../src/elements/shared/markup.js';

/**
 * One markup, two writers (issue 37, STYLE.md "The markup is the view"): for every demo fixture, in
 * each currency (EUR, JPY, KWD) and language (en, de) the tests use, the theme folder's snippet as
 * the fake shop renders it (`/__snippet`, web-test-runner.config.mjs) and the markup an element writes
 * where no server drew it are the same, once normalised (white space between elements, attribute and
 * class order). And an element bound to the server's markup, after a choice, writes what it would
 * write afresh for that choice.
 */

/** The elements that are light DOM, each compared by its own markup (its children; the snippet's swatches are the demo theme's). */
const MOVED = ['shop-price', 'variant-picker', 'selling-plan-selector', 'shop-quantity', 'shop-volume-pricing', 'shop-stock', 'shop-media'] as const;
const CURRENCIES = ['EUR', 'JPY', 'KWD'];
/**
 * The fixtures compared. Not yet those completed from the theme's JSON view (2,048 variants, the
 * combined listing): with them this page stalled past the runner's limit on the shared machine, and
 * their price is written by the same code as the others'.
 */
const HANDLES = FIXTURE_HANDLES.filter((h) => h !== 'big-catalogue' && !h.startsWith('oxford-shirt-'));
const LANGUAGES = [{ root: '/', locale: 'en' }, { root: '/de/', locale: 'de' }];
/** The fixtures the fake shop's B2B customer has a price list for (src/fake-shop/price-list.ts): their price breaks, compared too. */
const B2B = ['espresso-pods'];

/** An element's markup as text: tags, sorted attributes (class tokens sorted), trimmed texts; no comments, no white space between elements. */
export function normalised(el: Element): string {
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!(node instanceof Element)) return '';
    const attrs = [...node.attributes]
      .map((a) => [a.name, a.name === 'class' ? a.value.split(/\s+/).filter(Boolean).sort().join(' ') : a.value])
      .sort(([a], [b]) => a!.localeCompare(b!))
      .map(([n, v]) => ` ${n}="${v}"`).join('');
    return `<${node.localName}${attrs}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
  };
  return [...el.childNodes].map(walk).join('');
}

/**
 * What a product shows of an element: its normalised markup, '' where there is none (the server draws
 * no plan selector for a product without plans; the element, where it is, writes nothing and is hidden).
 */
function drawing(product: Element, tag: string): string {
  const el = product.querySelector<HTMLElement>(tag);
  return !el || el.hidden ? '' : normalised(el);
}

/** The server's product with its inline data, its elements empty (as where no server drew them), or as served (`drawn`), in its form; in the page, ready. */
async function client(server: Element, locale: string, drawn = false): Promise<ShopProduct> {
  const attrs = (el: Element) => [...el.attributes].map((a) => ` ${a.name}="${a.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`).join('');
  const data = [...server.querySelectorAll(':scope > script[type="application/json"]')].map((s) => s.outerHTML).join('');
  // Where the server drew an element, the client's has the page's attributes (the stock line's threshold) and no
  // content (as where no server drew it); where it drew none, neither has one.
  const elements = MOVED.map((tag) => server.querySelector(tag)).map((el) => (!el ? '' : drawn ? el.outerHTML : `<${el.localName}${attrs(el)}></${el.localName}>`)).join('');
  // In the server's form where it drew one (its own, around the product): a radio inside its form carries no `form`.
  const form = server.closest('form')?.getAttribute('id'); // not .id: the form's select is named id
  const markup = `<shop-product${attrs(server)} locale="${locale}">${data}${elements}</shop-product>`;
  const { product } = await mount(form ? `<form id="${form}">${markup}</form>` : markup);
  await settled(product);
  return product;
}

describe('markup conformance: the snippet and the elements write the same markup', function () {
  this.timeout(20000);
  for (const handle of HANDLES) {
    for (const { root, locale } of LANGUAGES) {
      for (const currency of CURRENCIES) {
        it(`${handle} in ${locale}, ${currency}`, async () => {
          const server = await served(handle, currency, root);
          const product = await client(server, locale);
          for (const tag of MOVED) expect(drawing(product, tag), `<${tag}> of ${handle} in ${locale}, ${currency}`).to.equal(drawing(server, tag));
        });
      }
    }
  }

  for (const handle of B2B) {
    for (const { root, locale } of LANGUAGES) {
      for (const currency of CURRENCIES) {
        it(`${handle} for the B2B customer (price breaks) in ${locale}, ${currency}`, async () => {
          const server = await served(handle, currency, root, undefined, { customer: 'b2b' });
          expect(server.querySelectorAll('shop-volume-pricing tr').length, 'the server drew the breaks').to.equal(3);
          const product = await client(server, locale);
          for (const tag of MOVED) expect(drawing(product, tag), `<${tag}> of ${handle} in ${locale}, ${currency}`).to.equal(drawing(server, tag));
        });
      }
    }
    it(`${handle} for the B2B customer: bound to the server's markup, a choice writes what the element writes afresh`, async () => {
      const server = await served(handle, 'KWD', '/', undefined, { customer: 'b2b' });
      const bound = await client(server, 'en', true);
      const last = bound.product!.variants.at(-1)!.id;
      bound.selectVariant(last);
      await settled(bound);
      // The bound product leaves the page first: two pickers of one product in one page are two radio groups, named apart.
      const want = MOVED.map((tag) => drawing(bound, tag));
      bound.parentElement!.remove();
      const fresh = await client(await served(handle, 'KWD', '/', String(last), { customer: 'b2b' }), 'en');
      MOVED.forEach((tag, i) => expect(want[i], `<${tag}> of ${handle}`).to.equal(drawing(fresh, tag)));
    });
  }

  for (const handle of HANDLES) {
    it(`${handle}: bound to the server's markup, a choice writes what the element writes afresh`, async () => {
      const server = await served(handle, 'EUR', '/');
      const bound = await client(server, 'en', true);
      // The last variant of the inline data (a big product's is cut at 250): another price, sale or stock.
      const variants = bound.product!.variants.slice(0, 250);
      const last = variants[variants.length - 1]!.id;
      bound.selectVariant(last);
      await settled(bound);
      // The bound product leaves the page first: two pickers of one product in one page are two radio groups, named apart.
      const want = MOVED.map((tag) => drawing(bound, tag));
      bound.parentElement!.remove();
      const fresh = await client(await served(handle, 'EUR', '/', String(last)), 'en');
      MOVED.forEach((tag, i) => expect(want[i], `<${tag}> of ${handle}`).to.equal(drawing(fresh, tag)));
    });
  }

  // The buy button (outside <shop-product>, in the snippet's form): its words, its aria-disabled and, in card mode
  // (ajax, the quick add), its message line. Bound to the server's drawing it changes nothing; written where the
  // theme's button is all there is (the theme's words, the theme's attributes), it writes the server's drawing.
  for (const handle of HANDLES) {
    for (const { root, locale } of LANGUAGES) {
      it(`${handle}'s buy button in ${locale}, in a product's form and in a card: the snippet's, bound and written alike`, async () => {
        for (const card of [false, true]) {
          const served$ = await served(handle, 'EUR', root, undefined, card ? { card: '1' } : {});
          const form = served$.closest('form')!.cloneNode(true) as HTMLFormElement;
          form.querySelector('shop-product')!.setAttribute('locale', locale);
          const drawn = form.querySelector('shop-buy-button')!;
          const want = normalised(drawn);
          expect(!!drawn.querySelector('.shop-buy-button__message[role="status"]'), `${handle}: the message line drawn in card mode only`).to.equal(card);
          const buy = async (markup: string) => {
            const { host, product } = await mount(markup);
            await settled(product);
            const el = host.querySelector<ShopBuyButton>('shop-buy-button')!;
            await el.updateComplete;
            const text = normalised(el);
            host.remove();
            return text;
          };
          expect(await buy(form.outerHTML), `${handle}: bound to the server's`).to.equal(want);
          // The theme's own button: its attributes (a product that cannot be bought at all is disabled), its words.
          const button = drawn.querySelector('button')!;
          button.removeAttribute('aria-disabled');
          if (button.hasAttribute('disabled')) button.textContent = 'Add to cart';
          drawn.replaceChildren(button);
          expect(await buy(form.outerHTML), `${handle}: written where no server drew it`).to.equal(want);
        }
      });
    }
  }

  // <shop-product> with no elements inside (the README's "On any page"): it writes the snippet's parts and live region.
  const LAYOUT = ['shop-price', 'variant-picker', 'selling-plan-selector', '.shop-product__status'];
  for (const handle of HANDLES) {
    it(`${handle}: the default layout is the snippet's parts (price, options, plans) and its live region, each as the snippet draws it`, async () => {
      const server = await served(handle, 'EUR', '/');
      const data = [...server.querySelectorAll(':scope > script[type="application/json"]')].map((s) => s.outerHTML).join('');
      // The server's attributes (its money format, its form), nothing inside but the data.
      const attrs = [...server.attributes].map((a) => ` ${a.name}="${a.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`).join('');
      // In the server's form, as the snippet draws it (the radios inside their own form name none).
      const { product } = await mount(`<form id="${server.getAttribute('form')}"><shop-product${attrs} locale="en">${data}</shop-product></form>`);
      await settled(product);
      // The parts, in the snippet's order, each with the snippet's classes on it (a hidden one, nothing to choose, as none).
      const parts = (el: Element) => [...el.children].filter((c) => LAYOUT.some((sel) => c.matches(sel)) && !(c as HTMLElement).hidden)
        .map((c) => `<${c.localName} class="${[...c.classList].sort().join(' ')}">${normalised(c)}`);
      expect(parts(product), `<shop-product> of ${handle}`).to.deep.equal(parts(server));
      // The live region with its attributes (its role and politeness).
      const region = (el: Element) => normalised(Object.assign(document.createElement('div'), { innerHTML: el.querySelector(':scope > .shop-product__status')!.outerHTML }));
      expect(region(product)).to.equal(region(server));
      expect(product.shadowRoot).to.equal(null);
    });
  }

  // A gift card's recipient form (<gift-card-recipient>): only gift cards have it, so it is compared on its own.
  for (const { root, locale } of LANGUAGES) {
    it(`gift-card's recipient form in ${locale}: the writer's markup is the snippet's, and both bind to the same`, async () => {
      const server = await served('gift-card', 'EUR', root);
      const drawn = server.querySelector('gift-card-recipient')!;
      const form = drawn.getAttribute('form');
      const written = document.createElement('div');
      const { id } = JSON.parse(server.querySelector('script[type="application/json"]')!.textContent!) as { id: number };
      patch(written, [recipientMarkup(`shop-recipient-${id}`, form, { ...giftCardEn, ...(locale === 'de' ? de : {}) })]);
      expect(normalised(written), `unbound, in ${locale}`).to.equal(normalised(drawn));
      // Bound: the server's drawing, and the element's own where none was drawn.
      const attrs = [...server.attributes].map((a) => ` ${a.name}="${a.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`).join('');
      const data = server.querySelector(':scope > script[type="application/json"]:not([data-swatches])')!.outerHTML;
      const bind = async (inner: string) => {
        const { product } = await mount(`<form id="${form}"></form><shop-product${attrs} locale="${locale}">${data}${inner}</shop-product>`);
        await customElements.whenDefined('gift-card-recipient');
        await settled(product);
        const el = product.querySelector('gift-card-recipient')!;
        const box = () => el.querySelector<HTMLInputElement>('.shop-recipient__checkbox');
        for (let i = 0; i < 50 && (!box() || box()!.disabled); i++) await new Promise((r) => setTimeout(r, 20));
        const text = normalised(el);
        product.parentElement!.remove();
        return text;
      };
      expect(await bind(`<gift-card-recipient class="shop-product__recipient" form="${form}"></gift-card-recipient>`), `bound, in ${locale}`).to.equal(await bind(drawn.outerHTML));
    });
  }

  // Every stock state (merino-socks: in stock, low, sold out with stock incoming, sold past 0, untracked), at two thresholds.
  for (const threshold of [10, 2]) {
    it(`the stock line of every variant, low stock at ${threshold}: the snippet's, the element's afresh, and the bound one's after a choice`, async () => {
      const first = await served('merino-socks', 'EUR', '/', undefined, { threshold: String(threshold) });
      const bound = await client(first, 'en', true);
      const lines: string[] = [];
      for (const variant of bound.product!.variants) {
        const server = await served('merino-socks', 'EUR', '/', String(variant.id), { threshold: String(threshold) });
        const fresh = await client(server, 'en');
        bound.selectVariant(variant.id);
        await settled(bound);
        const want = normalised(server.querySelector('shop-stock')!);
        expect(normalised(fresh.querySelector('shop-stock')!), `fresh ${variant.title}`).to.equal(want);
        expect(normalised(bound.querySelector('shop-stock')!), `bound ${variant.title}`).to.equal(want);
        lines.push(want);
      }
      expect(lines).to.deep.equal([
        '<p class="shop-stock shop-stock--in-stock">In stock</p>',
        threshold >= 3 ? '<p class="shop-stock shop-stock--low">Low stock: 3 left</p>' : '<p class="shop-stock shop-stock--in-stock">In stock</p>',
        '<p class="shop-stock shop-stock--incoming shop-stock--sold-out">Out of stock</p>',
        '<p class="shop-stock shop-stock--continue">Available to order</p>',
        '',
      ]);
    });
  }
});
