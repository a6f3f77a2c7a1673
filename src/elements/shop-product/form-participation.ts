import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { ProductState } from '../../context.js';
import type { Id } from '../../core/types.js';
import { customStates, formEntries, submitBlocker, validityMessage } from '../../core/purchase.js';
import { setCustomStates } from '../shared/states.js';
import { availabilityText } from '../../i18n/strings.js';

/** The theme's own fields that follow the choice: hidden inputs named `id` or `selling_plan`. */
const FOLLOWING = new Set(['id', 'selling_plan']);

/**
 * What `<shop-product>` tells the browser about the shopper's choice, through its ElementInternals:
 * the fields the form submits (`id`, `selling_plan`), whether the form may submit and where to say
 * why not, and the custom states for the theme's CSS (`:state(sold-out)`…). Each is written only
 * when it differs from what the browser holds: a click writes only what it changed.
 *
 * The theme's own form keeps working: its hidden `<input name="id">` (and `name="selling_plan"`) in
 * the form, outside any other product, follows the choice (its value, and a bubbling `change`, which
 * the theme's blocks and apps listen for), and is then what the form submits: the element submits
 * no second `id`. A `novalidate` form (Dawn's product form is one) skips the browser's validation:
 * its submit of an unbuyable choice is stopped here, before any listener of the theme's hears it
 * (Dawn's posts with fetch whether or not the event was prevented), and the reason shown, as a
 * validating form would (which fires no submit at all).
 *
 * A control the server drew `disabled` because its choice could not be bought (Dawn's add button and
 * hidden id, landing on a sold-out `?variant=`) follows the choice: enabled while it can be bought,
 * disabled again while it cannot. The add button's label in Dawn's shape (`<button><span>Sold
 * out</span>…`) says so too: the shopper's "Sold out" / "Unavailable", and the `data-add-to-cart`
 * words of `<shop-product>` (the snippet writes the theme's "Add to cart" with `form_id`).
 */
export class FormParticipation implements ReactiveController {
  /** The control of the option that makes the choice unbuyable (reported by the picker): focus and the browser's message go there. */
  #anchor: HTMLElement | null = null;
  /** Whether we made the element itself focusable, for a validity message with no control to show it at. */
  #ownTabindex = false;
  #written: { states?: string; fields?: string; message?: string; anchor?: HTMLElement | null; availability?: string } = {};
  /** A form state the browser restored before the data arrived. */
  #restored: FormData | null = null;
  /** The theme's controls as the server drew them: whether each was `disabled` (then it follows the choice). */
  #drawnDisabled = new WeakMap<Element, boolean>();

  // Assigned in the constructor, not declared as fields (the theme file is smaller so).
  declare private readonly host: HTMLElement & ReactiveControllerHost;
  declare private readonly internals: ElementInternals;
  /** The product's state now (its one copy, the product's). */
  declare private readonly state: () => ProductState;
  /** Selects a variant and a plan, as the form state names them. */
  declare private readonly select: (variantId: Id | null, planId: Id | null) => void;

  constructor(host: HTMLElement & ReactiveControllerHost, internals: ElementInternals, state: () => ProductState, select: (variantId: Id | null, planId: Id | null) => void) {
    this.host = host;
    this.internals = internals;
    this.state = state;
    this.select = select;
    host.addController(this);
  }

  hostConnected(): void {
    // Capture: before the form's own listeners and `<shop-buy-button ajax>` (which leaves a prevented submit alone).
    addEventListener('submit', this.#submit, true);
  }

  hostDisconnected(): void {
    removeEventListener('submit', this.#submit, true);
  }

  /** A submit the browser did not validate (`novalidate`, a `formnovalidate` button): stopped while the choice cannot be bought. */
  #submit = (event: Event): void => {
    if (event.target !== this.internals.form || !this.#written.message) return;
    // Window, capture: we are first, whatever order the theme's listeners (on the form, the document) were added in.
    event.stopImmediatePropagation();
    event.preventDefault();
    this.internals.reportValidity();
  };

  /** The theme's hidden `id` / `selling_plan` inputs of this product: in its form (or in it, without a form), not in another product. */
  #followers(): HTMLInputElement[] {
    const form = this.internals.form;
    const tag = this.host.localName;
    return [...(form?.elements ?? this.host.querySelectorAll('input'))].filter((e): e is HTMLInputElement =>
      e instanceof HTMLInputElement && e.type === 'hidden' && FOLLOWING.has(e.name) && (e.closest(tag) ?? this.host) === this.host);
  }

  /** Back/forward navigation restored the form (the fields it submits): the choice is selected too, once the data is here. */
  restore(state: unknown): void {
    if (!(state instanceof FormData)) return;
    this.#restored = this.state().status === 'ready' ? null : state;
    // The fields are the ones we set (strings): the browser keeps the form value as the state.
    this.select(state.get('id') as string | null, state.get('selling_plan') as string | null);
  }

  /** Writes what the product's state now means for the form and for CSS. */
  write(): void {
    const state = this.state();
    const states = customStates(state, !!state.payable?.savings);
    const key = JSON.stringify(states);
    if (key !== this.#written.states) setCustomStates(this.internals, states);
    this.#written.states = key;
    // Submits `id` and `selling_plan`; nothing until the data is ready (never a previous product's variant).
    // A field the theme's own hidden input holds is written there instead, once ready (before, it holds the server's choice).
    const followers = this.#followers();
    const entries = formEntries(state).filter(([name]) => !followers.some((f) => f.name === name));
    if (state.status === 'ready') {
      const values = new Map(formEntries(state));
      for (const input of followers) {
        const value = values.get(input.name) ?? '';
        if (input.value === value) continue;
        input.value = value;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
      this.#followDisabled(state, followers);
    }
    const fields = entries.join('&');
    if (fields !== this.#written.fields) {
      const data = new FormData();
      for (const [name, value] of entries) data.append(name, value);
      // The same fields are the state the browser hands back on back/forward navigation (state defaults to value).
      this.internals.setFormValue(entries.length ? data : null);
    }
    this.#written.fields = fields;
    this.#applyValidity();
    // Last: the restored choice is a state of its own, written after this one.
    if (this.#restored && state.status === 'ready') this.restore(this.#restored);
  }

  /**
   * The theme's submit buttons and hidden fields the server drew `disabled` (its choice could not be
   * bought): enabled while the choice can be, disabled while not; the button's label (Dawn's `span`) with them.
   */
  #followDisabled({ availability, presentation }: ProductState, followers: Element[]): void {
    const previous = this.#written.availability;
    if (availability === previous || availability === 'unknown') return;
    this.#written.availability = availability!;
    const buyable = availability === 'available';
    const words = buyable ? this.host.dataset.addToCart : availabilityText(availability!, presentation.strings);
    const drawn = this.#drawnDisabled;
    for (const element of this.internals.form?.elements ?? []) {
      const control = element as HTMLButtonElement;
      if (control.type !== 'submit' && !followers.includes(control)) continue;
      if (!drawn.has(control)) drawn.set(control, control.disabled);
      if (!drawn.get(control)) continue;
      const flips = control.disabled === buyable;
      control.disabled = !buyable;
      // Dawn's label: a span of text only (not Horizon's icon spans beside its bare text). The server's
      // words stay until the choice changes what they say.
      const label = control.querySelector(':scope > span:not(:has(*))');
      if (label && words && (flips || previous)) label.textContent = words;
    }
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
    const state = this.state();
    const form = this.internals.form;
    // A form-less card blocks nothing; a fallback `id` control with a value (re-enabled while not ready) is what the form submits then.
    const otherId = !form || [...form.elements].some((e) => e !== this.host && (e as HTMLInputElement).name === 'id' && !(e as HTMLInputElement).disabled && !!(e as HTMLInputElement).value);
    const message = validityMessage(submitBlocker(state, otherId), state.presentation.strings, !!state.product && !state.product.available);
    const anchor = message && this.#anchor?.isConnected ? this.#anchor : null;
    const host = this.host;
    if (message && !anchor && !host.hasAttribute('tabindex')) {
      host.tabIndex = -1;
      this.#ownTabindex = true;
    } else if ((!message || anchor) && this.#ownTabindex) {
      host.removeAttribute('tabindex');
      this.#ownTabindex = false;
    }
    if (message === this.#written.message && anchor === this.#written.anchor) return;
    this.#written.message = message;
    this.#written.anchor = anchor;
    this.internals.setValidity({ customError: !!message }, message, anchor ?? undefined);
  }
}
