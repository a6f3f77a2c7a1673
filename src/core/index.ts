export type * from './types.js';
export { ProductDataError } from './errors.js';
export { parseProduct, parseCart, checkProduct, checkCart, parseJsonExact } from './parse.js';
export { formatMoney, toMajor, currencyDigits, roundHalfUp, wholePercent } from './money.js';
export type { AmountUnit, MoneyOptions } from './money.js';
export {
  indexVariants,
  resolveVariant,
  findVariant,
  valueState,
  optionStates,
  initialVariant,
  selectValue,
  chooseValue,
  hasOnlyDefaultVariant,
} from './variants.js';
export type { Choice, Selection, ValueState, VariantIndex } from './variants.js';
export {
  findAllocation,
  savings,
  prepaid,
  offeredGroups,
  findOfferedPlan,
  requiresPlan,
  resolvePlan,
} from './selling-plans.js';
export type { OfferedGroup, OfferedPlan, Savings, Prepaid } from './selling-plans.js';
export { priceView, priceViewOf, payable } from './price-view.js';
export type { PriceView, Payable } from './price-view.js';
export { purchaseProblem, pendingProblem, formEntries, validityMessage, customStates } from './purchase.js';
export type { Purchase, PurchaseProblem, CustomState, LoadStatus } from './purchase.js';
export { parseRetryAfter } from './retry-after.js';
export { quantityRule, quantityBounds, inCart, snapQuantity, stepQuantity, quantityProblem, ruleText } from './quantity.js';
export type { QuantityRule, QuantityBounds, QuantityProblem } from './quantity.js';
export { gid, moneyV2, selectedOptions, productRef, variantRef, cartRef, cartLine } from './storefront-events.js';
export type { MoneyV2, SelectedOption, CartLineInput } from './storefront-events.js';
