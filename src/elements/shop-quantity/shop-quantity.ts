import { inCart, quantityBounds, quantityProblem, quantityRule, ruleText, snapQuantity } from '../../core/quantity.js';
import { consumeCart } from '../shared/cart.js';
import { fill } from '../../core/fill.js';
import { LightConsumer } from '../shared/consumer.js';
import { FormAssociated, internals } from '../shared/form-associated.js';
import { m, patch, type Markup } from '../shared/markup.js';
import { setCustomStates } from '../shared/states.js';
import { stepperMarkup, stepperStep, writeStepper } from '../shared/stepper.js';
import type { ReadyState } from '../../context.js';

/**
 * @tagname shop-quantity
 * @summary How many to add: − / input / + stepping by the selected variant's quantity rule, shown as
 * text when it is not the default ("Minimum 3 · increments of 3 · maximum 12"), with what the cart
 * already holds ("2 in cart"). Its input is the form's `quantity` (or its `name`), posted once, by the
 * input itself, with or without JavaScript; the element is a form control like the platform's own:
 * `value`, `form`, `validity`, `validationMessage`, `checkValidity()`, `reportValidity()`; a value off
 * the rule makes it invalid with a message that names the rule, so the form does not submit.
 * Disabled while the selection cannot be bought. Its code loads on the shopper's first move toward it
 * or its product (the theme file registers it): until then the server's stepper is a number input on
 * the served variant's bounds, and what the shopper does in it is taken over.
 *
 * No shadow root: its markup is the snippet's (`theme/snippets/shop-product.liquid`), bound where the
 * server drew it (a `.shop-stepper` child) and written once where it did not. Styled by `shop-elements.css`:
 *
 * ```
 * <label class="shop-quantity__label" for="shop-quantity-{product id}">Quantity</label>
 * <div class="shop-stepper">
 *   <button class="shop-stepper__button shop-stepper__button--decrease" type="button" aria-label="Decrease quantity" aria-disabled="true">−</button>
 *   <input class="shop-stepper__input" id="shop-quantity-{product id}" name="quantity" type="number" inputmode="numeric" value="3" min="3" max="12" step="3" aria-describedby="shop-quantity-{product id}-rule">
 *   <button class="shop-stepper__button shop-stepper__button--increase" type="button" aria-label="Increase quantity" aria-disabled="false">+</button>
 * </div>
 * <p class="shop-quantity__rule" id="shop-quantity-{product id}-rule">Minimum 3 · increments of 3 · maximum 12</p>
 * ```
 *
 * - `.shop-quantity__label`: the "Quantity" label.
 * - `.shop-stepper`: the box around −, the input and + (`__button`, `--decrease`, `--increase`, `__input`);
 *   a button at the rule's bound is `aria-disabled="true"`.
 * - `.shop-quantity__rule`: the rule and the cart count; one line is always reserved, so nothing moves when it appears.
 *
 * @event input - The value changed by − or +, or a snap onto a new variant's rule (typing: the input's own); bubbles, composed.
 * @event change - The same, committed (typing: the input's own `change`, on blur or Enter); bubbles, composed.
 * @cssproperty --shop-radius - Corners of the box.
 * @cssproperty --shop-border-width - Border width of the box.
 * @cssproperty --shop-option-border-color - Border colour of the box.
 * @cssproperty --shop-focus-color - Focus ring colour.
 * @cssproperty --shop-muted-color - Colour of the rule line and of a button at its bound.
 * @cssstate rule - A quantity rule that is not the default applies (its text shows).
 * @cssstate in-cart - The cart already holds the selected variant ("2 in cart").
 * @cssstate disabled - Nothing is submitted: the selection cannot be bought, or the element or an ancestor `<fieldset>` is disabled.
 */
export class ShopQuantity extends FormAssociated(LightConsumer) {
  static override properties = { name: {} };

  /** The name the quantity is submitted under; default `quantity`, as the platform's cart expects. */
  declare name: string;

  /** What the input holds (the shopper may be typing); written onto the rule on a variant or cart change. */
  #text = '';
  /** The variant and cart count the value was last put onto the rule for. */
  #snappedFor: string | undefined;
  /** The page's cart store: "2 in cart" while the cart is known. */
  #cart = consumeCart(this);
  /** A snap onto a new rule changed the value: `input` and `change` go out once the update is written. */
  #snapped = false;
  /** The `disabled` attribute, or an ancestor `<fieldset disabled>`. */
  #formDisabled = false;

  constructor() {
    super();
    this.name = 'quantity';
    // One listener of each kind, for the markup whoever drew it: − and +, and the shopper typing (the form value is the input's own).
    this.addEventListener('click', (event) => {
      if (this.ready) stepperStep(event, { current: () => this.value, bounds: this.#view().bounds, disabled: this.disabled, onStep: (value) => this.#set(value, true) });
    });
    this.addEventListener('input', (event) => {
      if (event.target !== this.#input() || !this.ready) return;
      this.#text = this.#input()!.value;
      this.#write();
      this.requestUpdate();
    });
  }

  /** The quantity the form submits; NaN while the input holds no number. Set as it is, like a native input's (a value off the rule is invalid). */
  get value(): number {
    return this.#text ? Number(this.#text) : NaN;
  }
  set value(value: number) {
    this.#text = value >= 0 ? String(value) : '';
    this.#write();
    this.requestUpdate();
  }

  /** Whether the quantity is disabled: the selection cannot be bought (sold out, unavailable), or it has the `disabled` attribute or an ancestor `<fieldset>` is disabled. */
  get disabled(): boolean {
    return this.#formDisabled || (!!this.ready && this.ready.availability !== 'available');
  }

  /** `form.reset()`: the rule's minimum again (the input, reset after us, goes to its `value` attribute, the same minimum). */
  formResetCallback(): void {
    this.#set(NaN, false);
  }

  /** The `disabled` attribute or an ancestor `<fieldset disabled>` changed. */
  formDisabledCallback(disabled: boolean): void {
    this.#formDisabled = disabled;
    this.requestUpdate();
  }

  /** The input of the markup: the server's, or ours. */
  #input(): HTMLInputElement | null {
    return this.querySelector(':scope > .shop-stepper > input');
  }

  /** Puts `value` onto the rule; a press of − or + (`notify`) sends `input` and `change` when it changed the value, as a native control's own change does. */
  #set(value: number, notify: boolean): void {
    const text = String(snapQuantity(value, this.#view().bounds));
    if (text === this.#text) return;
    this.#text = text;
    this.#write();
    this.requestUpdate();
    if (notify) this.#notify('input', 'change');
  }

  #notify(...types: ('input' | 'change')[]): void {
    for (const type of types) this.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
  }

  /** The selected variant's rule, what the cart holds of it, and what may be typed now. */
  #view() {
    const variant = this.ready?.variant ?? null;
    const rule = quantityRule(variant);
    // While the cart is unknown (a read failed), nothing is claimed to be in it.
    const store = this.#cart.value;
    const held = store?.state === 'unknown' ? 0 : inCart(store?.cart, variant?.id);
    return { variant, rule, held, bounds: quantityBounds(rule, held) };
  }

  protected override willUpdate(): void {
    if (!this.ready) return;
    // The first value is the server's input's (the browser may have restored the shopper's), else none yet.
    if (this.#snappedFor === undefined) this.#text = this.#input()?.value ?? '';
    const { variant, held, bounds } = this.#view();
    // A variant change (or a new cart count) puts the value onto the new rule; a change of the value
    // so made is a change the theme hears (not the first value).
    const key = `${variant?.id}|${held}`;
    if (key !== this.#snappedFor) {
      const first = this.#snappedFor === undefined;
      this.#snappedFor = key;
      const text = String(snapQuantity(this.value, bounds));
      this.#snapped ||= !first && !!this.#text && text !== this.#text;
      this.#text = text;
    }
  }

  /** Writes the markup (what changed), the input's value, and the form's view of it. */
  protected draw(): void {
    const state = this.ready;
    if (!state) return;
    patch(this, quantityMarkup(state, { text: this.#text, held: this.#view().held, name: this.name, form: this.getAttribute('form'), disabled: this.disabled }));
    this.#write();
    if (this.#snapped) {
      this.#snapped = false;
      this.#notify('input', 'change');
    }
  }

  /**
   * The input's value, and what the browser knows of the element: invalid with a message naming the
   * rule when the value is off it (so the form does not submit), and the custom states. The input
   * posts the value (nothing while disabled, as any native control); the element posts nothing.
   */
  #write(): void {
    const state = this.ready;
    const input = this.#input();
    if (!state || !input) return;
    // Written where the input shows something else (Lit's `live`): a number being typed that is not
    // one yet ("-", "1e") reads as "" and is left as it is.
    writeStepper(input, this.#text);
    const { rule, held, bounds } = this.#view();
    const disabled = this.disabled;
    const i = internals(this);
    const problem = disabled ? null : quantityProblem(this.value, bounds);
    const s = state.presentation.strings;
    i.setValidity(problem ? { [problem]: true } : {}, problem ? fill(s.quantityInvalid, { rule: ruleText(rule, s, held, true) }) : '', input);
    setCustomStates(i, { 'in-cart': held > 0, rule: !!ruleText(rule, s), disabled });
  }
}

/** What the quantity's markup shows besides the state: the input's text, what the cart holds, the input's name and form, and whether it is disabled. */
export interface QuantityView {
  text: string;
  held: number;
  name: string;
  form: string | null;
  disabled: boolean;
}

/** The quantity's markup (the snippet's): the label, the stepper with the form's input, the rule's line. */
export function quantityMarkup(state: ReadyState, v: QuantityView): Markup[] {
  const s = state.presentation.strings;
  const rule = quantityRule(state.variant ?? null);
  const bounds = quantityBounds(rule, v.held);
  const id = `shop-quantity-${state.product.id}`;
  return [
    m('label', 'shop-quantity__label', s.quantity, { for: id }),
    stepperMarkup({ text: v.text, bounds, decrease: s.decrease, increase: s.increase, id, describedBy: `${id}-rule`, name: v.name, form: v.form, reset: bounds.min, disabled: v.disabled }),
    m('p', 'shop-quantity__rule', ruleText(rule, s, v.held), { id: `${id}-rule` }),
  ];
}
