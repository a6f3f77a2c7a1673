// The product snippet's arguments (theme/snippets/shop-product.liquid), rendered by the fake's one
// renderer: in a form of its own it brings everything (its form, the id, media, quantity, the button);
// inside a theme's product section (`form_id`, Dawn's `product_form_id`) it adds only what the theme
// lacks: no id of its own (the theme's form would post `id` twice), no second gallery, no second
// quantity, unless asked; `sync_url` lets the address follow the choice.
// Run: node --import ./test/demo/register-ts.mjs --test test/theme/snippet-args.node.test.mjs
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { createFakeShop, themePages } from '../../src/fake-shop/index.ts';

const fake = createFakeShop({ catalogue: { products: 0, orders: 0 } });
const pages = themePages(fake.storefront);
/** A product with options, several images and a quantity field: every part the arguments switch. */
const HANDLE = 'linen-shirt';
const THEME_FORM = 'product-form-template--main';

async function render(args) {
  const html = await pages.product(HANDLE, {}, args);
  assert.ok(html, 'rendered');
  assert.doesNotMatch(html, /Liquid error|translation missing/i);
  return cheerio.load(html);
}

/** What the rendered snippet holds, as a theme developer would check it. */
function parts($) {
  return {
    forms: $('form').length,
    // The form each id posts with: the one it names, else the one around it.
    ids: $('[name="id"]').map((_, e) => $(e).attr('form') ?? $(e).closest('form').attr('id') ?? '(none)').get(),
    media: $('shop-media').length,
    quantity: $('shop-quantity').length,
    button: $('shop-buy-button').length,
    syncUrl: $('shop-product').attr('sync-url') !== undefined,
    form: $('shop-product').attr('form'),
  };
}

describe('theme/snippets/shop-product.liquid arguments', () => {
  it('in a form of its own (no form_id): its form, one id in it, media, quantity and the button; the address left alone', async () => {
    const $ = await render({});
    const own = $('form').attr('id');
    assert.deepEqual(parts($), { forms: 1, ids: [own], media: 1, quantity: 1, button: 1, syncUrl: false, form: own });
  });

  it('inside a theme\'s section (form_id): no id of its own, no form, no media, no quantity, no button; the controls belong to the theme\'s form', async () => {
    const $ = await render({ form_id: THEME_FORM });
    assert.deepEqual(parts($), { forms: 0, ids: [], media: 0, quantity: 0, button: 0, syncUrl: false, form: THEME_FORM });
    // The option radios are the theme's form's (Enter submits it, form.reset() reaches them; <variant-picker> takes
    // their fields out of its data, and without JavaScript the platform ignores them); the plans' radios belong to no form.
    assert.deepEqual([...new Set($('variant-picker input[form]').map((_, e) => $(e).attr('form')).get())], [THEME_FORM]);
    assert.deepEqual([...new Set($(`[form]:not(shop-product):not(variant-picker input)`).map((_, e) => $(e).attr('form')).get())].filter((f) => f !== 'shop-none'), []);
    // The theme's add button's words for a choice that can be bought, for when the server drew it "Sold out".
    assert.equal($('shop-product').attr('data-add-to-cart'), 'Add to cart');
  });

  it('inside a theme\'s section, media and quantity when asked; the quantity posts to the theme\'s form', async () => {
    const $ = await render({ form_id: THEME_FORM, show_media: true, show_quantity: true });
    const { media, quantity, ids } = parts($);
    assert.deepEqual({ media, quantity, ids }, { media: 1, quantity: 1, ids: [] });
    assert.equal($('shop-quantity').attr('form'), THEME_FORM);
    // The quantity's input is the field, with JavaScript or without: in the theme's form, by its form attribute.
    assert.deepEqual([$('shop-quantity input').attr('name'), $('shop-quantity input').attr('form')], ['quantity', THEME_FORM]);
  });

  it('in a form of its own, media and quantity off when asked', async () => {
    const { media, quantity, ids } = parts(await render({ show_media: false, show_quantity: false }));
    assert.deepEqual({ media, quantity, ids: ids.length }, { media: 0, quantity: 0, ids: 1 });
  });

  it('sync_url writes sync-url, in a form of its own or the theme\'s; a card never', async () => {
    assert.equal(parts(await render({ sync_url: true })).syncUrl, true);
    assert.equal(parts(await render({ sync_url: true, form_id: THEME_FORM })).syncUrl, true);
    assert.equal(parts(await render({ sync_url: true, card: true })).syncUrl, false);
  });
});
