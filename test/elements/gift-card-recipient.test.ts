// A gift card's recipient form (<gift-card-recipient>, issue 39): the snippet's drawing as the fake shop
// renders it (`/__snippet`), bound; the same form written where no server drew it; what the form posts
// (the platform's line-item properties, nothing without the box); the refusals a shopper can fix (an
// email, a send date before today) shown at the fields, the fake shop's 422 too; an ajax add against the
// fake's cart. Run: BROWSERS=chromium npm test -- --files test/elements/gift-card-recipient.test.ts
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { injectFault, received, resetFake } from '../fake-storefront.js';
import { mount, until } from './helpers.js';

const GIFT_25 = '46200000000101';
const FLAG = 'properties[__shopify_send_gift_card_to_recipient]';
const PROPERTIES = [FLAG, 'properties[Recipient email]', 'properties[Recipient name]', 'properties[Message]', 'properties[Send on]', 'properties[__shopify_offset]'];

/** `yyyy-mm-dd`, `days` from the shopper's today. */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The snippet's drawing of a product, as the fake shop renders it for the request. */
async function served(handle: string, root = '/'): Promise<string> {
  const response = await fetch(`/__snippet?${new URLSearchParams({ handle, currency: 'EUR', root })}`);
  expect(response.ok).to.equal(true);
  return response.text();
}

/** The recipient properties a form would post now. */
function posted(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form)].filter(([k]) => PROPERTIES.includes(k)).map(([k, v]) => [k, String(v)]);
}

function parts(host: ParentNode) {
  const q = <T extends Element>(s: string) => host.querySelector<T>(s)!;
  return {
    box: q<HTMLInputElement>('.shop-recipient__checkbox'),
    fields: q<HTMLElement>('.shop-recipient__fields'),
    email: q<HTMLInputElement>('[name="properties[Recipient email]"]'),
    name: q<HTMLInputElement>('[name="properties[Recipient name]"]'),
    message: q<HTMLTextAreaElement>('[name="properties[Message]"]'),
    sendOn: q<HTMLInputElement>('[name="properties[Send on]"]'),
    form: q<HTMLInputElement>('.shop-recipient__checkbox').form!,
    button: q<HTMLButtonElement>('shop-buy-button button'),
  };
}

/** Types into a field as a shopper does: the value, then `input` and `change`. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function tick(box: HTMLInputElement): void {
  box.click();
}

/** A field's refusal as shown: its text, and whether the field says it is invalid and is described by it. */
function refusal(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby')?.split(' ').find((i) => i.endsWith('-error'));
  const error = id ? document.getElementById(id) : null;
  if (!error || error.hidden) return null;
  expect(field.getAttribute('aria-invalid')).to.equal('true');
  return error.textContent;
}

let navigations = 0;
const guard = (e: Event) => {
  if (!e.defaultPrevented) navigations += 1;
  e.preventDefault();
};

describe('<gift-card-recipient>', () => {
  beforeEach(async () => {
    navigations = 0;
    window.addEventListener('submit', guard);
    await resetFake();
  });
  afterEach(() => window.removeEventListener('submit', guard));

  it('the snippet draws it for a gift card only; without JavaScript it posts the if_present flag and the fields, the box off', async () => {
    const template = document.createElement('template');
    template.innerHTML = await served('gift-card');
    const form = template.content.querySelector('form')!;
    expect(form.querySelector('gift-card-recipient')).to.exist;
    const { box, email } = parts(form);
    expect(box.disabled, 'the box is for JavaScript').to.equal(true);
    expect(email.disabled).to.equal(false);
    // In a document without the elements (as a page without JavaScript): what the form posts.
    const inert = document.implementation.createHTMLDocument();
    inert.body.innerHTML = await served('gift-card');
    expect(posted(inert.querySelector('form')!)).to.deep.equal([['properties[Recipient email]', ''], ['properties[Recipient name]', ''], ['properties[Message]', ''], ['properties[Send on]', ''], [FLAG, 'if_present']]);
    const other = document.createElement('template');
    other.innerHTML = await served('canvas-tote');
    expect(other.content.querySelector('gift-card-recipient, .shop-recipient')).to.equal(null);
  });

  it('bound: nothing posts until the box is ticked; then the box, the fields and the time zone offset, as the platform names them', async () => {
    const { host } = await mount(await served('gift-card'));
    const p = parts(host);
    await until(() => !p.box.disabled);
    expect(posted(p.form), 'the card goes to the buyer').to.deep.equal([]);
    expect(getComputedStyle(p.fields).display).to.equal('none');
    tick(p.box);
    expect(getComputedStyle(p.fields).display).to.not.equal('none');
    expect(host.querySelector('.shop-recipient__status')!.textContent).to.equal('Gift card recipient form expanded');
    type(p.email, 'ada@example.com');
    type(p.name, 'Ada');
    type(p.message, 'Happy birthday!');
    type(p.sendOn, day(3));
    expect(posted(p.form)).to.deep.equal([
      [FLAG, 'on'], ['properties[Recipient email]', 'ada@example.com'], ['properties[Recipient name]', 'Ada'],
      ['properties[Message]', 'Happy birthday!'], ['properties[Send on]', day(3)], ['properties[__shopify_offset]', String(new Date().getTimezoneOffset())],
    ]);
    expect(p.message.maxLength).to.equal(200);
    tick(p.box);
    expect(posted(p.form), 'unticked: nothing again').to.deep.equal([]);
    expect(host.querySelector('.shop-recipient__status')!.textContent).to.equal('Gift card recipient form collapsed');
  });

  it('refuses a send date before today and a missing or bad email at the fields; the form does not submit', async function () {
    // axe in WebKit under load takes its time.
    this.timeout(40000);
    const { host } = await mount(await served('gift-card'));
    const p = parts(host);
    await until(() => !p.box.disabled);
    tick(p.box);
    type(p.sendOn, day(-1));
    p.form.requestSubmit(p.button);
    expect(navigations, 'not submitted').to.equal(0);
    expect(refusal(p.email)).to.equal('Enter a valid email address.');
    expect(refusal(p.sendOn)).to.equal('Choose today or a later date.');
    type(p.email, 'ada@');
    expect(refusal(p.email)).to.equal('Enter a valid email address.');
    type(p.email, 'ada@example.com');
    expect(refusal(p.email), 'fixed: the message goes').to.equal(null);
    expect(p.email.hasAttribute('aria-describedby')).to.equal(false);
    type(p.sendOn, day(0));
    expect(refusal(p.sendOn)).to.equal(null);
    expect(p.form.checkValidity()).to.equal(true);
    await expect(host).to.be.accessible();
  });

  it('stops a novalidate form too (Dawn\'s product form is one), before <shop-buy-button ajax> posts', async () => {
    const html = (await served('gift-card')).replace('<form ', '<form novalidate ').replace('<shop-buy-button class="shop-product__buy"', '<shop-buy-button class="shop-product__buy" ajax');
    const { host } = await mount(html);
    const p = parts(host);
    await until(() => !p.box.disabled);
    tick(p.box);
    type(p.email, 'nobody');
    p.button.click();
    await new Promise((r) => setTimeout(r, 200));
    expect((await received()).filter((r) => r.path.startsWith('/cart/add')), 'nothing posted').to.deep.equal([]);
    expect(document.activeElement).to.equal(p.email);
  });

  it('with <shop-buy-button ajax>: adds the card with its recipient, shown on the cart line, then empties and closes the form', async () => {
    const html = (await served('gift-card')).replace('<shop-buy-button class="shop-product__buy"', '<shop-buy-button class="shop-product__buy" ajax');
    const { host } = await mount(`${html}<shop-cart></shop-cart>`);
    const p = parts(host);
    await until(() => !p.box.disabled);
    tick(p.box);
    type(p.email, 'ada@example.com');
    type(p.message, 'Für dich');
    type(p.sendOn, day(1));
    p.button.click();
    await until(() => !p.box.checked);
    const cart = await (await fetch('/cart.js')).json() as { items: { variant_id: number; gift_card: boolean; properties: Record<string, string> }[] };
    expect(cart.items.map((i) => [String(i.variant_id), i.gift_card, i.properties])).to.deep.equal([[GIFT_25, true, {
      __shopify_send_gift_card_to_recipient: 'on', 'Recipient email': 'ada@example.com', Message: 'Für dich', 'Send on': day(1), __shopify_offset: String(new Date().getTimezoneOffset()),
    }]]);
    // <shop-cart> shows the recipient on the line, not the platform's __ flags.
    const cartEl = host.querySelector('shop-cart')!;
    await until(() => !!cartEl.querySelector('.shop-cart__properties'));
    expect([...cartEl.querySelectorAll('.shop-cart__properties div')].map((d) => d.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'Recipient email: ada@example.com', 'Message: Für dich', `Send on: ${day(1)}`,
    ]);
    expect([p.email.value, p.message.value, p.sendOn.value]).to.deep.equal(['', '', '']);
    expect(posted(p.form)).to.deep.equal([]);
    expect(navigations).to.equal(0);
  });

  it('shows the storefront\'s per-field refusal (a 422 with errors) under its field, focused, and the description at the button', async () => {
    const html = (await served('gift-card')).replace('<shop-buy-button class="shop-product__buy"', '<shop-buy-button class="shop-product__buy" ajax');
    const { host } = await mount(html);
    const p = parts(host);
    await until(() => !p.box.disabled);
    tick(p.box);
    type(p.email, 'ada@example.com');
    const body = { status: 422, message: 'Cart Error', description: 'Recipient email is not deliverable.', errors: { email: ['Recipient email is not deliverable'] } };
    await injectFault({ method: 'POST', path: '/cart/add.js', status: 422, body: JSON.stringify(body), delayMs: 50 });
    p.button.click();
    await until(() => refusal(p.email) !== null);
    expect(refusal(p.email)).to.equal('Recipient email is not deliverable.');
    expect(document.activeElement).to.equal(p.email);
    expect(p.box.checked, 'kept open to fix').to.equal(true);
    expect(host.querySelector('shop-buy-button .shop-buy-button__message')!.textContent).to.contain('Recipient email is not deliverable.');
    type(p.email, 'ada@example.org');
    expect(refusal(p.email), 'a change clears the storefront\'s refusal').to.equal(null);
  });

  it('is written where no server drew it (the same form, its words, then bound), and form.reset() closes it', async () => {
    const { host, product } = await mount('<shop-product handle="gift-card" currency="EUR"><gift-card-recipient></gift-card-recipient></shop-product>', { form: true });
    await customElements.whenDefined('gift-card-recipient');
    await until(() => !!host.querySelector('.shop-recipient__checkbox:not([disabled])'));
    const p = parts(host);
    expect(p.form).to.equal(host);
    expect(host.querySelector('label[for$="-email"]')!.textContent).to.contain('Recipient email');
    expect(host.querySelector('.shop-recipient__hint')!.textContent).to.equal('200 characters max');
    tick(p.box);
    type(p.email, 'ada@example.com');
    expect(posted(p.form).map(([k]) => k)).to.deep.equal([FLAG, 'properties[Recipient email]', 'properties[Recipient name]', 'properties[Message]', 'properties[Send on]', 'properties[__shopify_offset]']);
    p.form.reset();
    await until(() => p.email.disabled);
    expect(getComputedStyle(p.fields).display).to.equal('none');
    expect(posted(p.form)).to.deep.equal([]);
    expect((product as ShopProduct).status).to.equal('ready');
  });

  it('speaks the shopper\'s language: German under /de/, refusals too', async () => {
    const { host } = await mount((await served('gift-card', '/de/')).replace(/<shop-product\s/, '<shop-product locale="de" '));
    const p = parts(host);
    await until(() => !p.box.disabled);
    expect(host.querySelector('.shop-recipient__toggle')!.textContent).to.equal('Ich möchte dies als Geschenk senden');
    tick(p.box);
    type(p.sendOn, day(-3));
    p.form.requestSubmit(p.button);
    await until(() => refusal(p.sendOn) !== null);
    expect(refusal(p.sendOn)).to.equal('Wählen Sie heute oder ein späteres Datum.');
  });

});
