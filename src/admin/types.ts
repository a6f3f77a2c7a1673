/**
 * Records of the seed's administration interface, with the wire's snake_case names.
 * Ids are exact decimal strings (they exceed 2^53); money is the exact decimal string the shop sent.
 * Fields whose type the seed does not show are typed `Json` (any JSON value), not guessed.
 */

/** Any JSON value (large integers arrive as decimal strings). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** An id as the client returns it: the integer as an exact decimal string, e.g. `"9007199254740993"`. */
export type Id = string;
/** An id as the client accepts it: a decimal string or a bigint (written to the wire as a JSON integer). */
export type IdInput = string | bigint;
/** A decimal number as a string, exactly as the shop writes it: `"12.50"`. A JS number is refused. */
export type Money = string;
/** ISO 8601 timestamp with UTC offset. */
export type Timestamp = string;

export type PaymentCategory =
  | 'cod' | 'custom' | 'bank_deposit' | 'invoice' | 'money_order' | 'cc' | 'money_transfer' | 'direct_debit'
  | (string & {});

/** A payment (read-only). */
export interface Payment {
  id: Id;
  order_id: Id;
  /** Three groups of three digits: `"123-456-789"`. */
  order_code: string;
  amount: Money;
  category: PaymentCategory;
  comment: string;
  created_at: Timestamp;
  captured_at: Timestamp | null;
  is_captured: boolean;
  captureable: boolean;
  /** Null in every record the seed shows; its type when set is not documented. */
  currency: Json;
  /** Null in every record the seed shows; its type when set is not documented. */
  trans_id: Json;
}

/** A metafield: a key/value attached to another object (a product, …). */
export interface Metafield {
  id: Id;
  shop_id: Id;
  metafieldable_type: string;
  metafieldable_id: Id;
  namespace: string;
  key: string;
  value: string;
  /** The meaning of its values is not documented. */
  value_type: number;
  description: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A product (or, with `show_variants`, a variant) in the administration shape. */
export interface AdminProduct {
  id: Id;
  shop_id: Id;
  /** Null for a top-level product; the parent's id for a variant. */
  product_id: Id | null;
  variant_ids: Id[];
  variants_count: number;
  active: boolean;
  visible: boolean;
  featured: boolean;
  new: boolean;
  title: string;
  subtitle: string | null;
  /** The article number; unique. */
  code: string;
  handle: string;
  /** A storefront path. */
  url: string;
  description: string;
  description_html: string;
  format: string;
  note: string | null;
  category: string;
  category_handle: string;
  vendor: string;
  vendor_handle: string;
  /** Comma-separated tags. */
  tag_list: string;
  tags_count: number;
  price: Money;
  compare_at_price: Money;
  extra_price: Money;
  tax_category: string;
  weight: number;
  stock: number;
  considers_stock: boolean;
  shows_stock_amount: boolean;
  calculates_shipping_cost: boolean;
  packaging_duration: number;
  position: number | null;
  base_unit: string;
  base_quantity: number;
  base_quantity_package: number;
  base_quantity_sold: number;
  base_perform_calculation: boolean;
  boolean_option_01: boolean;
  date_option_01: string | null;
  date_option_02: string | null;
  option_01: string | null;
  option_02: string | null;
  option_03: string | null;
  content_meta_description: string | null;
  content_meta_keywords: string | null;
  content_title_tag: string | null;
  custom_url: string | null;
  custom_url_routing: string;
  /** Absolute URL. */
  featured_image_url: string;
  product_images_count: number;
  properties_count: number;
  created_on: Timestamp;
  updated_on: Timestamp;
  /** With `include: 'variants'` (and without `show_variants`): the variants nested in the parent. */
  variants?: AdminProduct[];
}

/** Fields that may be written. Ids as string or bigint; money as a decimal string. */
export type AdminProductInput = Partial<Omit<AdminProduct, 'id' | 'shop_id' | 'product_id' | 'variant_ids' | 'variants' | 'created_on' | 'updated_on'>> & {
  product_id?: IdInput | null;
  [field: string]: unknown;
};

/** The query parameters of `GET /api/products.json`, by their seed names. */
export interface ProductQuery {
  /** Page size, at most 250 (the client pages with 250 unless told otherwise). */
  limit?: number;
  /** Where to start. */
  offset?: number;
  /** Association names: `'variants'`, `['variants', 'product_images']`, … */
  include?: string | readonly string[];
  /** With `include: 'variants'`: variants as separate top-level records (see `groupVariants`). */
  show_variants?: boolean;
  category?: string;
  vendor?: string;
  code?: string;
  title?: string;
  subtitle?: string;
  price?: Money;
  compare_at_price?: Money;
  extra_price?: Money;
  /** A date, `YYYY-MM-DD`. */
  created_on?: string;
  updated_on?: string;
  id_min?: IdInput;
  id_max?: IdInput;
  price_min?: Money;
  price_max?: Money;
  compare_at_price_min?: Money;
  compare_at_price_max?: Money;
  extra_price_min?: Money;
  extra_price_max?: Money;
  stock_min?: number;
  stock_max?: number;
  created_on_min?: string;
  created_on_max?: string;
  updated_on_min?: string;
  updated_on_max?: string;
}

/** Metafield filters: the seed does not name them, so any `name=value` pair is passed on as given. */
export type MetafieldQuery = Record<string, string | number | boolean | bigint>;

/** The fields of a metafield create (rule 1: type + id + namespace + key identify it). */
export interface MetafieldUpsert {
  metafieldable_type: string;
  metafieldable_id: IdInput;
  namespace: string;
  key: string;
  value: string;
  value_type?: number;
  description?: string;
  position?: number;
  [field: string]: unknown;
}

export type MetafieldInput = Partial<Omit<MetafieldUpsert, 'metafieldable_id'>> & { metafieldable_id?: IdInput };

/** Options every call takes. */
export interface CallOptions {
  /** Aborts the call, including queue waits and Retry-After sleeps. */
  signal?: AbortSignal;
}
