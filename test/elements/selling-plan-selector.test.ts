import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { SellingPlanSelector } from '../../src/all.js';
import { accessibleName, fixture$, mount, radio, select as selectNamed, shadowText, stubStorefront, type Storefront } from './helpers.js';
import { sendKeys } from '@web/test-runner-commands';

/** A card with a <selling-plan-selector> inside, as a theme writes it. */
async function card(handle: string, currency = 'JPY', attrs = '') {
  const { product, el: selector } = await mount<SellingPlanSelector>(
    `<shop-product handle="${handle}" currency="${currency}" locale="en" ${attrs}><selling-plan-selector></selling-plan-selector></shop-product>`,
    { inner: 'selling-plan-selector' },
  );
  // Its markup is in the light DOM (no shadow root): the element is where its controls are.
  return { product, selector, root: selector };
}

/** Each option's text as shown: its parts (grid items) a word apart, as the eye and the browser's name read them. */
function optionTexts(root: Element, selector = 'label.shop-plans__option'): string[] {
  const text = (node: Node): string => (node instanceof Element && !getComputedStyle(node).display.startsWith('inline') ? ` ${[...node.childNodes].map(text).join('')} ` : node instanceof Element ? [...node.childNodes].map(text).join('') : node.textContent ?? '');
  return [...root.querySelectorAll(selector)].map((l) => text(l).replace(/\s+/g, ' ').trim());
}

/** A product with one group of `count` plans, to see the select past five. */
function manyPlans(count: number): string {
  const plans = Array.from({ length: count }, (_, i) => ({ id: 700 + i, name: `Every ${i + 1} weeks`, description: `Delivered every ${i + 1} weeks.`, options: [], recurring_deliveries: true }));
  return JSON.stringify({
    id: 9, title: 'Tea', handle: 'tea', options: [{ name: 'Title', position: 1 }],
    selling_plan_groups: [{ id: '123456789012345678901', name: 'Subscribe', options: [], selling_plans: plans }],
    variants: [{
      id: 91, title: 'Default Title', options: ['Default Title'], price: 2000, compare_at_price: null, available: true,
      selling_plan_allocations: plans.map((p) => ({ selling_plan_id: p.id, selling_plan_group_id: '123456789012345678901', price: 1800, compare_at_price: 2000, per_delivery_price: 1800 })),
    }],
  });
}

describe('<selling-plan-selector>', () => {
  let shop: Storefront;
  beforeEach(async () => {
    shop = stubStorefront({
      '/products/organic-coffee.js': { body: await fixture$('coffee') },
      '/products/daily-greens.js': { body: await fixture$('subscription-only') },
      '/products/linen-tote.js': { body: await fixture$('on-sale') },
      '/products/tea.js': { body: manyPlans(7) },
    });
  });
  afterEach(() => shop.restore());

  it('offers one-time purchase with its price, then each group with its savings', async () => {
    const { root } = await card('organic-coffee');
    expect(root.querySelector('legend')!.textContent).to.equal('Purchase options');
    // Each subscription shows its price before it is chosen; Prepaid's plans save 15% and 20%: "up to".
    expect(optionTexts(root)).to.deep.equal(['One-time purchase ¥1,000', 'Subscribe & save Save 10% ¥900', 'Prepaid Save up to 20% From ¥800 per delivery']);
  });

  it('shows the chosen group\'s plans with per-delivery price and description', async () => {
    const { root, product, selector } = await card('organic-coffee');
    radio(root, /^Prepaid/).click();
    await selector.updateComplete;
    expect(product.sellingPlan!.id).to.equal('4100000003');
    const plans = optionTexts(root, '.shop-plans__plans label');
    expect(plans[0]).to.match(/^3 deliveries, prepaid ¥850 per delivery/);
    expect(plans[1]).to.match(/^6 deliveries, prepaid ¥800 per delivery/);
    radio(root, /^6 deliveries, prepaid/).click();
    await selector.updateComplete;
    expect(product.sellingPlan!.id).to.equal('4100000004');
  });

  it('names a plan radio by plan and price, and describes it with its description (aria-describedby)', async () => {
    const { root } = await card('organic-coffee', 'JPY', 'selling-plan-id="4100000001"');
    const input = root.querySelector<HTMLInputElement>('.shop-plans__plans input')!;
    const name = accessibleName(input);
    expect(name).to.equal('Delivery every 2 weeks ¥900');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent!.trim());
    expect(described).to.deep.equal(['Fresh beans every two weeks. 10% off every order. Skip or cancel anytime.']);
  });

  it('names the amount billed in a prepaid plan\'s radio', async () => {
    const { root } = await card('organic-coffee', 'JPY', 'selling-plan-id="4100000004"');
    const names = [...root.querySelectorAll<HTMLInputElement>('.shop-plans__plans input')].map(accessibleName);
    expect(names).to.deep.equal(['3 deliveries, prepaid ¥850 per delivery · billed ¥2,550', '6 deliveries, prepaid ¥800 per delivery · billed ¥4,800']);
  });

  it('goes back to one-time purchase', async () => {
    const { root, product, selector } = await card('organic-coffee', 'JPY', 'selling-plan-id="4100000001"');
    expect(product.sellingPlan!.id).to.equal('4100000001');
    radio(root, /^One-time purchase/).click();
    await selector.updateComplete;
    expect(product.sellingPlan).to.equal(null);
  });

  it('has no one-time option when a plan is required, and keeps a plan selected', async () => {
    const { root, product } = await card('daily-greens', 'EUR');
    expect(optionTexts(root).some((t) => t.startsWith('One-time purchase'))).to.equal(false);
    expect(product.sellingPlan).to.not.equal(null);
    product.selectSellingPlan(null);
    expect(product.sellingPlan).to.not.equal(null);
  });

  it('is hidden when the selected variant has no plans', async () => {
    const { selector, root } = await card('linen-tote', 'EUR');
    expect(selector.hidden).to.equal(true);
    expect(root.querySelector('fieldset')).to.equal(null);
  });

  it('uses a select past five plans', async () => {
    const { root, product, selector } = await card('tea', 'EUR');
    radio(root, /^Subscribe/).click();
    await selector.updateComplete;
    const select = selectNamed(root, 'Subscribe: Delivery');
    expect(select.options.length).to.equal(7);
    select.value = '703';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await selector.updateComplete;
    expect(product.sellingPlan!.id).to.equal('703');
    expect(shadowText(selector)).to.contain('Subscribe');
    // The select keeps the chosen plan's description, as its description.
    await selector.updateComplete;
    const described = document.getElementById(select.getAttribute('aria-describedby')!)!;
    expect(described.textContent).to.equal('Delivered every 4 weeks.');
  });

  it('moves from one-time purchase to a subscription with the arrow keys, and picks a plan with Space', async () => {
    const { root, product, selector } = await card('organic-coffee');
    radio(root, /^One-time purchase/).focus();
    await sendKeys({ press: 'ArrowDown' });
    await selector.updateComplete;
    expect(product.sellingPlan!.id).to.equal('4100000001');
    expect(radio(root, /^Subscribe & save/).checked).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await selector.updateComplete;
    expect(product.sellingPlan!.id).to.equal('4100000003');
    const sixDeliveries = radio(root, /^6 deliveries, prepaid/);
    sixDeliveries.focus();
    // Space, as the character: Firefox's WebDriver BiDi keyboard does not know the key name 'Space'.
    await sendKeys({ press: ' ' });
    await selector.updateComplete;
    expect(product.sellingPlan!.id).to.equal('4100000004');
    expect(sixDeliveries.checked).to.equal(true);
  });

  it('is accessible with one-time purchase, a subscription chosen, and a required plan', async () => {
    const coffee = await card('organic-coffee');
    await expect(coffee.selector).to.be.accessible();
    coffee.product.selectSellingPlan('4100000004');
    await coffee.selector.updateComplete;
    await expect(coffee.selector).to.be.accessible();
    const greens = await card('daily-greens', 'EUR');
    await expect(greens.selector).to.be.accessible();
  });
});
