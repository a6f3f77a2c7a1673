/**
 * The fake shop's generated catalogue: deterministic, and awkward on purpose — ids beyond 2^53,
 * money that a double would round, non-ASCII and HTML-looking strings, variants, sold-out
 * products, a subscription product, and (optionally) a product the elements' parser rejects.
 * Records hold ids as bigints; the fake writes them as exact JSON integers.
 */

/** An admin product record as the fake keeps it (ids as bigint, money as decimal strings). */
export type FakeRecord = Record<string, unknown> & { id: bigint; product_id: bigint | null; variant_ids: bigint[] };

/** What the fake needs beyond the admin record to answer the storefront endpoint. */
export interface FakeProduct {
  record: FakeRecord;
  /** Option names of a parent with variants (the admin shape has no field for them). */
  optionNames: string[];
  /** Selling plan groups to show in the storefront document (subscription products). */
  sellingPlans: boolean;
  /** Write a variant price as a string in the storefront document: the elements' parser rejects it. */
  broken: boolean;
}

export interface FakePayment extends Record<string, unknown> {
  id: bigint;
  order_id: bigint;
}

export interface FakeMetafield extends Record<string, unknown> {
  id: bigint;
  metafieldable_id: bigint;
}

export interface Catalogue {
  /** Parents and variants, in id order. */
  products: FakeProduct[];
  payments: FakePayment[];
  metafields: FakeMetafield[];
}

export interface CatalogueOptions {
  /** Top-level products. Default 40. Every fifth has variants (they are extra records). */
  products?: number;
  /** Orders (each with one to three payments). Default 5. */
  orders?: number;
  /** Add one product whose storefront document the elements' parser rejects. Default false. */
  broken?: boolean;
  /** The first id: 2^53 + 1 by default, so every id is beyond what a double holds. */
  firstId?: bigint;
  /** The timestamp of every record. Default 2024-05-01T10:00:00+02:00. */
  createdAt?: string;
}

/** JSON text with bigints written as exact integers (`indent`: as `JSON.stringify`'s third argument). */
export function jsonText(value: unknown, indent?: number): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `\u0000${v}\u0000` : v), indent).replace(/"\\u0000(-?\d+)\\u0000"/g, '$1');
}

/**
 * `jsonText`'s inverse: JSON text parsed with integers beyond 2^53 as bigints, so that a document
 * parsed, changed (cut) and written again keeps them as the exact numbers they were.
 */
export function parseJsonBig(text: string): unknown {
  const marked = text.replace(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (m) =>
    (/^-?\d{16,}$/.test(m) && !Number.isSafeInteger(Number(m)) ? `"\\u0000${m}\\u0000"` : m));
  return JSON.parse(marked, (_k, v: unknown) => (typeof v === 'string' && /^\0-?\d{16,}\0$/.test(v) ? BigInt(v.slice(1, -1)) : v));
}

export const SHOP_ID = 4200000000000000042n;
const VENDORS = ['Atelier Nord', 'Kaffeerösterei Süd', 'Acme', 'Fell & Ridge'];
const CATEGORIES = ['Apparel', 'Coffee', 'Tea', 'Gear'];
const NAMES = ['Linen Shirt', 'House Blend', 'Café Crème — Röstung № 5', 'Canvas Tote', '<b>Bold</b> Mug', 'Trail Runner', 'Ritual Tea', 'Wool Socks'];
/** Prices that arithmetic on doubles gets wrong (0.10 + 0.20) and large ones; all fit the storefront's integers. */
const PRICES = ['19.90', '0.10', '0.20', '1234567.89', '4.99', '12.00', '12345678901.23', '49.50'];
const PAYMENT_CATEGORIES = ['cod', 'custom', 'bank_deposit', 'invoice', 'money_order', 'cc', 'money_transfer', 'direct_debit'];

export function slug(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/<[^>]*>/g, '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
}

/** A complete admin product record with the seed's every field, from a few given ones. */
export function productRecord(fields: Record<string, unknown> & { id: bigint; title: string; code: string }, createdAt: string): FakeRecord {
  const handle = typeof fields.handle === 'string' ? fields.handle : slug(`${fields.title}-${fields.code}`);
  const vendor = typeof fields.vendor === 'string' ? fields.vendor : VENDORS[0]!;
  const category = typeof fields.category === 'string' ? fields.category : CATEGORIES[0]!;
  return {
    shop_id: SHOP_ID, product_id: null, variant_ids: [], variants_count: 0,
    active: true, visible: true, featured: false, new: false,
    subtitle: null, handle, url: `/products/${handle}`,
    description: '', description_html: '', format: 'default', note: null,
    category, category_handle: slug(category), vendor, vendor_handle: slug(vendor),
    tag_list: '', tags_count: 0,
    price: '0.00', compare_at_price: '0.00', extra_price: '0.00', tax_category: 'standard',
    weight: 0.5, stock: 10, considers_stock: true, shows_stock_amount: false, calculates_shipping_cost: true,
    packaging_duration: 1, position: null,
    base_unit: 'piece', base_quantity: 1, base_quantity_package: 1, base_quantity_sold: 1, base_perform_calculation: false,
    boolean_option_01: false, date_option_01: null, date_option_02: null,
    option_01: null, option_02: null, option_03: null,
    content_meta_description: null, content_meta_keywords: null, content_title_tag: null,
    custom_url: null, custom_url_routing: 'default',
    featured_image_url: `https://cdn.example.invalid/images/${encodeURIComponent(handle)}.jpg`,
    product_images_count: 1, properties_count: 0,
    created_on: createdAt, updated_on: createdAt,
    ...fields,
  } as FakeRecord;
}

export function generateCatalogue(options: CatalogueOptions = {}): Catalogue {
  const count = options.products ?? 40;
  const createdAt = options.createdAt ?? '2024-05-01T10:00:00+02:00';
  let nextId = options.firstId ?? 2n ** 53n + 1n;
  const products: FakeProduct[] = [];
  const add = (record: FakeRecord, extra: Partial<FakeProduct> = {}) => {
    const p: FakeProduct = { record, optionNames: [], sellingPlans: false, broken: false, ...extra };
    products.push(p);
    return p;
  };

  for (let i = 0; i < count; i++) {
    const name = NAMES[i % NAMES.length]!;
    const title = i < NAMES.length ? name : `${name} ${i + 1}`;
    const price = PRICES[i % PRICES.length]!;
    const parent = add(productRecord({
      id: nextId++, title, code: `SE-${String(i + 1).padStart(5, '0')}`,
      vendor: VENDORS[i % VENDORS.length]!, category: CATEGORIES[Math.floor(i / 2) % CATEGORIES.length]!,
      subtitle: i % 3 === 0 ? `Subtitle ${i + 1}` : null,
      description_html: `<p>${title} — made to test the elements.</p>`, description: `${title} — made to test the elements.`,
      price, compare_at_price: i % 4 === 0 ? '99.90' : '0.00', extra_price: i % 6 === 0 ? '2.50' : '0.00',
      stock: i % 7 === 5 ? 0 : 5 + i, tag_list: i % 2 ? 'new,sale' : 'classic', tags_count: i % 2 ? 2 : 1,
      position: i + 1,
    }, createdAt), { sellingPlans: i % 10 === 6 });
    if (i % 5 === 4) {
      // Variants: sizes × colours, one of them sold out.
      parent.optionNames = ['Size', 'Colour'];
      const ids: bigint[] = [];
      const combos = [['S', 'Black'], ['M', 'Black'], ['L', 'Natur'], ['XL', 'Natur']];
      combos.forEach(([size, colour], k) => {
        const id = nextId++;
        ids.push(id);
        add(productRecord({
          id, product_id: parent.record.id, title: `${title} ${size} / ${colour}`, code: `${parent.record.code as string}-${k + 1}`,
          handle: `${parent.record.handle as string}-${k + 1}`, vendor: parent.record.vendor, category: parent.record.category,
          price: k === 3 ? '24.95' : price, option_01: size, option_02: colour, stock: k === 1 ? 0 : 3, visible: false,
        }, createdAt));
      });
      parent.record.variant_ids = ids;
      parent.record.variants_count = ids.length;
    }
  }
  if (options.broken) {
    add(productRecord({ id: nextId++, title: 'Broken Storefront Data', code: 'SE-BROKEN', price: '12.00' }, createdAt), { broken: true });
  }

  const payments: FakePayment[] = [];
  let paymentId = 2n ** 53n + 100001n;
  for (let o = 0; o < (options.orders ?? 5); o++) {
    const orderId = 2n ** 53n + 500001n + BigInt(o);
    for (let k = 0; k <= o % 3; k++) {
      const captured = (o + k) % 2 === 0;
      payments.push({
        id: paymentId++, order_id: orderId,
        order_code: `${String(100 + o).padStart(3, '0')}-${String(200 + k).padStart(3, '0')}-${String(300 + o).padStart(3, '0')}`,
        amount: PRICES[(o + k) % PRICES.length]!, category: PAYMENT_CATEGORIES[(o * 3 + k) % PAYMENT_CATEGORIES.length]!,
        comment: k ? 'second payment' : '', created_at: createdAt, captured_at: captured ? createdAt : null,
        is_captured: captured, captureable: !captured, currency: null, trans_id: null,
      });
    }
  }

  const metafields: FakeMetafield[] = products.slice(0, 3).map((p, k) => ({
    id: 2n ** 53n + 900001n + BigInt(k), shop_id: SHOP_ID, metafieldable_type: 'Product', metafieldable_id: p.record.id,
    namespace: 'shop-elements', key: 'badge', value: ['Neu', 'Bestseller', '¼ off'][k]!, value_type: 0,
    description: '', position: k + 1, created_at: createdAt, updated_at: createdAt,
  }));
  return { products, payments, metafields };
}
