// The fake shop's cart (src/fake-shop/cart.ts), over HTTP as a theme's script sees it: a cart per
// visitor (cookie), lines that merge, stock and quantity rules with the platform's 422 and partial
// adds, change/update/clear, sections, faults with real delays, and amounts in the visitor's currency.
// Run: node --import ./test/demo/register-ts.mjs --test test/admin/cart.node.test.mjs
/* global FormData */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startFakeShop } from '../../src/fake-shop/index.ts';
import { parseCart } from '../../src/core/parse-cart.ts';

// Demo fixtures (demo/fixtures), the fake's default storefront catalogue.
const TOTE = '43500000000001'; // Canvas Tote, 15.00 EUR, stock not counted
const COFFEE = '43200000000001'; // House Blend Coffee 250 g / Whole bean, 14.90 EUR, selling plans
const PREPAID_3 = '690000000201';
const SUBSCRIBE_2W = '690000000101'; // "Delivery every 2 weeks": 13.41 EUR, compare-at 14.90 // its "3 deliveries, prepaid" plan: 38.00 EUR
const TEA = '43300000000001'; // requires a selling plan
const TEA_PLAN = '690000000301';
const SOLD_OUT = '43900000000001'; // Trail Runner 40, unavailable
const MUG_GREEN = '46100000000001'; // 2 in stock
const PODS = '46000000000001'; // quantity rule {min 3, max 12, increment 3}, 5.90 EUR
const GIFT_25 = '46200000000101'; // Gift Card €25, a gift card (gift-card.json)

/** A shopper: keeps the cookies the fake sets, as a browser would. */
function visitor(base) {
  const jar = new Map();
  return async function request(path, { method = 'GET', json, form, headers = {}, signal, redirect } = {}) {
    const init = { method, headers: { ...headers }, signal, redirect };
    if (json !== undefined) {
      init.method = method === 'GET' ? 'POST' : method;
      init.body = JSON.stringify(json);
      init.headers['content-type'] = 'application/json';
    } else if (form !== undefined) {
      init.method = method === 'GET' ? 'POST' : method;
      init.body = form instanceof FormData ? form : new URLSearchParams(form);
    }
    if (jar.size) init.headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(base + path, init);
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const text = await res.text();
    let body = text;
    if (/^application\/json/.test(res.headers.get('content-type') ?? '')) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    return { status: res.status, headers: res.headers, text, body };
  };
}

/** JPY amount for EUR hundredths at the demo rate 162, rounded half-up to whole yen (computed here, not by the fake). */
const jpy = (eur) => Math.floor((eur * 162 + 50) / 100) * 100;

describe('the fake shop\'s cart', { timeout: 60_000 }, () => {
  let shop;
  let base;
  before(async () => {
    shop = await startFakeShop({ catalogue: { products: 12 } });
    base = shop.storefrontUrl;
  });
  after(() => shop.close());

  it('gives each visitor a cart of their own, kept by the cart cookie', async () => {
    const ann = visitor(base);
    const bob = visitor(base);
    const first = await ann('/cart.js');
    assert.match(first.headers.get('set-cookie'), /^cart=c1-[0-9a-f]{32}; Path=\//);
    assert.equal((await ann('/cart/add.js', { form: { id: TOTE, quantity: '2' } })).status, 200);
    const annCart = (await ann('/cart.js')).body;
    assert.equal(annCart.token, first.body.token);
    assert.equal(annCart.item_count, 2);
    assert.equal(annCart.total_price, 3000);
    { const { currency, itemCount } = parseCart(annCart); assert.deepEqual({ currency, itemCount }, { currency: 'EUR', itemCount: 2 }); }
    const bobCart = (await bob('/cart.js')).body;
    assert.notEqual(bobCart.token, annCart.token);
    assert.equal(bobCart.item_count, 0);
    assert.deepEqual(bobCart.items, []);
  });

  it('answers a single-item form add with the line, in the platform\'s shape', async () => {
    const shopper = visitor(base);
    const { status, body: line } = await shopper('/cart/add.js', { form: { id: COFFEE, quantity: '3' } });
    assert.equal(status, 200);
    assert.equal(String(line.id), COFFEE);
    assert.equal(String(line.variant_id), COFFEE);
    assert.match(line.key, new RegExp(`^${COFFEE}:[0-9a-f]{32}$`));
    assert.equal(line.quantity, 3);
    assert.deepEqual([line.price, line.line_price, line.final_price, line.final_line_price], [1490, 4470, 1490, 4470]);
    assert.deepEqual([line.product_title, line.variant_title, line.title, line.handle], ['House Blend Coffee', '250 g / Whole bean', 'House Blend Coffee - 250 g / Whole bean', 'house-blend-coffee']);
    assert.deepEqual(line.options_with_values, [{ name: 'Size', value: '250 g' }, { name: 'Grind', value: 'Whole bean' }]);
    assert.equal(line.url, `/products/house-blend-coffee?variant=${COFFEE}`);
    assert.deepEqual(line.properties, {});
    assert.deepEqual(line.quantity_rule, { min: 1, max: null, increment: 1 });
    assert.equal(line.selling_plan_allocation, undefined);
  });

  it('answers an items[] add (JSON or form fields) with {items}, merging lines of the same variant, plan and properties', async () => {
    const shopper = visitor(base);
    const json = await shopper('/cart/add.js', { json: { items: [{ id: Number(TOTE), quantity: 1 }, { id: Number(COFFEE), quantity: 1, selling_plan: Number(PREPAID_3) }] } });
    assert.equal(json.status, 200);
    assert.deepEqual(json.body.items.map((l) => [String(l.variant_id), l.quantity]), [[TOTE, 1], [COFFEE, 1]]);
    const plan = json.body.items[1].selling_plan_allocation;
    assert.deepEqual([plan.price, plan.compare_at_price, plan.per_delivery_price, String(plan.selling_plan.id), plan.selling_plan.name], [3800, 4470, 1267, PREPAID_3, '3 deliveries, prepaid']);
    assert.equal(json.body.items[1].final_line_price, 3800);

    const form = await shopper('/cart/add.js', { form: [['items[0][id]', TOTE], ['items[0][quantity]', '2'], ['items[1][id]', TOTE], ['items[1][quantity]', '1'], ['items[1][properties][Engraving]', 'Ann']] });
    assert.equal(form.status, 200);
    assert.deepEqual(form.body.items.map((l) => [l.quantity, l.properties]), [[3, {}], [1, { Engraving: 'Ann' }]], 'the first merged into the existing line');

    const again = await shopper('/cart/add.js', { form: { id: COFFEE, quantity: '1' } });
    assert.equal(again.body.quantity, 1, 'no plan: another line than the subscription');
    const cart = (await shopper('/cart.js')).body;
    assert.deepEqual(cart.items.map((l) => [String(l.variant_id), l.quantity, l.properties]), [
      [TOTE, 3, {}], [COFFEE, 1, {}], [TOTE, 1, { Engraving: 'Ann' }], [COFFEE, 1, {}],
    ]);
    assert.notEqual(cart.items[1].key, cart.items[3].key);
    assert.equal(cart.item_count, 6);
    assert.equal(cart.total_price, 3 * 1500 + 3800 + 1500 + 1490);
  });

  it('takes multipart form data as the browser sends a form, and drops properties without a value', async () => {
    const shopper = visitor(base);
    const form = new FormData();
    form.set('id', TOTE);
    form.set('quantity', '1');
    form.set('properties[Engraving]', '  ');
    form.set('properties[Gift note]', '');
    form.set('properties[Initials]', 'A.B.');
    const { status, body } = await shopper('/cart/add.js', { form });
    assert.equal(status, 200);
    assert.deepEqual(body.properties, { Engraving: '  ', Initials: 'A.B.' });
  });

  it('adds what is left past the stock and answers 422 with the platform\'s message', async () => {
    const shopper = visitor(base);
    const partial = await shopper('/cart/add.js', { form: { id: MUG_GREEN, quantity: '5' } });
    assert.equal(partial.status, 422);
    assert.deepEqual(partial.body, { status: 422, message: 'Cart Error', description: 'Only 2 items were added to your cart.' });
    assert.equal((await shopper('/cart.js')).body.item_count, 2, 'the cart really holds what was left');
    const full = await shopper('/cart/add.js', { form: { id: MUG_GREEN, quantity: '1' } });
    assert.equal(full.status, 422);
    assert.equal(full.body.description, 'The maximum quantity of this item is already in your cart.');
    assert.equal((await shopper('/cart.js')).body.item_count, 2);
    // Stock is per cart: another visitor can still add the two.
    assert.equal((await visitor(base)('/cart/add.js', { form: { id: MUG_GREEN, quantity: '2' } })).status, 200);
  });

  describe('a gift card\'s recipient (the platform\'s gift card tutorial: line-item properties)', () => {
    /** `yyyy-mm-dd`, `days` from the buyer's today (UTC here: offset 0). */
    const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const recipient = (fields) => [['id', GIFT_25], ...Object.entries(fields).map(([k, v]) => [`properties[${k}]`, v])];

    it('adds one sent to a recipient with its properties on the line, and a gift card line says gift_card', async () => {
      const shopper = visitor(base);
      const properties = { __shopify_send_gift_card_to_recipient: 'on', 'Recipient email': 'ada@example.com', 'Recipient name': 'Ada', Message: 'Happy birthday!', 'Send on': day(3), __shopify_offset: '0' };
      const res = await shopper('/cart/add.js', { form: recipient(properties) });
      assert.equal(res.status, 200, res.text);
      const [line] = (await shopper('/cart.js')).body.items;
      assert.deepEqual(line.properties, properties);
      assert.equal(line.gift_card, true);
      assert.equal((await shopper('/cart/add.js', { form: { id: TOTE } })).body.gift_card, false);
    });

    it('refuses a missing or bad email and a send date before today with 422 and per-field errors, adding nothing', async () => {
      const shopper = visitor(base);
      const bad = await shopper('/cart/add.js', { form: recipient({ __shopify_send_gift_card_to_recipient: 'on', 'Recipient email': 'ada@', 'Send on': '2020-01-01', __shopify_offset: '0' }) });
      assert.equal(bad.status, 422);
      assert.deepEqual(bad.body, {
        status: 422, message: 'Cart Error', description: 'Enter a valid email address. Choose today or a later date.',
        errors: { email: ['Enter a valid email address'], send_on: ['Choose today or a later date'] },
      });
      const missing = await shopper('/cart/add.js', { form: recipient({ __shopify_send_gift_card_to_recipient: 'on' }) });
      assert.deepEqual([missing.status, missing.body.errors], [422, { email: ['Enter a valid email address'] }]);
      const yesterday = await shopper('/cart/add.js', { form: recipient({ __shopify_send_gift_card_to_recipient: 'on', 'Recipient email': 'ada@example.com', 'Send on': day(-1), __shopify_offset: '0' }) });
      assert.deepEqual([yesterday.status, yesterday.body.errors], [422, { send_on: ['Choose today or a later date'] }]);
      assert.equal((await shopper('/cart.js')).body.item_count, 0);
      const german = await shopper('/de/cart/add.js', { form: recipient({ __shopify_send_gift_card_to_recipient: 'on', 'Recipient email': 'x' }) });
      assert.equal(german.body.description, 'Geben Sie eine gültige E-Mail-Adresse ein.');
    });

    it('counts today in the buyer\'s time zone (__shopify_offset, minutes as getTimezoneOffset gives them)', async () => {
      const shopper = visitor(base);
      // 14 hours east of UTC (offset -840): the buyer's today may be UTC's tomorrow, never its yesterday.
      const ahead = await shopper('/cart/add.js', { form: recipient({ __shopify_send_gift_card_to_recipient: 'on', 'Recipient email': 'ada@example.com', 'Send on': day(1), __shopify_offset: '-840' }) });
      assert.equal(ahead.status, 200, ahead.text);
      const behind = await shopper('/cart/add.js', { form: recipient({ __shopify_send_gift_card_to_recipient: 'on', 'Recipient email': 'ada@example.com', 'Send on': day(-2), __shopify_offset: '720' }) });
      assert.equal(behind.status, 422);
    });

    it('sends the card to the buyer without the flag, or with the no-JavaScript form\'s if_present and no email', async () => {
      const shopper = visitor(base);
      assert.equal((await shopper('/cart/add.js', { form: { id: GIFT_25 } })).status, 200);
      assert.equal((await shopper('/cart/add.js', { form: recipient({ __shopify_send_gift_card_to_recipient: 'if_present', 'Recipient email': '' }) })).status, 200);
      const typo = await shopper('/cart/add.js', { form: recipient({ __shopify_send_gift_card_to_recipient: 'if_present', 'Recipient email': 'ada' }) });
      assert.equal(typo.status, 422, 'an email given is checked');
    });

    it('refuses the native form post with a page saying why', async () => {
      const refused = await visitor(base)('/cart/add', { form: recipient({ __shopify_send_gift_card_to_recipient: 'on', 'Recipient email': 'ada@example.com', 'Send on': '2020-01-01' }) });
      assert.equal(refused.status, 422);
      assert.match(refused.body, /<p role="alert">Choose today or a later date.<\/p>/);
    });
  });

  it('refuses a sold-out variant, an unknown one, a missing required plan and a plan the variant does not offer', async () => {
    const shopper = visitor(base);
    const cases = [
      [{ id: SOLD_OUT }, "The product 'Trail Runner - 40' is already sold out."],
      [{ id: '1' }, 'Cannot find variant'],
      [{ id: TEA }, 'Variant can only be purchased with a selling plan.'],
      [{ id: TOTE, selling_plan: PREPAID_3 }, `Selling plan ${PREPAID_3} is not available for 'Canvas Tote'.`],
      [{ id: TOTE, quantity: 'two' }, 'Quantity must be a whole number of 1 or more, got "two".'],
    ];
    for (const [form, description] of cases) {
      const { status, body } = await shopper('/cart/add.js', { form });
      assert.equal(status, 422, description);
      assert.deepEqual(body, { status: 422, message: 'Cart Error', description });
    }
    assert.equal((await shopper('/cart/add.js', { form: { id: TEA, selling_plan: TEA_PLAN } })).status, 200);
    assert.equal((await shopper('/cart.js')).body.item_count, 1);
  });

  it('keeps to the variant\'s quantity rule: minimum, increments, and at most the maximum', async () => {
    const shopper = visitor(base);
    assert.equal((await shopper('/cart/add.js', { form: { id: PODS, quantity: '1' } })).body.description, "The minimum quantity of 'Espresso Pods, Boxes of 10 - Lungo' is 3.");
    assert.equal((await shopper('/cart/add.js', { form: { id: PODS, quantity: '4' } })).body.description, "'Espresso Pods, Boxes of 10 - Lungo' can only be bought in multiples of 3.");
    assert.equal((await shopper('/cart.js')).body.item_count, 0);
    const line = await shopper('/cart/add.js', { form: { id: PODS, quantity: '6' } });
    assert.equal(line.status, 200);
    assert.deepEqual(line.body.quantity_rule, { min: 3, max: 12, increment: 3 });
    const over = await shopper('/cart/add.js', { form: { id: PODS, quantity: '9' } });
    assert.equal(over.status, 422);
    assert.equal(over.body.description, 'Only 6 items were added to your cart.');
    assert.equal((await shopper('/cart.js')).body.items[0].quantity, 12);
  });

  it('changes a line by key, by variant id or by its 1-based number; 0 removes it', async () => {
    const shopper = visitor(base);
    await shopper('/cart/add.js', { json: { items: [{ id: TOTE, quantity: 1 }, { id: COFFEE, quantity: 2 }, { id: TOTE, quantity: 1, properties: { Engraving: 'X' } }] } });
    const key = (await shopper('/cart.js')).body.items[2].key;
    let cart = (await shopper('/cart/change.js', { json: { id: key, quantity: 4 } })).body;
    assert.deepEqual(cart.items.map((l) => l.quantity), [1, 2, 4]);
    assert.equal(cart.item_count, 7, 'change answers the whole cart');
    cart = (await shopper('/cart/change.js', { form: { id: COFFEE, quantity: '5' } })).body;
    assert.deepEqual(cart.items.map((l) => l.quantity), [1, 5, 4]);
    cart = (await shopper('/cart/change.js', { json: { line: 1, quantity: 0 } })).body;
    assert.deepEqual(cart.items.map((l) => [String(l.variant_id), l.quantity]), [[COFFEE, 5], [TOTE, 4]]);
    cart = (await shopper('/cart/change.js', { json: { line: 2, properties: {} } })).body;
    assert.deepEqual(cart.items.map((l) => [l.quantity, l.properties]), [[5, {}], [4, {}]], 'new properties, same line');
    const missing = await shopper('/cart/change.js', { json: { line: 9, quantity: 1 } });
    assert.deepEqual([missing.status, missing.body.description], [400, 'no valid id or line parameter']);
  });

  it('changes, moves and removes a line\'s selling plan with change.js: a new key, the plan\'s prices, merging into a line of that plan', async () => {
    const shopper = visitor(base);
    await shopper('/cart/add.js', { json: { items: [{ id: COFFEE, quantity: 2 }, { id: TOTE, quantity: 1 }] } });
    const oneTime = (await shopper('/cart.js')).body.items[0];
    assert.equal(oneTime.selling_plan_allocation, undefined);

    let res = await shopper('/cart/change.js', { json: { id: oneTime.key, selling_plan: Number(SUBSCRIBE_2W) } });
    assert.equal(res.status, 200);
    let line = res.body.items[0];
    assert.notEqual(line.key, oneTime.key, 'a line of another plan has another key');
    assert.equal(line.quantity, 2, 'the quantity stays without one in the request');
    const a = line.selling_plan_allocation;
    assert.deepEqual([a.price, a.compare_at_price, a.per_delivery_price, String(a.selling_plan_id)], [1341, 1490, 1341, SUBSCRIBE_2W]);
    assert.deepEqual([String(a.selling_plan.id), a.selling_plan.name, a.selling_plan.fixed_selling_plan, a.selling_plan.recurring_deliveries], [SUBSCRIBE_2W, 'Delivery every 2 weeks', false, true]);
    assert.deepEqual([line.price, line.original_line_price, line.final_line_price, res.body.total_price], [1341, 2682, 2682, 2682 + 1500]);

    // Form fields as a theme's own form posts them; a plan and a quantity together.
    res = await shopper('/cart/change.js', { form: { id: line.key, selling_plan: PREPAID_3, quantity: '1' } });
    line = res.body.items[0];
    assert.deepEqual([line.quantity, String(line.selling_plan_allocation.selling_plan.id), line.selling_plan_allocation.per_delivery_price, line.final_line_price], [1, PREPAID_3, 1267, 3800]);

    // Back to one-time purchase: null in JSON, empty in a form.
    res = await shopper('/cart/change.js', { json: { id: line.key, selling_plan: null } });
    line = res.body.items[0];
    assert.deepEqual([line.key, line.selling_plan_allocation, line.final_line_price], [oneTime.key, undefined, 1490], 'the one-time line\'s key again');
    await shopper('/cart/add.js', { json: { items: [{ id: COFFEE, quantity: 3, selling_plan: PREPAID_3 }] } });
    const prepaidKey = (await shopper('/cart.js')).body.items[2].key;
    res = await shopper('/cart/change.js', { form: { id: prepaidKey, selling_plan: '' } });
    assert.deepEqual(res.body.items.map((l) => [String(l.variant_id), l.quantity, l.selling_plan_allocation ?? null]), [[TOTE, 1, null], [COFFEE, 4, null]],
      'a line moved to a plan another line has takes that line in (and stays where it was)');
  });

  it('refuses a plan the variant does not offer, and one-time purchase where a plan is required, changing nothing', async () => {
    const shopper = visitor(base);
    await shopper('/cart/add.js', { json: { items: [{ id: TOTE, quantity: 1 }, { id: TEA, quantity: 1, selling_plan: TEA_PLAN }] } });
    const before = (await shopper('/cart.js')).body;
    let res = await shopper('/cart/change.js', { json: { id: before.items[0].key, selling_plan: PREPAID_3 } });
    assert.equal(res.status, 422);
    assert.deepEqual(Object.keys(res.body).sort(), ['description', 'message', 'status']);
    assert.match(res.body.description, /^Selling plan 690000000201 is not available for 'Canvas Tote'\.$/);
    res = await shopper('/cart/change.js', { json: { id: before.items[1].key, selling_plan: null, quantity: 2 } });
    assert.deepEqual([res.status, res.body.description], [422, 'Variant can only be purchased with a selling plan.']);
    res = await shopper('/cart/change.js', { json: { id: before.items[1].key, quantity: 'two' } });
    assert.equal(res.status, 422);
    assert.deepEqual((await shopper('/cart.js')).body.items, before.items, 'the cart as it was');
  });

  it('caps a change at the stock with the same 422', async () => {
    const shopper = visitor(base);
    await shopper('/cart/add.js', { form: { id: MUG_GREEN, quantity: '1' } });
    const res = await shopper('/cart/change.js', { json: { id: MUG_GREEN, quantity: 3 } });
    assert.deepEqual([res.status, res.body.description], [422, 'Only 1 item was added to your cart.']);
    assert.equal((await shopper('/cart.js')).body.items[0].quantity, 2);
  });

  it('updates quantities by key or variant id (adding variants not in the cart), as an array in line order, and the note and attributes', async () => {
    const shopper = visitor(base);
    await shopper('/cart/add.js', { form: { id: TOTE, quantity: '1' } });
    const key = (await shopper('/cart.js')).body.items[0].key;
    let cart = (await shopper('/cart/update.js', { json: { updates: { [key]: 3, [COFFEE]: 2 }, note: 'Gift', attributes: { Wrapping: 'yes' } } })).body;
    assert.deepEqual(cart.items.map((l) => [String(l.variant_id), l.quantity]), [[TOTE, 3], [COFFEE, 2]]);
    assert.deepEqual([cart.note, cart.attributes], ['Gift', { Wrapping: 'yes' }]);
    cart = (await shopper('/cart/update.js', { form: [['updates[]', '0'], ['updates[]', '1']] })).body;
    assert.deepEqual(cart.items.map((l) => [String(l.variant_id), l.quantity]), [[COFFEE, 1]]);
    cart = (await shopper('/cart/clear.js', { json: {} })).body;
    assert.deepEqual([cart.item_count, cart.items, cart.note], [0, [], null]);
  });

  it('renders the requested sections in the answer of add, change and update', async () => {
    const shopper = visitor(base);
    const added = await shopper('/cart/add.js', { form: { id: TOTE, quantity: '2', sections: 'cart-drawer,cart-icon-bubble', sections_url: '/products/canvas-tote' } });
    assert.deepEqual(Object.keys(added.body.sections), ['cart-drawer', 'cart-icon-bubble']);
    assert.match(added.body.sections['cart-drawer'], /^<div id="shopify-section-cart-drawer" class="shopify-section" data-item-count="2">/);
    assert.match(added.body.sections['cart-icon-bubble'], /Canvas Tote/);
    const items = await shopper('/cart/add.js', { json: { items: [{ id: TOTE, quantity: 1 }], sections: ['cart-drawer'] } });
    assert.match(items.body.sections['cart-drawer'], /data-item-count="3"/);
    const changed = await shopper('/cart/change.js', { json: { line: 1, quantity: 1, sections: ['a', 'b', 'c', 'd', 'e', 'f'] } });
    assert.deepEqual(Object.keys(changed.body.sections), ['a', 'b', 'c', 'd', 'e'], 'at most five');
    assert.match(changed.body.sections.a, /data-item-count="1"/);
    assert.equal((await shopper('/cart/add.js', { form: { id: TOTE } })).body.sections, undefined, 'none asked, none sent');
  });

  it('converts every amount of the cart to the visitor\'s currency (?currency=, then its cookie)', async () => {
    const shopper = visitor(base);
    await shopper('/cart/add.js', { json: { items: [{ id: COFFEE, quantity: 3 }, { id: COFFEE, quantity: 1, selling_plan: PREPAID_3 }] } });
    const res = await shopper('/cart.js?currency=JPY');
    assert.match(res.headers.get('set-cookie'), /cart_currency=JPY/);
    const cart = (await shopper('/cart.js')).body;
    assert.equal(cart.currency, 'JPY');
    const [plain, plan] = cart.items;
    assert.deepEqual([plain.price, plain.line_price, plain.final_line_price], [jpy(1490), 3 * jpy(1490), 3 * jpy(1490)]);
    assert.equal(jpy(1490), 241400);
    assert.deepEqual([plan.price, plan.selling_plan_allocation.compare_at_price, plan.selling_plan_allocation.per_delivery_price], [jpy(3800), jpy(4470), jpy(1267)]);
    assert.equal(cart.total_price, 3 * jpy(1490) + jpy(3800));
    { const { currency, itemCount } = parseCart(cart); assert.deepEqual({ currency, itemCount }, { currency: 'JPY', itemCount: 4 }); }
    // The product document agrees with the cart.
    const doc = (await shopper('/products/house-blend-coffee.js')).body;
    assert.equal(doc.variants[0].price, plain.price);
    assert.equal((await shopper('/cart.js?currency=XXX')).body.currency, 'JPY', 'an unknown currency is ignored');
  });

  it('carries the generated catalogue too: admin stock is the cart\'s stock', async () => {
    const handle = shop.handles()[0];
    const doc = (await visitor(base)(`/products/${encodeURIComponent(handle)}.js`)).text;
    const id = /"variants":\[\{"id":(\d+)/.exec(doc)[1];
    assert.ok(BigInt(id) > 2n ** 53n);
    const shopper = visitor(base);
    const res = await shopper('/cart/add.js', { form: { id, quantity: '1000' } });
    assert.equal(res.status, 422);
    assert.equal(res.body.description, 'Only 5 items were added to your cart.', 'the first generated product has 5 in stock');
    const cart = await shopper('/cart.js');
    assert.match(cart.text, new RegExp(`"variant_id":${id},`), 'an id beyond 2^53, exact');
    shop.storefront.setStock(id, 7);
    assert.equal((await shopper('/cart/add.js', { form: { id, quantity: '2' } })).status, 200);
    await shopper('/cart/add.js', { form: { id: TOTE } });
    shop.removeProduct(id);
    assert.deepEqual((await shopper('/cart.js')).body.items.map((l) => String(l.variant_id)), [TOTE], 'a deleted product leaves the cart');
  });

  it('works under a locale prefix and refuses other methods', async () => {
    const shopper = visitor(base);
    assert.equal((await shopper('/fr/cart/add.js', { form: { id: TOTE } })).status, 200);
    assert.equal((await shopper('/fr-ca/cart.js')).body.item_count, 1);
    const get = await shopper('/cart/add.js');
    assert.deepEqual([get.status, get.headers.get('allow')], [405, 'POST']);
    assert.equal((await shopper('/cart.js', { method: 'DELETE' })).status, 405);
  });

  describe('in the shopper\'s language: the locale prefix of the request, as the platform answers locale-aware URLs', () => {
    it('refuses an add through /de/cart/add.js in German: partial, full, sold out, unknown, plans, quantities; the cart as in English', async () => {
      const shopper = visitor(base);
      const cases = [
        [{ id: MUG_GREEN, quantity: '3' }, 'Es wurden nur 2 Artikel in Ihren Warenkorb gelegt.'],
        [{ id: MUG_GREEN, quantity: '1' }, 'Die Höchstmenge dieses Artikels ist bereits in Ihrem Warenkorb.'],
        // The products by their German titles (demo/fixtures/translations/de.json).
        [{ id: SOLD_OUT }, 'Der Artikel „Trailrunning-Schuh - 40“ ist bereits ausverkauft.'],
        [{ id: '1' }, 'Diese Variante wurde nicht gefunden.'],
        [{ id: TEA }, 'Diese Variante gibt es nur im Abo.'],
        [{ id: TOTE, selling_plan: PREPAID_3 }, `Die Kaufoption ${PREPAID_3} ist für „Canvas-Tragetasche“ nicht verfügbar.`],
        [{ id: TOTE, quantity: 'two' }, 'Die Menge muss eine ganze Zahl ab 1 sein, nicht "two".'],
        [{ id: PODS, quantity: '1' }, 'Die Mindestmenge für „Espresso-Kapseln, 10er-Schachteln - Lungo“ ist 3.'],
        [{ id: PODS, quantity: '4' }, '„Espresso-Kapseln, 10er-Schachteln - Lungo“ gibt es nur in Vielfachen von 3.'],
      ];
      for (const [form, description] of cases) {
        const { status, body } = await shopper('/de/cart/add.js', { form });
        assert.deepEqual([status, body], [422, { status: 422, message: 'Cart Error', description }], description);
      }
      // The same cart whatever the prefix: the partial add put the two in it.
      assert.equal((await shopper('/de/cart.js')).body.item_count, 2);
      assert.equal((await shopper('/cart.js')).body.item_count, 2);
    });

    it('one item: "Es wurde nur 1 Artikel …"; /de/cart/change.js refuses in German too; /de-CH/ is German, an unknown prefix and none English', async () => {
      const shopper = visitor(base);
      await shopper('/cart/add.js', { form: { id: MUG_GREEN, quantity: '1' } });
      const change = await shopper('/de/cart/change.js', { json: { id: MUG_GREEN, quantity: 3 } });
      assert.deepEqual([change.status, change.body.description], [422, 'Es wurde nur 1 Artikel in Ihren Warenkorb gelegt.']);
      const missing = await shopper('/de/cart/change.js', { json: { line: 9, quantity: 1 } });
      assert.deepEqual([missing.status, missing.body.description], [400, 'Diese Position ist nicht in Ihrem Warenkorb.']);
      const full = { id: MUG_GREEN, quantity: '1' };
      assert.equal((await shopper('/de-CH/cart/add.js', { form: full })).body.description, 'Die Höchstmenge dieses Artikels ist bereits in Ihrem Warenkorb.');
      assert.equal((await shopper('/ga/cart/add.js', { form: full })).body.description, 'The maximum quantity of this item is already in your cart.');
      assert.equal((await shopper('/cart/add.js', { form: full })).body.description, 'The maximum quantity of this item is already in your cart.');
    });

    it('refuses a sold-out add in every language the theme folder ships: /fr/ in French, /ja/ in Japanese, /ar/ in Arabic; an unknown prefix in English', async () => {
      const shopper = visitor(base);
      // No merchant translation of the product in these languages: its title stays the shop's English.
      const cases = [
        ['/fr/cart/add.js', 'Le produit « Trail Runner - 40 » est déjà épuisé.'],
        ['/ja/cart/add.js', '商品「Trail Runner - 40」はすでに売り切れです。'],
        ['/ar/cart/add.js', 'نفدت كمية المنتج «Trail Runner - 40» بالفعل.'],
        ['/pt-br/cart/add.js', 'O produto “Trail Runner - 40” já está esgotado.'],
        ['/zh-tw/cart/add.js', '商品「Trail Runner - 40」已售完。'],
        ['/ru/cart/add.js', 'Товар «Trail Runner - 40» уже распродан.'],
        ['/xx/cart/add.js', 'The product \'Trail Runner - 40\' is already sold out.'],
      ];
      for (const [path, description] of cases) {
        const { status, body } = await shopper(path, { form: { id: SOLD_OUT } });
        assert.deepEqual([status, body], [422, { status: 422, message: 'Cart Error', description }], path);
      }
      assert.equal((await shopper('/cart.js')).body.item_count, 0);
      // A partial add counts in the language's plural forms (Polish: 2 → "produkty").
      const partial = await shopper('/pl/cart/add.js', { form: { id: MUG_GREEN, quantity: '3' } });
      assert.deepEqual([partial.status, partial.body.description], [422, 'Do koszyka dodano tylko 2 produkty.']);
    });

    it('answers the form post under /ja/ and /ar/ with a page in that language (Arabic right to left), no English word on it', async () => {
      const shopper = visitor(base);
      const ja = await shopper('/ja/cart/add', { form: { id: SOLD_OUT } });
      assert.equal(ja.status, 422);
      assert.match(ja.body, /<html lang="ja">/);
      assert.match(ja.body, /<h1>カートに追加されませんでした<\/h1>\n<p role="alert">商品「Trail Runner - 40」はすでに売り切れです。<\/p>/);
      const ar = await shopper('/ar/cart/add', { form: [['id', COFFEE], ['quantity', '2']] });
      assert.equal(ar.status, 200);
      assert.match(ar.body, /<html lang="ar" dir="rtl">/);
      assert.match(ar.body, /<h1>تمت الإضافة إلى سلة التسوق<\/h1>/);
      assert.ok(ar.body.includes('<caption>سلة التسوق: منتجان، '), 'two items, in Arabic\'s dual');
      for (const page of [ja.body, ar.body]) {
        // Every word of the page outside the data (the product's English title, field names, ids).
        const words = page.replace(/<style>.*?<\/style>/s, '').replace(/<[^>]+>/g, ' ').replaceAll('Trail Runner', '').replaceAll('House Blend Coffee', '');
        for (const english of ['Added', 'Not added', 'Variant', 'Selling plan', 'Quantity', 'Submitted', 'Value', 'Your cart', 'Item', 'Total', 'Back', 'fake shop', 'sold out']) {
          assert.doesNotMatch(words, new RegExp(`\\b${english}\\b`), `"${english}" on the page`);
        }
      }
    });

    it('an injected 422 is a refusal a shopper can read, in the locale\'s language, with no word about the fake', async () => {
      const shopper = visitor(base);
      shop.inject({ path: '/de/cart/add.js', status: 422 });
      const de = await shopper('/de/cart/add.js', { form: { id: TOTE } });
      assert.deepEqual([de.status, de.body.description], [422, 'Dieser Artikel kann gerade nicht in den Warenkorb gelegt werden.']);
      shop.inject({ path: '/cart/add.js', status: 422 });
      const en = await shopper('/cart/add.js', { form: { id: TOTE } });
      assert.deepEqual([en.status, en.body.description], [422, 'This item cannot be added to your cart right now.']);
      shop.inject({ path: '/de/cart/change.js', status: 422 });
      const change = await shopper('/de/cart/change.js', { json: { line: 1, quantity: 1 } });
      assert.deepEqual([change.status, change.body.description], [422, 'Ihr Warenkorb kann gerade nicht geändert werden.']);
    });

    it('answers the form post to /de/cart/add with a German page: the refusal, the summary, the cart in German money', async () => {
      const shopper = visitor(base);
      await shopper('/cart/add.js', { form: { id: TOTE } });
      const added = await shopper('/de/cart/add', { form: [['id', COFFEE], ['quantity', '2']] });
      assert.equal(added.status, 200);
      assert.match(added.body, /<html lang="de">/);
      assert.match(added.body, /<h1>In den Warenkorb gelegt<\/h1>/);
      assert.ok(added.body.includes('<li>Kaufoption: keine (Einmalkauf)</li>'));
      assert.ok(added.body.includes('<caption>Ihr Warenkorb: 3 Artikel, 44,80\u00a0€</caption>'));
      assert.ok(added.body.includes('<th scope="col">Artikel</th><th scope="col">Menge</th><th scope="col">Summe</th>'));
      const refused = await shopper('/de/cart/add', { form: { id: SOLD_OUT } });
      assert.equal(refused.status, 422);
      assert.match(refused.body, /<h1>Nicht in den Warenkorb gelegt<\/h1>\n<p role="alert">Der Artikel „Trailrunning-Schuh - 40“ ist bereits ausverkauft.<\/p>/);
      // Every word of the page outside the data (titles, field names, ids) is German.
      const words = refused.body.replace(/<style>.*?<\/style>/s, '').replace(/<[^>]+>/g, ' ');
      for (const english of ['Added', 'Not added', 'Variant', 'Selling plan', 'Quantity', 'Submitted', 'Value', 'Your cart', 'Item', 'Total', 'Back', 'fake shop']) {
        assert.doesNotMatch(words, new RegExp(`\\b${english}\\b`), `"${english}" on the German page`);
      }
    });
  });

  it('answers the native form post with a page of what was submitted and the cart', async () => {
    const shopper = visitor(base);
    await shopper('/cart/add.js', { form: { id: TOTE } });
    const res = await shopper('/cart/add', {
      form: [['id', COFFEE], ['selling_plan', PREPAID_3], ['quantity', '2'], ['properties[Engraving]', '<b>hi</b>']],
      headers: { referer: `${base}/?product=house-blend-coffee` },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^text\/html/);
    assert.match(res.body, /<h1>Added to cart<\/h1>/);
    assert.ok(res.body.includes('House Blend Coffee — 250 g / Whole bean'));
    assert.ok(res.body.includes('Prepaid — 3 deliveries, prepaid'));
    assert.ok(res.body.includes('<th scope="row">properties[Engraving]</th><td>&#60;b&#62;hi&#60;/b&#62;</td>'));
    assert.ok(res.body.includes('<caption>Your cart: 3 items, €91.00</caption>'));
    assert.ok(res.body.includes('<a href="/?product=house-blend-coffee">'));
    const refused = await shopper('/cart/add', { form: { id: SOLD_OUT } });
    assert.equal(refused.status, 422);
    assert.match(refused.body, /<h1>Not added to cart<\/h1>\n<p role="alert">The product &#39;Trail Runner - 40&#39; is already sold out.<\/p>/);
  });

  describe('/cart/add, /cart/change and /cart/update without .js: JSON to an Ajax request, as the platform answers Dawn', () => {
    // Dawn's product form: its FormData, `X-Requested-With: XMLHttpRequest`, `Accept: application/javascript`, no Content-Type.
    const DAWN_ADD = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/javascript' };
    // Dawn's cart (fetchConfig()): a JSON body, `Accept: application/json`.
    const DAWN_CART = { accept: 'application/json' };

    it('answers Dawn\'s add as /cart/add.js does: the line as JSON, the sections asked for, the cart read after it holds it', async () => {
      const shopper = visitor(base);
      const form = new FormData();
      form.set('id', COFFEE);
      form.set('quantity', '2');
      form.set('sections', 'cart-drawer,cart-icon-bubble');
      form.set('sections_url', '/products/house-blend-coffee');
      const res = await shopper('/cart/add', { form, headers: DAWN_ADD });
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type'), /^application\/json/);
      assert.deepEqual([String(res.body.variant_id), res.body.quantity, res.body.final_line_price], [COFFEE, 2, 2980]);
      assert.deepEqual(Object.keys(res.body.sections), ['cart-drawer', 'cart-icon-bubble']);
      assert.equal((await shopper('/cart.js')).body.item_count, 2);
    });

    it('refuses a sold-out variant with 422 and the platform\'s JSON body {status, message, description}, adding nothing; in German under /de/', async () => {
      const shopper = visitor(base);
      const form = new FormData();
      form.set('id', SOLD_OUT);
      const res = await shopper('/cart/add', { form, headers: DAWN_ADD });
      assert.equal(res.status, 422);
      assert.match(res.headers.get('content-type'), /^application\/json/);
      assert.deepEqual(res.body, { status: 422, message: 'Cart Error', description: 'The product \'Trail Runner - 40\' is already sold out.' });
      const de = await shopper('/de/cart/add', { form: { id: SOLD_OUT }, headers: { 'x-requested-with': 'XMLHttpRequest' } });
      assert.deepEqual([de.status, de.body.description], [422, 'Der Artikel „Trailrunning-Schuh - 40“ ist bereits ausverkauft.']);
      assert.equal((await shopper('/cart.js')).body.item_count, 0);
    });

    it('takes either sign of an Ajax request: X-Requested-With alone, or an Accept asking for JSON or JavaScript (jQuery\'s too)', async () => {
      for (const headers of [{ 'x-requested-with': 'XMLHttpRequest' }, { accept: 'application/json' }, { accept: 'text/javascript' }, { accept: 'application/json, text/javascript, */*; q=0.01' }]) {
        const res = await visitor(base)('/cart/add', { form: { id: TOTE }, headers });
        assert.deepEqual([res.status, String(res.body?.variant_id)], [200, TOTE], JSON.stringify(headers));
      }
    });

    it('answers a plain form post, and a fetch that asks for anything (*/*), with the page as before', async () => {
      for (const headers of [{}, { accept: '*/*' }, { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }]) {
        const res = await visitor(base)('/cart/add', { form: { id: TOTE }, headers });
        assert.equal(res.status, 200);
        assert.match(res.headers.get('content-type'), /^text\/html/, JSON.stringify(headers));
        assert.match(res.body, /<h1>Added to cart<\/h1>/);
      }
      const refused = await visitor(base)('/cart/add', { form: { id: SOLD_OUT }, headers: { accept: '*/*' } });
      assert.deepEqual([refused.status, /^text\/html/.test(refused.headers.get('content-type'))], [422, true]);
    });

    it('answers Dawn\'s cart changes (/cart/change, /cart/update, a JSON body) with the cart, as change.js and update.js do', async () => {
      const shopper = visitor(base);
      await shopper('/cart/add.js', { form: { id: MUG_GREEN, quantity: '2' } });
      const changed = await shopper('/cart/change', { json: { line: 1, quantity: 1, sections: ['cart-drawer'] }, headers: DAWN_CART });
      assert.equal(changed.status, 200);
      assert.deepEqual([changed.body.item_count, Object.keys(changed.body.sections)], [1, ['cart-drawer']]);
      const updated = await shopper('/cart/update', { json: { note: 'Gift' }, headers: DAWN_CART });
      assert.deepEqual([updated.status, updated.body.note, updated.body.item_count], [200, 'Gift', 1]);
      // Past the stock (2): the platform's 422 as JSON.
      const past = await shopper('/cart/change', { json: { line: 1, quantity: 5 }, headers: { ...DAWN_CART, 'x-requested-with': 'XMLHttpRequest' } });
      assert.deepEqual([past.status, Object.keys(past.body)], [422, ['status', 'message', 'description']]);
    });

    it('sends a plain form post to /cart/change or /de/cart/update on to the cart, as the platform does, the change made', async () => {
      const shopper = visitor(base);
      await shopper('/cart/add.js', { form: { id: TOTE, quantity: '3' } });
      const res = await shopper('/cart/change', { form: { line: '1', quantity: '2' }, headers: { accept: 'text/html' }, redirect: 'manual' });
      assert.deepEqual([res.status, res.headers.get('location')], [302, '/cart']);
      assert.equal((await shopper('/cart.js')).body.item_count, 2);
      const de = await shopper('/de/cart/update', { form: [['updates[]', '0']], redirect: 'manual' });
      assert.deepEqual([de.status, de.headers.get('location')], [302, '/de/cart']);
      assert.equal((await shopper('/cart.js')).body.item_count, 0);
    });
  });

  describe('faults', () => {
    it('422: a Cart Error body, nothing added', async () => {
      const shopper = visitor(base);
      shop.inject({ path: '/cart/add.js', status: 422 });
      const res = await shopper('/cart/add.js', { form: { id: TOTE } });
      assert.equal(res.status, 422);
      assert.deepEqual(Object.keys(res.body), ['status', 'message', 'description']);
      assert.equal((await shopper('/cart.js')).body.item_count, 0);
    });

    it('429 with Retry-After: nothing added; the next try goes through', async () => {
      const shopper = visitor(base);
      shop.inject({ path: '/cart/add.js', status: 429, retryAfter: '1.5' });
      const res = await shopper('/cart/add.js', { form: { id: TOTE } });
      assert.deepEqual([res.status, res.headers.get('retry-after')], [429, '1.5']);
      assert.equal((await shopper('/cart.js')).body.item_count, 0);
      assert.equal((await shopper('/cart/add.js', { form: { id: TOTE } })).status, 200);
      assert.equal((await shopper('/cart.js')).body.item_count, 1);
    });

    it('500: an HTML error page, nothing added', async () => {
      const shopper = visitor(base);
      shop.inject({ method: 'POST', path: '/cart/add.js', status: 500 });
      const res = await shopper('/cart/add.js', { form: { id: TOTE } });
      assert.equal(res.status, 500);
      assert.match(res.headers.get('content-type'), /^text\/html/);
      assert.match(res.body, /^<!doctype html>/);
      assert.equal((await shopper('/cart.js')).body.item_count, 0);
    });

    it('a dropped connection before the add (nothing added) and after it (added, the answer lost)', async () => {
      const shopper = visitor(base);
      await shopper('/cart.js');
      shop.inject({ path: '/cart/add.js', drop: true });
      await assert.rejects(shopper('/cart/add.js', { form: { id: TOTE } }), TypeError);
      assert.equal((await shopper('/cart.js')).body.item_count, 0);
      shop.inject({ path: '/cart/add.js', dropAfterApply: true });
      await assert.rejects(shopper('/cart/add.js', { form: { id: TOTE } }), TypeError);
      assert.equal((await shopper('/cart.js')).body.item_count, 1, 'the platform may have added it: read the cart again');
    });

    it('a slow add: the cart read meanwhile does not have it yet, the one after does', async () => {
      const shopper = visitor(base);
      await shopper('/cart.js');
      shop.inject({ path: '/cart/add.js', delayMs: 400 });
      const started = performance.now();
      const adding = shopper('/cart/add.js', { form: { id: TOTE, quantity: '2' } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const during = (await shopper('/cart.js')).body;
      assert.equal(during.item_count, 0);
      assert.ok(performance.now() - started < 400, 'the cart read was not held up');
      assert.equal((await adding).status, 200);
      assert.ok(performance.now() - started >= 390, 'the add waited');
      assert.equal((await shopper('/cart.js')).body.item_count, 2);
    });

    it('malformed: the answer cut in half, the add applied', async () => {
      const shopper = visitor(base);
      shop.inject({ path: '/cart/add.js', malformed: true });
      const res = await shopper('/cart/add.js', { json: { items: [{ id: TOTE, quantity: 1 }] } });
      assert.equal(res.status, 200);
      assert.throws(() => JSON.parse(res.text), SyntaxError);
      assert.equal((await shopper('/cart.js')).body.item_count, 1);
    });
  });
});
