import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { cartSubtotal, linePlans, lineView, type LineView } from '../../core/cart-view.js';
import { fill } from '../../core/fill.js';
import { cdnSrcset } from '../../core/media.js';
import type { AmountUnit } from '../../core/money.js';
import { inCart, quantityBounds, quantityProblem, ruleText } from '../../core/quantity.js';
import type { Cart, CartItem, Product } from '../../core/types.js';
import type { CartChange } from '../../data/cart-store.js';
import { resolveRoot } from '../../data/client.js';
import { productStore } from '../../data/product-store.js';
import type { CartStrings, UiStrings } from '../../i18n/strings.js';
import { CartPresence } from '../shared/cart-presence.js';
import { depositText } from '../shared/price-text.js';
import { setCustomStates } from '../shared/states.js';
import { drawn } from '../shared/markup-directive.js';
import { stepperMarkup, stepperStep, writeStepper } from '../shared/stepper.js';
import { stepperStyles } from '../shared/stepper.styles.js';
import { baseStyles } from '../shared/styles.js';
import { CartActions } from './platform-actions.js';
import { styles } from './shop-cart.styles.js';

/** What one line is doing: a change in flight (the quantity it asked for), what the shopper typed, what went wrong. */
interface LineState {
  busy?: boolean;
  text?: string;
  message?: string;
}

/** How long a spoken sentence stays in the live region before it empties (so reading the page does not meet it twice). */
const SPOKEN = 3000;

/**
 * @tagname shop-cart
 * @summary The cart's lines, wherever the theme puts it (its own `<dialog>` drawer, a cart page, a
 * popover; no drawer mechanics of its own): per line the image, product and variant titles, the
 * shopper-visible properties, the plan (a choice of the product's purchase options where it sells
 * with plans), the line price with the original struck through when higher, a quantity stepper on
 * the variant's rule and a remove button; then the subtotal and a checkout control; an empty state.
 * Every change is one `POST {root}cart/change.js` with the line's key, through the page's cart store:
 * one at a time per line, the line busy meanwhile, a refusal shown at the line, an unclear outcome
 * settled by reading the cart. Its code loads on first use (the theme file registers it).
 * The platform's standard actions reach it: where the runtime is on the page and the theme has not
 * configured them itself, an app's `Shopify.actions.updateCart` updates it in place and
 * `Shopify.actions.openCart` opens the drawer holding it (docs/cart.md).
 *
 * @slot checkout - The theme's own checkout control, in place of the default link to `{root}checkout`.
 * @slot empty - The theme's empty state, in place of "Your cart is empty."
 * @event shopify:cart:lines-update - The platform's standard event, before each change: `action` (`update`, or `remove` for quantity 0), `context` `cart`, `lines` (`[{id: "gid://shopify/CartLine/<key>", quantity?, sellingPlanId?}]`), `promise` (resolves `{cart, userErrors?}` or rejects).
 * @event shopify:cart:view - The platform's standard event, each time the cart is shown: `context` `dialog` when its drawer (a `<dialog>`, or an element with `open()`/`show()`) opens, `page` once when it connects in no drawer; `cart` (`{id, totalQuantity, cost, lines, discountCodes}`, null when there is no cart yet).
 * @event shopify:cart:error - After a refused change (`code` `INVALID`) or one that failed (`SERVICE_UNAVAILABLE`).
 * @csspart lines - The list of lines.
 * @csspart line - One line (`aria-busy` while it changes).
 * @csspart image - A line's image.
 * @csspart details - Titles, properties and plan of a line.
 * @csspart title - The product's title (a link to the line's product page).
 * @csspart variant - The variant's title.
 * @csspart properties - The shopper-visible line properties (a description list).
 * @csspart plan - The plan's name, where it cannot be changed here.
 * @csspart plan-select - The purchase options of a line whose product sells with plans.
 * @csspart deposit - What a line whose plan charges part at checkout (a pre-order's deposit) costs now and later ("Pay €19.20 now, €76.80 later").
 * @csspart badge - What the line's plan saves ("Save 10%"), from the cart's answer.
 * @csspart price - The line's price.
 * @csspart original-price - The price before discounts, struck through, when higher.
 * @csspart final-price - What the line costs.
 * @csspart quantity - The line's stepper (with `controls`, `button`, `decrease`, `increase`, `input` inside).
 * @csspart controls - The box around −, the input and +.
 * @csspart button - The − and + buttons.
 * @csspart decrease - The − button.
 * @csspart increase - The + button.
 * @csspart input - The quantity input.
 * @csspart remove - The remove button ("Remove {title}").
 * @csspart message - What went wrong with a line's change (also spoken).
 * @csspart footer - The subtotal and the checkout control.
 * @csspart subtotal - The subtotal line.
 * @csspart checkout - The default checkout link.
 * @csspart empty - The default empty state.
 * @cssstate empty - The cart holds nothing.
 * @cssstate loading - The cart has not been read yet.
 * @cssstate updating - An add or a change is in flight.
 * @cssproperty --shop-cart-image-size - Width of a line's image (default 5rem).
 * @cssproperty --shop-cart-gap - Space between lines (default 1rem).
 * @cssproperty --shop-checkout-background - The checkout link's background (default CanvasText).
 * @cssproperty --shop-checkout-color - The checkout link's text (default Canvas).
 * @cssproperty --shop-error-color - A line's message.
 * @cssproperty --shop-radius - Corners of images, the stepper, the select and the checkout link.
 * @cssproperty --shop-border-width - Borders of the stepper, the select and the footer.
 * @cssproperty --shop-option-border-color - Their colour.
 * @cssproperty --shop-muted-color - Variant, properties, plan and original price; a stepper button at its bound.
 * @cssproperty --shop-focus-color - Focus ring colour.
 */
export class ShopCart extends LitElement {
  static override styles = [baseStyles, stepperStyles, styles];
  static override properties = {
    locale: {}, root: {}, moneyFormat: { attribute: 'money-format' }, amountUnit: { attribute: 'amount-unit' }, timeout: { type: Number }, sizes: {},
  };

  /** Locale for prices and UI strings; defaults to `<html lang>`, then the browser's. */
  declare locale: string | null;
  /** The storefront's routes root, e.g. `/fr/`; defaults to `window.Shopify.routes.root`, else `/`. */
  declare root: string | null;
  /** A theme money format, e.g. `{{amount_with_comma_separator}} €`. */
  declare moneyFormat: string | null;
  /** `minor` when the storefront's amounts are ISO 4217 minor units; default hundredths. */
  declare amountUnit: AmountUnit | null;
  /** Seconds a change may take before it is aborted and the cart is read to tell (default 10). */
  declare timeout: number | null;
  /** The `sizes` of the lines' images (default `5rem`, the image's width). */
  declare sizes: string | null;

  #internals = this.attachInternals();
  #cart = new CartPresence(this);
  /** Per line key: a change in flight, typed text, a message. */
  #lines = new Map<string, LineState>();
  /** Per product handle: the product (its plans), null while it loads or when it could not. */
  #products = new Map<string, Product | null>();
  /** What the live region says now. */
  #spoken = '';
  #quiet: ReturnType<typeof setTimeout> | undefined;
  /** After a change: the line (by index) and the part of it that had focus, to put focus back once the cart is drawn. */
  #refocus: { index: number; part: string } | null = null;

  constructor() {
    super();
    this.locale = this.root = this.moneyFormat = this.amountUnit = this.timeout = this.sizes = null;
    // The platform's `openCart` and `updateCart` for the page's cart, and `shopify:cart:view` when it is shown.
    new CartActions(this, () => this.#cart.store);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#quiet);
  }

  protected override willUpdate(): void {
    const store = this.#cart.store;
    const cart = store?.cart;
    setCustomStates(this.#internals, { empty: cart?.itemCount === 0, loading: !cart, updating: store?.state === 'updating' });
    // Each line's product, once per handle (the product store; completed when cut, as a line's variant may be past its first page): its plans make the line's purchase options.
    for (const item of cart?.items ?? []) {
      const handle = lineView(item).handle;
      if (!handle || this.#products.has(handle)) continue;
      this.#products.set(handle, null);
      productStore().whole(handle, { root: this.root, base: document.baseURI }).then((product) => {
        this.#products.set(handle, product);
        this.requestUpdate();
      }, () => {}); // no product, no choice of plans: the line still shows its plan's name
    }
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const lines = [...this.renderRoot.querySelectorAll<HTMLElement>('[part~="line"]')];
    // The inputs show what the cart holds (or what is typed, or asked for): Lit's `live`, as <shop-quantity> does.
    // So do the purchase options, except while a change to the plan picked is in flight: Lit writes an
    // option's `.selected` only when the cart's plan changes, so a change refused or failed left the
    // shopper's pick on show ("One-time purchase", beside the plan's saving and price).
    const items = this.#cart.store?.cart?.items ?? [];
    lines.forEach((line, i) => {
      const item = items[i];
      if (!item) return;
      const state = this.#lines.get(item.key);
      writeStepper(line.querySelector('input'), state?.text ?? String(item.quantity));
      // (Plan ids are digits; a plan the product no longer offers has no option, and nothing changes.)
      const option = line.querySelector<HTMLOptionElement>(`option[value="${item.sellingPlanId ?? ''}"]`);
      if (option && !state?.busy) option.selected = true;
    });
    const refocus = this.#refocus;
    if (!refocus) return;
    this.#refocus = null;
    // A removed line leaves focus with the line now in its place (the next one), else the one before, else the empty state.
    const line = lines[refocus.index] ?? lines.at(-1);
    const target = line?.querySelector<HTMLElement>(`[part~="${refocus.part}"]`) ?? line?.querySelector<HTMLElement>('[part~="remove"]')
      ?? this.renderRoot.querySelector<HTMLElement>('[part~="empty"]') ?? this.renderRoot.querySelector<HTMLElement>('[part~="checkout"]');
    if (target && this.shadowRoot!.activeElement !== target) target.focus();
  }

  /**
   * Changes a line through the cart store (one `POST {root}cart/change.js`), unless it is changing
   * already. Focus stays where it is (the line's control), and the line's new price is spoken once.
   */
  async #change(item: CartItem, change: Omit<CartChange, 'key'>, s: UiStrings & CartStrings): Promise<void> {
    const store = this.#cart.store;
    const { key } = item;
    // A line without a key (a storefront that sends none) cannot be named to change.js: nothing is sent.
    if (!store || !key || this.#lines.get(key)?.busy) return;
    const index = store.cart?.items.indexOf(item) ?? -1;
    const focused = this.shadowRoot!.activeElement as HTMLElement | null;
    const part = focused?.closest('[part~="line"]') ? focused.getAttribute('part')?.split(' ').at(-1) ?? 'remove' : null;
    this.#lines.set(key, { busy: true, text: change.quantity === undefined ? undefined : String(change.quantity) });
    this.requestUpdate();
    const result = await store.change({ key, ...change }, {
      root: this.root, target: this, amountUnit: this.amountUnit ?? undefined, refusal: s.changeRefused, timeout: this.timeout ?? undefined,
    });
    this.#lines.delete(key);
    const cart = result.cart ?? store.cart;
    // The line after the change: the same key, or (a new plan gives a new key) the line of that variant in its place.
    const now = cart?.items.find((i) => i.key === key)
      ?? (change.quantity === 0 ? undefined : cart?.items.find((i, n) => n === index && i.variantId === item.variantId));
    const title = lineView(item).title;
    if (result.outcome === 'changed') {
      this.#say(now ? fill(s.lineChanged, { title, quantity: now.quantity, price: this.#money(lineView(now).finalLinePrice, cart!) }) : fill(s.lineRemoved, { title }));
    } else {
      const message = result.outcome === 'refused' ? result.message! : result.outcome === 'failed' ? s.changeError : s.changeUnknown;
      if (now) this.#lines.set(now.key, { message });
      this.#say(message);
    }
    if (part) this.#refocus = { index, part };
    this.requestUpdate();
  }

  /** A typed quantity, committed (the input's `change`, or Enter): 0 removes the line; a value off the rule is refused at the line, not sent. */
  #commit(item: CartItem, text: string, cart: Cart, s: UiStrings & CartStrings): void {
    const state = this.#lines.get(item.key);
    if (state?.busy) return;
    const value = text.trim() === '' ? NaN : Number(text);
    if (value === item.quantity) {
      this.#lines.delete(item.key);
      this.requestUpdate();
      return;
    }
    const bounds = this.#bounds(item, cart);
    if (value !== 0 && quantityProblem(value, bounds)) {
      const message = fill(s.quantityInvalid, { rule: ruleText(item.quantityRule, s, 0, true) });
      this.#lines.set(item.key, { text, message });
      this.#say(message);
      this.requestUpdate();
      return;
    }
    void this.#change(item, { quantity: value }, s);
  }

  /** What a line's stepper may choose: the variant's rule, less what the cart's other lines of it hold. */
  #bounds(item: CartItem, cart: Cart) {
    return quantityBounds(item.quantityRule, inCart(cart, item.variantId) - item.quantity);
  }

  #say(text: string): void {
    this.#spoken = text;
    clearTimeout(this.#quiet);
    this.#quiet = setTimeout(() => {
      this.#spoken = '';
      this.requestUpdate();
    }, SPOKEN);
  }

  #money(amount: number, cart: Cart): string {
    return this.#cart.money(amount, cart.currency);
  }

  override render() {
    const s = this.#cart.strings();
    const store = this.#cart.store;
    const cart = store?.cart;
    if (!s) return nothing;
    const spoken = html`<div class="vh" role="status">${this.#spoken}</div>`;
    if (!cart) return html`${store?.state === 'unknown' && !store.cart ? html`<p part="message">${s.cartUnavailable}</p>` : nothing}${spoken}`;
    if (!cart.items.length) return html`<slot name="empty"><p part="empty" tabindex="-1">${s.cartEmpty}</p></slot>${spoken}`;
    return html`<ul part="lines" aria-label=${s.cart}>${cart.items.map((item, i) => this.#line(item, i, cart, s))}</ul>
      <div part="footer">
        <p part="subtotal"><span>${s.subtotal}</span> <span>${this.#money(cartSubtotal(cart), cart)}</span></p>
        <slot name="checkout"><a part="checkout" href="${resolveRoot(this.root)}checkout">${s.checkout}</a></slot>
      </div>
      ${spoken}`;
  }

  #line(item: CartItem, i: number, cart: Cart, s: UiStrings & CartStrings) {
    const view = lineView(item);
    const state = this.#lines.get(item.key) ?? {};
    const busy = !!state.busy;
    const bounds = this.#bounds(item, cart);
    const { title, image } = view;
    const srcset = image ? cdnSrcset(image.url, image.width) : '';
    return html`<li part="line" aria-busy=${busy}>
      ${image
        ? html`<img part="image" loading="lazy" decoding="async" srcset=${srcset || nothing} sizes=${srcset ? this.sizes ?? '5rem' : nothing} src=${image.url} alt=""
            width=${image.width ?? nothing} height=${image.height ?? nothing}>`
        : html`<span part="image"></span>`}
      <div part="details">
        ${view.url ? html`<a part="title" href=${view.url}>${view.productTitle}</a>` : html`<span part="title">${view.productTitle}</span>`}
        ${view.variantTitle ? html`<div part="variant">${view.variantTitle}</div>` : nothing}
        ${view.properties.length ? html`<dl part="properties">${view.properties.map(([name, value]) => html`<div><dt>${name}:</dt> <dd>${value}</dd></div>`)}</dl>` : nothing}
        ${this.#plan(item, view, busy, s, cart)}
      </div>
      <div part="price">
        ${view.originalLinePrice > view.finalLinePrice
          ? html`<s part="original-price"><span class="vh">${s.originalPrice}</span> ${this.#money(view.originalLinePrice, cart)}</s> `
          : nothing}<span part="final-price">${this.#money(view.finalLinePrice, cart)}</span>
      </div>
      <div part="quantity" ${drawn([stepperMarkup({
        text: state.text ?? String(item.quantity),
        bounds,
        decrease: fill(s.decreaseOf, { title }),
        increase: fill(s.increaseOf, { title }),
        label: fill(s.quantityOf, { title }),
        describedBy: `m${i}`,
        busy,
        parts: true,
      })])}
        @click=${(e: Event) => stepperStep(e, {
          current: () => Number(this.#lines.get(item.key)?.text ?? item.quantity), bounds, busy,
          onStep: (quantity) => quantity !== item.quantity && void this.#change(item, { quantity }, s),
        })}
        @input=${(e: Event) => this.#lines.set(item.key, { ...state, text: (e.target as HTMLInputElement).value, message: undefined })}
        @change=${(e: Event) => this.#commit(item, (e.target as HTMLInputElement).value, cart, s)}
        @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && e.target instanceof HTMLInputElement && this.#commit(item, e.target.value, cart, s)}></div>
      <button part="remove" type="button" aria-label=${fill(s.removeLine, { title })} aria-disabled=${busy} aria-describedby="m${i}"
        @click=${() => void this.#change(item, { quantity: 0 }, s)}>${s.remove}</button>
      <p part="message" id="m${i}">${state.message ?? ''}</p>
    </li>`;
  }

  /**
   * The line's plan: a choice of the product's purchase options where it sells with plans (each group
   * named with what it saves, as the selector names it), else the plan's name; beside it what the
   * line's plan saves, as the cart gives it.
   */
  #plan(item: CartItem, view: LineView, busy: boolean, s: UiStrings & CartStrings, cart: Cart) {
    const product = view.handle ? this.#products.get(view.handle) : null;
    const plans = product ? linePlans(product, item) : null;
    const badge = view.savings ? html`<span part="badge">${fill(s.save, { percent: view.savings.percent })}</span>` : nothing;
    // A pre-order's deposit: what the line's quantity costs now and later (the allocation's amounts are per item).
    const paid = view.plan?.deposit;
    const deposit = paid
      ? html`<div part="deposit">${depositText({ deposit: { now: this.#money(paid.now * item.quantity, cart), later: this.#money(paid.later * item.quantity, cart) } }, s)}</div>`
      : nothing;
    if (!plans) return view.plan ? html`<div part="plan">${view.plan.name} ${badge}</div>${deposit}` : nothing;
    const chosen = item.sellingPlanId;
    return html`<div part="plan">
      <select part="plan-select" aria-label="${s.purchaseOptions}: ${view.title}" aria-disabled=${busy}
        @change=${(e: Event) => {
          const select = e.target as HTMLSelectElement;
          if (busy) select.value = chosen ?? '';
          else void this.#change(item, { sellingPlan: select.value || null }, s);
        }}>
        ${plans.oneTime ? html`<option value="" .selected=${chosen === null}>${s.oneTimePurchase}</option>` : nothing}
        ${plans.groups.map((g) => html`<optgroup label=${g.bestSavings ? `${g.group.name} (${fill(g.savingsVary ? s.saveUpTo : s.save, { percent: g.bestSavings.percent })})` : g.group.name}>
          ${g.plans.map((p) => html`<option value=${p.plan.id} .selected=${p.plan.id === chosen}>${p.plan.name}</option>`)}</optgroup>`)}
      </select>
      ${badge}
    </div>${deposit}`;
  }
}
