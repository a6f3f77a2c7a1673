/**
 * Payloads of the platform's standard storefront events (`shopify:product:select`,
 * `shopify:product:view`, `shopify:cart:lines-update`), in its documented shapes: ids as GIDs
 * (`gid://shopify/ProductVariant/123`), money as `{amount: "12.50", currencyCode: "EUR"}` with the
 * amount an exact decimal string in major units, names in camelCase. Pure: the elements dispatch them.
 */
import { currencyDigits, roundHalfUp, toMajor, type AmountUnit } from './money.js';
import type { Cart, Product, Variant } from './types.js';

/** The platform's global id of a resource: `gid://shopify/{type}/{id}`. */
export const gid = (type: string, id: string): string => `gid://shopify/${type}/${id}`;

export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

/**
 * An amount as the platform's money: its exact major-unit value as a decimal string with at least the
 * currency's own digits (`1250` hundredths of EUR → "12.50", of KWD → "12.500", JPY → "1000"); never rounded.
 */
export function moneyV2(amount: number, currency: string, unit?: AmountUnit): MoneyV2 {
  const value = toMajor(amount, currency, unit);
  return { amount: roundHalfUp(value, Math.max(currencyDigits(currency), (value.split('.')[1] ?? '').length)), currencyCode: currency };
}

export interface SelectedOption {
  name: string;
  value: string;
}

/** The chosen value of each option, named. */
export const selectedOptions = (product: Product, values: readonly string[]): SelectedOption[] =>
  product.options.map((o, i) => ({ name: o.name, value: values[i] ?? '' }));

/** `{id, title, handle}` of a product. */
export const productRef = ({ id, title, handle }: Product) => ({ id: gid('Product', id), title, handle });

/** A variant as the events describe it; null for none. */
export const variantRef = (product: Product, variant: Variant | null, currency: string, unit?: AmountUnit) =>
  variant && {
    id: gid('ProductVariant', variant.id),
    title: variant.title,
    availableForSale: variant.available,
    price: moneyV2(variant.price, currency, unit),
    selectedOptions: selectedOptions(product, variant.options),
  };

/** The cart as the cart events' promises resolve it, from `/cart.js`: `{id, totalQuantity, cost, lines, discountCodes}`. */
export function cartRef(cart: Cart, unit?: AmountUnit) {
  const money = (amount: number) => ({ totalAmount: moneyV2(amount, cart.currency, unit) });
  return {
    id: gid('Cart', cart.token),
    totalQuantity: cart.itemCount,
    cost: money(cart.totalPrice),
    lines: cart.items.map((item) => ({ id: gid('CartLine', item.key || item.variantId), quantity: item.quantity, cost: money(item.finalLinePrice) })),
    discountCodes: cart.discountCodes,
  };
}

export interface CartLineInput {
  merchandiseId: string;
  quantity: number;
  sellingPlanId?: string;
  attributes?: { key: string; value: string }[];
}

/**
 * The cart line an add-to-cart form describes: `id`, `quantity` (1 when missing), `selling_plan`,
 * and its `properties[…]` fields as attributes (the platform's cart action takes them so).
 */
export function cartLine(entries: Iterable<[string, FormDataEntryValue]>): CartLineInput {
  const line: CartLineInput = { merchandiseId: '', quantity: 1 };
  const attributes: { key: string; value: string }[] = [];
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    const property = /^properties\[(.+)\]$/.exec(name);
    if (property) attributes.push({ key: property[1]!, value });
    else if (name === 'id') line.merchandiseId = gid('ProductVariant', value);
    // Only a whole number of at least 1 (a form can hold anything: "-3", "2.5", ""); else 1, as the platform reads a missing quantity.
    else if (name === 'quantity') line.quantity = /^\s*\d{1,15}\s*$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
    else if (name === 'selling_plan' && value) line.sellingPlanId = gid('SellingPlan', value);
  }
  if (attributes.length) line.attributes = attributes;
  return line;
}
