/**
 * Typed storefront data, as `parseProduct` / `parseCart` produce it from untrusted JSON.
 * Names are camelCase; ids are decimal strings so that ids beyond 2^53 (selling plan groups)
 * keep every digit and compare exactly. Amounts are integers in the unit the storefront sends
 * (see `AmountUnit` in money.ts).
 */

/** An id as a string, compared as a string: decimal digits for variants and plans (exact at any
 * size), whatever the storefront sends for selling plan groups (real shops send 40 hex digits). */
export type Id = string;

/**
 * The storefront's own JSON object, unchanged (integers beyond 2^53 as exact decimal strings):
 * for fields the typed objects do not model (`featured_image`, `option1`, `sku`, app fields).
 */
export type RawObject = Record<string, unknown>;

/**
 * A base price (EU unit pricing): `amount` per `referenceValue` `referenceUnit`, e.g. 500 per
 * 100 g is "€5.00/100 g". Only present when the storefront sends both `unit_price` and a readable
 * `unit_price_measurement`.
 */
export interface UnitPrice {
  /** In the same unit as every other amount. */
  amount: number;
  /** How much the unit price refers to; 1 is shown as "/kg", 100 as "/100 g". */
  referenceValue: number;
  /** `g`, `kg`, `ml`, `l`, `m`, `m²`, … as the storefront names it. */
  referenceUnit: string;
}

/**
 * A value of a combined listing's option that is another product (Liquid's
 * `product_option_value.product_url`): choosing it loads that product in place.
 */
export interface LinkedValue {
  /** The other product's URL, e.g. `/products/shirt-blue`. */
  url: string;
  /** The other product's handle, read from its URL. */
  handle: string;
  /** Whether that product has an available variant with this value. */
  available: boolean;
}

/** An option (Size, Color…; a selling plan group's "Deliver every") with its values in display order. */
export interface OptionValues {
  name: string;
  position: number;
  values: string[];
}

/** One product option with its values in display order. */
export interface ProductOption extends OptionValues {
  /** The values that are other products (a combined listing), by value; empty for most products. */
  linked: ReadonlyMap<string, LinkedValue>;
}

export interface SellingPlanAllocation {
  sellingPlanId: Id;
  sellingPlanGroupId: Id;
  /** Charged at checkout for this plan. */
  price: number;
  /** The price without the plan, for the same deliveries; null for a plan without a discount. */
  compareAtPrice: number | null;
  /** The price of one delivery; less than `price` for prepaid plans. */
  perDeliveryPrice: number;
  /** The base price with this plan, measured as the variant's. */
  unitPrice: UnitPrice | null;
  /**
   * A plan that charges part at checkout (a pre-order's deposit): `checkout_charge_amount` now and
   * `remaining_balance_charge_amount` later, as sent (null: not sent). Said only through
   * core/deposit.ts's `depositOf`: when both are sent, add up to the price and something is left to pay.
   */
  checkoutChargeAmount: number | null;
  remainingBalanceChargeAmount: number | null;
}

/** What a plan charges at checkout (`now`) and later (`later`), per unit; `now + later` is the price. */
export interface Deposit {
  now: number;
  later: number;
}

export interface Variant {
  id: Id;
  title: string;
  /** One value per product option, in option order. */
  options: string[];
  price: number;
  compareAtPrice: number | null;
  available: boolean;
  sku: string | null;
  barcode: string | null;
  weight: number | null;
  /** null means inventory is not tracked: not the same as sold out. */
  inventoryManagement: string | null;
  requiresShipping: boolean;
  taxable: boolean;
  requiresSellingPlan: boolean;
  sellingPlanAllocations: SellingPlanAllocation[];
  unitPrice: UnitPrice | null;
  /** The storefront's own variant object, unchanged: `featured_image`, `option1`, app fields. */
  raw: RawObject;
}

export interface SellingPlanOption {
  name: string;
  position: number;
  value: string;
}

export interface SellingPlan {
  id: Id;
  name: string;
  description: string;
  options: SellingPlanOption[];
  recurringDeliveries: boolean;
}

export interface SellingPlanGroup {
  id: Id;
  name: string;
  options: OptionValues[];
  sellingPlans: SellingPlan[];
}

/** What a media entry is: the storefront's `media_type` (an unknown type with an image counts as `image`). */
export type MediaType = 'image' | 'video' | 'external_video' | 'model';

/**
 * One entry of the product's `media` (else of its `images`), typed for display. Liberal: an entry
 * without `src` shows its `preview_image`; one with neither is left out.
 */
export interface Media {
  type: MediaType;
  /** The storefront's media id (what a variant's `featured_media.id` names), or ''. */
  id: Id;
  /** The image to show: the entry's `src`, else its `preview_image`'s (a video's poster, a model's preview). */
  src: string;
  /** The storefront's alt text, or ''. */
  alt: string;
  /** Pixel width where the storefront says it (entry or preview image), else null. */
  width: number | null;
  /** Width / height: from `aspect_ratio`, else `width` / `height`, else 1. */
  aspectRatio: number;
  /** A video's or model's files, in the storefront's order. */
  sources: { url: string; mimeType: string }[];
  /** Where an external video (its YouTube or Vimeo page) or a 3D model (its first file) opens; else null. */
  href: string | null;
  /** The variants that feature it (`featured_media`, else `featured_image`). */
  variantIds: Id[];
}

export interface Product {
  id: Id;
  title: string;
  handle: string;
  description: string;
  vendor: string;
  type: string;
  url: string;
  tags: string[];
  /** Image URLs; images sent as objects give their `src` (the rest stays in `raw`). */
  images: string[];
  /** The product's media (images, videos, external videos, 3D models); without `media`, its `images`. */
  media: Media[];
  /** From the storefront's `featurot_image` (sic) or `featured_image`, a URL or an object's `src`. */
  featuredImage: string | null;
  available: boolean;
  /** Lowest and highest variant price, derived from the variants. */
  priceMin: number;
  priceMax: number;
  priceVaries: boolean;
  options: ProductOption[];
  /** The variants known so far: every one when `complete`. */
  variants: Variant[];
  /**
   * Whether `variants` holds every variant. False while a product cut by the platform (a document of
   * 100 or 250 variants, see docs/data.md, "Products with more than 250 variants") is being completed
   * from the theme's JSON view: a combination with no variant yet is then unknown, not unavailable.
   */
  complete: boolean;
  /** How many variants the product has in all, where the storefront says (the JSON view's `variants_count`), else null. */
  variantsCount: number | null;
  requiresSellingPlan: boolean;
  sellingPlanGroups: SellingPlanGroup[];
  /** The storefront's own product object, unchanged (integers beyond 2^53 as exact strings). */
  raw: RawObject;
}

/** One line of the cart: a variant with its plan and line properties. */
/** How many of a variant a shopper may buy: the storefront's `quantity_rule`, read liberally (default `{1, null, 1}`). */
export interface QuantityRule {
  min: number;
  /** null: no maximum. */
  max: number | null;
  increment: number;
}

export interface CartItem {
  /** The line's key (opaque; what `/cart/change.js` takes as `id`); '' when the storefront sends none. */
  key: string;
  variantId: Id;
  /** A whole number ≥ 1 (a digit string is read as its number; a line without one is left out). */
  quantity: number;
  /** What the line costs, discounts included, in the unit of every other amount. */
  finalLinePrice: number;
  /** The line's selling plan, or null for a one-time purchase. */
  sellingPlanId: Id | null;
  /** The variant's quantity rule as the line carries it (the default when it carries none). */
  quantityRule: QuantityRule;
  /** The storefront's own line object, unchanged (title, image, properties, prices). */
  raw: RawObject;
}

/**
 * What `{root}cart/add.js` answered on success: the line items it added to (one for the single-item
 * form, the list for `items[]`), and the sections rendered with it (`sections`), or null.
 */
export interface CartAddAnswer {
  /** The lines as read (liberally: an unreadable line is left out). */
  lines: CartItem[];
  /** The storefront's own line objects, unchanged. */
  items: RawObject[];
  sections: Record<string, string> | null;
}

/** `/cart.js`: the currency is strict (it prices everything); the rest is liberal (shown and passed on only). */
export interface Cart {
  /** ISO 4217 code of the customer's currency: the currency of every product amount. */
  currency: string;
  /** How many items the cart holds (`item_count`; a digit string reads as its number; unreadable: the lines' sum). */
  itemCount: number;
  /** The cart's token ('' when missing). */
  token: string;
  totalPrice: number;
  /** The lines that could be read (a line without a readable variant id or quantity is left out). */
  items: CartItem[];
  discountCodes: { code: string; applicable: boolean }[];
  /** The storefront's own cart object, unchanged: what a theme renders a drawer from. */
  raw: RawObject;
}

/**
 * A value's swatch as the theme gives it in `data-swatches` (what Liquid has as `value.swatch`): an
 * image URL, else a CSS colour (the element asks the browser whether it takes the colour).
 */
export type Swatch = { readonly image: string; readonly color?: undefined } | { readonly color: string; readonly image?: undefined };

/** `data-swatches`: the swatches by option name, then by value. */
export type Swatches = ReadonlyMap<string, ReadonlyMap<string, Swatch>>;
