import { expect } from '@open-wc/testing';
import { checkAddAnswer, parseCart, parseJsonExact, parseProduct, parseQuantityRule, parseSwatches, ProductDataError } from '../../src/core/index.js';
import { fixtureText, loadProduct } from '../fixtures/load.js';

/** Raw storefront JSON: deliberately untyped, so tests can break it in any way a feed might. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = Record<string, any>;

/** A small valid raw product (storefront snake_case shape); `patch` edits it before it is returned. */
function raw(patch: (p: Raw) => void = () => {}): Raw {
  const product: Raw = {
    id: 100,
    title: 'Tee',
    handle: 'tee',
    description: '<p>Cotton</p>',
    vendor: 'Acme',
    type: 'Shirts',
    tags: ['cotton'],
    price: 1500,
    price_min: 1500,
    price_max: 1800,
    compare_at_price: null,
    available: true,
    images: ['//cdn.example.com/tee.jpg'],
    featurot_image: '//cdn.example.com/tee.jpg',
    options: [{ name: 'Size', position: 1 }, { name: 'Color', position: 2 }],
    url: '/products/tee',
    variants: [
      ['S', 'Navy', 1500, true],
      ['M', 'Navy', 1500, false],
      ['S', 'White', 1800, true],
      ['L', 'White', 1800, true],
    ].map(([size, color, price, available], i) => ({
      id: 200 + i,
      title: `${size} / ${color}`,
      options: [size, color],
      option1: size,
      option2: color,
      option3: null,
      price,
      compare_at_price: null,
      available,
      sku: `TEE-${i}`,
      barcode: '',
      weight: 180,
      inventory_management: 'inventory',
      requires_shipping: true,
      taxable: true,
    })),
  };
  patch(product);
  return product;
}

/** The message of the ProductDataError raised by `fn`. */
function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).to.be.instanceOf(ProductDataError);
    return (error as Error).message;
  }
  throw new Error('expected a ProductDataError, nothing was thrown');
}

describe('parseProduct: option shapes', () => {
  const shapes: [label: string, options: unknown, names: string[], values: string[][]][] = [
    ['[{name, position}]', [{ name: 'Size', position: 1 }, { name: 'Color', position: 2 }], ['Size', 'Color'], [['S', 'M', 'L'], ['Navy', 'White']]],
    [
      '[{name, position, values}] (values order kept)',
      [{ name: 'Size', position: 1, values: ['L', 'M', 'S', 'XL'] }, { name: 'Color', position: 2, values: ['White', 'Navy'] }],
      ['Size', 'Color'],
      [['L', 'M', 'S', 'XL'], ['White', 'Navy']],
    ],
    ['plain strings', ['Size', 'Color'], ['Size', 'Color'], [['S', 'M', 'L'], ['Navy', 'White']]],
  ];
  for (const [label, options, names, values] of shapes) {
    it(`reads option names from ${label}`, () => {
      const p = parseProduct(raw((r) => (r.options = options)));
      expect(p.options.map((o) => o.name)).to.deep.equal(names);
    });
    it(`lists option values from ${label}`, () => {
      const p = parseProduct(raw((r) => (r.options = options)));
      expect(p.options.map((o) => o.values)).to.deep.equal(values);
    });
    it(`numbers option positions from ${label}`, () => {
      const p = parseProduct(raw((r) => (r.options = options)));
      expect(p.options.map((o) => o.position)).to.deep.equal([1, 2]);
    });
  }

  it('falls back to option1..3 when variant.options is missing', () => {
    const p = parseProduct(raw((r) => r.variants.forEach((v: Record<string, unknown>) => delete v.options)));
    expect(p.variants.map((v) => v.options)).to.deep.equal([['S', 'Navy'], ['M', 'Navy'], ['S', 'White'], ['L', 'White']]);
  });

  it('names a single "Title" option when the product has no options', () => {
    const p = parseProduct(raw((r) => {
      r.options = [];
      r.variants = [{ ...r.variants[0], options: ['Default Title'], option1: 'Default Title', option2: null }];
    }));
    expect(p.options).to.deep.equal([{ name: 'Title', position: 1, values: ['Default Title'], linked: new Map() }]);
  });
});

describe('parseProduct: defaults and derived fields', () => {
  const rows: [label: string, patch: (r: Raw) => void, read: (p: ReturnType<typeof parseProduct>) => unknown, expected: unknown][] = [
    ['missing selling_plan_groups ⇒ []', () => {}, (p) => p.sellingPlanGroups, []],
    ['null selling_plan_groups ⇒ []', (r) => (r.selling_plan_groups = null), (p) => p.sellingPlanGroups, []],
    ['missing selling_plan_allocations ⇒ []', () => {}, (p) => p.variants[0]!.sellingPlanAllocations, []],
    ['missing images ⇒ []', (r) => delete r.images, (p) => p.images, []],
    ['missing tags ⇒ []', (r) => delete r.tags, (p) => p.tags, []],
    ['missing requires_selling_plan ⇒ false', () => {}, (p) => p.requiresSellingPlan, false],
    ['featurot_image ⇒ featuredImage', () => {}, (p) => p.featuredImage, '//cdn.example.com/tee.jpg'],
    ['no featurot_image ⇒ null', (r) => delete r.featurot_image, (p) => p.featuredImage, null],
    ['null featurot_image ⇒ null', (r) => (r.featurot_image = null), (p) => p.featuredImage, null],
    ['priceMin from variants', () => {}, (p) => p.priceMin, 1500],
    ['priceMax from variants', () => {}, (p) => p.priceMax, 1800],
    ['priceVaries from variants', () => {}, (p) => p.priceVaries, true],
    ['available when any variant is', () => {}, (p) => p.available, true],
    [
      'not available when every variant is sold out',
      (r) => r.variants.forEach((v: Record<string, unknown>) => (v.available = false)),
      (p) => p.available,
      false,
    ],
    ['ids as decimal strings', () => {}, (p) => [p.id, p.variants[0]!.id], ['100', '200']],
    ['inventory_management null kept as null (untracked)', (r) => (r.variants[0].inventory_management = null), (p) => p.variants[0]!.inventoryManagement, null],
    ['inventory_management string kept', () => {}, (p) => p.variants[0]!.inventoryManagement, 'inventory'],
    ['compare_at_price null kept as null', () => {}, (p) => p.variants[0]!.compareAtPrice, null],
    ['variant title kept', () => {}, (p) => p.variants[2]!.title, 'S / White'],
    ['missing variant title ⇒ joined options', (r) => delete r.variants[2].title, (p) => p.variants[2]!.title, 'S / White'],
  ];
  for (const [label, patch, read, expected] of rows) {
    it(label, () => {
      expect(read(parseProduct(raw(patch)))).to.deep.equal(expected);
    });
  }
});

describe('parseProduct: errors name the field path', () => {
  const rows: [label: string, input: () => unknown, message: string][] = [
    [
      'a decimal string price',
      () => raw((r) => (r.variants[3].price = '12.00')),
      'variants[3].price: expected integer (a decimal price such as the admin API sends is not a storefront amount), got "12.00"',
    ],
    ['a fractional price', () => raw((r) => (r.variants[1].price = 12.5)), 'variants[1].price: expected integer, got 12.5'],
    ['a negative price', () => raw((r) => (r.variants[1].price = -5)), 'variants[1].price: expected non-negative integer, got -5'],
    ['a missing available', () => raw((r) => delete r.variants[0].available), 'variants[0].available: expected boolean, got nothing'],
    ['a string available', () => raw((r) => (r.variants[2].available = 'true')), 'variants[2].available: expected boolean, got "true"'],
    ['variants as an object', () => raw((r) => (r.variants = {})), 'variants: expected array, got an object'],
    ['missing variants', () => raw((r) => delete r.variants), 'variants: expected array, got nothing'],
    ['empty variants', () => raw((r) => (r.variants = [])), 'variants: expected at least one variant, got none'],
    ['a variant that is not an object', () => raw((r) => (r.variants[1] = null)), 'variants[1]: expected object, got null'],
    ['a root array', () => [], '(root): expected object, got an array'],
    ['a root array as text', () => '[1, 2]', '(root): expected object, got an array'],
    ['a non-numeric variant id', () => raw((r) => (r.variants[2].id = 'abc')), 'variants[2].id: expected integer id, got "abc"'],
    ['an option without a name', () => raw((r) => (r.options[1] = { position: 2 })), 'options[1].name: expected string, got nothing'],
    ['a variant with too few option values', () => raw((r) => (r.variants[2].options = ['S'])), 'variants[2].options: expected 2 values, got 1'],
    [
      'a missing option2 without variant.options',
      () => raw((r) => {
        delete r.variants[0].options;
        r.variants[0].option2 = null;
      }),
      'variants[0].option2: expected string, got null',
    ],
    ['a string unit_price', () => raw((r) => (r.variants[1].unit_price = '5.00')),
      'variants[1].unit_price: expected integer (a decimal price such as the admin API sends is not a storefront amount), got "5.00"'],
    ['a string compare_at_price', () => raw((r) => (r.variants[1].compare_at_price = '20')), 'variants[1].compare_at_price: expected integer, got "20"'],
    ['a string requires_selling_plan', () => raw((r) => (r.requires_selling_plan = 'yes')), 'requires_selling_plan: expected boolean, got "yes"'],
    [
      'an allocation without a price',
      () => raw((r) => (r.variants[0].selling_plan_allocations = [
        { compare_at_price: 1500, per_delivery_price: 1350, selling_plan_id: 1, selling_plan_group_id: 'a1' },
      ])),
      'variants[0].selling_plan_allocations[0].price: expected integer, got nothing',
    ],
    [
      'an allocation without a group id',
      () => raw((r) => (r.variants[0].selling_plan_allocations = [
        { price: 1350, compare_at_price: null, per_delivery_price: 1350, selling_plan_id: 1, selling_plan_group_id: '' },
      ])),
      'variants[0].selling_plan_allocations[0].selling_plan_group_id: expected id (a string or an integer), got ""',
    ],
    ['a group id that is an object', () => raw((r) => (r.selling_plan_groups = [{ id: {}, name: 'S', selling_plans: [] }])),
      'selling_plan_groups[0].id: expected id (a string or an integer), got an object'],
    [
      'an admin API product (wrapped in "product")',
      () => ({ product: { id: 1, title: 'Tee', variants: [{ id: 2, price: '12.00' }] } }),
      '(root): expected a storefront product, got an admin API product wrapped in "product" (the storefront serves /products/<handle>.js unwrapped, with integer prices)',
    ],
    ['a list of products', () => ({ products: [] }), '(root): expected a storefront product, got a list of products (expected one product, from /products/<handle>.js)'],
    ['a cart', () => ({ currency: 'EUR', items: [] }), '(root): expected a storefront product, got a cart (/cart.js), not a product'],
    ['an HTML page as text', () => '<!doctype html><title>Not found</title>', '(root): expected JSON, got an HTML page'],
    ['variants without prices', () => raw((r) => r.variants.forEach((v: Raw) => delete v.price)), 'variants[0].price: expected integer, got nothing'],
    [
      'a string per_delivery_price',
      () => raw((r) => (r.variants[0].selling_plan_allocations = [
        { price: 1350, compare_at_price: 1500, per_delivery_price: 1350, selling_plan_id: 1, selling_plan_group_id: 9 },
        { price: 1350, compare_at_price: 1500, per_delivery_price: '1350', selling_plan_id: 2, selling_plan_group_id: 9 },
      ])),
      'variants[0].selling_plan_allocations[1].per_delivery_price: expected integer, got "1350"',
    ],
    [
      'a plan id that is not digits',
      () => raw((r) => (r.selling_plan_groups = [{ id: 9, name: 'Subscribe', selling_plans: [{ id: 1, name: 'Monthly' }, { id: 'p-2', name: 'Weekly' }] }])),
      'selling_plan_groups[0].selling_plans[1].id: expected integer id, got "p-2"',
    ],
    [
      'a group without selling_plans',
      () => raw((r) => (r.selling_plan_groups = [{ id: 9, name: 'Subscribe' }])),
      'selling_plan_groups[0].selling_plans: expected array, got nothing',
    ],
    ['a duplicate variant id', () => raw((r) => (r.variants[1].id = 200)), 'variants[1].id: duplicates the id of variants[0] (200)'],
    [
      'a duplicate option tuple',
      () => raw((r) => {
        r.variants[3].options = ['S', 'Navy'];
      }),
      'variants[3].options: duplicates the option values of variants[0] (S / Navy)',
    ],
  ];
  for (const [label, input, message] of rows) {
    it(`rejects ${label}: ${message}`, () => {
      expect(errorOf(() => parseProduct(input()))).to.equal(message);
    });
  }

  it('exposes the field path on the error', () => {
    try {
      parseProduct(raw((r) => (r.variants[3].price = '12.00')));
      expect.fail('no error');
    } catch (error) {
      expect((error as ProductDataError).path).to.equal('variants[3].price');
    }
  });

  it('names itself ProductDataError', () => {
    try {
      parseProduct(raw((r) => (r.variants = [])));
      expect.fail('no error');
    } catch (error) {
      expect((error as Error).name).to.equal('ProductDataError');
    }
  });
});

describe('parseProduct: liberal where no price or form value depends on the field', () => {
  type P = ReturnType<typeof parseProduct>;
  const rows: [label: string, patch: (r: Raw) => void, read: (p: P) => unknown, expected: unknown][] = [
    ['a missing title ⇒ ""', (r) => delete r.title, (p) => p.title, ''],
    ['a null title ⇒ ""', (r) => (r.title = null), (p) => p.title, ''],
    ['a float product id ⇒ ""', (r) => (r.id = 1.5), (p) => p.id, ''],
    ['a missing description ⇒ ""', (r) => delete r.description, (p) => p.description, ''],
    ['a null vendor ⇒ ""', (r) => (r.vendor = null), (p) => p.vendor, ''],
    ['a missing type ⇒ ""', (r) => delete r.type, (p) => p.type, ''],
    ['a non-string tag is dropped', (r) => (r.tags = ['a', 7, 'b']), (p) => p.tags, ['a', 'b']],
    ['tags as one comma-separated string', (r) => (r.tags = 'coffee, organic,,fair trade'), (p) => p.tags, ['coffee', 'organic', 'fair trade']],
    ['tags as an object ⇒ []', (r) => (r.tags = { a: 1 }), (p) => p.tags, []],
    ['a product-level price_max string is not read', (r) => (r.price_max = '18.00'), (p) => p.priceMax, 1800],
    [
      'images as objects {src, width, height, alt}',
      (r) => (r.images = [{ src: '//cdn.example.com/a.jpg', width: 800, height: 600, alt: null }, { src: '//cdn.example.com/b.jpg' }]),
      (p) => p.images,
      ['//cdn.example.com/a.jpg', '//cdn.example.com/b.jpg'],
    ],
    ['images mixing strings, objects and junk', (r) => (r.images = ['//a.jpg', { src: '//b.jpg' }, null, 5, { alt: 'x' }]), (p) => p.images, ['//a.jpg', '//b.jpg']],
    ['featurot_image as an object', (r) => (r.featurot_image = { src: '//cdn.example.com/f.jpg', width: 10 }), (p) => p.featuredImage, '//cdn.example.com/f.jpg'],
    ['featured_image (no featurot_image) as a string', (r) => {
      delete r.featurot_image;
      r.featured_image = '//cdn.example.com/g.jpg';
    }, (p) => p.featuredImage, '//cdn.example.com/g.jpg'],
    ['featured_image as a number ⇒ null', (r) => {
      delete r.featurot_image;
      r.featured_image = 42;
    }, (p) => p.featuredImage, null],
    ['a variant sku as a number ⇒ text', (r) => (r.variants[0].sku = 12345), (p) => p.variants[0]!.sku, '12345'],
    ['a variant barcode as an object ⇒ null', (r) => (r.variants[0].barcode = {}), (p) => p.variants[0]!.barcode, null],
    ['a variant weight as a string ⇒ null', (r) => (r.variants[0].weight = '180g'), (p) => p.variants[0]!.weight, null],
    ['a variant weight with a fraction', (r) => (r.variants[0].weight = 180.5), (p) => p.variants[0]!.weight, 180.5],
    ['requires_shipping as a string ⇒ true', (r) => (r.variants[0].requires_shipping = 'no'), (p) => p.variants[0]!.requiresShipping, true],
    ['a variant featured_image object is ignored (kept in raw)', (r) => (r.variants[0].featured_image = { id: 1, src: '//v.jpg' }), (p) => p.variants[0]!.raw.featured_image, { id: 1, src: '//v.jpg' }],
    ['option values as numbers ⇒ text', (r) => {
      r.options = ['Size'];
      r.variants = [{ ...r.variants[0], options: [42] }, { ...r.variants[1], options: [44] }];
    }, (p) => p.options[0]!.values, ['42', '44']],
    [
      'a plan with a null description, numeric name and junk options',
      (r) => {
        r.selling_plan_groups = [{ id: 'abc', name: null, options: 'x', selling_plans: [{ id: 1, name: 42, description: null, options: [null, { name: 'Every', value: 2 }] }] }];
      },
      (p) => p.sellingPlanGroups[0],
      { id: 'abc', name: '', options: [], sellingPlans: [{ id: '1', name: '42', description: '', options: [{ name: 'Every', position: 0, value: '2' }], recurringDeliveries: true }] },
    ],
    [
      'an allocation without per_delivery_price: the price is per delivery',
      (r) => (r.variants[0].selling_plan_allocations = [{ price: 1350, compare_at_price: 1500, selling_plan_id: 1, selling_plan_group_id: 9 }]),
      (p) => p.variants[0]!.sellingPlanAllocations[0]!.perDeliveryPrice,
      1350,
    ],
    [
      'an allocation with compare_at_price null (a plan without a discount)',
      (r) => (r.variants[0].selling_plan_allocations = [{ price: 1500, compare_at_price: null, per_delivery_price: 1500, selling_plan_id: 1, selling_plan_group_id: 9 }]),
      (p) => p.variants[0]!.sellingPlanAllocations[0]!.compareAtPrice,
      null,
    ],
    ['unknown extra fields are ignored', (r) => {
      r.media = [{ id: 1, media_type: 'image' }];
      r.variants[0].quantity_rule = { min: 1, max: null, increment: 1 };
      r.my_app_field = { nested: true };
    }, (p) => p.variants.length, 4],
  ];
  for (const [label, patch, read, expected] of rows) {
    it(label, () => {
      expect(read(parseProduct(raw(patch)))).to.deep.equal(expected);
    });
  }
});

describe('parseProduct: opaque selling plan group ids', () => {
  const product = (groupId: unknown, allocationGroupId: unknown) => raw((r) => {
    r.selling_plan_groups = [{ id: groupId, name: 'Subscribe', selling_plans: [{ id: '5001', name: 'Monthly' }] }];
    r.variants[0].selling_plan_allocations = [
      { price: 1350, compare_at_price: null, per_delivery_price: 1350, selling_plan_id: '5001', selling_plan_group_id: allocationGroupId },
    ];
  });
  const rows: [label: string, given: unknown, expected: string][] = [
    ['40 hex digits', '7e5d71161bec5331c43c232131698d7d1e7e832e', '7e5d71161bec5331c43c232131698d7d1e7e832e'],
    ['a small integer', 42, '42'],
    ['a digit string with a leading zero (kept as sent)', '0042', '0042'],
    ['a slug', 'subscribe-and-save', 'subscribe-and-save'],
  ];
  for (const [label, given, expected] of rows) {
    it(`accepts ${label} on the group and its allocations alike`, () => {
      const p = parseProduct(product(given, given));
      expect([p.sellingPlanGroups[0]!.id, p.variants[0]!.sellingPlanAllocations[0]!.sellingPlanGroupId]).to.deep.equal([expected, expected]);
    });
  }

  it('accepts plan ids sent as digit strings', () => {
    expect(parseProduct(product('g', 'g')).sellingPlanGroups[0]!.sellingPlans[0]!.id).to.equal('5001');
  });
});

describe('parseProduct: raw objects', () => {
  it('keeps the storefront product object as product.raw, unchanged', () => {
    const input = raw((r) => (r.my_app = { badge: 'new' }));
    const before = JSON.stringify(input);
    const p = parseProduct(input);
    expect(p.raw).to.equal(input);
    expect(JSON.stringify(p.raw)).to.equal(before);
  });

  it('keeps each variant object as variant.raw (option1, sku, featured_image, app fields)', () => {
    const p = parseProduct(raw((r) => (r.variants[2].featured_image = { src: '//white.jpg' })));
    expect(p.variants[2]!.raw).to.include({ option1: 'S', option2: 'White', sku: 'TEE-2' });
    expect(p.variants[2]!.raw.featured_image).to.deep.equal({ src: '//white.jpg' });
  });

  it('keeps integers beyond 2^53 in raw as exact strings', () => {
    const p = parseProduct('{"id": 12345678901234567891, "title": "T", "variants": [{"id": 1, "price": 1, "available": true, "options": ["A"], "inventory_item_id": 98765432109876543219}], "options": ["X"]}');
    expect([p.raw.id, p.variants[0]!.raw.inventory_item_id]).to.deep.equal(['12345678901234567891', '98765432109876543219']);
  });
});

describe('parseProduct: unit prices', () => {
  const measured = (m: unknown, unitPrice: unknown = 500) => raw((r) => {
    r.variants[0].unit_price = unitPrice;
    r.variants[0].unit_price_measurement = m;
    r.variants[0].selling_plan_allocations = [
      { price: 1350, compare_at_price: 1500, per_delivery_price: 1350, selling_plan_id: 1, selling_plan_group_id: 'g', unit_price: 450 },
    ];
  });
  const g100 = { measured_type: 'weight', quantity_value: '250.0', quantity_unit: 'g', reference_value: 100, reference_unit: 'g' };
  const rows: [label: string, input: Raw, variant: unknown, allocation: unknown][] = [
    ['per 100 g', measured(g100), { amount: 500, referenceValue: 100, referenceUnit: 'g' }, { amount: 450, referenceValue: 100, referenceUnit: 'g' }],
    ['per 1 kg, values as strings', measured({ ...g100, reference_value: '1', reference_unit: 'KG' }), { amount: 500, referenceValue: 1, referenceUnit: 'kg' }, { amount: 450, referenceValue: 1, referenceUnit: 'kg' }],
    ['per m² (m2)', measured({ ...g100, reference_value: 1, reference_unit: 'm2' }), { amount: 500, referenceValue: 1, referenceUnit: 'm²' }, { amount: 450, referenceValue: 1, referenceUnit: 'm²' }],
    ['no measurement: none shown', measured(null), null, null],
    ['a measurement without reference_unit: none shown', measured({ ...g100, reference_unit: null }), null, null],
    ['a zero reference_value: none shown', measured({ ...g100, reference_value: 0 }), null, null],
    ['no unit_price: none shown', measured(g100, null), null, { amount: 450, referenceValue: 100, referenceUnit: 'g' }],
  ];
  for (const [label, input, variant, allocation] of rows) {
    it(label, () => {
      const v = parseProduct(input).variants[0]!;
      expect([v.unitPrice, v.sellingPlanAllocations[0]!.unitPrice]).to.deep.equal([variant, allocation]);
    });
  }
});

describe('parseProduct: ids beyond 2^53', () => {
  const text = `{"id": 12345678901234567890, "title": "Big", "variants": [
    {"id": 9007199254740993, "title": "Default Title", "options": ["Default Title"], "price": 100, "available": true,
     "description_note": "98765432109876543210123",
     "selling_plan_allocations": [{"price": 90, "compare_at_price": 100, "per_delivery_price": 90,
       "selling_plan_id": 77, "selling_plan_group_id": 98765432109876543211}]}],
    "options": [{"name": "Title", "position": 1}],
    "description": "Order 98765432109876543210 stays text",
    "selling_plan_groups": [{"id": 98765432109876543211, "name": "Save", "selling_plans": [{"id": 77, "name": "Monthly"}]}]}`;

  const rows: [label: string, read: (p: ReturnType<typeof parseProduct>) => unknown, expected: unknown][] = [
    ['product id', (p) => p.id, '12345678901234567890'],
    ['variant id just past 2^53', (p) => p.variants[0]!.id, '9007199254740993'],
    ['group id', (p) => p.sellingPlanGroups[0]!.id, '98765432109876543211'],
    ['allocation group id', (p) => p.variants[0]!.sellingPlanAllocations[0]!.sellingPlanGroupId, '98765432109876543211'],
    ['digits inside strings untouched', (p) => p.description, 'Order 98765432109876543210 stays text'],
  ];
  for (const [label, read, expected] of rows) {
    it(`keeps the ${label} exact from JSON text`, () => {
      expect(read(parseProduct(text))).to.equal(expected);
    });
  }

  it('keeps ids exact on engines without JSON.parse source text access', () => {
    const original = JSON.parse;
    // An older engine: the reviver gets no third (context) argument.
    JSON.parse = ((t: string, reviver?: (this: unknown, k: string, v: unknown) => unknown) =>
      original(t, reviver ? function (this: unknown, k: string, v: unknown) { return reviver.call(this, k, v); } : undefined)) as typeof JSON.parse;
    try {
      const p = parseProduct(text);
      expect([p.id, p.sellingPlanGroups[0]!.id, p.description]).to.deep.equal([
        '12345678901234567890',
        '98765432109876543211',
        'Order 98765432109876543210 stays text',
      ]);
    } finally {
      JSON.parse = original;
    }
  });

  const stringRows: [given: string, expected: string][] = [
    ['98765432109876543210', '98765432109876543210'],
    ['007', '7'],
    ['0', '0'],
  ];
  for (const [given, expected] of stringRows) {
    it(`accepts the variant id string "${given}" as "${expected}"`, () => {
      expect(parseProduct(raw((r) => (r.variants[1].id = given))).variants[1]!.id).to.equal(expected);
    });
  }

  it('parseJsonExact returns large integers as strings and small ones as numbers', () => {
    expect(parseJsonExact('[98765432109876543210, 42, 1.5]')).to.deep.equal(['98765432109876543210', 42, 1.5]);
  });
});

describe('parseProduct: fixtures', () => {
  const rows: [name: Parameters<typeof loadProduct>[0], variants: number, options: string[]][] = [
    ['apparel', 22, ['Size', 'Color', 'Material']],
    ['coffee', 6, ['Size', 'Grind']],
    ['subscription-only', 2, ['Size']],
    ['on-sale', 2, ['Color']],
    ['default-title', 1, ['Title']],
  ];
  for (const [name, count, options] of rows) {
    it(`parses ${name}.json with ${count} variants`, async () => {
      expect((await loadProduct(name)).variants).to.have.length(count);
    });
    it(`parses ${name}.json with options ${options.join(', ')}`, async () => {
      expect((await loadProduct(name)).options.map((o) => o.name)).to.deep.equal(options);
    });
  }

  it('coffee.json keeps both group ids, which collide as doubles, distinct', async () => {
    const text = await fixtureText('coffee');
    expect(parseProduct(text).sellingPlanGroups.map((g) => g.id)).to.deep.equal(['98765432109876543210', '98765432109876543211']);
  });

  it('apparel.json lists values in order of first appearance', async () => {
    expect((await loadProduct('apparel')).options.map((o) => o.values)).to.deep.equal([
      ['XS', 'S', 'M', 'L', 'XL'],
      ['Navy', 'Oat', 'Forest'],
      ['Merino', 'Cashmere blend'],
    ]);
  });

  it('apparel.json reads its featurot_image', async () => {
    expect((await loadProduct('apparel')).featuredImage).to.match(/merino-crew-navy\.jpg/);
  });
});

describe('parseCart', () => {
  const ok: [label: string, input: unknown, expected: unknown][] = [
    ['an object', { token: 'abc', currency: 'EUR', item_count: 2, items: [] }, { currency: 'EUR', itemCount: 2 }],
    ['JSON text', '{"currency":"JPY","item_count":0}', { currency: 'JPY', itemCount: 0 }],
    ['no item_count', { currency: 'KWD' }, { currency: 'KWD', itemCount: 0, token: '', totalPrice: 0, items: [], discountCodes: [] }],
    [
      'its lines, liberally: an unreadable line is left out, a missing price is 0',
      {
        currency: 'EUR', token: 'c1', total_price: 23800, item_count: 3,
        items: [
          { key: '44012345678904:a1', variant_id: 44012345678904, quantity: 2, final_line_price: 15800 },
          { key: 'x', variant_id: 'not an id', quantity: 1 },
          { variant_id: '9007199254740993', quantity: 1 },
        ],
        discount_codes: [{ code: 'WELCOME', applicable: true }, { code: 7 }],
      },
      {
        token: 'c1', totalPrice: 23800, itemCount: 3,
        items: [
          { key: '44012345678904:a1', variantId: '44012345678904', quantity: 2, finalLinePrice: 15800 },
          { key: '', variantId: '9007199254740993', quantity: 1, finalLinePrice: 0 },
        ],
        discountCodes: [{ code: 'WELCOME', applicable: true }],
      },
    ],
  ];
  for (const [label, input, expected] of ok) {
    it(`reads ${label}`, () => {
      const { items, ...rest } = parseCart(input);
      const { items: want, ...wantRest } = expected as { items: object[] };
      expect(rest).to.deep.include(wantRest);
      // Each line also carries its plan, its rule and its own object (below).
      if (want) expect(items.map(({ key, variantId, quantity, finalLinePrice }) => ({ key, variantId, quantity, finalLinePrice }))).to.deep.equal(want);
    });
  }

  // The platform is loose here; none of it may become a page-wide currency error.
  const loose: [label: string, input: object, read: object][] = [
    ['item_count as digits', { currency: 'EUR', item_count: '3', items: [] }, { itemCount: 3 }],
    ['a fractional item_count: the lines\' sum', { currency: 'EUR', item_count: 1.5, items: [{ variant_id: 1, quantity: 2 }] }, { itemCount: 2 }],
    ['item_count null: the lines\' sum', { currency: 'EUR', item_count: null, items: [{ variant_id: 1, quantity: '2' }] }, { itemCount: 2 }],
    ['total_price as digits', { currency: 'EUR', total_price: '3600' }, { totalPrice: 3600 }],
    ['items that are not a list', { currency: 'EUR', items: 'none' }, { items: [], itemCount: 0 }],
    ['a token that is a number', { currency: 'EUR', token: 7 }, { token: '' }],
  ];
  for (const [label, input, read] of loose) {
    it(`reads ${label}`, () => {
      expect(parseCart(input)).to.deep.include(read);
    });
  }

  it('a line: quantity of at least 1 (a line of 0 or -3 is left out), its plan, its quantity rule (digits read), its own object', () => {
    const line = { key: 'k', variant_id: 1, quantity: 6, quantity_rule: { min: '3', max: 12, increment: 3 }, selling_plan_allocation: { selling_plan: { id: 55 } } };
    const { items } = parseCart({ currency: 'EUR', items: [line, { variant_id: 2, quantity: 0 }, { variant_id: 3, quantity: -3 }] });
    expect(items).to.deep.equal([{ key: 'k', variantId: '1', quantity: 6, finalLinePrice: 0, sellingPlanId: '55', quantityRule: { min: 3, max: 12, increment: 3 }, raw: line }]);
  });

  it('keeps the storefront\'s own cart as raw', () => {
    const raw = { currency: 'EUR', note: 'gift', items: [] };
    expect(parseCart(raw).raw).to.equal(raw);
  });

  const bad: [label: string, input: unknown, message: string][] = [
    ['a lowercase currency', { currency: 'eur' }, 'currency: expected ISO 4217 code, got "eur"'],
    ['a missing currency', { item_count: 1 }, 'currency: expected string, got nothing'],
    ['null', null, '(root): expected object, got null'],
  ];
  for (const [label, input, message] of bad) {
    it(`rejects ${label}: ${message}`, () => {
      expect(errorOf(() => parseCart(input))).to.equal(message);
    });
  }
});

describe('checkAddAnswer', () => {
  it('the single-item form: one line, parsed, and the storefront\'s own object; sections apart', () => {
    const body = { id: 7, variant_id: 7, key: '7:a', quantity: 2, final_line_price: 3600, sections: { 'cart-drawer': '<div></div>' } };
    const answer = checkAddAnswer(body);
    expect(answer.lines.map((l) => [l.variantId, l.quantity, l.finalLinePrice])).to.deep.equal([['7', 2, 3600]]);
    expect(answer.items).to.deep.equal([{ id: 7, variant_id: 7, key: '7:a', quantity: 2, final_line_price: 3600 }]);
    expect(answer.sections).to.deep.equal({ 'cart-drawer': '<div></div>' });
  });

  it('the items form: every line; an unreadable one stays in items only; sections null without them', () => {
    const answer = checkAddAnswer({ items: [{ variant_id: 1, quantity: '1' }, { variant_id: 'x', quantity: 1 }] });
    expect(answer.lines.map((l) => [l.variantId, l.quantity])).to.deep.equal([['1', 1]]);
    expect([answer.items.length, answer.sections]).to.deep.equal([2, null]);
  });

  it('anything but an object is not an answer', () => {
    expect(errorOf(() => checkAddAnswer('<html>'))).to.equal('(root): expected object, got an HTML page');
  });
});

describe('parseQuantityRule', () => {
  const rows: [input: unknown, rule: object][] = [
    [undefined, { min: 1, max: null, increment: 1 }],
    [{ min: 3, max: 12, increment: 3 }, { min: 3, max: 12, increment: 3 }],
    [{ min: '3', max: '12', increment: '3' }, { min: 3, max: 12, increment: 3 }],
    [{ min: 0, max: null, increment: -1 }, { min: 1, max: null, increment: 1 }],
    [{ min: 5, max: 2 }, { min: 5, max: null, increment: 1 }],
    ['3', { min: 1, max: null, increment: 1 }],
  ];
  for (const [input, rule] of rows) {
    it(`${JSON.stringify(input)} reads ${JSON.stringify(rule)}`, () => expect(parseQuantityRule(input)).to.deep.equal(rule));
  }
});

describe('parseSwatches', () => {
  // The theme's data-swatches text in, option → value → swatch out (as plain objects for the table).
  const rows: [text: string | null, swatches: object][] = [
    ['{"Color": {"Navy": {"color": "#1e3a8a"}}}', { Color: { Navy: { color: '#1e3a8a' } } }],
    ['{"Color": {"Linen": {"image": "//cdn/linen.png", "color": "#eee"}}}', { Color: { Linen: { image: '//cdn/linen.png' } } }],
    ['{"Color": {"Sand": {"image": null, "color": "#c2b280"}}}', { Color: { Sand: { color: '#c2b280' } } }],
    ['{"Color": {"Sand": {"image": "", "color": ""}, "Red": "red", "Blue": {"color": 3}}}', { Color: {} }],
    ['{"Color": [1, 2], "Size": null}', { Color: {}, Size: {} }],
    ['{"Color": {"constructor": {"color": "red"}}}', { Color: { constructor: { color: 'red' } } }],
    ['[{"color": "red"}]', {}],
    ['{"Color": ', {}],
    ['', {}],
    [null, {}],
  ];
  const plain = (m: ReadonlyMap<string, ReadonlyMap<string, object>>) =>
    Object.fromEntries([...m].map(([option, values]) => [option, Object.fromEntries(values)]));
  for (const [text, swatches] of rows) {
    it(`${JSON.stringify(text)} reads ${JSON.stringify(swatches)}`, () => expect(plain(parseSwatches(text))).to.deep.equal(swatches));
  }
});
