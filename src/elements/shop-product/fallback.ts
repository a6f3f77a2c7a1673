import type { ReactiveElement } from 'lit';
import { ProductConsumer } from '../shared/consumer.js';

const SUBMITTING = 'input[name="id"], select[name="id"], input[name="selling_plan"], select[name="selling_plan"]';

/**
 * The server-rendered fallback inside `<shop-product>` and the elements that replace it. Once ready,
 * its `id` / `selling_plan` controls stop submitting (no `id` twice), and focus inside it moves to
 * the control that replaces it. When not ready (loading again, or an error) the fallback is what the
 * shopper uses, so it submits again.
 */
export class Fallback {
  /** Fallback controls we disabled once ready. */
  #disabled: (HTMLInputElement | HTMLSelectElement)[] = [];

  constructor(private readonly host: ReactiveElement) {}

  /** Whether the theme put shop elements inside (provider mode); other content is fallback and keeps the default layout. */
  hasElements(): boolean {
    return [...this.host.querySelectorAll('*')].some((e) => e instanceof ProductConsumer);
  }

  replaced(ready: boolean): void {
    if (!ready) {
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
