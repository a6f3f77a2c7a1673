import type { ReactiveElement } from 'lit';
import type { ProductState } from '../../context.js';
import { ProductConsumer } from '../shared/consumer.js';

/** The fallback's own choice controls; a hidden input is the theme's field, which follows the choice (form-participation.ts). */
const SUBMITTING = ':is(input:not([type=hidden]), select):is([name="id"], [name="selling_plan"])';

/**
 * The server-rendered fallback inside `<shop-product>` and the elements that replace it (the theme's,
 * or the default layout). Once ready, its `id` / `selling_plan` controls (a select, radios) stop
 * submitting (no `id` twice; a hidden input follows the choice instead), and focus inside it moves to the control that replaces it. When not ready (loading again,
 * or an error) the fallback is what the shopper uses, so it submits again.
 */
export class Fallback {
  /** Fallback controls we disabled once ready. */
  #disabled: (HTMLInputElement | HTMLSelectElement)[] = [];
  #status: ProductState['status'] | undefined;

  // Assigned in the constructor, not declared as a field (the theme file is smaller so).
  declare private readonly host: ReactiveElement;

  constructor(host: ReactiveElement) {
    this.host = host;
  }

  /** The product's status now: ready, the fallback's controls are replaced; not (loading again, an error), they are the shopper's again. */
  status(status: ProductState['status']): void {
    if (status === this.#status) return;
    this.#status = status;
    if (status !== 'ready') {
      for (const control of this.#disabled) control.disabled = false;
      this.#disabled = [];
      return;
    }
    const host = this.host;
    const focused = document.activeElement;
    const hadFocus = focused !== host && !!focused && host.contains(focused);
    this.#disabled = [...host.querySelectorAll<HTMLInputElement | HTMLSelectElement>(SUBMITTING)].filter((control) => !control.disabled);
    for (const control of this.#disabled) control.disabled = true;
    if (hadFocus) {
      void host.updateComplete.then(() => {
        // The element that now shows a control in place of the fallback: the one around it, else the first in the layout.
        const consumers = [...host.querySelectorAll('*'), ...(host.shadowRoot?.querySelectorAll('*') ?? [])].filter((e): e is ProductConsumer => e instanceof ProductConsumer);
        // A fallback plan control is replaced by the plan selector, anything else by the picker.
        const wanted = (focused as HTMLInputElement).name === 'selling_plan' ? 'selling-plan-selector' : 'variant-picker';
        const target = consumers.find((c) => c.contains(focused)) ?? consumers.find((c) => c.localName === wanted) ?? consumers[0];
        void target?.updateComplete.then(() => target.focus());
      });
    }
  }
}
