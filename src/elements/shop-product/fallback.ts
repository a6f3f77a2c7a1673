import { html, type ReactiveElement, type TemplateResult } from 'lit';
import type { ProductState } from '../../context.js';
import { ProductConsumer } from '../shared/consumer.js';
import { isLazy, loadElement } from '../shared/define.js';

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

  /** Whether the theme put shop elements inside (provider mode); other content is fallback and keeps the default layout. */
  hasElements(): boolean {
    // An element whose code loads on first use counts before it is upgraded.
    return [...this.host.querySelectorAll('*')].some((e) => e instanceof ProductConsumer || isLazy(e.localName));
  }

  /** The element's own render depends on the status alone: a new choice re-renders only the consumers. */
  status(status: ProductState['status']): void {
    if (status === this.#status) return;
    this.#status = status;
    this.host.requestUpdate();
    this.#replaced(status === 'ready');
  }

  #replaced(ready: boolean): void {
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

  /**
   * The fallback (a slot), or once ready and with no shop elements inside, the default layout. Until
   * ready the default layout keeps its room (--shop-reserve) around any fallback: nothing below moves.
   */
  render(live: TemplateResult, plans: boolean): TemplateResult {
    // Provider only when shop elements are inside; other content (a server-rendered price, a
    // `<select name="id">`) is fallback and does not switch the default layout off.
    const layout = !this.hasElements();
    if (this.#status !== 'ready' || !layout) return html`<slot class=${layout ? 'wait' : ''}></slot>${live}`;
    // The plan selector's code loads only for a product with plans (a shadow root's elements are not
    // seen by the document's watch for elements that load on first use).
    if (plans && isLazy('selling-plan-selector')) void loadElement('selling-plan-selector');
    // The parts of the inner elements are forwarded, so `shop-product::part(option)` styles them too.
    return html`<div class="layout" part="layout">
      <shop-price exportparts="price,compare-at,badge,sale-badge,sold-out-badge,unavailable-badge,per-delivery"></shop-price>
      <variant-picker exportparts="option-group,legend,option,select,note"></variant-picker>
      <selling-plan-selector exportparts="group,legend,option,option-price,badge,plans,plan-description,select"></selling-plan-selector>
    </div>${live}`;
  }
}
