import { expect } from '@open-wc/testing';
import '../../src/all.js';
import { resetFake } from '../fake-storefront.js';
import { formData, mount, settled, until } from './helpers.js';

/**
 * Volume pricing (issue 39): the fake shop's B2B customer (`customer=b2b`, src/fake-shop/price-list.ts)
 * has price breaks on Espresso Pods (boxes of 3 to 12 in threes; 6+ and 12+ cheaper). The snippet, as the
 * fake renders it for that customer (`/__snippet`), in the page: the table, and the price per item that
 * follows the quantity, exact in each currency (the fake converts EUR cents half-up: JPY to whole yen,
 * KWD to 0.01 KD).
 */
async function page(currency: string, root = '/', customer = 'b2b') {
  const query = new URLSearchParams({ handle: 'espresso-pods', currency, root, ...(customer ? { customer } : {}) });
  const html = await (await fetch(`/__snippet?${query}`)).text();
  // The snippet's own form, its strings and its product (the fake's root is the test page's: its data inline).
  // (The page's strings script does not run from innerHTML: the language is the product's `locale`, as the page's would say it.)
  const markup = html.replace(/^[\s\S]*?<form[^>]*>|<\/form>\s*$/g, '').replace('<shop-product', `<shop-product locale="${root === '/' ? 'en' : 'de'}"`);
  const { host, product } = await mount(markup, { form: true });
  await settled(product);
  const price = () => host.querySelector('shop-price .shop-price__price')!.textContent!.trim();
  const table = () => [...host.querySelectorAll('shop-volume-pricing tr')].map((tr) => tr.textContent!.trim());
  const plus = host.querySelector<HTMLButtonElement>('.shop-stepper__button--increase')!;
  const minus = host.querySelector<HTMLButtonElement>('.shop-stepper__button--decrease')!;
  const input = host.querySelector<HTMLInputElement>('.shop-stepper__input')!;
  const step = async (button: HTMLButtonElement, times = 1) => {
    for (let i = 0; i < times; i++) button.click();
    await settled(product);
  };
  return { host, product, price, table, plus, minus, input, step };
}

describe('<shop-volume-pricing> and the price per item at the chosen quantity', function () {
  this.timeout(20000);

  // [currency, the price per item at 3, 6 and 12 (Lungo), the same at 6 for Ristretto]
  const CASES = [
    ['EUR', '€5,90', '€5,50', '€4,90', '€5,75'],
    ['JPY', '¥956', '¥891', '¥794', '¥932'],
    ['KWD', '1.950 KD', '1.820 KD', '1.620 KD', '1.900 KD'],
  ] as const;

  for (const [currency, at3, at6, at12, ristretto6] of CASES) {
    it(`shows the breaks as a table, and <shop-price> follows the quantity: ${currency}`, async () => {
      const { host, product, price, table, plus, minus, input, step } = await page(currency);
      expect(table()).to.deep.equal([`3+at ${at3}/ea`, `6+at ${at6}/ea`, `12+at ${at12}/ea`]);
      expect(price()).to.equal(at3);
      await step(plus); // 6: the 6+ break
      expect([input.value, price()]).to.deep.equal(['6', at6]);
      await step(plus, 2); // 12
      expect([input.value, price()]).to.deep.equal(['12', at12]);
      await step(minus); // 9: back to the 6+ break
      expect([input.value, price()]).to.deep.equal(['9', at6]);
      // What is posted is the quantity; the cart prices the line (the fake at the break, cart-fake tests).
      expect(formData(host as HTMLFormElement).quantity).to.equal('9');
      // Another variant: its own breaks, at the quantity kept (6 is on its rule too).
      await step(minus);
      product.selectVariant('46000000000002');
      await settled(product);
      await until(() => price() === ristretto6);
      expect(table()[1]).to.equal(`6+at ${ristretto6}/ea`);
    });
  }

  it('speaks German', async () => {
    const { table, price } = await page('EUR', '/de/');
    expect(table()).to.deep.equal(['3+bei €5,90/Stück', '6+bei €5,50/Stück', '12+bei €4,90/Stück']);
    expect(host().querySelector('shop-volume-pricing caption')!.textContent).to.equal('Volumenabhängige Preisgestaltung');
    expect(price()).to.equal('€5,90');
  });

  it('a shopper without the price list: no table, and the price stays at any quantity', async () => {
    const { host, price, plus, step } = await page('EUR', '/', '');
    expect(host.querySelector('shop-volume-pricing')).to.equal(null);
    await step(plus, 3);
    expect(price()).to.equal('€5,90');
  });

  it('is accessible: a table with its caption, a row header per quantity', async () => {
    const { host } = await page('EUR');
    const volume = host.querySelector('shop-volume-pricing')!;
    expect(volume.querySelector('caption')!.textContent).to.equal('Volume pricing');
    expect([...volume.querySelectorAll('th')].map((th) => th.getAttribute('scope'))).to.deep.equal(['row', 'row', 'row']);
    await expect(volume).to.be.accessible();
  });
});

const host = () => document.querySelector('form')!;

describe('the fake shop\'s cart for the B2B customer', () => {
  const LUNGO = '46000000000001';
  const add = async (quantity: number) => {
    const body = new FormData();
    body.set('id', LUNGO);
    body.set('quantity', String(quantity));
    return (await fetch('/cart/add.js', { method: 'POST', body, headers: { Accept: 'application/json' } })).json() as Promise<Record<string, number>>;
  };
  const cart = async (currency: string) => (await (await fetch(`/cart.js?currency=${currency}`)).json()) as { items: Record<string, number>[]; total_price: number };
  afterEach(() => {
    document.cookie = 'customer=; path=/; max-age=0';
    document.cookie = 'cart_currency=; path=/; max-age=0';
  });

  it('prices a line at its quantity\'s break, exact in EUR, JPY and KWD (storefront amounts: hundredths of the major unit)', async () => {
    await resetFake();
    document.cookie = 'customer=b2b; path=/';
    const line = await add(6);
    expect([line.price, line.final_line_price]).to.deep.equal([550, 3300]);
    await add(6); // the line holds 12: the 12+ break for all of it
    const rows = [['EUR', 490, 5880], ['JPY', 79400, 952800], ['KWD', 162, 1944]] as const;
    for (const [currency, each, total] of rows) {
      const { items, total_price } = await cart(currency);
      expect([currency, items[0]!.price, items[0]!.final_line_price, total_price]).to.deep.equal([currency, each, total, total]);
    }
  });

  it('anyone else pays the variant\'s price at any quantity', async () => {
    await resetFake();
    const line = await add(12);
    expect([line.price, line.final_line_price]).to.deep.equal([590, 7080]);
  });
});
