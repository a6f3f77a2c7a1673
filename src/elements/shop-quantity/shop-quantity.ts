import { html, nothing } from 'lit';
import { inCart, quantityBounds, quantityProblem, quantityRule, ruleText, snapQuantity } from '../../core/quantity.js';
import { consumeCart } from '../shared/cart.js';
import { fill } from '../../core/fill.js';
import { ProductConsumer } from '../shared/consumer.js';
import { setCustomStates } from '../shared/states.js';
import { stepper, writeStepper } from '../shared/stepper.js';
import { stepperStyles } from '../shared/stepper.styles.js';
import { baseStyles } from '../shared/styles.js';
import { styles } from './shop-quantity.styles.js';

/**
 * @tagname shop-quantity
 * @summary How many to add: − / input / + stepping by the selected variant's quantity rule, shown as
 * text when it is not the default ("Minimum 3 · increments of 3 · maximum 12"), with what the cart
 * already holds ("2 in cart"). Form-associated: submits `quantity`; a value off the rule makes it
 * invalid with a message that names the rule, so the form does not submit.
 *
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
 */
export class ShopQuantity extends ProductConsumer {
  static override styles = [baseStyles, stepperStyles, styles];
  static formAssociated = true;

  #internals = this.attachInternals();
  /** What the input holds (the shopper may be typing); written onto the rule on a variant or cart change. */
  #text = '';
  /** The variant and cart count the value was last put onto the rule for. */
  #snappedFor: string | undefined;
  /** The page's cart store: "2 in cart" while the cart is known. */
  #cart = consumeCart(this);

  /** The quantity the form submits; NaN while the input holds no number. Set as it is, like a native input's (a value off the rule is invalid). */
  get value(): number {
    return this.#text ? Number(this.#text) : NaN;
  }
  set value(value: number) {
    this.#text = value >= 0 ? String(value) : '';
    this.requestUpdate();
  }

  /** Why the form would not submit this quantity (it names the rule), as for native controls. */
  get validationMessage(): string {
    return this.#internals.validationMessage;
  }

  /** The quantity's validity (`stepMismatch`, `rangeUnderflow`, `rangeOverflow`, `badInput`), as for native controls. */
  get validity(): ValidityState {
    return this.#internals.validity;
  }

  /** `form.reset()`: the rule's minimum again. */
  formResetCallback(): void {
    this.#set(NaN);
  }

  #set(value: number): void {
    this.#text = String(snapQuantity(value, this.#view().bounds));
    this.requestUpdate();
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
    const state = this.state;
    if (!state) return;
    const { variant, rule, held, bounds } = this.#view();
    // A variant change (or a new cart count) puts the value onto the new rule.
    const key = `${variant?.id}|${held}`;
    if (key !== this.#snappedFor) {
      this.#snappedFor = key;
      this.#text = String(snapQuantity(this.value, bounds));
    }
    const data = new FormData();
    data.append('quantity', this.#text);
    this.#internals.setFormValue(data);
    const problem = quantityProblem(this.value, bounds);
    const s = state.presentation.strings;
    this.#internals.setValidity(problem ? { [problem]: true } : {}, problem ? fill(s.quantityInvalid, { rule: ruleText(rule, s, held, true) }) : '', this.renderRoot.querySelector('input') ?? undefined);
    setCustomStates(this.#internals, { 'in-cart': held > 0, rule: !!ruleText(rule, s) });
  }

  protected override updated(): void {
    // Written where the input shows something else (Lit's `live`): a number being typed that is not
    // one yet ("-", "1e") reads as "" and is left as it is.
    writeStepper(this.renderRoot.querySelector('input'), this.#text);
  }

  override render() {
    const state = this.state;
    if (!state) return nothing;
    const s = state.presentation.strings;
    const { rule, held, bounds } = this.#view();
    return html`<label part="label" for="q">${s.quantity}</label>
      ${stepper({
        text: this.#text, current: () => this.value, bounds, decrease: s.decrease, increase: s.increase, id: 'q', describedBy: 'r',
        onStep: (value) => this.#set(value),
        onInput: (text) => { this.#text = text; this.requestUpdate(); },
        onKeydown: this.submitOnEnter,
      })}
      <div part="rule" id="r">${ruleText(rule, s, held)}</div>`;
  }
}
