// End to end in Chromium: the demo's Vite dev server with the mock storefront, the product page,
// a variant and a selling plan picked as a shopper would, the form submitted, and the mock's
// confirmation page checked for the submitted `id` and `selling_plan`.
// Run: node scripts/test-node.mjs. Needs Debian's Chromium (or CHROME_PATH); skipped without one.
/* global document, innerWidth, getComputedStyle, customElements -- in page.waitForFunction and page.evaluate callbacks, which run in the browser */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { NO_CHROME_MESSAGE, findChrome } from '../../scripts/browsers.mjs';
import { useDemo } from './demo-browser.mjs';

const TIMEOUT = 20_000;
const chrome = findChrome({ install: false });

/** The expected ids, from the fixture itself. */
const coffee = JSON.parse(readFileSync(new URL('../../demo/fixtures/house-blend-coffee.json', import.meta.url), 'utf8'));
const variantFor = (...options) => String(coffee.variants.find((v) => v.options.join('/') === options.join('/')).id);
const planFor = (group, name) => String(coffee.selling_plan_groups.find((g) => g.name === group).selling_plans.find((p) => p.name === name).id);

/**
 * Waits for <selling-plan-selector>'s code, bound to the server's plans: it comes on the shopper's first
 * move, and until then a group's other plans (written by the element for the chosen group) are not
 * there to click. (A click on the server's radio before the code comes is kept and applied: tested on
 * its own below.)
 */
const plansDrawn = (page) => page.waitForFunction(() => customElements.get('selling-plan-selector') && document.querySelector('selling-plan-selector').state?.status === 'ready');

/** The rows of the confirmation page's "Submitted fields" table, in order. */
function submittedFields(page) {
  return page.$$eval('#submitted tbody tr', (rows) => rows.map((r) => [r.querySelector('th')?.textContent ?? '', r.querySelector('td')?.textContent ?? '']));
}

/** A fresh page in its own browser context: no cookies from another test. */
async function openIn(demo, path) {
  const context = await demo.browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  page.setDefaultNavigationTimeout(TIMEOUT);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // What the page asked of the demo's server and did not get (a 404 in the console).
  const missing = [];
  page.on('response', (response) => response.status() >= 400 && response.url().startsWith(demo.base) && missing.push(`${response.status()} ${response.url()}`));
  await page.goto(demo.base + path, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('shop-product')?.status === 'ready');
  return { page, errors, missing, close: () => context.close() };
}

describe('demo page in Chromium', { skip: chrome ? false : NO_CHROME_MESSAGE, timeout: 90_000 }, () => {
  const demo = useDemo(chrome);
  const open = (path) => openIn(demo, path);

  it('the product page and the Liquid page ask the server for nothing it lacks (no built chunks preloaded beside the sources)', async () => {
    for (const path of ['', 'theme.html?product=linen-shirt']) {
      const { page, errors, missing, close } = await open(path);
      try {
        await page.waitForNetworkIdle({ idleTime: 300 });
        assert.deepEqual(missing, [], path);
        assert.deepEqual(errors, [], path);
      } finally {
        await close();
      }
    }
  });

  it('picks a variant and a plan, submits, and the confirmation shows their ids', async () => {
    const { page, errors, close } = await open('?product=house-blend-coffee&add=form');
    try {
      const variantId = variantFor('1 kg', 'Filter');
      const planId = planFor('Prepaid', '6 deliveries, prepaid');

      await page.locator('variant-picker label ::-p-text(1 kg)').click();
      await page.locator('variant-picker label ::-p-text(Filter)').click();
      await page.waitForFunction((id) => document.querySelector('shop-product').variant?.id === id, {}, variantId);

      await plansDrawn(page);
      await page.locator('selling-plan-selector label ::-p-text(Prepaid)').click();
      await page.locator('selling-plan-selector label ::-p-text(6 deliveries, prepaid)').click();
      await page.waitForFunction((id) => document.querySelector('shop-product').sellingPlan?.id === id, {}, planId);

      // What the page reports is what the form will send.
      const formData = await page.$eval('#out-form', (dd) => dd.textContent);
      assert.match(formData, new RegExp(`id=${variantId}\\b`));
      assert.match(formData, new RegExp(`selling_plan=${planId}\\b`));

      await page.locator('shop-quantity .shop-stepper__button--increase').click();
      await page.waitForFunction(() => document.querySelector('shop-quantity').value === 2);
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.locator('.add-to-cart').click()]);

      assert.match(new URL(page.url()).pathname, /\/cart\/add$/);
      assert.equal(await page.$eval('h1', (h) => h.textContent), 'Added to cart');
      const fields = await submittedFields(page);
      // One id (the theme's hidden input, which follows the choice) and the plan, in whatever order the form lists them.
      assert.deepEqual(fields.filter(([name]) => name !== 'quantity').sort(), [['id', variantId], ['selling_plan', planId]]);
      assert.deepEqual(fields.find(([name]) => name === 'quantity'), ['quantity', '2']);
      const summary = await page.$eval('ul', (ul) => ul.textContent);
      assert.match(summary, /House Blend Coffee — 1 kg \/ Filter/);
      assert.match(summary, /Prepaid — 6 deliveries, prepaid/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it('submits no selling_plan for a one-time purchase, and will not submit a sold-out variant', async () => {
    const { page, close } = await open('?product=house-blend-coffee&add=form');
    try {
      // 1 kg / Espresso is sold out: the element is invalid and the form stays on the page.
      await page.locator('variant-picker label ::-p-text(1 kg)').click();
      await page.locator('variant-picker label ::-p-text(Espresso)').click();
      await page.waitForFunction(() => document.querySelector('shop-product').matches(':state(sold-out)'));
      assert.equal(await page.$eval('#product-form', (f) => f.checkValidity()), false);
      await page.locator('.add-to-cart').click();
      assert.equal(new URL(page.url()).pathname, '/');

      await page.locator('variant-picker label ::-p-text(Whole bean)').click();
      const variantId = variantFor('1 kg', 'Whole bean');
      await page.waitForFunction((id) => document.querySelector('shop-product').variant?.id === id, {}, variantId);
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.locator('.add-to-cart').click()]);
      const fields = await submittedFields(page);
      // In whatever order the form lists them (the snippet's quantity comes before its hidden id).
      assert.deepEqual(fields.sort(), [['id', variantId], ['quantity', '1']]);
    } finally {
      await close();
    }
  });

  it('picking a colour swatch shows that colour\'s image in the gallery, loaded at a size from the srcset, and the swatch as selected', async () => {
    const { page, errors, close } = await open('?product=organic-cotton-tee');
    try {
      /**
       * The main image the shopper sees (the gallery's, once its code has come on the first move; the
       * server's image until then): its file and width asked for, once loaded; which swatches are selected.
       */
      const shown = () => page.evaluate(() => {
        const media = document.querySelector('shop-media');
        // One markup (issue 37): the server's gallery, bound by the element once its code has come.
        const img = media.querySelector('.shop-media__viewer img');
        const url = new URL(img.currentSrc || img.src);
        const labels = [...document.querySelectorAll('variant-picker .shop-picker__value--swatch')];
        return {
          file: url.pathname, width: url.searchParams.get('width'), loaded: img.complete && img.naturalWidth > 0,
          selected: labels.filter((l) => l.matches(':has(input:checked)')).map((l) => l.querySelector('input').value),
          checked: labels.filter((l) => l.querySelector('input').checked).map((l) => l.querySelector('input').value),
        };
      });
      await page.waitForFunction(() => document.querySelector('shop-media img')?.complete);
      const before = await shown();
      // The gallery's code is a part loaded on the shopper's first move (issue 37): a shopper who only looks sees the server's image.
      assert.equal(await page.evaluate(() => customElements.get('shop-media')), undefined);
      assert.equal(before.file, '/cdn/shop/files/organic-cotton-tee-oat.png');
      assert.deepEqual([before.selected, before.checked], [['Oat'], ['Oat']]);

      // A shopper clicks the Black chip (its name is hidden until hover and focus): the first move, so the
      // choice is made before the gallery's code has come; the gallery shows Black once it has.
      const chip = await page.evaluateHandle(() => [...document.querySelectorAll('variant-picker .shop-picker__value--swatch')]
        .find((l) => l.querySelector('input').value === 'Black').querySelector('.shop-picker__swatch'));
      await chip.click();
      await page.waitForFunction(() => document.querySelector('shop-product').variant?.title === 'Black / S');
      await page.waitForFunction(() => {
        const img = document.querySelector('shop-media .shop-media__viewer img');
        return img?.currentSrc.includes('-black.png') && img.complete && img.naturalWidth > 0;
      });
      const after = await shown();
      assert.equal(after.file, '/cdn/shop/files/organic-cotton-tee-black.png');
      assert.ok(after.loaded && Number(after.width) > 0 && Number(after.width) <= 1200, `a width from the srcset: ${after.width}`);
      assert.deepEqual([after.selected, after.checked], [['Black'], ['Black']]);
      // The thumbnail of that image is the current one.
      const current = await page.evaluate(() => document.querySelector('shop-media .shop-media__thumbnail--current[aria-current="true"]')?.getAttribute('aria-label'));
      assert.match(current, /Organic Cotton Tee in Black, front \(3 of 4\)/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it('adds on the page: the header\'s <shop-cart-count> and the drawer\'s <shop-cart> follow, with the engraving; the theme opens its drawer from the standard event', async () => {
    const { page, errors, close } = await open('?product=engraved-pocket-knife');
    try {
      await page.waitForFunction(() => document.querySelector('#cart-count').querySelector('.shop-cart-count__count')?.textContent === '0');
      await page.locator('variant-picker label ::-p-text(Walnut)').click();
      await page.locator('#engraving input').fill('For Ada');
      await page.locator('.add-to-cart').click();
      await page.waitForFunction(() => document.querySelector('#cart-count').querySelector('.shop-cart-count__count')?.textContent === '1');
      assert.equal(new URL(page.url()).pathname, '/');
      await page.waitForFunction(() => document.querySelector('#cart-drawer').open);
      await page.waitForFunction(() => !!document.querySelector('shop-cart .shop-cart__line'));
      // What the shopper reads in the open drawer (its lines are blocks: no text between them in the markup).
      const drawer = await page.$eval('shop-cart', (c) => c.innerText.replace(/\s+/g, ' '));
      assert.match(drawer, /Pocket Knife with Engraving Walnut/);
      assert.match(drawer, /Engraving: For Ada/);
      // The shop's money format (the fake's EUR: `€{{amount_with_comma_separator}}`), as the server rendered it on the product.
      assert.match(drawer, /€54,00/);
      const message = await page.$eval('shop-buy-button', (b) => b.querySelector('.shop-buy-button__message').textContent);
      assert.equal(message, 'Added to cart: Pocket Knife with Engraving – Walnut × 1');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it('the Network switch makes the add fail: the refusal at the button, the count unchanged; the page\'s strings follow the locale', async () => {
    const { page, close } = await open('?product=enamel-camp-mug&network=add-422&locale=de');
    try {
      assert.equal(await page.$eval('.add-to-cart', (b) => b.textContent), 'In den Warenkorb');
      assert.equal(await page.$eval('shop-quantity', (q) => q.querySelector('.shop-quantity__label').textContent.trim()), 'Menge');
      await page.locator('.add-to-cart').click();
      await page.waitForFunction(() => document.querySelector('shop-buy-button').querySelector('.shop-buy-button__message').textContent !== '');
      const message = await page.$eval('shop-buy-button', (b) => b.querySelector('.shop-buy-button__message').textContent);
      // The fake's refusal under the German root (/de/cart/add.js): a shopper's message, in German (german.e2e.node.test.mjs).
      assert.equal(message, 'Dieser Artikel kann gerade nicht in den Warenkorb gelegt werden.');
      assert.equal(await page.$eval('#cart-count', (c) => c.querySelector('.shop-cart-count__count')?.textContent), '0');
      await page.select('select[name="locale"]', 'en');
      assert.equal(await page.$eval('.add-to-cart', (b) => b.textContent), 'Add to cart');
    } finally {
      await close();
    }
  });

  for (const network of ['add-429', 'add-500', 'add-offline']) {
    it(`the Network switch's ${network}: "try again" at the button, the count unchanged`, async () => {
      const { page, close } = await open(`?product=enamel-camp-mug&network=${network}`);
      try {
        await page.locator('.add-to-cart').click();
        await page.waitForFunction(() => document.querySelector('shop-buy-button').querySelector('.shop-buy-button__message').textContent !== '', { timeout: 10_000 });
        assert.equal(await page.$eval('shop-buy-button', (b) => b.querySelector('.shop-buy-button__message').textContent), 'Could not add to cart. Please try again.');
        assert.equal(await page.$eval('#cart-count', (c) => c.querySelector('.shop-cart-count__count')?.textContent), '0');
      } finally {
        await close();
      }
    });
  }

  it('holds on a phone: at 320 and 375 px, in English and German, in both themes, nothing is wider than the screen and plan prices go under their names', async () => {
    for (const theme of ['minimal', 'boutique']) {
      for (const locale of ['en', 'de']) {
        for (const width of [320, 375]) {
          const { page, errors, close } = await open(`?product=house-blend-coffee&theme=${theme}&locale=${locale}`);
          const at = `${theme}, ${locale}, ${width} px`;
          try {
            await page.setViewport({ width, height: 800 });
            await page.waitForFunction(() => document.querySelector('link#theme')?.sheet != null);
            // The longest prices: the prepaid plans of the 1 kg bag ("… pro Lieferung · … im Voraus").
            await page.locator('variant-picker label ::-p-text(1 kg)').click();
            await plansDrawn(page);
            await page.locator('selling-plan-selector label ::-p-text(Prepaid)').click();
            await page.waitForFunction(() => document.querySelectorAll('selling-plan-selector label').length === 5);
            const layout = await page.evaluate(() => {
              const selector = document.querySelector('selling-plan-selector');
              const right = selector.getBoundingClientRect().right;
              return {
                page: document.documentElement.scrollWidth,
                screen: innerWidth,
                options: [...selector.querySelectorAll('label')].map((label) => {
                  const name = label.querySelector('.shop-plans__name').getBoundingClientRect();
                  const price = label.querySelector('.shop-plans__price').getBoundingClientRect();
                  return { text: label.textContent.replace(/\s+/g, ' ').trim(), under: price.top >= name.bottom - 1, inside: label.getBoundingClientRect().right <= right + 0.5 };
                }),
              };
            });
            assert.ok(layout.page <= layout.screen, `${at}: the page is ${layout.page} px wide`);
            for (const o of layout.options) assert.deepEqual([o.under, o.inside], [true, true], `${at}: ${o.text}`);
            assert.deepEqual(errors, []);
          } finally {
            await close();
          }
        }
      }
    }
  });

  it('holds on a phone with long option values: at 320 px, in German, in both themes, each value and its state line wraps inside the picker', async () => {
    for (const theme of ['minimal', 'boutique']) {
      const { page, errors, close } = await open(`?product=long-title-backpack&theme=${theme}&locale=de`);
      const at = `${theme}, 320 px`;
      try {
        await page.setViewport({ width: 320, height: 800 });
        await page.waitForFunction(() => document.querySelector('link#theme')?.sheet != null);
        // Oliv (the merchant's German for Olive, under /de/): the long value beside it is sold out there, so its state line ("Ausverkauft") shows.
        await page.locator('variant-picker label ::-p-text(Oliv)').click();
        await page.waitForFunction(() => [...document.querySelectorAll('variant-picker label')].some((l) => l.classList.contains('shop-picker__value--sold-out')));
        const layout = await page.evaluate(() => {
          const picker = document.querySelector('variant-picker');
          const right = picker.getBoundingClientRect().right;
          return {
            page: document.documentElement.scrollWidth,
            screen: innerWidth,
            values: [...picker.querySelectorAll('label')].map((label) => {
              const box = label.getBoundingClientRect();
              // Every text the shopper sees in the value (its name, its state line), where it is drawn: inside the value's box.
              const seen = [...label.querySelectorAll('span')].flatMap((span) => [...span.childNodes])
                .filter((node) => node.nodeType === 3 && node.data.trim() && getComputedStyle(node.parentElement).visibility === 'visible')
                .map((node) => {
                  const range = document.createRange();
                  range.selectNodeContents(node);
                  return range.getBoundingClientRect();
                })
                .filter((r) => r.width > 0);
              return {
                text: label.textContent.replace(/\s+/g, ' ').trim(),
                inside: box.right <= right + 0.5,
                wraps: seen.length > 0 && seen.every((r) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5),
              };
            }),
          };
        });
        assert.ok(layout.page <= layout.screen, `${at}: the page is ${layout.page} px wide`);
        for (const v of layout.values) assert.deepEqual([v.inside, v.wraps], [true, true], `${at}: ${v.text}`);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    }
  });

  it('shows every state on the review page, and the error message with the fallback kept', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    try {
      await page.goto(`${demo.base}review.html`, { waitUntil: 'load' });
      await page.waitForFunction(() =>
        [...document.querySelectorAll('shop-product')].filter((p) => p.hasAttribute('handle') || p.querySelector('script')).every((p) => p.status !== 'loading'),
      );
      const states = await page.$$eval('.card', (cards) =>
        Object.fromEntries(cards.map((c) => [c.querySelector('.card-label').textContent, c.querySelector('[data-states]').textContent])),
      );
      assert.equal(states.Loading, ':state(loading)');
      assert.equal(states.Ready, ':state(ready)');
      assert.match(states['Sold out'], /sold-out/);
      assert.match(states.Unavailable, /unavailable/);
      assert.match(states['On sale'], /on-sale/);
      assert.match(states['Subscription chosen'], /subscription/);
      assert.match(states['Required plan'], /subscription/);
      assert.match(states.Prepaid, /subscription/);
      assert.equal(states['Error, fallback kept'], ':state(error)');
      const error = await page.$eval('[data-error]', (p) => ({ text: p.textContent, hidden: p.hidden }));
      assert.equal(error.hidden, false);
      assert.match(error.text, /no-such-product.*404/);
      // The fallback is still what the shopper sees in the failed card.
      const fallbackShown = await page.$eval('shop-product[handle="no-such-product"] .fallback-price', (p) => p.getClientRects().length > 0);
      assert.equal(fallbackShown, true);
      // The swatch states, as the picker's parts say them, with and without labels; the gallery's main image is the variant's.
      const swatches = await page.$$eval('#m-states, #m-labels', (labels) => labels.map((label) =>
        [...label.closest('.card').querySelectorAll('variant-picker .shop-picker__value--swatch')].map((l) => `${l.querySelector('input').value}: ${l.className}${l.querySelector('input').checked ? ' checked' : ''}`)));
      const expected = ['White: shop-picker__value shop-picker__value--sold-out shop-picker__value--swatch checked', 'Navy: shop-picker__value shop-picker__value--available shop-picker__value--swatch',
        'Sand: shop-picker__value shop-picker__value--unavailable shop-picker__value--swatch', 'Linen: shop-picker__value shop-picker__value--available shop-picker__value--swatch',
        'Linen-Cotton: shop-picker__value shop-picker__value--sold-out shop-picker__value--swatch checked'];
      assert.deepEqual(swatches, [expected, expected]);
      const main = await page.$eval('#m-gallery', (label) => label.closest('.card').querySelector('shop-media .shop-media__viewer img').src);
      assert.match(main, /\/cdn\/shop\/files\/linen-shirt-navy\.png/);
    } finally {
      await context.close();
    }
  });
});

// Its own suite (its own server and browser): the page suite's time is spent on its pages already.
describe('demo page in Chromium: a click before the code it needs', { skip: chrome ? false : NO_CHROME_MESSAGE, timeout: 90_000 }, () => {
  const demo = useDemo(chrome);
  const open = (path) => openIn(demo, path);

  it('a plan clicked in the server\'s radios before the plans\' code has come is kept and applied; a press under way when it comes ends on the radio it began on', async () => {
    for (const press of ['before', 'during']) {
      const { page, errors, close } = await open('?product=house-blend-coffee&add=form');
      try {
        // The plans' part is held until the test lets it through, so the click surely comes first.
        /** @type {(() => void)[]} */
        const held = [];
        let asked = false;
        await page.setRequestInterception(true);
        const hold = (request) => {
          if (!request.url().includes('/selling-plan-selector/selling-plan-selector.ts')) return void request.continue();
          asked = true;
          held.push(() => void request.continue());
        };
        page.on('request', hold);
        const served = 'selling-plan-selector label:has(input[value="' + planFor('Prepaid', '3 deliveries, prepaid') + '"])';
        assert.equal(await page.$eval(served, (label) => label.getClientRects().length > 0), true, 'the server\'s radio shows');
        const label = await page.$(served);
        await label.evaluate((l) => l.scrollIntoView({ block: 'center' }));
        const box = await label.boundingBox();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        if (press === 'before') {
          await page.mouse.click(x, y);
        } else {
          await page.mouse.move(x, y);
          await page.mouse.down();
        }
        // The first move asked for the part; it is held: the selector is not defined yet.
        await new Promise((resolve) => setTimeout(resolve, 200));
        assert.equal(asked, true, 'the move asked for the plans\' code');
        assert.equal(await page.evaluate(() => customElements.get('selling-plan-selector')), undefined);
        for (const release of held.splice(0)) release();
        page.off('request', hold);
        await page.setRequestInterception(false);
        if (press === 'during') {
          // The code has come; the selector does not take the radio's place while the press is under way.
          await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/selling-plan-selector/selling-plan-selector.ts')));
          await new Promise((resolve) => setTimeout(resolve, 300));
          assert.equal(await label.evaluate((l) => l.isConnected), true, 'the pressed radio stays in place');
          await page.mouse.up();
        }
        const planId = planFor('Prepaid', '3 deliveries, prepaid');
        await page.waitForFunction((id) => document.querySelector('shop-product').sellingPlan?.id === id, {}, planId);
        await page.waitForFunction((id) => customElements.get('selling-plan-selector') && document.querySelector('selling-plan-selector input:checked')?.value === String(id), {}, planId);
        assert.match(await page.$eval('#out-form', (dd) => dd.textContent), new RegExp(`selling_plan=${planId}\\b`), press);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    }
  });
});
