// What a screen-reader shopper hears: one live region per product, empty when idle; what the
// elements change on their own is said; a choice that cannot be bought is refused where the
// shopper is, with the reason. Debounced announcements are awaited, never slept for.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { deepActive, fixture$, mount, stubStorefront, until, type Storefront } from './helpers.js';

/** A theme's product form around a card, with the theme's submit button; counts submissions (none leave the page). */
async function card(handle: string, inner: string, attrs = '') {
  const { host, product } = await mount(
    `<shop-product handle="${handle}" currency="JPY" locale="en" ${attrs}>${inner}</shop-product><button type="submit">Add to cart</button>`,
    { form: true },
  );
  let submits = 0;
  host.addEventListener('submit', (e) => {
    e.preventDefault();
    submits += 1;
  });
  return { host, product, button: host.querySelector('button')!, submits: () => submits };
}

/** Every live region in the product, through the shadow roots of elements inside. */
function liveRegions(root: Element): Element[] {
  const found: Element[] = [];
  const walk = (node: Element | ShadowRoot) => {
    for (const el of node.querySelectorAll('*')) {
      if (el.matches('[aria-live], [role="status"], [role="alert"]')) found.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(root);
  return found;
}

const spoken = (product: ShopProduct) => liveRegions(product)[0]!.textContent!.trim();


const soldOutProduct = (options: boolean) => JSON.stringify({
  id: 7, title: 'Kettle', handle: 'kettle', available: false,
  options: options ? [{ name: 'Colour', position: 1 }] : [{ name: 'Title', position: 1 }],
  variants: options
    ? [{ id: 71, title: 'Red', options: ['Red'], price: 5000, available: false }, { id: 72, title: 'Blue', options: ['Blue'], price: 5000, available: false }]
    : [{ id: 71, title: 'Default Title', options: ['Default Title'], price: 5000, available: false }],
});

/** Two sizes and two colours at one price, with no M in Blue: choosing M on S / Blue moves the colour. */
const onePrice = JSON.stringify({
  id: 8, title: 'Mug', handle: 'mug', available: true,
  options: [{ name: 'Size', position: 1 }, { name: 'Colour', position: 2 }],
  variants: [
    { id: 81, title: 'S / Red', options: ['S', 'Red'], price: 5000, available: true },
    { id: 82, title: 'S / Blue', options: ['S', 'Blue'], price: 5000, available: true },
    { id: 83, title: 'M / Red', options: ['M', 'Red'], price: 5000, available: true },
  ],
});

/** Socks in three colours at one price, with each variant's stock as the theme snippet carries it (`variants_inventory`). */
const stockedSocks = JSON.stringify({
  id: 9, title: 'Socks', handle: 'socks', available: true,
  options: [{ name: 'Colour', position: 1 }],
  variants: [
    { id: 91, title: 'Grey', options: ['Grey'], price: 1600, available: true, inventory_management: 'shopify' },
    { id: 92, title: 'Olive', options: ['Olive'], price: 1600, available: true, inventory_management: 'shopify' },
    { id: 93, title: 'Rust', options: ['Rust'], price: 1800, available: false, inventory_management: 'shopify' },
  ],
  variants_count: 3,
  variants_inventory: {
    91: { inventory_quantity: 24, inventory_policy: 'deny', incoming: false },
    92: { inventory_quantity: 3, inventory_policy: 'deny', incoming: false },
    93: { inventory_quantity: 0, inventory_policy: 'deny', incoming: true },
  },
});

/** Every text the product's live region held, in order (its empty states left out). */
function heard(product: ShopProduct): string[] {
  const region = liveRegions(product)[0]!;
  const said: string[] = [];
  new MutationObserver(() => {
    const text = region.textContent!.trim();
    if (text && text !== said.at(-1)) said.push(text);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

describe('announcements and refusals', () => {
  let shop: Storefront;
  beforeEach(async () => {
    shop = stubStorefront({
      '/products/merino-crew-sweater.js': { body: await fixture$('apparel') },
      '/products/organic-coffee.js': { body: await fixture$('coffee') },
      '/products/kettle.js': { body: soldOutProduct(true) },
      '/products/plain-kettle.js': { body: soldOutProduct(false) },
      '/products/mug.js': { body: onePrice },
    });
  });
  afterEach(() => shop.restore());

  it('has one live region per product, even with a second price (a sticky bar), empty when idle', async () => {
    const { product } = await card('organic-coffee', '<shop-price></shop-price><variant-picker></variant-picker><div class="sticky"><shop-price></shop-price></div>');
    expect(liveRegions(product).length).to.equal(1);
    expect(spoken(product)).to.equal('');
    product.selectOption('Size', '1 kg');
    await until(() => spoken(product) !== '');
    expect(spoken(product)).to.equal('Price ¥3,400');
    // Said once, then the region empties: reading the page later meets the price only in the price.
    await until(() => spoken(product) === '');
  });

  describe('with <shop-stock>', () => {
    const socks = (inner: string) => card('socks', `<script type="application/json">${stockedSocks}</script>${inner}`, 'variant-id="91"');

    it('says the stock line with the price, once, when the choice changes it at the same price', async () => {
      const { product } = await socks('<shop-price></shop-price><shop-stock></shop-stock>');
      await until(() => !!product.querySelector('.shop-stock'));
      const said = heard(product);
      product.selectVariant('92');
      await until(() => spoken(product) !== '');
      expect(spoken(product)).to.equal('Price ¥16. Low stock: 3 left');
      // Settled and said: nothing more is said for this change.
      await new Promise((r) => setTimeout(r, 600));
      expect(said).to.deep.equal(['Price ¥16. Low stock: 3 left']);
    });

    it('says a sold-out variant\'s price, availability and stock together', async () => {
      const { product } = await socks('<shop-price></shop-price><shop-stock></shop-stock>');
      await until(() => !!product.querySelector('.shop-stock'));
      product.selectOption('Colour', 'Rust');
      await until(() => spoken(product) !== '');
      expect(spoken(product)).to.equal('Price ¥18. Sold out. Out of stock');
    });

    it('says no stock where the page has no <shop-stock>, and none once it is gone', async () => {
      const { product } = await socks('<shop-price></shop-price>');
      product.selectOption('Colour', 'Rust');
      await until(() => spoken(product) !== '');
      expect(spoken(product)).to.equal('Price ¥18. Sold out');
      const { product: other } = await socks('<shop-price></shop-price><shop-stock></shop-stock>');
      await until(() => !!other.querySelector('.shop-stock'));
      other.querySelector('shop-stock')!.remove();
      other.selectOption('Colour', 'Rust');
      await until(() => spoken(other) !== '');
      expect(spoken(other)).to.equal('Price ¥18. Sold out');
    });
  });

  it('the default layout has one live region too', async () => {
    const { product } = await card('organic-coffee', '');
    expect(liveRegions(product).length).to.equal(1);
  });

  it('says which option moved when a choice changed it', async () => {
    const { product } = await card('merino-crew-sweater', '<variant-picker></variant-picker>', 'currency="EUR" variant-id="44012345678905"');
    product.selectOption('Color', 'Forest'); // no Forest in Cashmere blend: Material moves to Merino
    expect(product.variant!.options).to.deep.equal(['S', 'Forest', 'Merino']);
    await until(() => spoken(product) !== '');
    expect(spoken(product)).to.match(/^Material changed to Merino: Cashmere blend is not available in Forest\. Sale price /);
  });

  it('says no price when a change leaves it as the shopper saw it first', async () => {
    const { product } = await card('mug', '<shop-price></shop-price><variant-picker></variant-picker>', 'variant-id="82"');
    product.selectOption('Size', 'M'); // no M in Blue: the colour moves to Red, at the same price
    expect(product.variant!.id).to.equal('83');
    await until(() => spoken(product) !== '');
    expect(spoken(product)).to.equal('Colour changed to Red: Blue is not available in M');
  });

  it('says a plan the new variant lacks was dropped, and brings it back with a variant that has it', async () => {
    const { product } = await card('organic-coffee', '<selling-plan-selector></selling-plan-selector>', 'selling-plan-id="4100000004"');
    product.selectVariant('45098765432106'); // 1 kg / Filter: no prepaid plans
    expect(product.sellingPlan).to.equal(null);
    await until(() => spoken(product) !== '');
    expect(spoken(product)).to.match(/^Prepaid, 6 deliveries, prepaid not available for 1 kg \/ Filter: One-time purchase\. /);
    product.selectVariant('45098765432101');
    expect(product.sellingPlan!.id).to.equal('4100000004');
    await until(() => spoken(product).startsWith('Prepaid, 6 deliveries, prepaid selected again'));
  });

  it('remembers a group\'s plan when switching to another group and back', async () => {
    const { host, product } = await card('organic-coffee', '<selling-plan-selector></selling-plan-selector>', 'selling-plan-id="4100000002"');
    const root = host.querySelector('selling-plan-selector')!;
    const purchase = (name: string) => [...root.querySelectorAll<HTMLInputElement>('.shop-plans > label input')].find((i) => i.labels![0]!.textContent!.includes(name))!;
    purchase('Prepaid').click();
    expect(product.sellingPlan!.id).to.equal('4100000003');
    await host.querySelector('selling-plan-selector')!.updateComplete;
    purchase('Subscribe & save').click();
    expect(product.sellingPlan!.id).to.equal('4100000002');
  });

  it('refuses a sold-out choice at the option\'s control: focus moves there, and the reason is said', async () => {
    const { host, product, button, submits } = await card('merino-crew-sweater', '<variant-picker></variant-picker>', 'currency="EUR" variant-id="44012345678904"');
    const root = host.querySelector('variant-picker')!;
    const size = (value: string) => [...root.querySelectorAll<HTMLInputElement>('input')].find((i) => i.value === value)!;
    size('M').click(); // M / Navy / Merino is sold out
    await host.querySelector('variant-picker')!.updateComplete;
    expect(product.matches(':state(sold-out)')).to.equal(true);
    button.focus();
    await sendKeys({ press: 'Enter' });
    expect(submits()).to.equal(0);
    expect(deepActive() === size('M'), 'focus stays on M').to.equal(true);
    await until(() => spoken(product) === 'This variant is sold out. Choose another option.');
  });

  it('says "This product is sold out" when every variant is', async () => {
    const { product, button } = await card('kettle', '<variant-picker></variant-picker>');
    expect(product.validationMessage).to.equal('This product is sold out.');
    button.click();
    await until(() => spoken(product) === 'This product is sold out.');
  });

  it('with no option to point at, focus goes to the product itself', async () => {
    const { product, button, submits } = await card('plain-kettle', '<shop-price></shop-price>');
    button.click();
    expect(submits()).to.equal(0);
    expect(document.activeElement === product, 'focus on the product').to.equal(true);
  });
});
