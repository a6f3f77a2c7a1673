// The elements take over the server-rendered controls (theme/snippets/shop-product.liquid): what a
// shopper chose in them before the elements were ready (the code still loading, a card coming into
// view, the product's data on its way) is what the elements choose, show and post. A control as the
// server checked it is not a choice: `variant-id`, the address and the plan asked for stay.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { fixture$, mount, shadowText, stubStorefront, until, type Storefront } from './helpers.js';

const TEE = {
  id: 7100000000001, title: 'Tee', handle: 'tee',
  options: [{ name: 'Size', position: 1 }, { name: 'Color', position: 2 }],
  variants: [
    { id: 71001, title: 'S / Black', options: ['S', 'Black'], price: 1900, compare_at_price: null, available: true },
    { id: 71002, title: 'L / Black', options: ['L', 'Black'], price: 2100, compare_at_price: null, available: true },
    { id: 71003, title: 'S / White', options: ['S', 'White'], price: 1950, compare_at_price: null, available: true },
    { id: 71004, title: 'L / White', options: ['L', 'White'], price: 2150, compare_at_price: null, available: true },
  ],
};

/** The server half's option radios, as the snippet renders them: a fieldset per option, the served value checked, the radios in the form. */
const fieldsets = (checked: string[]) => TEE.options.map((o, i) => `<fieldset class="shop-picker__option"><legend>${o.name}: ${checked[i]}</legend><div class="shop-picker__values">${
  [...new Set(TEE.variants.map((v) => v.options[i]!))].map((value) =>
    `<label class="shop-picker__value shop-picker__value--available"><input type="radio" name="shop-option-${TEE.id}-${i + 1}" value="${value}"${value === checked[i] ? ' checked' : ''}><span class="shop-picker__name">${value}</span></label>`).join('')
}</div></fieldset>`).join('');

const priceText = (product: ShopProduct) => shadowText(product.querySelector('shop-price')!);

describe('the elements take over the server-rendered controls', () => {
  let shop: Storefront;
  afterEach(() => shop.restore());

  // What the page's console was warned of while the elements took over (Lit's development build warns of an
  // update scheduled by the update before it: a choice made while drawing, drawn twice).
  const warned: string[] = [];
  const warn = console.warn;
  before(() => (console.warn = (...args: unknown[]) => { warned.push(String(args[0])); warn(...args); }));
  after(() => (console.warn = warn));

  /** The snippet's shape in the theme's form, the product's data slow to come (a real delay: the shopper clicks first). */
  async function served(attrs = '', checked = ['S', 'Black']) {
    shop = stubStorefront({ '/products/tee.js': { body: JSON.stringify(TEE), delay: 150 } });
    const { host, product } = await mount(`
      <input type="hidden" name="id" value="71001">
      <shop-product handle="tee" currency="EUR" locale="en" ${attrs}>
        <shop-price><p>€19.00</p></shop-price>
        <variant-picker>${fieldsets(checked)}</variant-picker>
      </shop-product>`, { form: true, ready: false });
    const fallback = (value: string) => product.querySelector<HTMLInputElement>(`variant-picker input[value="${value}"]`)!;
    return { form: host as HTMLFormElement, product, fallback };
  }

  it('a value the shopper chose in the server\'s radios while the data came is chosen, shown and posted', async () => {
    const { form, product, fallback } = await served();
    fallback('L').click();
    fallback('White').click();
    expect(product.status).to.equal('loading');
    await until(() => product.variant?.id === '71004');
    await until(() => /21[.,]50/.test(priceText(product)));
    expect(new FormData(form).getAll('id')).to.deep.equal(['71004']);
  });

  /** The snippet's own form: the variant select (the form's id, hidden while scripts run) and a button; what each submit nobody stopped would post. */
  async function ownForm() {
    shop = stubStorefront({ '/products/tee.js': { body: JSON.stringify(TEE), delay: 150 } });
    const { host, product } = await mount(`
      <shop-product handle="tee" currency="EUR" locale="en">
        <shop-price><p>€19.00</p></shop-price>
        <variant-picker>${fieldsets(['S', 'Black'])}</variant-picker>
        <label hidden><select name="id">${TEE.variants.map((v, i) => `<option value="${v.id}"${i ? '' : ' selected'}>${v.title}</option>`).join('')}</select></label>
      </shop-product>
      <button type="submit">Add to cart</button>`, { form: true, ready: false });
    const form = host as HTMLFormElement;
    const posted: string[][] = [];
    // After the elements' own listeners (window, capture): what the browser would post; the page stays.
    const sink = (e: SubmitEvent) => {
      if (e.target !== form) return;
      posted.push(new FormData(form, e.submitter).getAll('id') as string[]);
      e.preventDefault();
    };
    window.addEventListener('submit', sink);
    stops.push(() => window.removeEventListener('submit', sink));
    const fallback = (value: string) => product.querySelector<HTMLInputElement>(`variant-picker input[value="${value}"]`)!;
    return { form, product, posted, fallback, button: form.querySelector('button')! };
  }
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('a submit after a choice in the server\'s radios, while the data came, waits and then posts the variant chosen, once', async () => {
    const { product, posted, fallback, button } = await ownForm();
    fallback('L').click();
    button.click();
    expect(product.status).to.equal('loading');
    expect(posted, 'nothing posted before the elements took the choice over').to.deep.equal([]);
    await until(() => posted.length > 0);
    expect(posted).to.deep.equal([['71002']]);
    expect(product.variant?.id).to.equal('71002');
    await new Promise((r) => setTimeout(r, 50));
    expect(posted, 'posted once').to.have.length(1);
  });

  it('a submit while the data came, with the radios as served, posts the served variant at once', async () => {
    const { product, posted, button } = await ownForm();
    button.click();
    expect(product.status).to.equal('loading');
    expect(posted).to.deep.equal([['71001']]);
  });

  it('the radios as the server checked them are no choice: variant-id stays', async () => {
    const { product } = await served('variant-id="71002"');
    await until(() => product.status === 'ready');
    await product.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    expect(product.variant?.id).to.equal('71002');
  });

  it('a plan the shopper chose in the server\'s plan radios while the data came is the plan chosen', async () => {
    const coffee = JSON.parse(await fixture$('coffee')) as { selling_plan_groups: { selling_plans: { id: number }[] }[] };
    const plan = String(coffee.selling_plan_groups[0]!.selling_plans[1]!.id);
    shop = stubStorefront({ '/products/organic-coffee.js': { body: JSON.stringify(coffee), delay: 150 } });
    const { product } = await mount(`
      <shop-product handle="organic-coffee" currency="EUR" locale="en">
        <selling-plan-selector><fieldset><legend>Purchase options</legend>
          <label><input type="radio" name="shop-plan-1" value="" form="shop-none" checked>One-time purchase</label>
          <label><input type="radio" name="shop-plan-1" value="${plan}" form="shop-none">Subscribe</label>
        </fieldset></selling-plan-selector>
      </shop-product>`, { form: true, ready: false });
    product.querySelector<HTMLInputElement>(`input[value="${plan}"]`)!.click();
    await until(() => product.sellingPlan?.id === plan);
    expect(new FormData(product.closest('form')!).get('selling_plan')).to.equal(plan);
  });

  it('the picker and the plan selector take a choice over before they draw: each draws it once (no update after an update)', () => {
    expect(warned.filter((w) => w.includes('scheduled an update'))).to.deep.equal([]);
  });
});
