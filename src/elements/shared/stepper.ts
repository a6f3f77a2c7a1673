import { html, nothing } from 'lit';
import { stepQuantity, type QuantityBounds } from '../../core/quantity.js';

/** What one quantity stepper shows and does: `<shop-quantity>`'s, and each line's in `<shop-cart>`. */
export interface StepperOptions {
  /** The input's text (the shopper may be typing something that is no number yet). */
  text: string;
  /** The value now, read at each press (presses come faster than renders). */
  current: () => number;
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
  /** While a change is in flight: the controls keep focus but do nothing (`aria-disabled`). */
  busy?: boolean;
  /** Nothing can be chosen (the selection cannot be bought): the input is `disabled`, − and + do nothing (`aria-disabled`). */
  disabled?: boolean;
  /** − (-1) or + (1) was pressed, with the value one step away on the rule. */
  onStep: (value: number, direction: 1 | -1) => void;
  /** The shopper typed: the input's text now. */
  onInput: (text: string) => void;
  /** The shopper committed a typed value (the input's `change`). */
  onChange?: (text: string) => void;
  onKeydown?: (event: KeyboardEvent) => void;
}

/**
 * A − / input / + stepper moving by the quantity rule: each button has an accessible name and is
 * `aria-disabled` at the rule's bound (never `disabled`: a focused button keeps its focus). The one
 * template of `<shop-quantity>` and `<shop-cart>`'s lines; style it with `stepperStyles` (stepper.styles.ts).
 */
export function stepper(o: StepperOptions) {
  const value = o.text ? Number(o.text) : NaN;
  const { bounds } = o;
  const atMin = !(value > bounds.min);
  const atMax = bounds.max !== null && value >= bounds.max;
  // At a bound the step snaps the value onto the rule (a typed 2 under a minimum of 3 becomes 3).
  const inert = !!(o.busy || o.disabled);
  const step = (direction: 1 | -1) => () => {
    if (!inert) o.onStep(stepQuantity(o.current(), bounds, direction), direction);
  };
  return html`<div part="controls">
    <button part="button decrease" type="button" aria-label=${o.decrease} aria-disabled=${atMin || inert} @click=${step(-1)}>−</button>
    <input part="input" ?disabled=${!!o.disabled} id=${o.id ?? nothing} aria-label=${o.label ?? nothing} type="number" inputmode="numeric" min=${bounds.min} max=${bounds.max ?? nothing} step=${bounds.step}
      aria-describedby=${o.describedBy ?? nothing} @input=${(e: Event) => o.onInput((e.target as HTMLInputElement).value)}
      @change=${(e: Event) => o.onChange?.((e.target as HTMLInputElement).value)} @keydown=${o.onKeydown}>
    <button part="button increase" type="button" aria-label=${o.increase} aria-disabled=${atMax || inert} @click=${step(1)}>+</button>
  </div>`;
}

/** Writes the stepper's text into its input where it shows something else (Lit's `live`), leaving a number being typed that is none yet ("-", "1e": it reads as ""). */
export function writeStepper(input: HTMLInputElement | null | undefined, text: string): void {
  if (input && input.value !== text) input.value = text;
}
