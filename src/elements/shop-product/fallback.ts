import type { ReactiveElement } from '@lit/reactive-element';
import type { ProductState } from '../../context.js';
import { ProductConsumer } from '../shared/consumer.js';
import { submitAgain } from '../shared/define.js';

/** The fallback's own choice controls; a hidden input is the theme's field, which follows the choice (form-participation.ts). */
const SUBMITTING = ':is(input:not([type=hidden]), select):is([name="id"], [name="selling_plan"])';

/** The fallback of each product, for the page's one submit listener. */
const fallbacks = new WeakMap<Element, Fallback>();

/**
 * A submit of a form with a product not ready yet in which the shopper chose in the server's radios
 * (they post nothing: the form's `id` is still the served variant) waits for that product: stopped
 * here, before the theme's and the elements' own listeners, and submitted again once the product is
 * ready and its elements took the choice over, so the form posts the variant the page shows as chosen.
 * One listener for the page, on window in the capture phase.
 */
function holdSubmit(event: Event): void {
  const form = event.target as HTMLFormElement;
  for (const element of form.elements ?? []) {
    const fallback = fallbacks.get(element);
    if (fallback?.hold(form, (event as SubmitEvent).submitter)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
  }
}

/**
 * The server-rendered fallback inside `<shop-product>` and the elements that replace it (the theme's,
 * or the default layout). Once ready, its `id` / `selling_plan` controls (a select, radios) stop
 * submitting (no `id` twice; a hidden input follows the choice instead), and focus inside it moves to the control that replaces it. When not ready (loading again,
 * or an error) the fallback is what the shopper uses, so it submits again. A choice made in its radios
 * before the elements are ready is theirs to take over (ProductConsumer.takeOver); a submit in between
 * waits for it (`hold`).
 */
export class Fallback {
  /** Fallback controls we disabled once ready. */
  #disabled: (HTMLInputElement | HTMLSelectElement)[] = [];
  #status: ProductState['status'] | undefined;
  /** A submit that waits for the product to be ready: its form and the button that made it. */
  #held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

  // Assigned in the constructor, not declared as a field (the theme file is smaller so).
  declare private readonly host: ReactiveElement;

  constructor(host: ReactiveElement) {
    this.host = host;
    fallbacks.set(host, this);
    // Once per page (the same function is added once).
    addEventListener('submit', holdSubmit, true);
  }

  /**
   * A submit of `form` before the product is ready: held (true) when the shopper checked a server's radio
   * where the page served another (a choice the form does not post yet), and made again once the elements
   * have taken the choice over.
   */
  hold(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
    if (this.#status === 'ready' || ![...this.host.querySelectorAll<HTMLInputElement>('input[type=radio]')].some((r) => r.checked && !r.defaultChecked)) return false;
    this.#held = { form, submitter };
    return true;
  }

  /** The product is ready: the held submit goes once the elements inside have rendered it (and taken the radios' choice over). */
  async #release(): Promise<void> {
    const held = this.#held;
    await this.host.updateComplete;
    await Promise.all([...this.host.querySelectorAll('*')].map((e) => (e as Partial<ReactiveElement>).updateComplete));
    if (!held || this.#held !== held || this.#status !== 'ready') return;
    this.#held = null;
    submitAgain(held.form, held.submitter);
  }

  /** The product's status now: ready, the fallback's controls are replaced; not (loading again, an error), they are the shopper's again. */
  status(status: ProductState['status']): void {
    if (status === this.#status) return;
    this.#status = status;
    if (status !== 'ready') {
      // After an error the held submit is not made: the form would post the served variant, not the one shown.
      if (status === 'error') this.#held = null;
      for (const control of this.#disabled) control.disabled = false;
      this.#disabled = [];
      return;
    }
    if (this.#held) void this.#release();
    const host = this.host;
    const focused = document.activeElement;
    const hadFocus = focused !== host && !!focused && host.contains(focused);
    this.#disabled = [...host.querySelectorAll<HTMLInputElement | HTMLSelectElement>(SUBMITTING)].filter((control) => !control.disabled);
    for (const control of this.#disabled) control.disabled = true;
    if (hadFocus) {
      void host.updateComplete.then(() => {
        // A control the elements bound (light DOM: the server's radios are theirs now) keeps focus where the shopper is.
        if (document.activeElement === focused && focused.getClientRects().length) return;
        // The element that now shows a control in place of the fallback: the one around it, else the first in the layout.
        const consumers = [...host.querySelectorAll('*')].filter((e): e is ProductConsumer => e instanceof ProductConsumer);
        // A fallback plan control is replaced by the plan selector, anything else by the picker.
        const wanted = (focused as HTMLInputElement).name === 'selling_plan' ? 'selling-plan-selector' : 'variant-picker';
        const target = consumers.find((c) => c.contains(focused)) ?? consumers.find((c) => c.localName === wanted) ?? consumers[0];
        void target?.updateComplete.then(() => target.focus());
      });
    }
  }
}
