import { stepQuantity, type QuantityBounds } from '../../core/quantity.js';
import { m, type Markup } from './markup.js';

/** What one quantity stepper shows: `<shop-quantity>`'s, and each line's in `<shop-cart>`. */
export interface StepperOptions {
  /** The input's text (the shopper may be typing something that is no number yet). */
  text: string;
  /** What may be chosen now (the rule, less what the cart holds elsewhere). */
  bounds: QuantityBounds;
  /** The accessible names of − and +. */
  decrease: string;
  increase: string;
  /** The input's id (a visible `<label for>` names it), else its accessible name as `label`. */
  id?: string;
  label?: string;
  /** The id of the text that describes the input (the rule). */
  describedBy?: string;
  /** The name the input submits under (`<shop-quantity>`'s input is the form's `quantity`), and the id of its form when it is not inside it. */
  name?: string;
  form?: string | null;
  /** The value the form's reset goes back to (the input's `value` attribute). */
  reset?: number;
  /** While a change is in flight: the controls keep focus but do nothing (`aria-disabled`). */
  busy?: boolean;
  /** Nothing can be chosen (the selection cannot be bought): the input is `disabled`, − and + do nothing (`aria-disabled`). */
  disabled?: boolean;
}

/** What a press of − or + needs: the value now (read at each press: presses come faster than renders), and what to do with the next one. */
export interface StepperStep {
  current: () => number;
  bounds: QuantityBounds;
  busy?: boolean;
  disabled?: boolean;
  /** − (-1) or + (1) was pressed, with the value one step away on the rule. */
  onStep: (value: number, direction: 1 | -1) => void;
}

/**
 * A − / input / + stepper moving by the quantity rule, as markup (markup.ts): each button has an
 * accessible name and is `aria-disabled` at the rule's bound (never `disabled`: a focused button keeps
 * its focus). The one markup of `<shop-quantity>` (the snippet's `.shop-stepper`) and of `<shop-cart>`'s
 * lines, both light DOM; `stepperStep` is what a press does.
 *
 * ```
 * <div class="shop-stepper">
 *   <button class="shop-stepper__button shop-stepper__button--decrease" type="button" aria-label="Decrease quantity" aria-disabled="true">−</button>
 *   <input class="shop-stepper__input" type="number" inputmode="numeric" min="1" step="1" value="1">
 *   <button class="shop-stepper__button shop-stepper__button--increase" type="button" aria-label="Increase quantity" aria-disabled="false">+</button>
 * </div>
 * ```
 */
export function stepperMarkup(o: StepperOptions): Markup {
  const value = o.text ? Number(o.text) : NaN;
  const { bounds } = o;
  const atMin = !(value > bounds.min);
  const atMax = bounds.max !== null && value >= bounds.max;
  const inert = !!(o.busy || o.disabled);
  const button = (direction: 'decrease' | 'increase', text: string, label: string, bound: boolean) =>
    m('button', `shop-stepper__button shop-stepper__button--${direction}`, text, { type: 'button', 'aria-label': label, 'aria-disabled': String(bound || inert) });
  return m('div', 'shop-stepper', [
    button('decrease', '−', o.decrease, atMin),
    m('input', 'shop-stepper__input', [], {
      id: o.id ?? null, 'aria-label': o.label ?? null, type: 'number', inputmode: 'numeric', name: o.name ?? null, form: o.form ?? null,
      value: o.reset === undefined ? null : String(o.reset), min: String(bounds.min), max: bounds.max === null ? null : String(bounds.max), step: String(bounds.step),
      'aria-describedby': o.describedBy ?? null, disabled: o.disabled ? '' : null,
    }),
    button('increase', '+', o.increase, atMax),
  ]);
}

/** A click in a stepper: on − or +, the value one step away on the rule, unless it is busy or disabled. At a bound the step snaps the value onto the rule (a typed 2 under a minimum of 3 becomes 3). */
export function stepperStep(event: Event, o: StepperStep): void {
  const button = (event.target as Element).closest?.('.shop-stepper__button');
  if (!button || o.busy || o.disabled) return;
  const direction = button.classList.contains('shop-stepper__button--increase') ? 1 : -1;
  o.onStep(stepQuantity(o.current(), o.bounds, direction), direction);
}

/** Writes the stepper's text into its input where it shows something else (Lit's `live`), leaving a number being typed that is none yet ("-", "1e": it reads as ""). */
export function writeStepper(input: HTMLInputElement | null | undefined, text: string): void {
  if (input && input.value !== text) input.value = text;
}
