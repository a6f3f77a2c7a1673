// The README's "In a Shopify theme", followed into a theme of one's own: a layout with the two lines of
// step 4, a product template with the render of step 5, and the files of step 2 copied in, rendered by
// the fake's one renderer (the platform's filters the steps use: asset_url, stylesheet_tag, t, money…).
// The lines are read from the README, so the steps and this theme cannot drift apart.
// Run: node --import ./test/demo/register-ts.mjs --test test/theme/readme-theme.node.test.mjs
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { createFakeShop, createThemeRenderer, productDrop, storeObjects, THEME_DIR } from '../../src/fake-shop/index.ts';

const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## In a Shopify theme'), readme.indexOf('## On any page'));
/** A Liquid line the steps write in backquotes. */
const line = (pattern) => {
  const found = section.match(pattern)?.[0];
  assert.ok(found, `the README's theme steps show ${pattern}`);
  return found;
};

it('the README\'s theme steps, followed into a theme of one\'s own, render the product with its elements, script and styles', async () => {
  const script = line(/<script type="module" src="\{\{ 'shop-elements\.js' \| asset_url \}\}"><\/script>/);
  const styles = line(/\{\{ 'shop-elements\.css' \| asset_url \| stylesheet_tag \}\}/);
  const render = line(/\{% render 'shop-product', product: product %\}/);
  const theme = mkdtempSync(join(tmpdir(), 'my-theme-'));
  try {
    // Step 2: the theme folder's files into the same folders; step 4: the layout's two lines; step 5: the render.
    for (const folder of ['snippets', 'sections', 'templates', 'assets', 'locales']) cpSync(join(THEME_DIR, folder), join(theme, folder), { recursive: true });
    mkdirSync(join(theme, 'layout'));
    writeFileSync(join(theme, 'layout/theme.liquid'), `<!doctype html><html lang="{{ request.locale.iso_code }}"><head>${script}${styles}</head><body>{{ content_for_layout }}</body></html>`);
    writeFileSync(join(theme, 'templates/product.liquid'), `<main><h1>{{ product.title }}</h1>${render}</main>`);
    const fake = createFakeShop({ catalogue: { products: 0, orders: 0 } });
    const whole = fake.storefront.wholeProduct('linen-shirt', 'EUR');
    const product = productDrop(whole, { root: '/', product: (h) => fake.storefront.wholeProduct(h, 'EUR') });
    const html = await createThemeRenderer({ theme }).renderTemplate('product', { ...storeObjects({}), product }, { root: '/', currency: 'EUR' });
    const $ = cheerio.load(html);
    assert.equal($('script[type="module"]').attr('src'), '/cdn/shop/t/1/assets/shop-elements.js');
    assert.equal($('link[rel="stylesheet"]').attr('href'), '/cdn/shop/t/1/assets/shop-elements.css');
    assert.equal($('shop-product').length, 1);
    assert.equal($('script[data-shop-strings]').attr('data-shop-strings'), 'en');
    // Without JavaScript the form posts the variant chosen in its one id control, the variant select: the first available at first.
    const first = whole.variants.find((v) => v.available);
    assert.deepEqual($('form [name="id"]').map((_, e) => $(e).find('option[selected]').attr('value')).get(), [String(first.id)]);
    assert.equal($('h1').text(), 'Linen Shirt');
  } finally {
    rmSync(theme, { recursive: true, force: true });
  }
});
