// The collection page of `npm run bench -- --only=collection`: 48 products in the storefront's
// /products/<handle>.js shape (amounts in hundredths), six shapes of a clothing shop repeated eight
// times, neighbours differing, as the side-by-side bench's collection page has them: 4–24 variants,
// one or two options, some values sold out, some on sale, every variant its own price. Deterministic.
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const COLOURS = ['Black', 'Navy', 'Olive', 'Sand'];
/** Sizes × colours (no colours: one option), the base price, and which variants (i) of copy k are sold out or on sale. */
const SHAPES = [
  { name: 'Tee', sizes: 4, colours: 0, base: 1900, soldOut: (i, k) => k % 4 === 1 && i === 0, sale: () => false },
  { name: 'Hoodie', sizes: 4, colours: 2, base: 5900, soldOut: (i) => i === 5, sale: (i, k) => k % 2 === 1 },
  { name: 'Jacket', sizes: 3, colours: 3, base: 12900, soldOut: (i) => i === 0 || i === 7, sale: () => false },
  { name: 'Sneaker', sizes: 6, colours: 2, base: 8900, soldOut: (i) => i % 5 === 4, sale: (i) => i % 2 === 0 },
  { name: 'Sweater', sizes: 5, colours: 4, base: 9900, soldOut: (i, k) => i % 7 === k % 3, sale: (i, k) => k >= 4 && i % 4 !== 3 },
  { name: 'Jeans', sizes: 6, colours: 4, base: 7900, soldOut: (i) => i < 3 || i % 6 === 5, sale: (i) => i >= 12 },
];

/** Card `c` of the page: shape c % 6, copy c / 6. */
function card(c) {
  const shape = SHAPES[c % SHAPES.length];
  const k = Math.floor(c / SHAPES.length);
  const title = `${shape.name} ${k + 1}`;
  const handle = `${shape.name.toLowerCase()}-${k + 1}`;
  const options = [{ name: 'Size', values: SIZES.slice(0, shape.sizes) }];
  if (shape.colours) options.push({ name: 'Colour', values: COLOURS.slice(0, shape.colours) });
  const variants = [];
  for (const [s, size] of options[0].values.entries()) {
    for (const [col, colour] of (options[1]?.values ?? [null]).entries()) {
      const i = variants.length;
      const values = colour ? [size, colour] : [size];
      const price = shape.base + k * 100 + s * 200 + col * 50;
      variants.push({
        id: 40000000000000 + c * 100 + i, title: values.join(' / '), option1: size, option2: colour, option3: null, options: values,
        sku: `C${c}-${i}`, name: `${title} - ${values.join(' / ')}`, public_title: values.join(' / '), available: !shape.soldOut(i, k),
        price, compare_at_price: shape.sale(i, k) ? price + 2000 : null, requires_shipping: true, taxable: true, weight: 300,
        featured_image: null, inventory_management: 'shopify', barcode: '', requires_selling_plan: false, selling_plan_allocations: [],
      });
    }
  }
  const prices = variants.map((v) => v.price);
  const compare = variants.map((v) => v.compare_at_price ?? 0);
  const [min, max, cmin, cmax] = [Math.min(...prices), Math.max(...prices), Math.min(...compare), Math.max(...compare)];
  return {
    id: 7000000000000 + c, title, handle, description: '', vendor: 'V', type: shape.name, tags: [], url: `/products/${handle}`,
    published_at: '2026-01-01T00:00:00+00:00', created_at: '2026-01-01T00:00:00+00:00', images: [], featured_image: null,
    price: min, price_min: min, price_max: max, price_varies: min !== max, available: variants.some((v) => v.available),
    compare_at_price: cmin || null, compare_at_price_min: cmin, compare_at_price_max: cmax, compare_at_price_varies: cmin !== cmax,
    options: options.map((o, i) => ({ ...o, position: i + 1 })), variants, requires_selling_plan: false, selling_plan_groups: [],
  };
}

/** The 48 products. */
export const collectionProducts = () => Array.from({ length: 48 }, (_, c) => card(c));

/** The price a card shows first, as en-US dollars: its first available variant's (what <shop-product> selects). */
export function firstPrices(products) {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return products.map((p) => usd.format((p.variants.find((v) => v.available) ?? p.variants[0]).price / 100));
}
