/**
 * Product documents shaped like real shops' (test/fixtures/real/, modelled on the platform's documented
 * Ajax product response and Liquid `product | json`, with hex selling plan group ids, plans without a
 * discount, prepaid plans, unit prices and three options with missing combinations).
 *
 * For every fixture, every variant × purchase option, in USD, EUR and JPY, what the shopper sees and what
 * the form submits is compared with figures computed here, independently, from the raw JSON: integer
 * arithmetic and Intl, not the library's money code.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopPrice, ShopProduct } from '../../src/all.js';
import { formData, loaded, nextEvent, stubStorefront, until, type Storefront } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = Record<string, any>;

const NAMES = ['ajax-rain-coat', 'liquid-heavy-tee', 'hex-subscription-coffee', 'subscription-only-tea', 'three-options-shirt', 'unit-price-olive-oil'];
const CURRENCIES = ['USD', 'EUR', 'JPY'];

const documents = new Map<string, { text: string; raw: Raw }>(await Promise.all(NAMES.map(async (name) => {
  const text = await (await fetch(new URL(`../fixtures/real/${name}.json`, import.meta.url))).text();
  return [name, { text, raw: JSON.parse(text) as Raw }] as const;
})));

/** Amounts are hundredths of the major unit; rounded half-up to the currency's digits with integers. */
function money(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits!;
  const step = 10 ** (2 - digits);
  return format.format(Math.floor((amount + step / 2) / step) / 10 ** digits);
}

/** Whole percent of a saving, half-up, with integers. */
const percent = (saved: number, of: number) => Math.floor((saved * 200 + of) / (2 * of));

interface Expected {
  price: string;
  compareAtPrice: string | null;
  savePercent: number | null;
  perDelivery: [string, string] | null;
  unitPriceText: string | null;
  id: string;
  sellingPlan: string | null;
  valid: boolean;
}

/** What a shopper should see and the form submit for one variant and plan (null: one-time purchase). */
function expected(variant: Raw, allocation: Raw | null, currency: string): Expected {
  const price: number = allocation ? allocation.price : variant.price;
  const compareAtPrice: number | null = allocation ? allocation.compare_at_price : variant.compare_at_price;
  const onSale = compareAtPrice !== null && compareAtPrice > price;
  const perDelivery: number | null = allocation?.per_delivery_price ?? null;
  const unit: number | null = allocation ? allocation.unit_price ?? null : variant.unit_price ?? null;
  const m = variant.unit_price_measurement;
  const reference = m && (Number(m.reference_value) === 1 ? m.reference_unit : `${m.reference_value} ${m.reference_unit}`);
  return {
    price: money(price, currency),
    compareAtPrice: onSale ? money(compareAtPrice!, currency) : null,
    savePercent: onSale ? percent(compareAtPrice! - price, compareAtPrice!) : null,
    // Prepaid: the price line is what is billed; this line names one delivery's price and how many.
    perDelivery: perDelivery !== null && perDelivery < price
      ? [money(perDelivery, currency), `${Math.floor((2 * price + perDelivery) / (2 * perDelivery))} deliveries`] : null,
    unitPriceText: unit !== null && reference ? `${money(unit, currency)}/${reference}` : null,
    id: String(variant.id),
    sellingPlan: allocation ? String(allocation.selling_plan_id) : null,
    valid: variant.available === true,
  };
}

/**
 * What the shopper sees and the form submits. The per-delivery line's wording is the element's; it
 * counts as seen when it names both expected amounts (else its whole text is returned, to fail).
 */
function seen(price: ShopPrice, product: ShopProduct, want: Expected): Expected {
  const part = (name: string) => price.querySelector(`.shop-price__${name}`)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  const perDelivery = part('per-delivery');
  const unit = price.querySelector('.shop-price__unit [aria-hidden="true"]')?.textContent ?? null;
  const data = formData(product.form!);
  const badge = part('badge--sale');
  return {
    price: part('price')!,
    compareAtPrice: part('compare-at'),
    savePercent: badge === null ? null : Number(/(\d+)\s*%/.exec(badge)?.[1]),
    perDelivery: perDelivery === null ? null
      : want.perDelivery?.every((amount) => perDelivery.includes(amount)) ? want.perDelivery : [perDelivery, ''],
    unitPriceText: unit,
    id: data.id ?? '',
    sellingPlan: data.selling_plan ?? null,
    valid: product.checkValidity(),
  };
}

for (const name of NAMES) {
  const { text, raw } = documents.get(name)!;
  const requires = raw.requires_selling_plan === true || raw.variants.some((v: Raw) => v.requires_selling_plan);
  describe(`real storefront document ${name}.json`, () => {
    let shop: Storefront;
    before(() => (shop = stubStorefront()));
    after(() => shop.restore());

    for (const currency of CURRENCIES) {
      describe(`in ${currency}`, () => {
        let product: ShopProduct;
        let price: ShopPrice;
        // One page per fixture and currency for all its rows (open-wc's fixture() is removed after each test).
        const form = document.createElement('form');
        before(async () => {
          form.action = '/cart/add';
          form.method = 'post';
          document.body.append(form);
          form.innerHTML = `<shop-product currency="${currency}" locale="en"><script type="application/json"></script><shop-price></shop-price></shop-product>`;
          form.querySelector('script')!.textContent = text;
          product = form.querySelector('shop-product')!;
          price = form.querySelector('shop-price')!;
          await loaded(product);
        });
        after(() => form.remove());

        for (const variant of raw.variants as Raw[]) {
          const options: (Raw | null)[] = [...(requires ? [] : [null]), ...(variant.selling_plan_allocations ?? [])];
          for (const allocation of options) {
            const label = `${variant.title}, ${allocation ? `plan ${allocation.selling_plan_id}` : 'one-time purchase'}`;
            it(`${label}: price, compare-at, saving, per delivery, unit price and form value`, async () => {
              product.selectVariant(String(variant.id));
              product.selectSellingPlan(allocation ? String(allocation.selling_plan_id) : null);
              await product.updateComplete;
              await price.updateComplete;
              const want = expected(variant, allocation, currency);
              expect(seen(price, product, want)).to.deep.equal(want);
            });
          }
        }
      });
    }
  });
}

describe('real storefront documents: nothing is lost', () => {
  let shop: Storefront;
  afterEach(() => shop.restore());

  it('hands the storefront variant object to the theme on load and on every change (variant.raw)', async () => {
    const { text } = documents.get('liquid-heavy-tee')!;
    shop = stubStorefront({ '/products/heavyweight-tee.js': { body: text } });
    // Listening before the element connects: a fast answer cannot fire the event unheard.
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const loading = nextEvent(host, 'shop-product-load');
    host.innerHTML = '<shop-product handle="heavyweight-tee" currency="EUR"><shop-price></shop-price></shop-product>';
    const el = host.querySelector('shop-product')!;
    const load = await loading;
    const image = (v: { raw: Record<string, unknown> } | null) => (v!.raw.featured_image as { src: string }).src;
    expect(image(load.variant)).to.match(/tee-ecru\.jpg/);
    const change = nextEvent(el, 'shop-variant-change');
    el.selectOption('Color', 'Charcoal');
    const { variant } = await change;
    expect([variant!.raw.option2, variant!.raw.sku]).to.deep.equal(['Charcoal', 'TEE-CH-S']);
    expect(image(variant)).to.match(/tee-charcoal\.jpg/);
    expect(el.product!.raw.content).to.equal('<p>240 g/m² organic cotton.</p>');
  });

  it('keeps the integer group id beyond 2^53 exact in product.raw', async () => {
    const { text } = documents.get('hex-subscription-coffee')!;
    shop = stubStorefront({ '/products/house-blend.js': { body: text } });
    const el = await fixture<ShopProduct>(html`<shop-product handle="house-blend" currency="EUR"><shop-price></shop-price></shop-product>`);
    await loaded(el);
    expect((el.product!.raw.selling_plan_groups as { id: unknown }[])[1]!.id).to.equal('98765432109876543210');
    expect(el.product!.sellingPlanGroups.map((g) => g.id)).to.deep.equal(['7e5d71161bec5331c43c232131698d7d1e7e832e', '98765432109876543210']);
  });
});

describe('currency without a blank page', () => {
  let shop: Storefront;
  const coffee = () => documents.get('hex-subscription-coffee')!.text;
  afterEach(() => {
    shop.restore();
    delete (window as { Shopify?: unknown }).Shopify;
  });

  const priceOf = (el: ShopProduct) => el.querySelector('shop-price .shop-price__price')!.textContent;

  it('uses window.Shopify.currency.active and makes no /cart.js request', async () => {
    (window as { Shopify?: unknown }).Shopify = { currency: { active: 'JPY', rate: '160.0' } };
    shop = stubStorefront({ '/products/house-blend.js': { body: coffee() } });
    const el = await fixture<ShopProduct>(html`<shop-product handle="house-blend" locale="en"><shop-price></shop-price></shop-product>`);
    await loaded(el);
    await el.querySelector('shop-price')!.updateComplete;
    expect([el.currency, priceOf(el), shop.count('/cart.js')]).to.deep.equal(['JPY', '¥15', 0]);
  });

  it('prefers the currency attribute to the page global', async () => {
    (window as { Shopify?: unknown }).Shopify = { currency: { active: 'JPY' } };
    shop = stubStorefront({ '/products/house-blend.js': { body: coffee() } });
    const el = await fixture<ShopProduct>(html`<shop-product handle="house-blend" currency="EUR" locale="en"><shop-price></shop-price></shop-product>`);
    await loaded(el);
    expect(el.currency).to.equal('EUR');
  });

  for (const [label, route] of [
    ['a failing /cart.js', { status: 500, body: 'oops' }],
    ['a /cart.js without a currency', { body: '{"token":"x","item_count":0,"items":[]}' }],
  ] as const) {
    it(`gives every product the same clear error for ${label}: one request, one message, fallback kept`, async () => {
      shop = stubStorefront({
        '/cart.js': route,
        '/products/a.js': { body: coffee() },
        '/products/b.js': { body: coffee() },
        '/products/c.js': { body: coffee(), delay: 60 },
      });
      // Listening before the elements connect: a fast failure cannot fire the event unheard.
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const messages: string[] = [];
      host.addEventListener('shop-product-error', (e) => messages.push(e.message.replace(/"[abc]"/, '"…"')));
      host.innerHTML = ['a', 'b', 'c'].map((h) => `<shop-product handle="${h}"><shop-price>€14,50</shop-price></shop-product>`).join('');
      const products = [...host.querySelectorAll('shop-product')];
      await until(() => messages.length === 3);
      expect(shop.count('/cart.js')).to.equal(1);
      expect(new Set(messages).size).to.equal(1);
      expect(messages[0]).to.match(/^Could not load product "…": the customer's currency is unknown \(.*cart\.js|currency.*\); set the currency attribute/);
      expect(products.map((p) => p.querySelector('shop-price')!.textContent)).to.deep.equal(['€14,50', '€14,50', '€14,50']);
      expect(products.map((p) => p.status)).to.deep.equal(['error', 'error', 'error']);
    });
  }
});

describe('failures a theme developer can see', () => {
  let shop: Storefront;
  let warnings: unknown[][];
  const warn = console.warn;
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
  });
  afterEach(() => {
    console.warn = warn;
    shop.restore();
  });

  it('writes one console.warn per failing element, naming its handle and the cause', async () => {
    shop = stubStorefront({ '/products/ok.js': { body: documents.get('ajax-rain-coat')!.text } });
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    let settled = 0;
    for (const type of ['shop-product-error', 'shop-product-load'] as const) host.addEventListener(type, () => settled++);
    host.innerHTML = ['missing-1', 'ok', 'missing-2'].map((h) => `<shop-product handle="${h}" currency="EUR"></shop-product>`).join('');
    await until(() => settled === 3);
    expect(warnings.map((w) => String(w[0]))).to.deep.equal([
      '<shop-product>: Could not load product "missing-1": GET /products/missing-1.js failed: 404',
      '<shop-product>: Could not load product "missing-2": GET /products/missing-2.js failed: 404',
    ]);
  });
});

describe('unit prices in <shop-price>', () => {
  let shop: Storefront;
  afterEach(() => shop.restore());
  const rows: [locale: string, variantTitle: string, shown: string, spoken: string][] = [
    ['en', '250 ml', '€5.16/100 ml', '€5.16 per 100 ml'],
    ['en', '5 l', '€31.80/l', '€31.80 per l'],
    ['de', '500 ml', '43,80\u00a0€/l', '43,80\u00a0€ pro l'],
  ];
  for (const [locale, title, shown, spoken] of rows) {
    it(`${title} in ${locale}: shows "${shown}", says "${spoken}"`, async () => {
      const { text, raw } = documents.get('unit-price-olive-oil')!;
      shop = stubStorefront({ '/products/oil.js': { body: text } });
      const id = (raw.variants as Raw[]).find((v) => v.title === title)!.id;
      const el = await fixture<ShopProduct>(html`<shop-product handle="oil" currency="EUR" locale=${locale} variant-id=${String(id)}><shop-price></shop-price></shop-product>`);
      await loaded(el);
      const price = el.querySelector('shop-price')!;
      await price.updateComplete;
      const line = price.querySelector('.shop-price__unit')!;
      expect([line.querySelector('[aria-hidden="true"]')!.textContent, line.querySelector('.visually-hidden')!.textContent]).to.deep.equal([shown, spoken]);
    });
  }

  it('follows the chosen plan: the allocation\'s unit price', async () => {
    const { text } = documents.get('hex-subscription-coffee')!;
    shop = stubStorefront({ '/products/house-blend.js': { body: text } });
    const el = await fixture<ShopProduct>(html`<shop-product handle="house-blend" currency="EUR" locale="en"><shop-price></shop-price></shop-product>`);
    await loaded(el);
    const price = el.querySelector('shop-price')!;
    const unit = async () => {
      await el.updateComplete;
      await price.updateComplete;
      return price.querySelector('.shop-price__unit [aria-hidden="true"]')!.textContent;
    };
    const before = await unit();
    el.selectSellingPlan('690001');
    expect([before, await unit()]).to.deep.equal(['€5.80/100 g', '€5.22/100 g']);
  });
});
