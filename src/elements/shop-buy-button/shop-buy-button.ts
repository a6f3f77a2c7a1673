import { forget, waits } from '../shared/held.js';
import { ContextEvent } from '@lit/context';
import { ReactiveElement, type PropertyValues } from '@lit/reactive-element';
import { productContext, type ProductState } from '../../context.js';
import { availabilityText, stringsFor } from '../../i18n/strings.js';
import { setCustomStates } from '../shared/states.js';
import { localeOf } from '../shop-product/presentation.js';
import { cartReady, consumeCart } from '../shared/cart.js';
import { onFirstMove, part } from '../shared/first-use.js';
import { afterMoveShown } from '../shared/in-view.js';

/** What an add says (cart-add.ts): a part loaded with the cart store's code, on the first move toward a button. */
const addCode = part(() => import('./cart-add.js'));
// The cart before any click, so that after an unclear outcome the store can tell whether the line arrived (one read, shared).
// Both once the move's frame has painted (in-view.ts afterMoveShown).
const aheadAdd = () => void addCode().catch(() => {});
const aheadCart = () => void cartReady().then((store) => store.ensure(), () => {});
onFirstMove('shop-buy-button', (button) => {
  afterMoveShown(aheadAdd);
  if ((button as ShopBuyButton).ajax) afterMoveShown(aheadCart);
});

/** The connected wrappers: a form submitted without a submitter (`requestSubmit()`) is taken by the first ajax one of that form. */
const wrappers = new Set<ShopBuyButton>();

/** The class of the message line: the snippet draws it (a card's quick add), the element writes it where no server did. */
const MESSAGE = 'shop-buy-button__message';

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
 * The product is the `<shop-product>` named by the `for` attribute, else the one of the button's
 * form (its first control that is in a product), else the enclosing one: in each case its state is
 * asked for through the product's context, the one way every element reaches a product.
 *
 * No shadow root: the button stays the theme's (style it directly, `shop-buy-button:state(sold-out)
 * button { … }`); the element binds to the first `<button>` or `<input type="submit">` in it and writes
 * its words, `aria-disabled` and `aria-busy`. With `ajax` it has a message line after the button,
 * drawn by the snippet (`theme/snippets/shop-product.liquid`, a card's quick add) or written once by
 * the element where no server drew it, styled by `shop-elements.css` (one line reserved):
 *
 * ```
 * <shop-buy-button ajax>
 *   <button type="submit" class="button" form="shop-product-form-7001">Add to cart</button>
 *   <span class="shop-buy-button__message" role="status"></span>
 * </shop-buy-button>
 * ```
 *
 * - `.shop-buy-button__message`: with `ajax`, what the add did ("Added to cart: …", the storefront's
 *   refusal, "try again"); a live region, so it is also spoken.
 *
 * Many forms on a page (the main product, a sticky bar, quick-add cards, a form in a shadow root):
 * each ajax wrapper takes only the submits its own button makes (or, for a `requestSubmit()`
 * without a submitter, those of its form when it is the form's first ajax wrapper), and shows what
 * happened in its own message line.
 *
 * @event shop-cart-add - CartAddEvent: with `ajax`, the add succeeded; `items`, `cart` (read after it), `sections`.
 * @event shop-cart-error - CartErrorEvent: with `ajax`, the add was refused or failed; `message` (shown), `error`, `cart`, `errors` (a refusal's per-field errors as the storefront sent them).
 * @cssstate sold-out - The selection is sold out: the button says so.
 * @cssstate unavailable - The selection matches no variant: the button says so.
 * @cssstate loading - The chosen combination waits for its part of the product (a large product being completed); the button is `aria-busy`.
 * @cssstate adding - With `ajax`, an add is in flight (the button is `aria-busy`).
 * @cssstate added - With `ajax`, the add went through: for two seconds.
 */
export class ShopBuyButton extends ReactiveElement {
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
  /** The button's own content, put back when the selection can be bought again; and the button it is of. */
  #content: Node[] | null = null;
  #contentOf: Element | null = null;
  /** What the last add did, shown and spoken in the message line. */
  #message = '';
  /** An add is in flight: further submits are ignored (one click is one add). */
  #adding = false;
  #addedTimer: ReturnType<typeof setTimeout> | undefined;
  /** Where we hear our form's submit and a product arriving: our root (the document, or the shadow root the form is in; `submit` does not leave it). */
  #root: Node | null = null;
  /** Our subscription to the product's state (its context): where it was asked, its end, and the state as last given. */
  #asked: Element | null = null;
  #unsubscribe: (() => void) | undefined;
  #state: ProductState | undefined;
  /** A theme re-rendering its button (or the markup around it changing): bound again. */
  #children = new MutationObserver(() => this.#bind());

  constructor() {
    super();
    this.for = this.sections = this.timeout = null;
    this.ajax = false;
  }

  /** No shadow root: the markup is the theme's button and the message line beside it. */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    // A card's button, beside its lazy product: connected when the product binds (held.ts), not at load.
    if (!waits(this, () => this.#connect(), this.querySelector<HTMLButtonElement>('button, input[type=submit]')?.form)) this.#connect();
  }

  #connect(): void {
    super.connectedCallback();
    // Our button's form is in our tree (a form owner always is), so its submit reaches our root; a
    // product that connects after us announces its context there (`context-provider`).
    this.#root = this.getRootNode();
    this.#root.addEventListener('submit', this.#submit);
    this.#root.addEventListener('context-provider', this.#provided);
    this.#children.observe(this, { childList: true });
    wrappers.add(this);
    this.#subscribe();
    this.#sync();
  }

  override disconnectedCallback(): void {
    if (forget(this)) return;
    super.disconnectedCallback();
    this.#end();
    this.#children.disconnect();
    this.#root?.removeEventListener('submit', this.#submit);
    this.#root?.removeEventListener('context-provider', this.#provided);
    wrappers.delete(this);
  }

  /** Writes the message line (with `ajax`) and the button's words; a product added after us in this task is found at this first update. */
  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (!this.#state || changed.has('for')) this.#subscribe();
    this.#draw();
    this.#sync();
  }

  /** A product connected (it may be ours, named by `for` or in our form, added after us): asked again while we have none. */
  #provided = (event: Event): void => {
    if ((event as Event & { context?: unknown }).context === productContext && !this.#state) this.#subscribe();
  };

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
    // The product's state (the product, its storefront root, the money unit, the words, where its events go), as its context last gave it.
    if (!this.#state) this.#subscribe();
    const state = this.#state;
    // The rest is the cart's write side (cart-add.ts), a part loaded on first use.
    const [message, added] = await addCode().then(
      ({ submitted }) => submitted(this, data, state, this.#cart.value),
      (error: unknown): [string, boolean] => {
        // The cart's code did not come (offline): nothing was posted; the shopper can try again.
        console.error('shop-elements: the cart\'s code did not load', error);
        return [(state?.presentation.strings ?? stringsFor(localeOf({ locale: null }))).cartError, false];
      },
    );
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
    this.#draw();
    button.setAttribute('aria-busy', String(this.#adding));
    clearTimeout(this.#addedTimer);
    setCustomStates(this.#internals, { adding: this.#adding, added });
    if (added) this.#addedTimer = setTimeout(() => setCustomStates(this.#internals, { added: false }), 2000);
  }

  /**
   * Subscribes to the state of the product we buy, through its context, asked where that product is:
   * at the element `for` names, else at the first control of our form that a product answers for (the
   * product itself, or one of its controls), else at us (a product around us). The request is first
   * asked once, not kept (an unanswered subscription would wait at the document's root), and subscribed
   * to where it was answered. Nothing is done when it is the same place as before.
   */
  #subscribe(): void {
    const root = this.getRootNode() as Document | ShadowRoot;
    const named = this.for ? root.getElementById?.(this.for) : null;
    const places = [named, ...(this.#button?.form?.elements ?? []), this];
    const at = places.find((el): el is Element => !!el && el !== this.#button && answers(el, this)) ?? null;
    if (at === this.#asked && this.#state) return;
    this.#end();
    if (!at) return;
    this.#asked = at;
    at.dispatchEvent(new ContextEvent(productContext, this, (state, unsubscribe) => {
      // As Lit's ContextConsumer: a provider that takes the subscription over ends the old one.
      if (unsubscribe !== this.#unsubscribe) this.#unsubscribe?.();
      this.#unsubscribe = unsubscribe;
      this.#state = state;
      this.#sync();
    }, true));
  }

  /** Ends our subscription (gone from the page, or another product). */
  #end(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#asked = null;
    this.#state = undefined;
  }

  get #button(): HTMLButtonElement | HTMLInputElement | null {
    return this.querySelector('button, input[type="submit"]');
  }

  /** New children (a theme re-rendering its button): the product may be another. */
  #bind(): void {
    this.#subscribe();
    this.#draw();
    this.#sync();
  }

  #sync = (): void => {
    const state = this.#state;
    const button = this.#button;
    const availability = state?.availability ?? 'available';
    const waiting = availability === 'unknown';
    setCustomStates(this.#internals, { 'sold-out': availability === 'sold-out', unavailable: availability === 'unavailable', loading: waiting });
    if (!button) return;
    // A new button (a theme re-rendered it): its content is its own.
    if (this.#contentOf !== button) {
      this.#content = null;
      this.#contentOf = button;
    }
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
    if (button.getAttribute('aria-disabled') !== 'true') button.setAttribute('aria-disabled', 'true');
    if (button instanceof HTMLInputElement) button.value = text;
    else if (button.textContent !== text) button.textContent = text;
  };

  /**
   * The message line with `ajax` (the snippet's, else written once after the button), its text what
   * the last add did; none without `ajax`. Written in place: a live region is not made anew to speak.
   */
  #draw(): void {
    let line = this.querySelector(`:scope > .${MESSAGE}`);
    if (!this.ajax) {
      line?.remove();
      return;
    }
    if (!line) {
      line = Object.assign(document.createElement('span'), { className: MESSAGE });
      line.setAttribute('role', 'status');
      this.append(line);
    }
    if (line.textContent !== this.#message) line.textContent = this.#message;
  }
}

/** Whether a product answers a request for its context asked at `el` (once, not kept; `from` is the asker). */
function answers(el: Element, from: Element): boolean {
  let answered = false;
  el.dispatchEvent(new ContextEvent(productContext, from, () => (answered = true)));
  return answered;
}
