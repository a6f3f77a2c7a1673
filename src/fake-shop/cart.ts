/// <reference types="node" />
/**
 * The fake's carts, one per visitor: adding, changing and updating lines as the platform's Ajax cart
 * API does, and the cart and its lines in the platform's JSON shapes. Pure state and data: the
 * storefront (storefront.ts) reads requests, picks the visitor's cart and writes the answers.
 * What it assumes beyond the platform's documentation is listed at the top of fake-shop.ts.
 */
import { createHash } from 'node:crypto';
import type { CheckoutCharge } from './currency.js';
import { refusalText, type Language, type RefusalKind, type RefusalParams } from './language.js';
import { breakPriceOf } from './price-list.js';

/** The shop's own currency: the fixtures' amounts, and the price list's. */
const SHOP_CURRENCY = 'EUR';

type Obj = Record<string, unknown>;

/** One line: a variant with one selling plan (or none) and one set of properties. */
export interface Line {
  /** `<variant id>:<hash of plan and properties>`: lines with the same key merge. */
  key: string;
  variantId: string;
  quantity: number;
  sellingPlanId: string | null;
  properties: Record<string, string>;
}

export interface Cart {
  token: string;
  lines: Line[];
  note: string | null;
  attributes: Record<string, string>;
}

/** What the cart reads of the catalogue: documents in the shop's currency, and stock. */
export interface CartCatalogue {
  /** The variant and its product (parsed storefront document, ids beyond 2^53 as strings), or null. */
  variant(id: string): { product: Obj; variant: Obj } | null;
  /** How many the shop can sell; null when it does not count (untracked inventory). */
  stock(id: string): number | null;
}

/**
 * A refusal in the platform's shape: `{status, message, description}`, the description in the
 * language of the request's locale (language.ts).
 */
export class CartError<K extends RefusalKind = RefusalKind> extends Error {
  /**
   * A gift card's recipient refused: the fields at fault (`email`, `send_on`, as Dawn's recipient
   * form names its error slots) and the refusal of each. The body then has `errors`.
   */
  fields: [field: string, kind: RefusalKind][] = [];

  constructor(readonly status: number, readonly kind: K, readonly params: RefusalParams[K]) {
    super(refusalText('en', kind, params));
  }

  /** What the shopper is told, in `language`. */
  description(language: Language = 'en'): string {
    if (this.fields.length) return this.fields.map(([, kind]) => refusalText(language, kind, {} as never)).join(' ');
    return refusalText(language, this.kind, this.params);
  }

  body(language: Language = 'en'): Obj {
    const body: Obj = { status: this.status, message: 'Cart Error', description: this.description(language) };
    // Per field, without the sentence's last stop: Dawn's recipient form adds one ("…address.").
    if (this.fields.length) {
      body.errors = Object.fromEntries(this.fields.map(([field, kind]) => [field, [refusalText(language, kind, {} as never).replace(/[.。]$/u, '')]]));
    }
    return body;
  }
}

/** The platform's line-item properties of a gift card sent to a recipient (its gift card tutorial). */
export const RECIPIENT = {
  flag: '__shopify_send_gift_card_to_recipient', email: 'Recipient email', name: 'Recipient name',
  message: 'Message', sendOn: 'Send on', offset: '__shopify_offset',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A gift card's recipient, checked as the platform does when the form asks for it (the flag is
 * present): `on` (the checkbox) needs an email, `if_present` (the no-JavaScript form) checks one only
 * when given; a `Send on` must be a `yyyy-mm-dd` date no earlier than the buyer's today (UTC less
 * `__shopify_offset` minutes, as `Date#getTimezoneOffset` gives it). Without the flag the card goes to
 * the buyer and nothing is checked. Throws the 422 naming every field at fault.
 */
export function checkRecipient(properties: Record<string, string>, now: Date = new Date()): void {
  const flag = properties[RECIPIENT.flag];
  if (flag === undefined) return;
  const email = properties[RECIPIENT.email] ?? '';
  const fields: [string, RefusalKind][] = [];
  if ((email !== '' || flag !== 'if_present') && !EMAIL.test(email)) fields.push(['email', 'recipientEmail']);
  const sendOn = properties[RECIPIENT.sendOn];
  if (sendOn !== undefined) {
    const offset = Number(properties[RECIPIENT.offset] ?? 0);
    const today = new Date(now.getTime() - (Number.isFinite(offset) ? offset : 0) * 60_000).toISOString().slice(0, 10);
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(sendOn) && !Number.isNaN(Date.parse(`${sendOn}T00:00:00Z`));
    if (!valid || sendOn < today) fields.push(['send_on', 'recipientSendOn']);
  }
  if (!fields.length) return;
  const error = new CartError(422, fields[0]![1], {} as never);
  error.fields = fields;
  throw error;
}

/** An item to add, as read from the request. */
export interface AddItem {
  id?: unknown;
  quantity?: unknown;
  selling_plan?: unknown;
  properties?: unknown;
}

const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v as Obj : {});
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const DIGITS = /^\d{1,30}$/;

/**
 * Form fields as the platform reads them: `items[0][id]`, `properties[Engraving]`, `updates[123]` and
 * `updates[]` become nested objects (a later field of the same name wins); objects whose keys are all
 * indexes become arrays.
 */
export function nestFields(entries: Iterable<[string, string]>): Obj {
  const root: Obj = {};
  for (const [name, value] of entries) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    const path = m ? [m[1]!, ...[...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1]!)] : [name];
    let node = root;
    path.forEach((key, i) => {
      const at = key === '' ? String(Object.keys(node).length) : key;
      if (i === path.length - 1) node[at] = value;
      else node = (node[at] = obj(node[at]));
    });
  }
  const arrays = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    const entries = Object.entries(v as Obj).map(([k, x]) => [k, arrays(x)] as const);
    return entries.length && entries.every(([k]) => /^\d+$/.test(k)) ? entries.map(([, x]) => x) : Object.fromEntries(entries);
  };
  return arrays(root) as Obj;
}

/** The items of an add request, and whether it was the single-item form (`id`, `quantity`). */
export function addItems(fields: Obj): { items: AddItem[]; single: boolean } {
  if (fields.items !== undefined) {
    const items = Array.isArray(fields.items) ? fields.items : Object.values(obj(fields.items));
    return { items: items.map((item) => obj(item) as AddItem), single: false };
  }
  return { items: [fields as AddItem], single: true };
}

function quantityOf(value: unknown, fallback: number | null, min: number): number {
  if ((value === undefined || value === '') && fallback !== null) return fallback;
  const q = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(text(value)) ? Number(value) : NaN;
  if (!Number.isSafeInteger(q) || q < min) throw new CartError(422, 'quantity', { min, got: JSON.stringify(value ?? null) });
  return q;
}

function propertiesOf(value: unknown): Record<string, string> {
  // The platform keeps no property without a value.
  return Object.fromEntries(Object.entries(obj(value)).map(([k, v]) => [k, text(v)]).filter(([, v]) => v !== ''));
}

function lineKey(variantId: string, sellingPlanId: string | null, properties: Record<string, string>): string {
  return `${variantId}:${createHash('md5').update(JSON.stringify([sellingPlanId, properties])).digest('hex')}`;
}

/** The variant's quantity rule (`{min, max, increment}`; the platform's default `{1, null, 1}`). */
function ruleOf(variant: Obj): { min: number; max: number | null; increment: number } {
  const rule = obj(variant.quantity_rule);
  const int = (v: unknown, d: number | null) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : d);
  return { min: int(rule.min, 1)!, max: int(rule.max, null), increment: int(rule.increment, 1)! };
}

const variantTitle = (product: Obj, variant: Obj) => {
  const title = text(variant.title);
  return title === 'Default Title' ? text(product.title) : `${text(product.title)} - ${title}`;
};

/**
 * How many of `variant` the cart may hold in all, besides `others` already in other lines: the stock
 * and the rule's maximum, in whole increments.
 */
function room(catalogue: CartCatalogue, id: string, variant: Obj, others: number): number {
  const rule = ruleOf(variant);
  const stock = catalogue.stock(id);
  let most = Math.min(stock ?? Infinity, rule.max ?? Infinity) - others;
  if (Number.isFinite(most)) most -= most % rule.increment;
  return Math.max(0, most);
}

/** Sets a line's quantity within what the shop can sell; throws the platform's 422 after a partial change. */
function setQuantity(cart: Cart, catalogue: CartCatalogue, line: Line, wanted: number, product: Obj, variant: Obj): void {
  const others = cart.lines.filter((l) => l !== line && l.variantId === line.variantId).reduce((n, l) => n + l.quantity, 0);
  const before = line.quantity;
  if (wanted > before) {
    if (variant.available === false) throw new CartError(422, 'soldOut', { title: variantTitle(product, variant) });
    const rule = ruleOf(variant);
    if (wanted + others < rule.min) throw new CartError(422, 'minimum', { title: variantTitle(product, variant), min: rule.min });
    if ((wanted + others) % rule.increment !== 0) {
      throw new CartError(422, 'increment', { title: variantTitle(product, variant), increment: rule.increment });
    }
  }
  const most = room(catalogue, line.variantId, variant, others);
  line.quantity = Math.min(wanted, Math.max(most, Math.min(before, wanted)));
  if (!cart.lines.includes(line) && line.quantity > 0) cart.lines.push(line);
  cart.lines = cart.lines.filter((l) => l.quantity > 0);
  if (line.quantity < wanted) {
    const added = line.quantity - before;
    if (added > 0) throw new CartError(422, 'partial', { added });
    throw before + others > 0 ? new CartError(422, 'maximum', {}) : new CartError(422, 'soldOut', { title: variantTitle(product, variant) });
  }
}

/**
 * The selling plan a request names (a plan id; `null` or empty for none), refused with the platform's
 * 422 when the variant has no allocation for it, or when the variant requires a plan and none is named.
 */
function planOf(value: unknown, product: Obj, variant: Obj): string | null {
  const plan = text(value).trim() || null;
  if (plan !== null && !list(variant.selling_plan_allocations).some((a) => text(a.selling_plan_id) === plan)) {
    throw new CartError(422, 'planUnavailable', { plan, title: variantTitle(product, variant) });
  }
  if (plan === null && (variant.requires_selling_plan === true || product.requires_selling_plan === true)) {
    throw new CartError(422, 'planRequired', {});
  }
  return plan;
}

function find(catalogue: CartCatalogue, id: unknown): { id: string; product: Obj; variant: Obj } {
  const variantId = text(id).trim();
  const found = DIGITS.test(variantId) ? catalogue.variant(variantId) : null;
  if (!found) throw new CartError(422, 'noVariant', {});
  return { id: variantId, ...found };
}

/**
 * Adds the items in order, merging lines with the same variant, selling plan and properties; returns
 * the lines they went to. Past the stock it adds what is left and throws the platform's 422
 * ("Only 2 items were added to your cart."); items after a refused one are not added.
 */
export function add(cart: Cart, catalogue: CartCatalogue, items: AddItem[]): Line[] {
  const touched: Line[] = [];
  for (const item of items) {
    const { id, product, variant } = find(catalogue, item.id);
    const quantity = quantityOf(item.quantity, 1, 1);
    const plan = planOf(item.selling_plan, product, variant);
    const properties = propertiesOf(item.properties);
    if (product.gift_card === true) checkRecipient(properties);
    const key = lineKey(id, plan, properties);
    const line = cart.lines.find((l) => l.key === key) ?? { key, variantId: id, quantity: 0, sellingPlanId: plan, properties };
    if (!touched.includes(line)) touched.push(line);
    setQuantity(cart, catalogue, line, line.quantity + quantity, product, variant);
  }
  return touched;
}

/**
 * `/cart/change.js`: the line by `line` (1-based) or `id` (a line key, or a variant id: its first
 * line), to `quantity` (0 removes it); `properties` and `selling_plan` replace the line's own.
 */
export function change(cart: Cart, catalogue: CartCatalogue, fields: Obj): void {
  const id = text(fields.id).trim();
  const index = fields.line !== undefined ? Number(text(fields.line)) - 1
    : cart.lines.findIndex((l) => l.key === id || (DIGITS.test(id) && l.variantId === id));
  const line = cart.lines[index];
  if (!line) throw new CartError(400, 'noLine', {});
  // Checked before anything changes; without one, the line keeps its quantity (with what a merged line brings).
  const quantity = fields.quantity === undefined || fields.quantity === '' ? null : quantityOf(fields.quantity, null, 0);
  const { product, variant } = find(catalogue, line.variantId);
  if (fields.properties !== undefined || fields.selling_plan !== undefined) {
    // A plan that changes is checked as an add's is; the line gets another key (a line with that key takes it in).
    const plan = fields.selling_plan === undefined ? line.sellingPlanId : planOf(fields.selling_plan, product, variant);
    const properties = fields.properties === undefined ? line.properties : propertiesOf(fields.properties);
    const key = lineKey(line.variantId, plan, properties);
    const same = cart.lines.find((l) => l.key === key && l !== line);
    Object.assign(line, { key, sellingPlanId: plan, properties });
    if (same) {
      cart.lines = cart.lines.filter((l) => l !== same);
      line.quantity += same.quantity;
    }
  }
  setQuantity(cart, catalogue, line, quantity ?? line.quantity, product, variant);
}

/**
 * `/cart/update.js`: `updates` by line key or variant id (a variant not in the cart is added) or as
 * an array of quantities in line order; `note` and `attributes` are set.
 */
export function update(cart: Cart, catalogue: CartCatalogue, fields: Obj): void {
  if (fields.note !== undefined) cart.note = fields.note === null ? null : text(fields.note);
  for (const [k, v] of Object.entries(obj(fields.attributes))) {
    if (text(v) === '') delete cart.attributes[k];
    else cart.attributes[k] = text(v);
  }
  const updates = fields.updates;
  const pairs: [Line | string, unknown][] = Array.isArray(updates)
    ? updates.map((q, i) => [cart.lines[i] ?? '', q])
    : Object.entries(obj(updates)).map(([k, q]) => [cart.lines.find((l) => l.key === k || l.variantId === k) ?? k, q]);
  for (const [target, q] of pairs) {
    if (typeof target === 'string') {
      if (!target) throw new CartError(400, 'noLine', {});
      const quantity = quantityOf(q, null, 0);
      if (quantity > 0) add(cart, catalogue, [{ id: target, quantity }]);
    } else {
      const { product, variant } = find(catalogue, target.variantId);
      setQuantity(cart, catalogue, target, quantityOf(q, null, 0), product, variant);
    }
  }
}

/** Converts an amount of the shop's currency (integer hundredths) to the visitor's. */
/** An amount of the shop's currency in the visitor's; `charge`: a plan's checkout charge of a price already in it (currency.ts `chargeOf`). */
export type Money = ((amount: unknown) => bigint) & { charge?: (price: bigint, charge: CheckoutCharge) => { now: bigint; later: bigint } };

function image(product: Obj, variant: Obj): string | null {
  const src = (v: unknown): string | null => (typeof v === 'string' ? v : typeof obj(v).src === 'string' ? obj(v).src as string : null);
  const images = Array.isArray(product.images) ? product.images : [];
  return src(variant.featured_image) ?? src(product.featured_image) ?? src(product.featurot_image) ?? src(images[0]);
}

const id = (v: unknown): unknown => (DIGITS.test(text(v)) ? BigInt(text(v)) : v ?? null);

/** A line in the platform's shape, amounts in the visitor's currency. */
export function lineJson(line: Line, catalogue: CartCatalogue, money: Money, b2b = false): Obj {
  const { product, variant } = find(catalogue, line.variantId);
  const allocation = list(variant.selling_plan_allocations).find((a) => text(a.selling_plan_id) === line.sellingPlanId) ?? null;
  const plan = list(product.selling_plan_groups).flatMap((g) => list(g.selling_plans)).find((p) => text(p.id) === line.sellingPlanId) ?? {};
  // The B2B customer's price list prices the line at its quantity's break (in the shop's currency, then converted as any price).
  const price = money(allocation ? allocation.price : breakPriceOf(line.variantId, SHOP_CURRENCY, b2b, line.quantity, Number(variant.price)));
  const quantity = BigInt(line.quantity);
  const onlyDefault = text(variant.title) === 'Default Title';
  const options = Array.isArray(variant.options) ? variant.options.map(text) : [];
  const optionNames = (Array.isArray(product.options) ? product.options : []).map((o) => text(typeof o === 'string' ? o : obj(o).name));
  const grams = typeof variant.grams === 'number' ? variant.grams : typeof variant.weight === 'number' ? variant.weight : 0;
  const src = image(product, variant);
  return {
    id: id(line.variantId), properties: line.properties, quantity: line.quantity, variant_id: id(line.variantId), key: line.key,
    title: variantTitle(product, variant), price, original_price: price, discounted_price: price,
    line_price: price * quantity, original_line_price: price * quantity, total_discount: 0, discounts: [],
    sku: variant.sku ?? null, grams, vendor: product.vendor ?? null, taxable: variant.taxable !== false,
    product_id: id(product.id), product_has_only_default_variant: onlyDefault, gift_card: product.gift_card === true,
    final_price: price, final_line_price: price * quantity,
    url: `${typeof product.url === 'string' ? product.url : `/products/${text(product.handle)}`}?variant=${line.variantId}`,
    featured_image: src === null ? null : { url: src, alt: text(product.title) },
    image: src, handle: product.handle ?? null, requires_shipping: variant.requires_shipping !== false,
    product_type: product.type ?? null, product_title: product.title ?? null, product_description: product.description ?? null,
    variant_title: onlyDefault ? null : variant.title ?? null, variant_options: options,
    options_with_values: optionNames.map((name, i) => ({ name, value: options[i] ?? null })),
    line_level_discount_allocations: [], line_level_total_discount: 0,
    quantity_rule: ruleOf(variant), has_components: false,
    selling_plan_allocation: allocation === null ? undefined : {
      price_adjustments: [], price, compare_at_price: allocation.compare_at_price === null || allocation.compare_at_price === undefined ? null : money(allocation.compare_at_price),
      per_delivery_price: money(allocation.per_delivery_price ?? allocation.price), selling_plan_id: id(allocation.selling_plan_id),
      selling_plan: { id: id(line.sellingPlanId), name: plan.name ?? null, description: plan.description ?? null,
        options: plan.options ?? [], recurring_deliveries: plan.recurring_deliveries ?? true, fixed_selling_plan: plan.fixed_selling_plan ?? false,
        price_adjustments: plan.price_adjustments ?? [], ...(plan.checkout_charge ? { checkout_charge: plan.checkout_charge } : {}) },
      // A plan that charges part at checkout (a pre-order's deposit): per unit, in the visitor's currency, adding up to the price.
      ...(plan.checkout_charge && money.charge ? (({ now, later }) => ({ checkout_charge_amount: now, remaining_balance_charge_amount: later }))(money.charge(price, plan.checkout_charge as CheckoutCharge)) : {}),
    },
  };
}

/** The cart in the platform's `/cart.js` shape, amounts in `currency`. */
export function cartJson(cart: Cart, catalogue: CartCatalogue, currency: string, money: Money, b2b = false): Obj {
  // A variant deleted since (through the admin API) leaves the cart, as on the platform.
  cart.lines = cart.lines.filter((line) => catalogue.variant(line.variantId) !== null);
  const items = cart.lines.map((line) => lineJson(line, catalogue, money, b2b));
  const total = items.reduce((sum, item) => sum + (item.final_line_price as bigint), 0n);
  return {
    token: cart.token, note: cart.note, attributes: cart.attributes,
    original_total_price: total, total_price: total, total_discount: 0,
    total_weight: items.reduce((sum, item) => sum + (item.grams as number) * (item.quantity as number), 0),
    item_count: cart.lines.reduce((n, l) => n + l.quantity, 0), items,
    requires_shipping: items.some((item) => item.requires_shipping), currency,
    items_subtotal_price: total, cart_level_discount_applications: [],
  };
}
