import { expect } from '@open-wc/testing';
import { chooseOption, initialChoice, regrow } from '../../src/core/choice.js';
import { checkViewPage, completeProduct, handleOf } from '../../src/core/complete.js';
import { parseProduct } from '../../src/core/parse.js';
import { ProductDataError } from '../../src/core/errors.js';
import type { Product } from '../../src/core/types.js';
import { indexVariants, optionStates, valueAvailability } from '../../src/core/variants.js';
import { generateProduct, servedAsShop } from '../fixtures/generate.js';

const jeans: Record<string, unknown> = { ...generateProduct(2048), handle: 'jeans' };
const served = servedAsShop(jeans);
/** The document as an element shows it while its view's pages come. */
const cut = (): Product => ({ ...parseProduct(served.document), complete: false });
const page = (k: number) => checkViewPage(JSON.parse(JSON.stringify(served.page(k))));
const pages = Array.from({ length: served.pages }, (_, k) => page(k + 1));

describe('completeProduct: a product cut at 250 completed from its JSON view', () => {
  it('merges every page once, in any order, and is complete with the last', () => {
    let product = cut();
    for (const k of [3, 1, 9, 2, 8, 4, 7, 6, 5]) product = completeProduct(product, [pages[k - 1]!], k === 5);
    expect(product.variants).to.have.length(2048);
    expect(new Set(product.variants.map((v) => v.id)).size).to.equal(2048);
    expect(product.complete).to.equal(true);
    expect(product.variantsCount).to.equal(2048);
    expect(product.priceMax).to.equal(Math.max(...(jeans.variants as { price: number }[]).map((v) => v.price)));
  });

  it('checks a page\'s variants as strictly as the document\'s, naming the page', () => {
    const bad = { ...served.page(2), variants: [{ ...(served.page(2).variants as object[])[0], price: '12.00' }] };
    expect(() => completeProduct(cut(), [checkViewPage(bad)], false)).to.throw(ProductDataError, 'pages[2].variants[0].price');
  });

  it('refuses a page variant with another variant\'s option values', () => {
    const clash = { ...served.page(2), variants: [{ ...(served.page(2).variants as object[])[0], id: 1, options: ['28', 'Black', 'Slim'] }] };
    expect(() => completeProduct(cut(), [checkViewPage(clash)], false)).to.throw(ProductDataError, 'duplicates the option values');
  });

  it('reads a value that is another product (a combined listing), and not the product itself', () => {
    const shirt = (color: string, available: boolean) => ({ id: 1, title: 'Shirt', handle: `oxford-shirt-${color.toLowerCase()}`, options: ['Color', 'Size'], variants: [{ id: 11, options: [color, 'S'], price: 100, available }] });
    const others = { 'oxford-shirt-blue': shirt('Blue', true), 'oxford-shirt-pink': shirt('Pink', false) };
    const view = servedAsShop(shirt('White', true), 250, others);
    const product = completeProduct({ ...parseProduct(view.document), complete: false }, [checkViewPage(view.page(1))], true);
    expect(product.options[0]!.values).to.deep.equal(['White', 'Blue', 'Pink']);
    expect([...product.options[0]!.linked]).to.deep.equal([
      ['Blue', { url: '/products/oxford-shirt-blue', handle: 'oxford-shirt-blue', available: true }],
      ['Pink', { url: '/products/oxford-shirt-pink', handle: 'oxford-shirt-pink', available: false }],
    ]);
    expect(valueAvailability(indexVariants(product), ['White', 'S'], 0, 'Blue')).to.equal('available');
  });

  const urls: [string, string | null][] = [
    ['/products/shirt-blue', 'shirt-blue'],
    ['/de/products/shirt-blue?variant=1', 'shirt-blue'],
    ['https://shop.example/products/t%C3%BCr', 'tür'],
    ['/collections/all', null],
  ];
  for (const [url, handle] of urls) it(`handleOf(${url}) is ${handle}`, () => expect(handleOf(url)).to.equal(handle));
});

describe('a choice in a product still being completed', () => {
  it('a combination past the pages come so far is unknown, never unavailable', () => {
    const index = indexVariants(cut());
    const states = optionStates(index, ['28', 'Black', 'Slim']).find((o) => o.name === 'Style')!.values;
    expect(states.map((v) => v.availability)).to.deep.equal(['available', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
  });

  it('choosing it waits for its page, then names its variant', () => {
    const first = initialChoice(indexVariants(cut()), [], null);
    const waiting = chooseOption(first, 'Style', 'Wide');
    expect(waiting.variant).to.equal(null);
    expect(waiting.waiting).to.deep.include({ option: 2, value: 'Wide' });
    const grown = regrow(waiting, indexVariants(completeProduct(cut(), pages, true)));
    expect(grown.variant!.title).to.equal('28 / Black / Wide');
    expect(grown.waiting).to.equal(null);
  });

  it('a choice that waited for a combination that does not exist moves, once complete, as a choice of it would', () => {
    const partial = servedAsShop({ ...generateProduct(2000), handle: 'jeans' });
    const all = Array.from({ length: partial.pages }, (_, k) => checkViewPage(partial.page(k + 1)));
    const start = { ...parseProduct(partial.document), complete: false };
    const chosen = chooseOption(initialChoice(indexVariants(start), [], null), 'Color', 'Indigo');
    const cropped = chooseOption(chosen, 'Style', 'Cropped');
    expect(cropped.waiting).to.not.equal(null);
    const grown = regrow(cropped, indexVariants(completeProduct(start, all, true)));
    // 28 / Indigo / Cropped is variant 1792 + 240 = 2032: past the 2,000, so it moves.
    expect(grown.variant!.options[2]).to.equal('Cropped');
    expect(grown.notes.length).to.be.greaterThan(0);
  });
});
