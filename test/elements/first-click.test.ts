import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { sendKeys } from '@web/test-runner-commands';
import { loadElement } from '../../src/elements/shared/define.js';
import { mount, served, settled, until, watchUncaught } from './helpers.js';

/**
 * Issue 37, a click before the code has bound its card: a theme's collection page of lazy cards (the
 * card snippet as the fake shop renders it, `/__snippet?card=1`). A click on a value of a card not bound
 * yet binds it at once, and its choice is what the card shows and posts when the click's listeners
 * return, in the click's own task; the other cards near the viewport bind after the frame that shows it.
 */

interface Data { variants: { id: number; options: string[]; price: number; available: boolean }[] }

/** What the shopper sees of a card's choice and what its form posts. */
function shown(form: HTMLFormElement) {
  const product = form.querySelector<ShopProduct>('shop-product')!;
  return {
    status: product.status,
    price: product.querySelector('shop-price')!.textContent!.replace(/\s+/g, ' ').trim(),
    legends: [...product.querySelectorAll('variant-picker legend')].map((l) => l.textContent),
    checked: [...product.querySelectorAll<HTMLInputElement>('variant-picker input:checked')].map((r) => r.value),
    states: [...product.querySelectorAll('.shop-picker__value')].map((v) => [...v.classList].sort().join(' ')),
    ids: new FormData(form).getAll('id'),
    plans: [...product.querySelectorAll<HTMLInputElement>('selling-plan-selector input:checked')].map((r) => r.value),
    plan: new FormData(form).getAll('selling_plan'),
  };
}

/**
 * The served card (linen-shirt, in its own form), and a value to click: in its first option that
 * leads to another price, the variant it leads to (the other options as served).
 */
async function card(): Promise<{ html: string; data: Data; option: number; value: string; variant: Data['variants'][number] }> {
  const server = await served('linen-shirt', 'EUR', '/', undefined, { card: '1' });
  const form = server.closest('form')!;
  const data = JSON.parse(server.querySelector(':scope > script[type="application/json"]')!.textContent!) as Data;
  const groups = [...form.querySelectorAll('variant-picker fieldset')];
  const chosen = groups.map((g) => g.querySelector<HTMLInputElement>('input:checked')!.value);
  const now = data.variants.find((v) => v.options.join() === chosen.join())!;
  for (const [option, group] of groups.entries()) {
    for (const radio of group.querySelectorAll<HTMLInputElement>('input[type=radio]')) {
      const options = chosen.map((c, i) => (i === option ? radio.value : c));
      const variant = data.variants.find((v) => v.options.join() === options.join());
      if (variant?.available && variant.price !== now.price) return { html: form.outerHTML, data, option, value: radio.value, variant };
    }
  }
  throw new Error('linen-shirt: no value leads to another price');
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const task = () => new Promise((resolve) => setTimeout(resolve));
/** The next task, unclamped (a timer nested in timers waits 4 ms): what one task did is seen in the next. */
const nextTask = () => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = resolve;
  channel.port2.postMessage(null);
});

describe('a lazy card the shopper moves toward first', () => {
  let uncaught: ReturnType<typeof watchUncaught>;
  beforeEach(() => {
    uncaught = watchUncaught();
    scrollTo(0, 0);
  });
  afterEach(() => {
    scrollTo(0, 0);
    expect(uncaught.stop(), 'no uncaught errors').to.deep.equal([]);
  });

  /**
   * What the card shows and posts for `variant` (none: the one it was served with), bound the
   * usual way, then gone (one form of that id in the page).
   */
  async function boundAs(html: string, variant?: Data['variants'][number]) {
    const reference = await mount(html.replace(' loading="lazy"', ''));
    if (variant) reference.product.selectVariant(variant.id);
    await settled(reference.product);
    const want = shown(reference.host.querySelector('form')!);
    reference.host.remove();
    return want;
  }

  /** The card far below the viewport, not bound: the theme's form, the variants it was told of, and `radio(option, value)`. */
  async function unbound(html: string) {
    const { host, product } = await mount(`<div style="height: 300vh"></div>${html}`, { ready: false });
    await frame();
    await task();
    expect(product.status, 'not bound before the click').to.equal('loading');
    const form = host.querySelector('form')!;
    const told: string[] = [];
    form.addEventListener('shop-variant-change', (e) => told.push(String((e as Event & { variant: { id: unknown } }).variant.id)));
    const radio = (option: number, value: string) => form.querySelectorAll('variant-picker fieldset')[option]!.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
    return { form, product, told, radio };
  }

  /** What a submit of `form` posts (the id fields of its data, as the submit event finds them); the page stays, the cart is not asked. */
  function posted(form: HTMLFormElement): string[] {
    let ids: string[] = [];
    const sink = (e: SubmitEvent) => {
      ids = new FormData(form, e.submitter).getAll('id') as string[];
      e.preventDefault();
      e.stopPropagation();
    };
    addEventListener('submit', sink, true);
    try {
      form.requestSubmit();
    } finally {
      removeEventListener('submit', sink, true);
    }
    return ids;
  }

  it('a click on a value of a card not bound yet: its new price, value states and form id are written in the click\'s own task', async () => {
    const { html, option, value, variant } = await card();
    const want = await boundAs(html, variant);
    expect(want.ids, 'the reference posts the variant').to.deep.equal([String(variant.id)]);

    // Far below the viewport: no observer binds it; the click is the shopper's first move toward it.
    const { form, product, told: changes, radio: valueOf } = await unbound(html);
    const radio = valueOf(option, value);
    radio.click();
    // Before any await: the click's listeners have returned, nothing after them has run.
    expect(shown(form), 'in the click\'s task').to.deep.equal(want);
    expect(String(product.variant?.id)).to.equal(String(variant.id));
    // And it stays so: one change, the clicked radio checked (a server radio, bound, not drawn again).
    await settled(product);
    expect(shown(form), 'once settled').to.deep.equal(want);
    expect(changes, 'one variant change').to.deep.equal([String(variant.id)]);
    expect(radio.checked && radio.isConnected, 'the server\'s radio, checked').to.equal(true);
  });

  it('a value chosen by keyboard on a card not bound yet is what the card shows and posts at once', async () => {
    const { html, option, value, variant } = await card();
    const { form, product, radio: valueOf } = await unbound(html);
    const radio = valueOf(option, value);
    // Focus first (the first move), then the arrow key's result: the radio checked and its change.
    radio.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    expect(product.status, 'bound at the focus').to.equal('ready');
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
    expect(String(product.variant?.id)).to.equal(String(variant.id));
    expect(new FormData(form).getAll('id')).to.deep.equal([String(variant.id)]);
  });

  for (const stops of [false, true]) {
    it(`a click on a value of a card not bound yet that the theme cancels${stops ? ' and keeps to itself' : ''}: once the click is over, the card shows, says and posts what its radios show`, async () => {
      const { html, option, value } = await card();
      const want = await boundAs(html);
      const { form, product, told, radio } = await unbound(html);
      // The theme asks first: its listener on its form cancels the click (the browser puts the radio back, no change).
      form.addEventListener('click', (e) => {
        e.preventDefault();
        if (stops) e.stopPropagation();
      }, { once: true });
      radio(option, value).click();
      await task();
      expect(radio(option, value).checked, 'the clicked radio, put back').to.equal(false);
      expect(shown(form), 'after the click\'s task').to.deep.equal(want);
      expect(String(product.variant?.id)).to.equal(want.ids[0]);
      expect(told.at(-1) ?? want.ids[0], 'the last variant the theme was told of').to.equal(want.ids[0]);
      await settled(product);
      expect(shown(form), 'once settled').to.deep.equal(want);
      expect(posted(form)).to.deep.equal(want.ids);
    });
  }

  it('a cancelled click on a card not bound yet, then a click on a value of another option: the card shows and posts that value with the others as served', async () => {
    const { html, data, option, value } = await card();
    const first = (await boundAs(html)).ids[0];
    const chosen = data.variants.find((v) => String(v.id) === first)!.options;
    // Another option's value that leads, with the others as served, to an available variant (and with the cancelled value to another).
    let other: { option: number; value: string; variant: Data['variants'][number] } | undefined;
    for (const [i, now] of chosen.entries()) {
      if (i === option) continue;
      for (const v of new Set(data.variants.map((x) => x.options[i]!))) {
        const variant = data.variants.find((x) => x.options.join() === chosen.map((c, j) => (j === i ? v : c)).join());
        if (v !== now && variant?.available) other ??= { option: i, value: v, variant };
      }
    }
    if (!other) throw new Error('linen-shirt: no other option leads to an available variant');
    const want = await boundAs(html, other.variant);
    const { form, product, told, radio } = await unbound(html);
    form.addEventListener('click', (e) => e.preventDefault(), { once: true });
    radio(option, value).click();
    await task();
    radio(other.option, other.value).click();
    await settled(product);
    expect(shown(form), 'once settled').to.deep.equal(want);
    expect(told.at(-1)).to.equal(String(other.variant.id));
    expect(posted(form)).to.deep.equal([String(other.variant.id)]);
  });

  it('a click on a plan of a card not bound yet (the plans\' code already in) that the theme cancels: the card shows and posts the purchase option its radios show', async () => {
    // Another card's plans were used first: the selector's code is in, and takes over as the card binds.
    await loadElement('selling-plan-selector');
    const html = (await served('house-blend-coffee', 'EUR', '/', undefined, { card: '1' })).closest('form')!.outerHTML;
    const want = await boundAs(html);
    const { form, product } = await unbound(html);
    const plan = form.querySelector<HTMLInputElement>('selling-plan-selector input[type=radio]:not(:checked)')!;
    expect(plan, 'a plan to click').to.exist;
    form.addEventListener('click', (e) => e.preventDefault(), { once: true });
    plan.click();
    await task();
    expect(plan.checked, 'the clicked plan, put back').to.equal(false);
    expect(shown(form)).to.deep.equal(want);
    expect(product.sellingPlan?.id ?? '').to.equal(want.plans[0] ?? '');
  });

  it('an arrow key on a value of a card not bound yet, the click it makes cancelled by the theme: the card shows and posts the variant as served', async () => {
    const { html, option } = await card();
    const want = await boundAs(html);
    const { form, product, told } = await unbound(html);
    const clicks: string[] = [];
    form.addEventListener('click', (e) => {
      e.preventDefault();
      clicks.push((e.target as HTMLInputElement).value);
    });
    // The focus is the first move (it binds the card); then the key: the browser moves to the next value and
    // clicks it (Chromium, Firefox and WebKit alike), and puts the radios back when the click is cancelled.
    const checked = form.querySelectorAll('variant-picker fieldset')[option]!.querySelector<HTMLInputElement>('input:checked')!;
    checked.focus();
    expect(product.status, 'bound at the focus').to.equal('ready');
    await sendKeys({ press: 'ArrowRight' });
    await task();
    expect(clicks, 'the key\'s click, on the next value').to.have.length(1);
    expect(clicks[0]).not.to.equal(checked.value);
    expect(shown(form)).to.deep.equal(want);
    expect(told.at(-1) ?? want.ids[0]).to.equal(want.ids[0]);
    expect(posted(form)).to.deep.equal(want.ids);
  });

  it('after a move toward a card, the other cards near the viewport bind only after the next frame', async function () {
    this.timeout(20_000);
    const { html } = await card();
    // Twelve cards in view, each in its own form (ids apart).
    const forms = Array.from({ length: 12 }, (_, i) => html.replaceAll('shop-product-form-', `c${i}-shop-product-form-`));
    const { host } = await mount(`<style>.first-click-grid form { height: 40px; overflow: hidden; }</style>
      <div class="first-click-grid">${forms.join('')}</div>`, { ready: false });
    const cards = [...host.querySelectorAll<ShopProduct>('shop-product')];
    const near = cards.filter((c) => c.getBoundingClientRect().top <= innerHeight + 200);
    // The observer has reported them: the first has bound (one a task), the others wait for theirs.
    while (!cards.some((c) => c.status === 'ready')) await nextTask();
    const bound = () => cards.filter((c) => c.status === 'ready').length;
    const before = bound();
    expect(near.length - before, 'cards near the viewport still waiting').to.be.at.least(3);
    const target = [...cards].reverse().find((c) => c.status === 'loading')!;
    target.querySelector('input[type=radio]')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(target.status, 'the card moved toward is bound at once').to.equal('ready');
    // The frame after the move: nothing else has bound before it.
    await frame();
    expect(bound(), 'cards bound between the move and the next frame').to.equal(before + 1);
    // Then they bind, one a task.
    await until(() => near.every((c) => c.status === 'ready'));
  });
});
