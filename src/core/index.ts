export type * from './types.js';
export { ProductDataError } from './errors.js';
export { parseProduct, checkProduct, parseQuantityRule, parseJsonExact, parseSwatches } from './parse.js';
export { parseCart, checkCart, checkAddAnswer } from './parse-cart.js';
export { checkViewPage, completeProduct, handleOf } from './complete.js';
export type { ViewPage } from './complete.js';
export { formatMoney, toMajor, currencyDigits, roundHalfUp, wholePercent } from './money.js';
export type { AmountUnit, MoneyOptions } from './money.js';
export {
  indexVariants,
  resolveVariant,
  findVariant,
  valueAvailability,
  availabilityOf,
  optionStates,
  initialVariant,
  selectValue,
  chooseValue,
  hasOnlyDefaultVariant,
} from './variants.js';
export type { Availability, Selection, VariantIndex } from './variants.js';
export { initialChoice, chooseOption, chooseVariant, choosePlan, restoreChoice, groupPlan, regrow, linkChoice } from './choice.js';
export type { Choice, Waiting } from './choice.js';
export {
  findAllocation,
  savings,
  prepaid,
  findPlan,
  requiresPlan,
  resolvePlan,
} from './selling-plans.js';
export type { Savings, Prepaid } from './selling-plans.js';
export { offeredGroups, findOfferedPlan } from './plan-groups.js';
export type { OfferedGroup, OfferedPlan } from './plan-groups.js';
export { priceView, priceViewOf, payable } from './price-view.js';
export type { PriceView, Payable } from './price-view.js';
export { formEntries, submitBlocker, validityMessage, customStates } from './purchase.js';
export type { Purchase, CustomState, LoadStatus } from './purchase.js';
export { parseRetryAfter } from './retry-after.js';
export { variantMedia, mediaFor, cdnSrcset } from './media.js';
export { quantityRule, quantityBounds, inCart, snapQuantity, stepQuantity, quantityProblem, ruleText } from './quantity.js';
export type { QuantityRule, QuantityBounds, QuantityProblem, RuleStrings } from './quantity.js';
export { gid, moneyV2, selectedOptions, productRef, variantRef, cartRef, cartLine } from './storefront-events.js';
export type { MoneyV2, SelectedOption, CartLineInput } from './storefront-events.js';
export { stockOf, LOW_STOCK_THRESHOLD } from './stock.js';
export type { Stock } from './stock.js';
