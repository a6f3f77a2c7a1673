/**
 * What the cart elements show of a cart, as pure functions of the typed cart (no DOM). The cart
 * store's parse (parse.ts) reads what every page needs (lines, quantities, plans, rules); what only
 * the cart elements show (titles, image, properties, prices before discounts, the plan's name and
 * prices) is read here, liberally, from each line's own object, and loads with their code: a
 * product page does not pay for it. Savings come from selling-plans.ts: the same numbers
 * `<selling-plan-selector>` shows.
 */
import { offeredGroups, type OfferedGroup } from './plan-groups.js';
import { requiresPlan, savings, type Savings } from './selling-plans.js';
import type { Cart, CartItem, Product } from './types.js';

type Obj = Record<string, unknown>;

export interface LineImage {
  url: string;
  alt: string;
  /** The image's own size in pixels, where the storefront gives it. */
  width: number | null;
  height: number | null;
}

/** A line's selling plan, from its `selling_plan_allocation`: prices per item. */
export interface LinePlan {
  name: string;
  price: number;
  /** The price without the plan, or null for a plan without a discount. */
  compareAtPrice: number | null;
  perDeliveryPrice: number;
  /**
   * A plan that charges part at checkout (a pre-order's deposit): per item, from the line's allocation, as
   * sent (null: not sent); said only through core/deposit.ts's `depositOf`, as a product's allocation.
   */
  checkoutChargeAmount: number | null;
  remainingBalanceChargeAmount: number | null;
}

/** A cart line as `<shop-cart>` shows it. */
export interface LineView {
  /** "Product – Variant", or the product's title alone for its only variant. */
  title: string;
  productTitle: string;
  /** null for a product with only the default variant. */
  variantTitle: string | null;
  /** The product's handle (its `/products/<handle>.js`), or null. */
  handle: string | null;
  /** The line's product page, or null. */
  url: string | null;
  /** `featured_image`, else `image`; null when the line has none. */
  image: LineImage | null;
  /** The properties a shopper sees, as [name, value]: not those whose name starts with `_` (the platform's hidden ones), nor empty ones. */
  properties: [string, string][];
  /** What the line costs (`final_line_price`) and what it cost before discounts (`original_line_price`; the final price when missing). */
  finalLinePrice: number;
  originalLinePrice: number;
  /** The line's plan, or null for a one-time purchase (or a plan whose prices cannot be read). */
  plan: LinePlan | null;
  /** What the plan saves per item (compare-at − price, whole percent), or null. */
  savings: Savings | null;
}

const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);
/** A non-negative integer, or digits; null for anything else. */
const amount = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : v;
  return Number.isSafeInteger(n) && (n as number) >= 0 ? (n as number) : null;
};

function image(raw: Obj): LineImage | null {
  const featured = obj(raw.featured_image);
  const url = [featured.url, featured.src, raw.image].find((u): u is string => typeof u === 'string' && !!u.trim());
  if (!url) return null;
  const size = (v: unknown) => (Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : null);
  return { url, alt: text(featured.alt) ?? '', width: size(featured.width), height: size(featured.height) };
}

/** The allocation's prices must all be readable, or no plan prices are shown (never a wrong saving). */
function plan(value: unknown): LinePlan | null {
  if (value == null) return null;
  const allocation = obj(value);
  const price = amount(allocation.price);
  const compareAtPrice = allocation.compare_at_price == null ? null : amount(allocation.compare_at_price);
  const perDeliveryPrice = allocation.per_delivery_price == null ? price : amount(allocation.per_delivery_price);
  if (price === null || perDeliveryPrice === null || (allocation.compare_at_price != null && compareAtPrice === null)) return null;
  const charge = (v: unknown) => (v == null ? null : amount(v));
  return {
    name: text(obj(allocation.selling_plan).name) ?? '', price, compareAtPrice, perDeliveryPrice,
    checkoutChargeAmount: charge(allocation.checkout_charge_amount), remainingBalanceChargeAmount: charge(allocation.remaining_balance_charge_amount),
  };
}

/** A line as the cart shows it, read liberally from its own object (`item.raw`). */
export function lineView(item: CartItem): LineView {
  const raw = item.raw as Obj;
  const productTitle = text(raw.product_title) ?? text(raw.title) ?? '';
  const variant = text(raw.variant_title);
  const variantTitle = raw.product_has_only_default_variant === true || !variant || variant === 'Default Title' || variant === productTitle ? null : variant;
  const properties = Object.entries(obj(raw.properties)).flatMap(([name, value]): [string, string][] => {
    const shown = text(value);
    return shown && !name.startsWith('_') ? [[name, shown]] : [];
  });
  const linePlan = plan(raw.selling_plan_allocation);
  return {
    title: variantTitle ? `${productTitle} – ${variantTitle}` : productTitle,
    productTitle,
    variantTitle,
    handle: text(raw.handle) || null,
    url: text(raw.url) || null,
    image: image(raw),
    properties,
    finalLinePrice: item.finalLinePrice,
    originalLinePrice: amount(raw.original_line_price) ?? item.finalLinePrice,
    plan: linePlan,
    savings: linePlan && savings(linePlan.price, linePlan.compareAtPrice),
  };
}

/** The lines' total after line discounts, before the cart's (`items_subtotal_price`; the total price when missing). */
export const cartSubtotal = (cart: Cart): number => amount((cart.raw as Obj).items_subtotal_price) ?? cart.totalPrice;

/** A count in the locale's own digits ("2", "٢"), and whether it takes the plural form for one. */
export function countIn(count: number, locale: string | undefined): { digits: string; one: boolean } {
  return { digits: new Intl.NumberFormat(locale).format(count), one: new Intl.PluralRules(locale).select(count) === 'one' };
}

/**
 * The purchase options a line offers: its product's plan groups for the line's variant (only the
 * plans the variant has an allocation for, with their savings: `offeredGroups`, as the selector
 * shows them), and whether a one-time purchase is one of them. Null when the product sells the
 * variant without plans (or no longer has it).
 */
export function linePlans(product: Product, item: CartItem): { oneTime: boolean; groups: OfferedGroup[] } | null {
  const variant = product.variants.find((v) => v.id === item.variantId) ?? null;
  const groups = offeredGroups(product, variant);
  return groups.length ? { oneTime: !requiresPlan(product, variant), groups } : null;
}
