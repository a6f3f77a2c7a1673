import { ContextEvent } from '@lit/context';
import { css, html, LitElement, nothing } from 'lit';
import { productContext, type ProductState } from '../../context.js';
import type { ShopProduct } from '../shop-product/shop-product.js';
import { availabilityText, loadStrings, stringsFor } from '../../i18n/strings.js';
import { setCustomStates } from '../shared/states.js';
import { cartReady, consumeCart } from '../shared/cart.js';
import { onFirstMove, part } from '../shared/first-use.js';

/** What an add says (cart-add.ts): a part loaded with the cart store's code, on the first move toward a button. */
const addCode = part(() => import('./cart-add.js'));
// The cart before any click, so that after an unclear outcome the store can tell whether the line arrived (one read, shared).
onFirstMove('shop-buy-button', (button) => {
  void addCode().catch(() => {});
  if ((button as ShopBuyButton).ajax) void cartReady().then((store) => store.ensure(), () => {});
});

/** The connected wrappers: a form submitted without a submitter (`requestSubmit()`) is taken by the first ajax one of that form. */
const wrappers = new Set<ShopBuyButton>();

/**
 * @tagname shop-buy-button
 * @summary Wraps the theme's own add-to-cart button: while the selection cannot be bought it reads
 * "Sold out" or "Unavailable" and is `aria-disabled` — still focusable and clickable, so a click
 * submits, the form refuses, and the browser shows why at the shopper's choice. No theme JavaScript.
 * While the choice waits for its data (a combination of a big product whose page has not come,
 * another product of a combined listing loading) it keeps its text, is `aria-busy` and
 * `aria-disabled`, and has `:state(loading)`.
 * With `ajax`, the form's submit adds to the cart without leaving the page.
 *
 * The product is the `<shop-product>` named by the `for` attribute, else the one in the button's
 * form, else the enclosing one. The button stays the theme's: style it directly
 * (`shop-buy-button:state(sold-out) button { … }`).
 *
 * Many forms on a page (the main product, a sticky bar, quick-add cards, a form in a shadow root):
 * each ajax wrapper takes only the submits its own button makes (or, for a `requestSubmit()`
 * without a submitter, those of its form when it is the form's first ajax wrapper), and shows what
 * happened in its own `message` part.
 *
 * @slot - The theme's submit button (`<button type="submit">` or `<input type="submit">`).
 * @csspart message - With `ajax`: what the add did ("Added to cart: …", the storefront's refusal, "try again"), also spoken; one line is reserved for it.
 * @event shop-cart-add - CartAddEvent: with `ajax`, the add succeeded; `items`, `cart` (read after it), `sections`.
 * @event shop-cart-error - CartErrorEvent: with `ajax`, the add was refused or failed; `message` (shown), `error`, `cart`, `errors` (a refusal's per-field errors as the storefront sent them).
 * @cssstate sold-out - The selection is sold out: the button says so.
 * @cssstate unavailable - The selection matches no variant: the button says so.
 * @cssstate loading - The chosen combination waits for its part of the product (a large product being completed); the button is `aria-busy`.
 * @cssstate adding - With `ajax`, an add is in flight (the button is `aria-busy`).
 * @cssstate added - With `ajax`, the add went through: for two seconds.
 */
export class ShopBuyButton extends LitElement {
  static override styles = css`:host{display:contents}[part=message]{display:block;min-block-size:1lh}`;

  static override properties = { for: {}, ajax: { type: Boolean }, sections: {}, timeout: { type: Number } };

  /** The id of the `<shop-product>` whose selection this button buys; optional. */
  declare for: string | null;
  /** Add to the cart without leaving the page (the form's submit is taken over). */
  declare ajax: boolean;
  /** Section ids to render with the add (`sections`, and `sections_url` the page's path), for the theme's drawer. */
  declare sections: string | null;
  /** Seconds to wait for the add's answer before it is aborted and the cart is read to find out what happened; default 10. */
  declare timeout: number | null;

  #internals = this.attachInternals();
  /** The page's cart store. */
  #cart = consumeCart(this);
  /** The button's own content, put back when the selection can be bought again. */
  #content: Node[] | null = null;
  /** What the last add did, shown and spoken in the `message` part. */
  #message = '';
  /** An add is in flight: further submits are ignored (one click is one add). */
  #adding = false;
  #addedTimer: ReturnType<typeof setTimeout> | undefined;
  /** Where we hear our form's submit: our root (the document, or the shadow root the form is in; `submit` does not leave it). */
  #root: Node | null = null;
  /** Ends our subscription to the product's state (its context), the product it is to, and its state as last given. */
  #unsubscribe: (() => void) | undefined;
  #subscribedTo: ShopProduct | null = null;
  #state: ProductState | undefined;

  constructor() {
    super();
    this.for = this.sections = this.timeout = null;
    this.ajax = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The product's state through its context, subscribed to: every change of selection or status
    // reaches us. A product added after us is found at our first render (the slot's slotchange).
    this.#subscribe();
    // Our button's form is in our tree (a form owner always is), so its submit reaches our root.
    this.#root = this.getRootNode();
    this.#root.addEventListener('submit', this.#submit);
    wrappers.add(this);
    this.#sync();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#subscribedTo = null;
    this.#state = undefined;
    this.#root?.removeEventListener('submit', this.#submit);
    wrappers.delete(this);
  }

  /**
   * With `ajax`, the form's submit (the browser's validation has passed) becomes an add: the fields
   * are taken at the click, and a form without an `id` posts nothing. A submit that comes before the
   * cart's code (a part loaded on first use) is kept: the add waits for it and posts once.
   */
  #submit = async (event: Event): Promise<void> => {
    const { submitter } = event as SubmitEvent;
    const button = this.#button!;
    const form = button?.form;
    if (!this.ajax || !form || event.defaultPrevented || event.target !== form || !this.#takes(form, submitter)) return;
    event.preventDefault();
    const data = new FormData(form, submitter);
    if (this.#adding || !data.get('id')) return;
    this.#adding = true;
    this.#show('', false, button);
    // The product element (its root, and where the events go) and its state (the product, the money unit, the words).
    const product = this.#product;
    const state = this.#shared(product);
    const at = { product: state?.product ?? null, root: product?.root ?? null, amountUnit: state?.presentation.money.unit, target: product ?? this, sections: this.sections, timeout: this.timeout ?? undefined };
    let said: [string, boolean];
    try {
      const [{ addLine }, store, strings] = await Promise.all([addCode(), this.#cart.value ?? cartReady(), this.#strings(state)]);
      said = await addLine(this, store, data, at, strings);
    } catch (error) {
      // The cart's code did not come (offline): nothing was posted; the shopper can try again.
      console.error('shop-elements: the cart\'s code did not load', error);
      said = [(await this.#strings(state)).cartError, false];
    }
    const [message, added] = said;
    this.#adding = false;
    this.#show(message, added, button);
  };

  /**
   * Whether a submit of our form is ours: made by our own button, or made without a submitter
   * (`form.requestSubmit()`) while we are the form's first ajax wrapper. Another ajax button of the
   * same form (a sticky bar's `<button form="…">`) takes its own; a plain submit button navigates.
   */
  #takes(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
    if (submitter) return this.contains(submitter);
    const ours = [...wrappers].filter((w) => w.ajax).map((w) => w.#button);
    return [...form.elements].find((e) => ours.includes(e as HTMLButtonElement)) === this.#button;
  }

  /** Shows (and speaks) what the add did; `:state(adding)` and `aria-busy` while it runs, `:state(added)` for two seconds after. */
  #show(message: string, added: boolean, button: Element): void {
    this.#message = message;
    this.requestUpdate();
    button.setAttribute('aria-busy', String(this.#adding));
    clearTimeout(this.#addedTimer);
    setCustomStates(this.#internals, { adding: this.#adding, added });
    if (added) this.#addedTimer = setTimeout(() => setCustomStates(this.#internals, { added: false }), 2000);
  }

  /** The product's UI strings (its locale), or the page's while there is no product (a language module loaded first). */
  async #strings(state: ProductState | undefined) {
    if (state) return state.presentation.strings;
    const locale = document.documentElement.lang || navigator.language;
    await loadStrings(locale);
    return stringsFor(locale);
  }

  /** Subscribes to the state of the product we buy (the context it provides; it need not be an ancestor), once per product. */
  #subscribe(): void {
    const product = this.#product;
    if (product && product === this.#subscribedTo) return;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#subscribedTo = product;
    this.#state = undefined;
    product?.dispatchEvent(new ContextEvent(productContext, this, (state, unsubscribe) => {
      this.#unsubscribe = unsubscribe;
      this.#state = state;
      this.#sync();
    }, true));
  }

  /** The product's shared state (the context it provides), asked for once: the product need not be an ancestor. */
  #shared(product: ShopProduct | null): ProductState | undefined {
    let state: ProductState | undefined;
    product?.dispatchEvent(new ContextEvent(productContext, this, (value) => (state = value)));
    return state;
  }

  get #button(): HTMLButtonElement | HTMLInputElement | null {
    return this.querySelector('button, input[type="submit"]');
  }

  get #product(): ShopProduct | null {
    const isProduct = (e: Element | null | undefined): e is ShopProduct => !!e && 'selectVariant' in e && 'status' in e;
    // Found by what it is, not by its tag name (a theme may register the class under another name).
    const named = this.for ? (this.getRootNode() as Document | ShadowRoot).getElementById(this.for) : null;
    if (isProduct(named)) return named;
    const inForm = [...(this.#button?.form?.elements ?? [])].find(isProduct);
    if (inForm) return inForm;
    for (let e = this.parentElement; e; e = e.parentElement) if (isProduct(e)) return e;
    return null;
  }

  /** New content (a theme re-rendering its button, or a form around it changed): the product may be another. */
  #slotchange = (): void => {
    this.#subscribe();
    this.#sync();
  };

  #sync = (): void => {
    const state = this.#state;
    const button = this.#button;
    const availability = state?.availability ?? 'available';
    const waiting = availability === 'unknown';
    setCustomStates(this.#internals, { 'sold-out': availability === 'sold-out', unavailable: availability === 'unavailable', loading: waiting });
    if (!button) return;
    // A choice that waits for its data (a big product's page, another product): busy, its text kept; the form does not submit.
    if (waiting || button.getAttribute('aria-busy') === 'true') button.setAttribute('aria-busy', String(waiting || this.#adding));
    if (availability === 'available' || waiting) {
      if (waiting) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
      if (!this.#content) return;
      if (button instanceof HTMLInputElement) button.value = (this.#content[0] as Text).data;
      else button.replaceChildren(...this.#content);
      this.#content = null;
      return;
    }
    const text = availabilityText(availability, state!.presentation.strings);
    this.#content ??= button instanceof HTMLInputElement ? [new Text(button.value)] : [...button.childNodes];
    button.setAttribute('aria-disabled', 'true');
    if (button instanceof HTMLInputElement) button.value = text;
    else button.textContent = text;
  };

  override render() {
    return html`<slot @slotchange=${this.#slotchange}></slot>${this.ajax ? html`<span part="message" role="status">${this.#message}</span>` : nothing}`;
  }
}
