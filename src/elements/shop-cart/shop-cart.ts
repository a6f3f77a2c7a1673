import { ReactiveElement, type PropertyValues } from '@lit/reactive-element';
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
import { m, patch, type Markup } from '../shared/markup.js';
import { depositPart, loadDeposit, owesLater } from '../shared/price-text.js';
import { setCustomStates } from '../shared/states.js';
import { stepperMarkup, stepperStep, writeStepper } from '../shared/stepper.js';
import { CartActions } from './platform-actions.js';

type Strings = UiStrings & CartStrings;

/** What one line is doing: a change in flight (the quantity it asked for), what the shopper typed, what went wrong. */
interface LineState {
  busy?: boolean;
  text?: string;
  message?: string;
}

/** How long a spoken sentence stays in the live region before it empties (so reading the page does not meet it twice). */
const SPOKEN = 3000;

/** Numbers the carts of a page: ids in light DOM are the document's, so each cart's are its own. */
let carts = 0;

/** What is focused inside `el`, in its document or shadow root. */
function focusedIn(el: Element): HTMLElement | null {
  const active = (el.getRootNode() as Document | ShadowRoot).activeElement;
  return active instanceof HTMLElement && el.contains(active) ? active : null;
}

/** A description and the text after its element (markup.ts writes an element's text before its children only). */
type Spaced = Markup & { after?: string };

/** `markup` with the text after its element: `<dt>Engraving:</dt> <dd>`, `<span class="visually-hidden">Original price</span> €36.00`. */
const after = (markup: Markup, text: string): Spaced => ({ ...markup, after: text });

/**
 * Writes the text after each element whose description has one, once `patch` has written `markup`
 * into `parent` (its element children are then the ones described, in order). patch leaves text
 * between elements as it is, so the text stays where it is put, and is changed only when it differs.
 */
function writeAfter(parent: Element, markup: readonly Spaced[]): void {
  let el = parent.firstElementChild;
  for (const want of markup) {
    if (!el) return;
    const text = want.after;
    if (text !== undefined) {
      const next = el.nextSibling;
      if (next?.nodeType !== Node.TEXT_NODE) el.after(text);
      else if ((next as Text).data !== text) (next as Text).data = text;
    }
    if (want.children) writeAfter(el, want.children);
    el = el.nextElementSibling;
  }
}

/** Writes an element's only text where it differs. */
function writeText(el: Element, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * Puts `parts` at the end of `parent`, in this order, after whatever the theme put there; a part in
 * place already is not moved (a move takes focus away). The ones of `ours` not among them go.
 */
function place(parent: Element, parts: readonly Element[], ours: readonly (Element | null | undefined)[]): void {
  for (const el of ours) if (el && !parts.includes(el)) el.remove();
  let next: Element | null = null;
  for (const el of [...parts].reverse()) {
    if (el.parentNode !== parent || el.nextElementSibling !== next) parent.insertBefore(el, next);
    next = el;
  }
}

/** One of the cart's own parts, made once: `<tag class>` with the attributes that never change. */
function part(tag: string, cls: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag);
  el.className = cls;
  for (const name in attrs) el.setAttribute(name, attrs[name]!);
  return el;
}

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
 *
 * No shadow root: no server snippet draws the cart's lines, so the element writes their markup with
 * the one markup writer every element uses (`patch`, markup.ts; a line's stepper is `<shop-quantity>`'s
 * description), once per line and then only what changed: a text, a value, `aria-busy`, an option's
 * `selected`. Styled by `shop-elements.css` (docs/styling.md):
 *
 * ```
 * <ul class="shop-cart__lines" aria-label="Cart">
 *   <li class="shop-cart__line" aria-busy="false">
 *     <img class="shop-cart__image" src="…" srcset="…" sizes="5rem" alt="" width="800" height="800">
 *     <div class="shop-cart__details">
 *       <a class="shop-cart__title" href="/products/coffee?variant=…">House Blend Coffee</a>
 *       <div class="shop-cart__variant">250 g / Whole bean</div>
 *       <dl class="shop-cart__properties"><div><dt>Engraving:</dt> <dd>Ada</dd></div></dl>
 *       <div class="shop-cart__plan">
 *         <select class="shop-cart__plan-select" aria-label="Purchase options: …">…</select>
 *         <span class="shop-cart__badge">Save 10%</span>
 *       </div>
 *       <div class="shop-cart__deposit">Pay €19.20 now, €76.80 later</div>
 *     </div>
 *     <div class="shop-cart__price">
 *       <s class="shop-cart__original-price"><span class="visually-hidden">Original price</span> €36.00</s>
 *       <span class="shop-cart__final-price">€30.00</span>
 *     </div>
 *     <div class="shop-cart__quantity"><div class="shop-stepper">…</div></div>
 *     <button class="shop-cart__remove" type="button" aria-label="Remove …" aria-describedby="shop-cart-1-message-0">Remove</button>
 *     <p class="shop-cart__message" id="shop-cart-1-message-0"></p>
 *   </li>
 * </ul>
 * <div class="shop-cart__footer">
 *   <p class="shop-cart__subtotal"><span>Subtotal</span> <span>€46.20</span></p>
 *   <a class="shop-cart__checkout" href="/checkout">Check out</a>
 * </div>
 * <div class="shop-cart__status visually-hidden" role="status"></div>
 * ```
 *
 * - `.shop-cart__line`: one line, `aria-busy="true"` while it changes; its stepper is `<shop-quantity>`'s
 *   (`.shop-stepper`), its controls `aria-disabled="true"` meanwhile.
 * - `.shop-cart__plan`: the plan's name (where it cannot be changed here), or `.shop-cart__plan-select`, the
 *   purchase options of a line whose product sells with plans; `.shop-cart__badge`, what its plan saves.
 * - `.shop-cart__deposit`: what a line whose plan charges part at checkout (a pre-order's deposit) costs now and later.
 * - `.shop-cart__message`: what went wrong with a line's change (also spoken), empty otherwise; the cart's own when it could not be read.
 * - `.shop-cart__empty`: the empty state, `<p class="shop-cart__empty" tabindex="-1">Your cart is empty.</p>`.
 * - `.shop-cart__status`: the live region, which says each change once.
 *
 * The theme's own empty state and checkout control: a child of the element with the class
 * `shop-cart__empty` or `shop-cart__checkout` (what the `empty` and `checkout` slots were). The element
 * takes it out as it connects and shows it in place of its own: the empty state when the cart holds
 * nothing (given `tabindex="-1"` unless it is focusable, so focus can land on it after the last
 * removal), the checkout control in the footer. Other children stay where the theme put them, before
 * the cart's markup.
 *
 * @event shopify:cart:lines-update - The platform's standard event, before each change: `action` (`update`, or `remove` for quantity 0), `context` `cart`, `lines` (`[{id: "gid://shopify/CartLine/<key>", quantity?, sellingPlanId?}]`), `promise` (resolves `{cart, userErrors?}` or rejects).
 * @event shopify:cart:view - The platform's standard event, each time the cart is shown: `context` `dialog` when its drawer (a `<dialog>`, or an element with `open()`/`show()`) opens, `page` once when it connects in no drawer; `cart` (`{id, totalQuantity, cost, lines, discountCodes}`, null when there is no cart yet).
 * @event shopify:cart:error - After a refused change (`code` `INVALID`) or one that failed (`SERVICE_UNAVAILABLE`).
 * @cssstate empty - The cart holds nothing.
 * @cssstate loading - The cart has not been read yet.
 * @cssstate updating - An add or a change is in flight.
 * @cssproperty --shop-cart-image-size - Width of a line's image (default 5rem).
 * @cssproperty --shop-cart-gap - Space between lines (default 1rem).
 * @cssproperty --shop-checkout-background - The checkout link's background (default CanvasText).
 * @cssproperty --shop-checkout-color - The checkout link's text (default Canvas).
 * @cssproperty --shop-error-color - A line's message.
 * @cssproperty --shop-badge-background - The plan's saving badge.
 * @cssproperty --shop-radius - Corners of images, the stepper, the select and the checkout link.
 * @cssproperty --shop-border-width - Borders of the stepper, the select and the footer.
 * @cssproperty --shop-option-border-color - Their colour.
 * @cssproperty --shop-muted-color - Variant, properties, plan and original price; a stepper button at its bound.
 * @cssproperty --shop-focus-color - Focus ring colour.
 */
export class ShopCart extends ReactiveElement {
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
  /** After a change: the line (by index) and the class of its control that had focus, to put focus back once the cart is drawn. */
  #refocus: { index: number; control: string } | null = null;
  /** The prefix of this cart's ids (a line's message, which its controls name as their description). */
  #id = `shop-cart-${++carts}`;
  /** The theme's own empty state and checkout control, taken out of the element as it connects (shown in place of ours). */
  #theme: { empty: HTMLElement | null; checkout: HTMLElement | null } | null = null;
  /**
   * The cart's own parts, made at its first draw. patch writes inside them, not into the element: it
   * would take away the theme's children (which stay before them) and could not put the theme's empty
   * state or checkout control in place of ours.
   */
  #parts: Record<'message' | 'empty' | 'lines' | 'footer' | 'subtotal' | 'checkout' | 'status', HTMLElement> | null = null;
  /** The cart and strings last drawn: a line's controls act on the item drawn at the line's index. */
  #drawn: { cart: Cart; s: Strings } | null = null;

  constructor() {
    super();
    this.locale = this.root = this.moneyFormat = this.amountUnit = this.timeout = this.sizes = null;
    // The platform's `openCart` and `updateCart` for the page's cart, and `shopify:cart:view` when it is shown.
    new CartActions(this, () => this.#cart.store);
    // The lines' controls are heard here, one listener per event type, whatever lines are drawn.
    for (const type of ['click', 'input', 'change', 'keydown']) this.addEventListener(type, this.#handle);
  }

  // Light DOM: the cart's markup is the element's children (the theme's stylesheet styles it).
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    if (!this.#theme) {
      const own = (cls: string) => {
        const el = this.querySelector<HTMLElement>(`:scope > .${cls}`);
        el?.remove();
        return el;
      };
      const empty = own('shop-cart__empty');
      // Focus goes to the empty state after the last removal: a container the theme gave is made focusable (not tabbable).
      if (empty && !empty.matches('a[href], button, input, select, textarea, [tabindex]')) empty.tabIndex = -1;
      this.#theme = { empty, checkout: own('shop-cart__checkout') };
    }
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#quiet);
  }

  protected override willUpdate(): void {
    const store = this.#cart.store;
    const cart = store?.cart;
    setCustomStates(this.#internals, { empty: cart?.itemCount === 0, loading: !cart, updating: store?.state === 'updating' });
    // Each line's product, once per handle (the product store, in the cart's currency: the page's record where it has one; completed
    // when cut, as a line's variant may be past its first page): its plans make the line's purchase options.
    for (const item of cart?.items ?? []) {
      const handle = lineView(item).handle;
      if (!handle || this.#products.has(handle)) continue;
      this.#products.set(handle, null);
      productStore().whole(handle, { root: this.root, base: document.baseURI, currency: cart!.currency }).then((product) => {
        this.#products.set(handle, product);
        this.requestUpdate();
      }, () => {}); // no product, no choice of plans: the line still shows its plan's name
    }
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const s = this.#cart.strings();
    // Strings still loading (another language): what is there stays, never English first.
    if (s) this.#draw(s);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const refocus = this.#refocus;
    if (!refocus) return;
    this.#refocus = null;
    // A removed line leaves focus with the line now in its place (the next one), else the one before, else the empty state.
    const lines = [...this.querySelectorAll<HTMLElement>('.shop-cart__line')];
    const line = lines[refocus.index] ?? lines.at(-1);
    const target = line?.querySelector<HTMLElement>(`.${refocus.control}`) ?? line?.querySelector<HTMLElement>('.shop-cart__remove')
      ?? this.querySelector<HTMLElement>('.shop-cart__empty') ?? this.querySelector<HTMLElement>('.shop-cart__checkout');
    if (target && focusedIn(this) !== target) target.focus();
  }

  /**
   * A line's control (heard at the element): − and + step the quantity, the field's text is kept as it
   * is typed and applied on `change` or Enter, the remove button removes the line, the select changes
   * its plan. The line is the one at its index among the lines drawn, the item the one drawn there.
   */
  #handle = (event: Event): void => {
    const target = event.target as Element;
    const lines = this.#parts?.lines;
    const line = target.closest?.('.shop-cart__line');
    if (!line || !lines || line.parentNode !== lines || !this.#drawn) return;
    const { cart, s } = this.#drawn;
    const item = cart.items[[...lines.children].indexOf(line)];
    if (!item) return;
    const busy = !!this.#lines.get(item.key)?.busy;
    const field = target.matches('.shop-stepper__input') ? (target as HTMLInputElement) : null;
    if (event.type === 'click') {
      if (target.closest('.shop-cart__remove')) void this.#change(item, { quantity: 0 }, s);
      else stepperStep(event, {
        current: () => Number(this.#lines.get(item.key)?.text ?? item.quantity), bounds: this.#bounds(item, cart), busy,
        onStep: (quantity) => quantity !== item.quantity && void this.#change(item, { quantity }, s),
      });
    } else if (event.type === 'change' && target.matches('.shop-cart__plan-select')) {
      const select = target as HTMLSelectElement;
      if (busy) select.value = item.sellingPlanId ?? '';
      else void this.#change(item, { sellingPlan: select.value || null }, s);
    } else if (field && event.type === 'input') this.#lines.set(item.key, { ...this.#lines.get(item.key), text: field.value, message: undefined });
    else if (field && event.type === 'change') this.#commit(item, field.value, cart, s);
    else if (field && event.type === 'keydown') this.#enter(event as KeyboardEvent, item, cart, s);
  };

  /**
   * Changes a line through the cart store (one `POST {root}cart/change.js`), unless it is changing
   * already. Focus stays where it is (the line's control), and the line's new price is spoken once.
   */
  async #change(item: CartItem, change: Omit<CartChange, 'key'>, s: Strings): Promise<void> {
    const store = this.#cart.store;
    const { key } = item;
    // A line without a key (a storefront that sends none) cannot be named to change.js: nothing is sent.
    if (!store || !key || this.#lines.get(key)?.busy) return;
    const index = store.cart?.items.indexOf(item) ?? -1;
    // The control of a line that has focus, by its last class (`shop-stepper__button--increase`, `shop-cart__remove`, …).
    const focused = focusedIn(this);
    const control = focused?.closest('.shop-cart__line') ? [...focused.classList].at(-1) ?? 'shop-cart__remove' : null;
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
    if (control) this.#refocus = { index, control };
    this.requestUpdate();
  }

  /** A typed quantity, committed (the input's `change`, or Enter): 0 removes the line; a value off the rule is refused at the line, not sent. */
  #commit(item: CartItem, text: string, cart: Cart, s: Strings): void {
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

  /**
   * Enter in a line's quantity field applies it, and only that: no shadow root keeps the key from the
   * page, and a cart drawn in a form (a theme's drawer is one) would otherwise submit that form.
   */
  #enter(event: KeyboardEvent, item: CartItem, cart: Cart, s: Strings): void {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    this.#commit(item, event.target.value, cart, s);
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

  /**
   * Writes the cart: its lines and footer, the empty state (the theme's or ours) or the message that
   * the cart could not be read, and the live region; each in its own part, after the theme's children.
   */
  #draw(s: Strings): void {
    const store = this.#cart.store;
    const cart = store?.cart;
    const theme = this.#theme;
    const parts = (this.#parts ??= {
      message: part('p', 'shop-cart__message'),
      empty: part('p', 'shop-cart__empty', { tabindex: '-1' }),
      lines: part('ul', 'shop-cart__lines'),
      footer: part('div', 'shop-cart__footer'),
      subtotal: part('p', 'shop-cart__subtotal'),
      checkout: theme?.checkout ?? part('a', 'shop-cart__checkout'),
      status: part('div', 'shop-cart__status visually-hidden', { role: 'status' }),
    });
    writeText(parts.status, this.#spoken);
    let shown: HTMLElement[] = [];
    if (!cart) {
      if (store?.state === 'unknown') shown = [parts.message];
      writeText(parts.message, s.cartUnavailable);
    } else if (!cart.items.length) {
      shown = [theme?.empty ?? parts.empty];
      writeText(parts.empty, s.cartEmpty);
    } else {
      shown = [parts.lines, parts.footer];
      const lines = cart.items.map((item, i) => this.#line(item, i, cart, s));
      if (parts.lines.getAttribute('aria-label') !== s.cart) parts.lines.setAttribute('aria-label', s.cart);
      patch(parts.lines, lines);
      writeAfter(parts.lines, lines);
      const subtotal = [after(m('span', '', s.subtotal), ' '), m('span', '', this.#money(cartSubtotal(cart), cart))];
      patch(parts.subtotal, subtotal);
      writeAfter(parts.subtotal, subtotal);
      if (!theme?.checkout) {
        const href = `${resolveRoot(this.root)}checkout`;
        if (parts.checkout.getAttribute('href') !== href) parts.checkout.setAttribute('href', href);
        writeText(parts.checkout, s.checkout);
      }
      place(parts.footer, [parts.subtotal, parts.checkout], []);
      // What patch does not write: the field shows what the cart holds (or what is typed, or asked for), as
      // <shop-quantity>'s does; the select the cart's plan, except while a change to the plan picked is in flight.
      [...parts.lines.children].forEach((line, i) => {
        const item = cart.items[i]!;
        const state = this.#lines.get(item.key);
        writeStepper(line.querySelector('input'), state?.text ?? String(item.quantity));
        // (Plan ids are digits; a plan the product no longer offers has no option, and nothing changes.)
        const option = line.querySelector<HTMLOptionElement>(`option[value="${item.sellingPlanId ?? ''}"]`);
        if (option && !state?.busy) option.selected = true;
      });
    }
    place(this, [...shown, parts.status], [parts.message, parts.empty, theme?.empty, parts.lines, parts.footer]);
    this.#drawn = cart ? { cart, s } : null;
  }

  /** One line: image, titles, properties, plan, price, stepper, remove button, message. */
  #line(item: CartItem, i: number, cart: Cart, s: Strings): Markup {
    const view = lineView(item);
    const state = this.#lines.get(item.key) ?? {};
    const busy = !!state.busy;
    const { title, image } = view;
    const srcset = image ? cdnSrcset(image.url, image.width) : '';
    const message = `${this.#id}-message-${i}`;
    const money = (amount: number) => this.#money(amount, cart);
    return m('li', 'shop-cart__line', [
      image
        ? m('img', 'shop-cart__image', [], {
          loading: 'lazy', decoding: 'async', srcset: srcset || null, sizes: srcset ? this.sizes ?? '5rem' : null, src: image.url, alt: '',
          width: image.width === null ? null : String(image.width), height: image.height === null ? null : String(image.height),
        })
        : m('span', 'shop-cart__image', []),
      m('div', 'shop-cart__details', [
        view.url ? m('a', 'shop-cart__title', view.productTitle, { href: view.url }) : m('span', 'shop-cart__title', view.productTitle),
        ...(view.variantTitle ? [m('div', 'shop-cart__variant', view.variantTitle)] : []),
        ...(view.properties.length
          ? [m('dl', 'shop-cart__properties', view.properties.map(([name, value]) => m('div', '', [after(m('dt', '', `${name}:`), ' '), m('dd', '', value)])))]
          : []),
        ...this.#plan(item, view, busy, s, cart),
      ]),
      m('div', 'shop-cart__price', [
        ...(view.originalLinePrice > view.finalLinePrice
          ? [after(m('s', 'shop-cart__original-price', [after(m('span', 'visually-hidden', s.originalPrice), ` ${money(view.originalLinePrice)}`)]), ' ')]
          : []),
        m('span', 'shop-cart__final-price', money(view.finalLinePrice)),
      ]),
      m('div', 'shop-cart__quantity', [stepperMarkup({
        text: state.text ?? String(item.quantity),
        bounds: this.#bounds(item, cart),
        decrease: fill(s.decreaseOf, { title }),
        increase: fill(s.increaseOf, { title }),
        label: fill(s.quantityOf, { title }),
        describedBy: message,
        busy,
      })]),
      m('button', 'shop-cart__remove', s.remove, { type: 'button', 'aria-label': fill(s.removeLine, { title }), 'aria-disabled': String(busy), 'aria-describedby': message }),
      m('p', 'shop-cart__message', state.message ?? '', { id: message }),
    ], { 'aria-busy': String(busy) });
  }

  /**
   * The line's plan: a choice of the product's purchase options where it sells with plans (each group
   * named with what it saves, as the selector names it), else the plan's name; beside it what the
   * line's plan saves, as the cart gives it.
   */
  #plan(item: CartItem, view: LineView, busy: boolean, s: Strings, cart: Cart): Markup[] {
    const product = view.handle ? this.#products.get(view.handle) : null;
    const plans = product ? linePlans(product, item) : null;
    const badge = view.savings ? [m('span', 'shop-cart__badge', fill(s.save, { percent: view.savings.percent }))] : [];
    // A pre-order's deposit: what the line's quantity costs now and later (the allocation's amounts are per item).
    // Its code is a part, asked for by a line that owes a balance (the cart drawn again when it comes).
    void loadDeposit(owesLater(view.plan))?.then(() => this.requestUpdate());
    const paid = view.plan && depositPart?.depositOf(view.plan);
    const deposit = paid
      ? [m('div', 'shop-cart__deposit', depositPart!.depositText(this.#money(paid.now * item.quantity, cart), this.#money(paid.later * item.quantity, cart), s))]
      : [];
    // The plan's name, then its saving: the name is the text before the badge.
    if (!plans) return view.plan ? [{ ...m('div', 'shop-cart__plan', badge), text: `${view.plan.name} ` }, ...deposit] : [];
    // No text before the select: the plan's name, drawn until the product came, goes (patch leaves text it is not given).
    return [{ ...m('div', 'shop-cart__plan', [
      m('select', 'shop-cart__plan-select', [
        // No option is marked selected: the chosen one is selected after each draw (#draw).
        ...(plans.oneTime ? [m('option', '', s.oneTimePurchase, { value: '' })] : []),
        ...plans.groups.map((g) => m('optgroup', '', g.plans.map((p) => m('option', '', p.plan.name, { value: p.plan.id })), {
          label: g.bestSavings ? `${g.group.name} (${fill(g.savingsVary ? s.saveUpTo : s.save, { percent: g.bestSavings.percent })})` : g.group.name,
        })),
      ], { 'aria-label': `${s.purchaseOptions}: ${view.title}`, 'aria-disabled': String(busy) }),
      ...badge,
    ]), text: '' }, ...deposit];
  }
}
