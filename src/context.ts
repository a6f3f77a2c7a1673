/**
 * The product state <shop-product> shares with its descendants. Children read it and report
 * intent through `actions`; the parent decides with core functions and provides a new state.
 */
import { createContext } from '@lit/context';
import type { MoneyOptions } from './core/money.js';
import type { Id, Product, Variant } from './core/types.js';
import type { VariantIndex } from './core/variants.js';
import type { UiStrings } from './i18n/strings.js';

export interface ProductActions {
  selectOption(name: string, value: string): void;
  selectSellingPlan(id: Id | null): void;
}

export interface ProductState {
  status: 'loading' | 'ready' | 'error';
  product: Product | null;
  index: VariantIndex | null;
  selection: readonly string[];
  variant: Variant | null;
  sellingPlanId: Id | null;
  money: MoneyOptions;
  locale: string | undefined;
  strings: UiStrings;
  actions: ProductActions;
}

export const productContext = createContext<ProductState | undefined>(Symbol.for('shop-elements/product'));
