import type { ProductState } from '../../context.js';
import { customStates, formEntries, pendingProblem, purchaseProblem, validityMessage } from '../../core/purchase.js';
import { setCustomStates } from '../shared/states.js';

/**
 * What `<shop-product>` tells the browser about the shopper's choice, through its ElementInternals:
 * the fields the form submits (`id`, `selling_plan`), whether the form may submit and where to say
 * why not, and the custom states for the theme's CSS (`:state(sold-out)`…). Each is written only
 * when it differs from what the browser holds: a click writes only what it changed.
 */
export class FormParticipation {
  #state: ProductState | null = null;
  /** The control of the option that makes the choice unbuyable (reported by the picker): focus and the browser's message go there. */
  #anchor: HTMLElement | null = null;
  /** Whether we made the element itself focusable, for a validity message with no control to show it at. */
  #ownTabindex = false;
  #written: { states?: ReturnType<typeof customStates>; fields?: string | null; problem?: string; anchor?: HTMLElement | null } = {};

  constructor(
    private readonly host: HTMLElement,
    readonly internals: ElementInternals,
  ) {}

  /** Writes what this state means for the form and for CSS. */
  write(state: ProductState): void {
    this.#state = state;
    const purchase = state.status === 'ready' ? state : null;
    const states = customStates(state.status, purchase, !!state.payable?.saved);
    const before = this.#written.states;
    if (!before || Object.entries(states).some(([name, on]) => before[name as keyof typeof states] !== on)) setCustomStates(this.internals, states);
    this.#written.states = states;
    // Submits `id` and `selling_plan`; nothing until the data is ready (never a previous product's variant).
    const entries = purchase ? formEntries(purchase) : null;
    const fieldsKey = entries && entries.join('&');
    if (fieldsKey !== this.#written.fields) {
      let data: FormData | null = null;
      if (entries) {
        data = new FormData();
        for (const [name, value] of entries) data.append(name, value);
      }
      // The same fields are the state the browser hands back on back/forward navigation (state defaults to value).
      this.internals.setFormValue(data);
    }
    this.#written.fields = fieldsKey;
    this.#applyValidity();
  }

  /** The picker reports the control of the option to show the validity message at. */
  anchorAt(control: HTMLElement | null): void {
    if (control === this.#anchor) return;
    this.#anchor = control;
    this.#applyValidity();
  }

  /**
   * Invalid (so the form does not submit) while sold out or unavailable, and while loading or failed
   * when the form has no other `id` control to submit. The validity is anchored at the offending
   * option's control, so the browser moves focus there and shows the message; with no control (a
   * product without options, or no data yet) at the element itself, made focusable for it.
   */
  #applyValidity(): void {
    const state = this.#state;
    if (!state) return;
    const purchase = state.status === 'ready' ? state : null;
    const everythingSoldOut = !!purchase && !purchase.product.available;
    const form = this.internals.form;
    // A form-less card blocks nothing; a fallback `id` control with a value (re-enabled while not ready) is what the form submits then.
    const otherId = !form || [...form.elements].some((e) => e !== this.host && (e as HTMLInputElement).name === 'id' && !(e as HTMLInputElement).disabled && !!(e as HTMLInputElement).value);
    const problem = validityMessage(purchase ? purchaseProblem(purchase) : pendingProblem(state.status, otherId), state.presentation.strings, everythingSoldOut);
    const anchor = problem && this.#anchor?.isConnected ? this.#anchor : null;
    const host = this.host;
    if (problem && !anchor && !host.hasAttribute('tabindex')) {
      host.tabIndex = -1;
      this.#ownTabindex = true;
    } else if ((!problem || anchor) && this.#ownTabindex) {
      host.removeAttribute('tabindex');
      this.#ownTabindex = false;
    }
    if (problem === this.#written.problem && anchor === this.#written.anchor) return;
    this.#written.problem = problem;
    this.#written.anchor = anchor;
    this.internals.setValidity({ customError: !!problem }, problem, anchor ?? undefined);
  }
}
