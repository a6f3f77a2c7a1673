/**
 * Typed storefront data, as `parseProduct` / `parseCart` produce it from untrusted JSON.
 * Names are camelCase; ids are decimal strings so that ids beyond 2^53 (selling plan groups)
 * keep every digit and compare exactly. Amounts are integers in the unit the storefront sends
 * (see `AmountUnit` in money.ts).
 */

/** An id as a decimal string: exact at any size, compared as a string. */
export type Id = string;

/** One product option (Size, Color…) with its values in display order. */
export interface ProductOption {
  name: string;
  position: number;
  values: string[];
}

export interface SellingPlanAllocation {
  sellingPlanId: Id;
  sellingPlanGroupId: Id;
  /** Charged at checkout for this plan. */
  price: number;
  /** The price without the plan, for the same deliveries. */
  compareAtPrice: number;
  /** The price of one delivery; less than `price` for prepaid plans. */
  perDeliveryPrice: number;
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
  options: ProductOption[];
  sellingPlans: SellingPlan[];
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
  images: string[];
  /** From the storefront's `featurot_image` field (sic). */
  featuredImage: string | null;
  available: boolean;
  /** Lowest and highest variant price, derived from the variants. */
  priceMin: number;
  priceMax: number;
  priceVaries: boolean;
  options: ProductOption[];
  variants: Variant[];
  requiresSellingPlan: boolean;
  sellingPlanGroups: SellingPlanGroup[];
}

export interface Cart {
  /** ISO 4217 code of the customer's currency: the currency of every product amount. */
  currency: string;
  itemCount: number;
}
