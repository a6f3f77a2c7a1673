/**
 * Validation of the cart's answers (`/cart.js`, an add's): parse.ts's rules, for the cart. Loaded with
 * the code that reads the cart (the storefront client, the cart store), not with a product page's
 * first code: a page drawn by the theme snippet reads no cart before the shopper's first interaction.
 */
import { at, idDigits } from './check.js';
import { checks, fail, parseJsonExact, parseQuantityRule } from './parse.js';
import type { Cart, CartAddAnswer, CartItem, RawObject } from './types.js';

type Obj = Record<string, unknown>;
type Check<T> = (value: unknown, parent: string, key: string | number) => T;

const { bool, id, int, lax, laxList, obj, shape, str, text } = checks;

/** A count or amount the cart only shows or passes on: a non-negative integer, or one written as digits (real shops send both). */
const count: Check<number> = (v, p, k) => (typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : int(v, p, k));

/** A line's quantity: a whole number of at least 1 (a line of none is no line). */
const lineQuantity: Check<number> = (v, p, k) => {
  const n = count(v, p, k);
  return n >= 1 ? n : fail(at(p, k), 'quantity of at least 1', v);
};

/** A cart line (of `/cart.js` or of an add's answer): strict only in its variant id and quantity; the line's own object stays as `raw`. */
const cartItem: Check<CartItem> = (v, p, k) => {
  const raw = obj(v, at(p, k));
  const plan = (raw.selling_plan_allocation as Obj | null | undefined)?.selling_plan_id
    ?? ((raw.selling_plan_allocation as Obj | null | undefined)?.selling_plan as Obj | null | undefined)?.id;
  return {
    ...line(raw, p, k),
    sellingPlanId: idDigits(plan),
    quantityRule: parseQuantityRule(raw.quantity_rule),
    raw: raw as RawObject,
  };
};

const line = shape<Pick<CartItem, 'key' | 'variantId' | 'quantity' | 'finalLinePrice'>>({
  key: lax(text, ''),
  variant_id: id,
  quantity: lineQuantity,
  final_line_price: lax(count, 0),
});

const cart = shape<Omit<Cart, 'currency' | 'raw' | 'itemCount'> & { itemCount: number | null }>({
  item_count: lax(count, null),
  token: lax(str, ''),
  total_price: lax(count, 0),
  items: laxList(cartItem),
  discount_codes: laxList(shape({ code: str, applicable: lax(bool, false) })),
});

/** Parses `/cart.js` (text or parsed JSON): its `currency` (strict), and liberally its lines and total. */
export function parseCart(json: unknown): Cart {
  return checkCart(typeof json === 'string' ? parseJsonExact(json) : json);
}

/**
 * Checks an already-parsed cart. Only the currency is strict (it prices every product); every
 * other field the platform sends loosely is read liberally (`item_count: "3"` is 3; a count that
 * cannot be read is the lines' sum; an unreadable line is left out), so a cart with one odd field
 * never becomes a page-wide currency error.
 */
export function checkCart(value: unknown): Cart {
  const raw = obj(value, '');
  const currency = str(raw.currency, '', 'currency');
  if (!/^[A-Z]{3}$/.test(currency)) fail('currency', 'ISO 4217 code', currency);
  const { itemCount, ...fields } = cart(raw, '', '');
  return { ...fields, itemCount: itemCount ?? fields.items.reduce((n, item) => n + item.quantity, 0), currency, raw: raw as RawObject };
}

/**
 * Checks what a successful `{root}cart/add.js` answered: one line item (the single-item form), or
 * `{items: [...]}`; with `sections` when they were asked for. Liberal: a line that cannot be read
 * is left out of `lines` (it stays in `items`); anything that is not an object is a
 * ProductDataError (an add that answered 200 with something else is an unclear outcome).
 */
export function checkAddAnswer(value: unknown): CartAddAnswer {
  const { sections, ...rest } = obj(value, '');
  const items = (Array.isArray(rest.items) ? rest.items : [rest]).filter((item): item is RawObject => typeof item === 'object' && item !== null && !Array.isArray(item));
  const rendered = typeof sections === 'object' && sections !== null && !Array.isArray(sections)
    ? Object.fromEntries(Object.entries(sections).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : null;
  return { lines: laxList(cartItem)(items, '', 'items'), items, sections: rendered };
}
