/**
 * The product state <shop-product> shares with its descendants. Children read it and report
 * intent through `actions`; the parent decides with core functions and provides a new state.
 */
import { createContext } from '@lit/context';
import type { MoneyOptions } from './core/money.js';
import type { Payable } from './core/price-view.js';
import type { Choice } from './core/choice.js';
import type { Id, Product, Swatches, Variant } from './core/types.js';
import type { Availability, VariantIndex } from './core/variants.js';
import type { UiStrings } from './i18n/strings.js';
import type { CartStore } from './data/cart-store.js';

/** What a child asks the product to do; and the product as an event target: what is done for it elsewhere (a buy button's add) tells the page from there. */
export interface ProductActions extends EventTarget {
  selectOption(name: string, value: string): void;
  selectSellingPlan(id: Id | null): void;
  /** The control to show a validity message at (the offending option's), or null. */
  anchorValidity(control: HTMLElement | null): void;
  /**
   * What `from`, a part of the product (its code loaded only where the product has it), adds to the
   * product (null: nothing any more, it left the page); the price is worked out again at once.
   */
  extend(from: Element, extension: ProductExtension | null): void;
}

/** What a part adds to its product: `<shop-stock>` its line to the spoken price, `<shop-volume-pricing>` the price per item. */
export interface ProductExtension {
  /** What it adds to the price the live region says, from the state at the time; said together, once per change. */
  say?(state: ReadyState): string;
  /** The price per item of `variant` without a plan (a B2B price break's, at the quantity chosen); undefined: the variant's price. */
  each?(product: Product, variant: Variant): number | undefined;
}

/** How to show things: the same object from click to click until an attribute it depends on changes. */
export interface Presentation {
  money: MoneyOptions;
  /** Formats an amount with `money`; remembers what it formatted, so a click re-formats nothing. */
  format: (amount: number) => string;
  strings: UiStrings;
  /** The merchant's swatches (the theme's `data-swatches`, read by <shop-product>): option name → value → colour or image. */
  swatches: Swatches;
  /** The id of the form the product's controls belong to (`<shop-product form>`), or null: the form around them. */
  form: string | null;
  /** The storefront's routes root the product is of (`<shop-product root>`), or null: the page's; what is posted for it (an add) goes there. */
  root: string | null;
}

interface Common {
  presentation: Presentation;
  actions: ProductActions;
}

/** Before the data is ready (or when it failed): nothing is selected. */
export interface PendingState extends Common {
  status: 'loading' | 'error';
  product: null;
  index: null;
  selection: readonly [];
  variant: null;
  sellingPlanId: null;
  availability: null;
  payable: null;
}

/**
 * The data is ready: product and index are there, and the shopper's choice (selection, variant,
 * selling plan, the plans it remembers: see core/choice.ts) is resolved.
 */
export interface ReadyState extends Common, Choice {
  status: 'ready';
  product: Product;
  index: VariantIndex;
  /** Whether the variant can be bought, worked out once per change. */
  availability: Availability;
  /** What the shopper pays for variant and plan, computed once per change; null without a variant. */
  payable: Payable | null;
}

export type ProductState = PendingState | ReadyState;

export const productContext = createContext<ProductState | undefined>(Symbol.for('shop-elements/product'));

/**
 * The page's cart store (data/cart-store.ts), provided at the document's root: every element that
 * shows or changes the cart consumes it with `subscribe: true` and re-renders when the cart or its
 * state changes (the same store object, announced again).
 */
export const cartContext = createContext<CartStore | undefined>(Symbol.for('shop-elements/cart'));
