import { html, nothing } from 'lit';
import { inCart, quantityBounds, quantityProblem, quantityRule, ruleText, snapQuantity } from '../../core/quantity.js';
import { consumeCart } from '../shared/cart.js';
import { fill } from '../../core/fill.js';
import { ProductConsumer } from '../shared/consumer.js';
import { FormAssociated, internals } from '../shared/form-associated.js';
import { setCustomStates } from '../shared/states.js';
import { stepper, writeStepper } from '../shared/stepper.js';
import { stepperStyles } from '../shared/stepper.styles.js';
import { baseStyles } from '../shared/styles.js';
import { styles } from './shop-quantity.styles.js';

/**
 * @tagname shop-quantity
 * @summary How many to add: − / input / + stepping by the selected variant's quantity rule, shown as
 * text when it is not the default ("Minimum 3 · increments of 3 · maximum 12"), with what the cart
 * already holds ("2 in cart"). A form control like the platform's own: submits `quantity` (or its
 * `name`); `value`, `form`, `validity`, `validationMessage`, `checkValidity()`, `reportValidity()`;
 * a value off the rule makes it invalid with a message that names the rule, so the form does not
 * submit. Disabled while the selection cannot be bought.
 *
 * @event input - The value changed (±, typing, or a snap onto a new variant's rule); bubbles, composed.
 * @event change - The same, once the change is committed (±, a snap, or the typed value on blur or Enter); bubbles, composed.
 * @csspart label - The "Quantity" label.
 * @csspart controls - The box around −, the input and +.
 * @csspart button - The − and + buttons (also `decrease` / `increase`); `aria-disabled` at the rule's bounds.
 * @csspart decrease - The − button.
 * @csspart increase - The + button.
 * @csspart input - The number input.
 * @csspart rule - The rule and the cart count; one line is always reserved, so nothing moves when it appears.
 * @cssproperty --shop-radius - Corners of the box.
 * @cssproperty --shop-border-width - Border width of the box.
 * @cssproperty --shop-option-border-color - Border colour of the box.
 * @cssproperty --shop-focus-color - Focus ring colour.
 * @cssproperty --shop-muted-color - Colour of the rule line and of a button at its bound.
 * @cssstate rule - A quantity rule that is not the default applies (its text shows).
 * @cssstate in-cart - The cart already holds the selected variant ("2 in cart").
 * @cssstate disabled - Nothing is submitted: the selection cannot be bought, or the element or an ancestor `<fieldset>` is disabled.
 */
export class ShopQuantity extends FormAssociated(ProductConsumer) {
  static override styles = [baseStyles, stepperStyles, styles];
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

  /** `form.reset()`: the rule's minimum again. */
  formResetCallback(): void {
    this.#set(NaN, false);
  }

  /** The `disabled` attribute or an ancestor `<fieldset disabled>` changed. */
  formDisabledCallback(disabled: boolean): void {
    this.#formDisabled = disabled;
    this.requestUpdate();
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

  /** The shopper typed: the form value follows at once (the input's own `input` event, composed, is on its way out to the theme). */
  #typed = (text: string): void => {
    this.#text = text;
    this.#write();
    this.requestUpdate();
  };

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
    if (!this.state) return;
    const { variant, held, bounds } = this.#view();
    // A variant change (or a new cart count) puts the value onto the new rule; a change of the value
    // so made is a change the theme hears (not the first value).
    const key = `${variant?.id}|${held}`;
    if (key !== this.#snappedFor) {
      this.#snappedFor = key;
      const text = String(snapQuantity(this.value, bounds));
      this.#snapped ||= !!this.#text && text !== this.#text;
      this.#text = text;
    }
    this.#write();
  }

  /**
   * Tells the browser what the form submits and whether it may: the quantity under `name` (nothing
   * while disabled, as for a native control), invalid with a message naming the rule when the value
   * is off it, and the custom states.
   */
  #write(): void {
    const state = this.state;
    if (!state) return;
    const { rule, held, bounds } = this.#view();
    const disabled = this.disabled;
    const i = internals(this);
    const data = new FormData();
    data.append(this.name, this.#text);
    i.setFormValue(disabled ? null : data);
    const problem = disabled ? null : quantityProblem(this.value, bounds);
    const s = state.presentation.strings;
    i.setValidity(problem ? { [problem]: true } : {}, problem ? fill(s.quantityInvalid, { rule: ruleText(rule, s, held, true) }) : '', this.renderRoot.querySelector('input') ?? undefined);
    setCustomStates(i, { 'in-cart': held > 0, rule: !!ruleText(rule, s), disabled });
  }

  protected override updated(): void {
    // Written where the input shows something else (Lit's `live`): a number being typed that is not
    // one yet ("-", "1e") reads as "" and is left as it is.
    writeStepper(this.renderRoot.querySelector('input'), this.#text);
    if (this.#snapped) {
      this.#snapped = false;
      this.#notify('input', 'change');
    }
  }

  override render() {
    const state = this.state;
    if (!state) return nothing;
    const s = state.presentation.strings;
    const { rule, held, bounds } = this.#view();
    return html`<label part="label" for="q">${s.quantity}</label>
      ${stepper({
        text: this.#text, current: () => this.value, bounds, decrease: s.decrease, increase: s.increase, id: 'q', describedBy: 'r',
        disabled: this.disabled,
        onStep: (value) => this.#set(value, true),
        onInput: this.#typed,
        // The input's own `change` does not leave our shadow root (it is not composed): ours does.
        onChange: () => this.#notify('change'),
        onKeydown: this.submitOnEnter,
      })}
      <div part="rule" id="r">${ruleText(rule, s, held)}</div>`;
  }
}
