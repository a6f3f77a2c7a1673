import { expect, fixture, html } from '@open-wc/testing';
import '../../src/all.js';
import type { SellingPlanSelector, ShopPrice, ShopProduct, VariantPicker } from '../../src/all.js';
import { generatedGroupId, generatedPlanId, generateProduct, servedAsShop } from '../fixtures/generate.js';
import { formData, LEAKED, loaded, mount, nextEvent, renderedText, servedRoutes, shadowText, stubStorefront, until, watchUncaught, type Storefront } from './helpers.js';

const FALLBACK = 'Server-rendered price';

/** Serves `body` as the product `handle` and mounts a default-layout card in a form. */
async function card(shop: Storefront, handle: string, body: string, attrs = 'currency="EUR" locale="en"') {
  shop.routes.set(`/products/${handle}.js`, { body });
  const { host, product } = await mount(`<shop-product handle="${handle}" ${attrs}>${FALLBACK}</shop-product>`, { form: true, ready: false });
  return { form: host as HTMLFormElement, el: product };
}

async function rendered(el: ShopProduct) {
  await loaded(el);
  await el.updateComplete;
  // The plan selector's code loads on first use, for a product with plans.
  if (el.product?.sellingPlanGroups.length) await customElements.whenDefined('selling-plan-selector');
  // The default layout: the snippet's parts, written into <shop-product> (layout.ts).
  const price = el.querySelector('.shop-product__price') as ShopPrice;
  const picker = el.querySelector('.shop-product__picker') as VariantPicker;
  // Only a product with plans has a plan selector.
  const plans = el.querySelector('.shop-product__plans') as SellingPlanSelector;
  await Promise.all([price.updateComplete, picker.updateComplete, plans?.updateComplete]);
  return { price, picker, plans };
}

async function settle(...els: { updateComplete: Promise<unknown> }[]) {
  for (let i = 0; i < 2; i++) await Promise.all(els.map((e) => e.updateComplete));
}

/** A raw storefront product of given option names and variant rows. */
function product(options: string[], variants: { id: number | string; options: string[]; price?: number; available?: boolean }[], extra = {}) {
  return {
    id: 7000000000001,
    title: 'Edge product',
    handle: 'edge',
    options: options.map((name, i) => ({ name, position: i + 1 })),
    variants: variants.map((v) => ({
      id: v.id,
      title: v.options.join(' / '),
      options: v.options,
      price: v.price ?? 1000,
      compare_at_price: null,
      available: v.available ?? true,
    })),
    ...extra,
  };
}

/** Expects the failure a shopper and theme must see for invalid data. */
async function expectRejected(form: HTMLFormElement, el: ShopProduct, path: string) {
  const event = await nextEvent(el, 'shop-product-error');
  await el.updateComplete;
  expect(el.status).to.equal('error');
  expect(event.error.name).to.equal('ProductDataError');
  expect(event.message).to.contain(path);
  expect(shadowText(el)).to.equal(FALLBACK);
  expect(formData(form)).not.to.have.property('id');
  expect(el.selectVariant('1')).to.equal(false);
  expect(formData(form)).not.to.have.property('id');
}

describe('<shop-product> with edge data', () => {
  let shop: Storefront;
  let uncaught: ReturnType<typeof watchUncaught>;
  beforeEach(() => {
    shop = stubStorefront({});
    uncaught = watchUncaught();
  });
  afterEach(() => {
    shop.restore();
    expect(uncaught.stop(), 'no uncaught errors').to.deep.equal([]);
  });

  describe('invalid', () => {
    it('rejects a product with no variants: fallback, error event, nothing submitted', async () => {
      const { form, el } = await card(shop, 'empty', JSON.stringify(product(['Size'], [])));
      await expectRejected(form, el, 'variants');
    });

    it('rejects duplicate option tuples, naming the second variant', async () => {
      const body = JSON.stringify(product(['Size', 'Color'], [
        { id: 1, options: ['S', 'Red'] },
        { id: 2, options: ['M', 'Red'] },
        { id: 3, options: ['S', 'Red'], price: 1 },
      ]));
      const { form, el } = await card(shop, 'dupes', body);
      await expectRejected(form, el, 'variants[2].options');
    });

    it('rejects duplicate variant ids, naming the second variant', async () => {
      const body = JSON.stringify(product(['Size'], [{ id: 5, options: ['S'] }, { id: 5, options: ['M'] }]));
      const { form, el } = await card(shop, 'dupe-ids', body);
      await expectRejected(form, el, 'variants[1].id');
    });
  });

  describe('valid but unusual', () => {
    const sizes = ['小', '中', '大'];
    const colors = ['أحمر', 'כחול', '🇯🇵 藍', '👩🏽‍🚀 Astro'];
    const names = ['サイズ', 'اللون'];
    const unusual = () =>
      product(
        names,
        sizes.flatMap((s, i) => colors.map((c, j) => ({ id: 8100 + i * 10 + j, options: [s, c], price: 1000 + i * 100 + j, available: j !== 1 }))),
        { title: 'מוצר בדיקה — 製品 🧪' },
      );

    it('renders non-Latin, right-to-left and emoji option names and values exactly', async () => {
      const { el } = await card(shop, 'unusual', JSON.stringify(unusual()));
      const { picker } = await rendered(el);
      const root = picker;
      // Each name with its chosen value (the first size, the first available colour).
      expect([...root.querySelectorAll('legend')].map((l) => l.textContent!.trim())).to.deep.equal([`${names[0]}: ${sizes[0]}`, `${names[1]}: ${colors[0]}`]);
      const values = [...root.querySelectorAll('input')].map((i) => i.value);
      expect(values).to.deep.equal([...sizes, ...colors]);
      const text = renderedText(el);
      for (const s of [...sizes, ...colors, ...names]) expect(text).to.contain(s);
      expect(text).not.to.match(LEAKED);
      expect(text).not.to.contain('\uFFFD');
    });

    it('submits the exact variant chosen by clicking a right-to-left or emoji value', async () => {
      const { form, el } = await card(shop, 'unusual', JSON.stringify(unusual()));
      const { picker, price } = await rendered(el);
      const input = (value: string) => [...picker.querySelectorAll('input')].find((i) => i.value === value)!;
      input('大').click();
      await settle(picker, price);
      input('👩🏽‍🚀 Astro').click();
      await settle(picker, price);
      expect(formData(form)).to.deep.equal({ id: '8123' });
      expect(shadowText(price)).to.contain('€12.03');
      input('כחול').click(); // sold out
      await settle(picker, price);
      expect(el.variant!.id).to.equal('8121');
      expect(form.checkValidity()).to.equal(false);
      expect(shadowText(price)).to.contain('Sold out');
    });

    it('keeps the same choices with the select picker', async () => {
      shop.routes.set('/products/unusual.js', { body: JSON.stringify(unusual()) });
      const form = await fixture<HTMLFormElement>(html`<form>
        <shop-product handle="unusual" currency="EUR" locale="ar"><variant-picker type="select"></variant-picker></shop-product>
      </form>`);
      const el = form.querySelector('shop-product')!;
      await loaded(el);
      const picker = form.querySelector('variant-picker')!;
      await picker.updateComplete;
      const [, colorSelect] = [...picker.querySelectorAll('select')];
      colorSelect!.value = '🇯🇵 藍';
      colorSelect!.dispatchEvent(new Event('change', { bubbles: true }));
      expect(formData(form).id).to.equal('8102');
      await settle(picker);
      expect(renderedText(picker)).not.to.match(LEAKED);
    });

    it('keeps variant ids 2^53 and 2^53 + 1 apart (JSON.parse alone would make them one)', async () => {
      // 9007199254740993 rounds to 9007199254740992 as a double: exact parsing keeps them apart.
      const body = JSON.stringify(product(['Size'], [{ id: 1, options: ['S'] }, { id: 2, options: ['M'] }]))
        .replace('"id":1,', '"id":9007199254740992,')
        .replace('"id":2,', '"id":9007199254740993,');
      const { form, el } = await card(shop, 'near-2-53', body);
      await rendered(el);
      expect(el.product!.variants.map((v) => v.id)).to.deep.equal(['9007199254740992', '9007199254740993']);
      el.selectOption('Size', 'M');
      expect(formData(form).id).to.equal('9007199254740993');
    });

    it('submits ids beyond 2^53 digit for digit, for variants and selling plans', async () => {
      const raw = JSON.stringify(product(['Size'], [{ id: 1, options: ['S'] }, { id: 2, options: ['M'] }], {
        selling_plan_groups: [{
          id: 'GROUP',
          name: 'Subscribe',
          options: [{ name: 'Every', position: 1, values: ['Month'] }],
          selling_plans: [{ id: 'PLAN', name: 'Monthly', description: '', options: [{ name: 'Every', position: 1, value: 'Month' }], recurring_deliveries: true }],
        }],
      }));
      // Numbers as a storefront writes them: bare literals beyond 2^53.
      const body = raw
        .replace('"id":1,', '"id":18446744073709551617,')
        .replace('"id":2,', '"id":18446744073709551619,')
        .replace('"id":"GROUP"', '"id":98765432109876543210')
        .replace('"id":"PLAN"', '"id":12345678901234567890123')
        .replace(/"available":true\}/g, (m) => m.replace('}', ',"selling_plan_allocations":[{"price":900,"compare_at_price":1000,"per_delivery_price":900,"selling_plan_id":12345678901234567890123,"selling_plan_group_id":98765432109876543210}]}'));
      const { form, el } = await card(shop, 'big-ids', body);
      const { plans } = await rendered(el);
      el.selectOption('Size', 'M');
      el.selectSellingPlan('12345678901234567890123');
      expect(formData(form)).to.deep.equal({ id: '18446744073709551619', selling_plan: '12345678901234567890123' });
      expect(el.allocation!.sellingPlanGroupId).to.equal('98765432109876543210');
      await settle(plans);
      expect(renderedText(el)).to.contain('Save 10%');
    });

    it('renders 2,048 variants with ten plan groups and submits the exact variant and plan', async function () {
      this.timeout(20_000);
      // Group ids as bare numbers beyond 2^53, the way the storefront sends them; the document cut at 250, the rest from the JSON view.
      const text = (value: unknown) => JSON.stringify(value).replace(/"(9\d{19})"/g, '$1');
      const served = servedAsShop(generateProduct(2048, { planGroups: 10 }));
      expect(text(served.document)).to.contain(`"selling_plan_group_id":${generatedGroupId(9)}`);
      for (const [path, route] of Object.entries(servedRoutes('generated-jeans', served, { text }))) shop.routes.set(path, route);
      const { form, el } = await card(shop, 'generated-jeans', text(served.document));
      const { picker, price, plans } = await rendered(el);
      await until(() => el.product!.complete);
      expect(el.product!.variants).to.have.length(2048);
      expect(el.product!.sellingPlanGroups.map((g) => g.id)).to.deep.equal(Array.from({ length: 10 }, (_, g) => generatedGroupId(g)));
      const groupLabels = [...plans.querySelectorAll('label')].map((l) => l.textContent!.replace(/\s+/g, ' ').trim());
      expect(groupLabels.filter((t) => t.startsWith('Plan group '))).to.have.length(10);

      // 43 / Indigo / Wide is variant 15 + 16·15 + 256·6 = 1791 (available; every seventh from 3 is sold out).
      const input = (value: string) => [...picker.querySelectorAll('input')].find((i) => i.value === value)!;
      for (const value of ['43', 'Indigo', 'Wide']) {
        input(value).click();
        await settle(picker, price, plans);
      }
      expect(formData(form)).to.deep.equal({ id: String(49000000000000 + 1791) });
      el.selectSellingPlan(String(generatedPlanId(9, 1)));
      await settle(price, plans);
      expect(formData(form)).to.deep.equal({ id: '49000000001791', selling_plan: String(generatedPlanId(9, 1)) });
      expect(el.allocation!.sellingPlanGroupId).to.equal(generatedGroupId(9));
      // 86.50 with 20% off.
      expect(shadowText(price)).to.contain('€69.20');
      expect(renderedText(el)).not.to.match(LEAKED);
    });
  });
});
