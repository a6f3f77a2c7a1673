import { expect } from '@open-wc/testing';
import {
  hasOnlyDefaultVariant,
  indexVariants,
  initialVariant,
  optionStates,
  parseProduct,
  resolveVariant,
  selectValue,
  valueAvailability,
} from '../../src/core/index.js';
import type { Product, Availability } from '../../src/core/index.js';
import { generateProduct } from '../fixtures/generate.js';
import { loadProduct } from '../fixtures/load.js';

/** A raw product from [values, available] rows, options named by `names`. */
function tiny(names: string[], rows: [string[], boolean][], extra: Record<string, unknown> = {}): Product {
  return parseProduct({
    id: 1,
    title: 'Tiny',
    options: names.map((name, i) => ({ name, position: i + 1 })),
    variants: rows.map(([options, available], i) => ({
      id: 10 + i,
      title: options.join(' / '),
      options,
      price: 1000,
      compare_at_price: null,
      available,
    })),
    ...extra,
  });
}

describe('variants: one option (Linen Tote)', () => {
  let product: Product;
  before(async () => {
    product = await loadProduct('on-sale');
  });

  const resolveRows: [selection: string[], title: string | null][] = [
    [['Natural'], 'Natural'],
    [['Black'], 'Black'],
    [['Red'], null],
  ];
  for (const [selection, title] of resolveRows) {
    it(`resolves ${JSON.stringify(selection)} to ${title ?? 'no variant'}`, () => {
      expect(resolveVariant(indexVariants(product), selection)?.title ?? null).to.equal(title);
    });
  }

  const stateRows: [value: string, state: Availability][] = [
    ['Natural', 'available'],
    ['Black', 'available'],
    ['Red', 'unavailable'],
  ];
  for (const [value, state] of stateRows) {
    it(`shows ${value} as ${state}`, () => {
      expect(valueAvailability(indexVariants(product), ['Natural'], 0, value)).to.equal(state);
    });
  }

  it('selects Black', () => {
    expect(selectValue(indexVariants(product), ['Natural'], 0, 'Black')).to.deep.equal(['Black']);
  });

  it('shows a sold-out value and a listed value without a variant', () => {
    const p = tiny(['Size'], [[['S'], true], [['M'], false]]);
    p.options[0]!.values.push('L');
    const index = indexVariants(p);
    expect(['S', 'M', 'L'].map((v) => valueAvailability(index, ['S'], 0, v))).to.deep.equal(['available', 'sold-out', 'unavailable']);
  });
});

describe('variants: three options with sold-out and missing combinations (Merino Crew Sweater)', () => {
  let product: Product;
  before(async () => {
    product = await loadProduct('apparel');
  });

  const resolveRows: [selection: string[], expected: { title: string; available: boolean } | null][] = [
    [['S', 'Navy', 'Merino'], { title: 'S / Navy / Merino', available: true }],
    [['M', 'Navy', 'Merino'], { title: 'M / Navy / Merino', available: false }],
    [['L', 'Oat', 'Cashmere blend'], { title: 'L / Oat / Cashmere blend', available: false }],
    [['M', 'Oat', 'Cashmere blend'], null],
    [['XS', 'Navy', 'Cashmere blend'], null],
    [['S', 'Forest', 'Cashmere blend'], null],
  ];
  for (const [selection, expected] of resolveRows) {
    it(`resolves ${selection.join(' / ')} to ${expected ? `${expected.title}${expected.available ? '' : ' (sold out)'}` : 'no variant'}`, () => {
      const v = resolveVariant(indexVariants(product), selection);
      expect(v ? { title: v.title, available: v.available } : null).to.deep.equal(expected);
    });
  }

  // [current selection, option index, value, state shown for that value]
  const stateRows: [selection: string[], option: number, value: string, state: Availability][] = [
    // Current selection is sold out: M / Navy / Merino.
    [['M', 'Navy', 'Merino'], 0, 'XS', 'sold-out'],
    [['M', 'Navy', 'Merino'], 0, 'S', 'available'],
    [['M', 'Navy', 'Merino'], 0, 'M', 'sold-out'],
    [['M', 'Navy', 'Merino'], 0, 'L', 'available'],
    [['M', 'Navy', 'Merino'], 0, 'XL', 'available'],
    [['M', 'Navy', 'Merino'], 1, 'Navy', 'sold-out'],
    [['M', 'Navy', 'Merino'], 1, 'Oat', 'available'],
    [['M', 'Navy', 'Merino'], 1, 'Forest', 'available'],
    [['M', 'Navy', 'Merino'], 2, 'Merino', 'sold-out'],
    [['M', 'Navy', 'Merino'], 2, 'Cashmere blend', 'available'],
    // Current selection has no variant: M / Oat / Cashmere blend.
    [['M', 'Oat', 'Cashmere blend'], 0, 'XS', 'unavailable'],
    [['M', 'Oat', 'Cashmere blend'], 0, 'S', 'available'],
    [['M', 'Oat', 'Cashmere blend'], 0, 'M', 'unavailable'],
    [['M', 'Oat', 'Cashmere blend'], 0, 'L', 'sold-out'],
    [['M', 'Oat', 'Cashmere blend'], 0, 'XL', 'sold-out'],
    [['M', 'Oat', 'Cashmere blend'], 1, 'Navy', 'available'],
    [['M', 'Oat', 'Cashmere blend'], 1, 'Oat', 'unavailable'],
    [['M', 'Oat', 'Cashmere blend'], 1, 'Forest', 'unavailable'],
    [['M', 'Oat', 'Cashmere blend'], 2, 'Merino', 'available'],
    [['M', 'Oat', 'Cashmere blend'], 2, 'Cashmere blend', 'unavailable'],
    // XL / Forest / Merino: sold out; no Forest cashmere exists.
    [['XL', 'Forest', 'Merino'], 0, 'XS', 'available'],
    [['XL', 'Forest', 'Merino'], 0, 'XL', 'sold-out'],
    [['XL', 'Forest', 'Merino'], 1, 'Navy', 'available'],
    [['XL', 'Forest', 'Merino'], 1, 'Oat', 'available'],
    [['XL', 'Forest', 'Merino'], 2, 'Cashmere blend', 'unavailable'],
    // Untracked inventory (inventory_management null) is not sold out.
    [['S', 'Navy', 'Merino'], 2, 'Cashmere blend', 'available'],
  ];
  for (const [selection, option, value, state] of stateRows) {
    it(`with ${selection.join(' / ')}, ${['Size', 'Color', 'Material'][option]} ${value} is ${state}`, () => {
      expect(valueAvailability(indexVariants(product), selection, option, value)).to.equal(state);
    });
  }

  it('optionStates lists every value with its state and the selected one', () => {
    const states = optionStates(indexVariants(product), ['M', 'Oat', 'Cashmere blend']);
    expect(states.map((o) => [o.name, o.values.map((v) => `${v.value}:${v.availability}${v.selected ? '*' : ''}`)])).to.deep.equal([
      ['Size', ['XS:unavailable', 'S:available', 'M:unavailable*', 'L:sold-out', 'XL:sold-out']],
      ['Color', ['Navy:available', 'Oat:unavailable*', 'Forest:unavailable']],
      ['Material', ['Merino:available', 'Cashmere blend:unavailable*']],
    ]);
  });

  it('the untracked cashmere variant has inventory_management null and is available', () => {
    const v = resolveVariant(indexVariants(product), ['S', 'Navy', 'Cashmere blend'])!;
    expect([v.inventoryManagement, v.available]).to.deep.equal([null, true]);
  });

  // [selection, option index, chosen value, selection afterwards, why]
  const selectRows: [selection: string[], option: number, value: string, expected: string[], why: string][] = [
    [['S', 'Navy', 'Merino'], 1, 'Oat', ['S', 'Oat', 'Merino'], 'the tuple exists: only the chosen value changes'],
    [['L', 'Navy', 'Merino'], 1, 'Oat', ['L', 'Oat', 'Merino'], 'the tuple exists'],
    [['L', 'Oat', 'Merino'], 2, 'Cashmere blend', ['L', 'Oat', 'Cashmere blend'], 'the tuple exists, sold out: no move'],
    [['M', 'Forest', 'Merino'], 2, 'Cashmere blend', ['M', 'Navy', 'Cashmere blend'], 'keeps the size'],
    [['M', 'Oat', 'Merino'], 2, 'Cashmere blend', ['M', 'Navy', 'Cashmere blend'], 'keeping the size (earlier) beats keeping the color'],
    [['XS', 'Oat', 'Merino'], 2, 'Cashmere blend', ['S', 'Oat', 'Cashmere blend'], 'no XS cashmere: keeps the color'],
    [['XL', 'Forest', 'Merino'], 2, 'Cashmere blend', ['S', 'Navy', 'Cashmere blend'], 'XL cashmere is sold out: first available'],
    [['S', 'Oat', 'Cashmere blend'], 0, 'XS', ['XS', 'Oat', 'Merino'], 'keeps the color'],
    [['S', 'Navy', 'Cashmere blend'], 0, 'XS', ['XS', 'Oat', 'Merino'], 'XS Navy is sold out: first available XS'],
    [['S', 'Oat', 'Cashmere blend'], 1, 'Forest', ['S', 'Forest', 'Merino'], 'keeps the size'],
    [['XL', 'Navy', 'Cashmere blend'], 1, 'Forest', ['XS', 'Forest', 'Merino'], 'XL Forest is sold out: first available Forest'],
  ];
  for (const [selection, option, value, expected, why] of selectRows) {
    it(`choosing ${value} from ${selection.join(' / ')} selects ${expected.join(' / ')} (${why})`, () => {
      expect(selectValue(indexVariants(product), selection, option, value)).to.deep.equal(expected);
    });
  }

  it('moves to the first existing variant when none with the value is available', () => {
    const p = tiny(['Size', 'Color'], [[['S', 'Red'], true], [['M', 'Red'], false], [['M', 'Blue'], false]]);
    expect(selectValue(indexVariants(p), ['S', 'Red'], 1, 'Blue')).to.deep.equal(['M', 'Blue']);
  });

  it('keeps a value no variant has, resolving to no variant', () => {
    const p = tiny(['Size', 'Color'], [[['S', 'Red'], true], [['M', 'Red'], true]]);
    expect(selectValue(indexVariants(p), ['S', 'Red'], 1, 'Green')).to.deep.equal(['S', 'Green']);
  });

  it('does not change the selection it was given', () => {
    const selection = ['M', 'Oat', 'Merino'];
    selectValue(indexVariants(product), selection, 2, 'Cashmere blend');
    expect(selection).to.deep.equal(['M', 'Oat', 'Merino']);
  });
});

describe('variants: initial variant', () => {
  let apparel: Product;
  let coffee: Product;
  before(async () => {
    apparel = await loadProduct('apparel');
    coffee = await loadProduct('coffee');
  });
  const idOf = (p: Product, title: string) => p.variants.find((v) => v.title === title)!.id;

  const rows: [label: string, preferred: (a: Product, c: Product) => (string | number | null | undefined)[], title: string][] = [
    ['the preferred id', (a) => [idOf(a, 'M / Navy / Cashmere blend')], 'M / Navy / Cashmere blend'],
    ['the preferred id as a number', (a) => [Number(idOf(a, 'L / Oat / Merino'))], 'L / Oat / Merino'],
    ['a preferred sold-out id', (a) => [idOf(a, 'M / Navy / Merino')], 'M / Navy / Merino'],
    ['an unknown id ⇒ first available', () => ['1'], 'XS / Oat / Merino'],
    ['a foreign id ⇒ first available', (_a, c) => [c.variants[0]!.id], 'XS / Oat / Merino'],
    ['a non-numeric id ⇒ first available', () => ['abc'], 'XS / Oat / Merino'],
    ['null ⇒ first available', () => [null], 'XS / Oat / Merino'],
    ['empty string ⇒ first available', () => [''], 'XS / Oat / Merino'],
    ['no id ⇒ first available (the first variant is sold out)', () => [], 'XS / Oat / Merino'],
    ['an unknown variant-id, then a known ?variant=', (a) => ['999', idOf(a, 'S / Oat / Merino')], 'S / Oat / Merino'],
    ['a known variant-id before a known ?variant=', (a) => [idOf(a, 'XL / Navy / Merino'), idOf(a, 'S / Oat / Merino')], 'XL / Navy / Merino'],
  ];
  for (const [label, preferred, title] of rows) {
    it(`${label} → ${title}`, () => {
      expect(initialVariant(indexVariants(apparel), ...preferred(apparel, coffee)).title).to.equal(title);
    });
  }

  it('all sold out ⇒ the first variant', () => {
    const p = tiny(['Size'], [[['S'], false], [['M'], false]]);
    expect(initialVariant(indexVariants(p), '404').options).to.deep.equal(['S']);
  });
});

describe('variants: Default Title', () => {
  const rows: [label: string, load: () => Promise<Product>, expected: boolean][] = [
    ['default-title.json', () => loadProduct('default-title'), true],
    ['a product without options and a Default Title variant', async () => tiny([], [[['Default Title'], true]]), true],
    ['a single variant with a real option value', async () => tiny(['Color'], [[['Natural'], true]]), false],
    ['on-sale.json (two colours)', () => loadProduct('on-sale'), false],
    ['apparel.json', () => loadProduct('apparel'), false],
  ];
  for (const [label, load, expected] of rows) {
    it(`${label}: ${expected ? 'shows no picker' : 'shows a picker'}`, async () => {
      expect(hasOnlyDefaultVariant(await load())).to.equal(expected);
    });
  }
});

describe('variants: 2,048 generated variants', () => {
  const product = parseProduct(generateProduct(2048));

  const resolveRows: [selection: string[], id: string, available: boolean][] = [
    [['28', 'Black', 'Slim'], '49000000000000', true],
    [['31', 'Black', 'Slim'], '49000000000003', false],
    [['36', 'Coral', 'Tapered'], '49000000001000', true],
    [['43', 'Indigo', 'Cropped'], '49000000002047', false],
  ];
  for (const [selection, id, available] of resolveRows) {
    it(`resolves ${selection.join(' / ')} to variant ${id}`, () => {
      expect(resolveVariant(indexVariants(product), selection)?.id).to.equal(id);
    });
    it(`shows ${selection.join(' / ')} as ${available ? 'available' : 'sold-out'}`, () => {
      expect(valueAvailability(indexVariants(product), selection, 0, selection[0]!)).to.equal(available ? 'available' : 'sold-out');
    });
  }

  it('has 16 sizes, 16 colours and 8 styles', () => {
    expect(product.options.map((o) => o.values.length)).to.deep.equal([16, 16, 8]);
  });

  // optionStates builds each tuple's key from the others' values; valueAvailability builds it from a copied tuple.
  for (const [count, selection] of [[2048, ['36', 'Coral', 'Tapered']], [2000, ['28', 'Moss', 'Wide']], [2000, ['43', 'Indigo', 'Cropped']]] as const) {
    it(`optionStates agrees with valueAvailability for every value at ${selection.join(' / ')} (${count} variants)`, () => {
      const index = indexVariants(parseProduct(generateProduct(count)));
      const listed = optionStates(index, selection).flatMap((o, i) => o.values.map((v) => `${i}:${v.value}:${v.availability}`));
      const single = index.product.options.flatMap((o, i) => o.values.map((value) => `${i}:${value}:${valueAvailability(index, selection, i, value)}`));
      expect(listed).to.deep.equal(single);
      expect(new Set(listed.map((row) => row.split(':')[2])).size).to.be.greaterThan(1);
    });
  }

  // A value no variant has (selectOption from a script) names no variant; the other options' values keep their states.
  for (const selection of [['36', 'Mauve', 'Tapered'], ['36', 'Coral'], ['36', 'Coral', 'Tapered', 'Extra']]) {
    it(`optionStates agrees with valueAvailability at ${selection.join(' / ')}`, () => {
      const index = indexVariants(parseProduct(generateProduct(2000)));
      const listed = optionStates(index, selection).flatMap((o, i) => o.values.map((v) => `${i}:${v.value}:${v.availability}`));
      const single = index.product.options.flatMap((o, i) => o.values.map((value) => `${i}:${value}:${valueAvailability(index, selection, i, value)}`));
      expect(listed).to.deep.equal(single);
      expect(resolveVariant(index, selection)).to.equal(null);
    });
  }

  // 60 × 60 × 20 = 72,000 combinations, three variants: past the byte table, the lookups go through byCode.
  it('works out value states for three variants among 72,000 combinations (past the byte table)', () => {
    const list = (prefix: string, n: number) => Array.from({ length: n }, (_, k) => `${prefix}${k}`);
    const values = [list('S', 60), list('C', 60), list('M', 20)];
    const sparse = parseProduct({
      id: 1, title: 'Sparse', handle: 'sparse',
      options: ['Size', 'Colour', 'Material'].map((name, i) => ({ name, position: i + 1, values: values[i] })),
      variants: [['S59', 'C0', 'M19', true], ['S59', 'C1', 'M19', false], ['S0', 'C59', 'M0', true]].map(([a, b, c, available], k) =>
        ({ id: 100 + k, title: `${a} / ${b} / ${c}`, options: [a, b, c], price: 1000, compare_at_price: null, available })),
    });
    const index = indexVariants(sparse);
    expect(index.states).to.equal(null);
    const selection = ['S59', 'C0', 'M19'];
    const listed = optionStates(index, selection).map((o) => o.values.filter((v) => v.availability !== 'unavailable').map((v) => `${v.value}:${v.availability}`));
    expect(listed).to.deep.equal([['S59:available'], ['C0:available', 'C1:sold-out'], ['M19:available']]);
    expect(resolveVariant(index, ['S0', 'C59', 'M0'])?.id).to.equal('102');
    expect(index.canShowUnavailable).to.equal(true);
  });

  it('moves to the first available variant keeping the size when a style/colour combination is missing', () => {
    const partial = parseProduct(generateProduct(2000));
    expect(selectValue(indexVariants(partial), ['28', 'Moss', 'Wide'], 2, 'Cropped')).to.deep.equal(['28', 'Black', 'Cropped']);
  });

  describe('no lookup scans all variants', () => {
    /** Indexes the product, then swaps its variants for a proxy that counts every access. */
    function watched(p: Product): { touches: () => number } {
      indexVariants(p);
      let touches = 0;
      const count = () => (touches += 1);
      p.variants = new Proxy(p.variants, {
        get: (target, key, receiver) => (count(), Reflect.get(target, key, receiver)),
        has: (target, key) => (count(), Reflect.has(target, key)),
        ownKeys: (target) => (count(), Reflect.ownKeys(target)),
        getOwnPropertyDescriptor: (target, key) => (count(), Reflect.getOwnPropertyDescriptor(target, key)),
      });
      return { touches: () => touches };
    }

    const ops: [label: string, run: (p: Product) => unknown][] = [
      ['resolveVariant', (p) => resolveVariant(indexVariants(p), ['36', 'Coral', 'Tapered'])],
      ['valueAvailability', (p) => valueAvailability(indexVariants(p), ['36', 'Coral', 'Tapered'], 1, 'Navy')],
      ['optionStates', (p) => optionStates(indexVariants(p), ['36', 'Coral', 'Tapered'])],
      ['selectValue to an existing tuple', (p) => selectValue(indexVariants(p), ['36', 'Coral', 'Tapered'], 2, 'Wide')],
      ['selectValue to a missing tuple', (p) => selectValue(indexVariants(p), ['28', 'Moss', 'Wide'], 2, 'Cropped')],
    ];
    for (const [label, run] of ops) {
      it(`${label} does not touch product.variants`, () => {
        const p = parseProduct(generateProduct(2000));
        const { touches } = watched(p);
        run(p);
        expect(touches()).to.equal(0);
      });
    }

    it('the proxy does count a scan (control)', () => {
      const p = parseProduct(generateProduct(2000));
      const { touches } = watched(p);
      p.variants.find((v) => v.id === 'none');
      expect(touches()).to.be.greaterThan(2000);
    });

    it('still gives the right answers through the proxy', () => {
      const p = parseProduct(generateProduct(2000));
      watched(p);
      expect(selectValue(indexVariants(p), ['28', 'Moss', 'Wide'], 2, 'Cropped')).to.deep.equal(['28', 'Black', 'Cropped']);
    });
  });
});
