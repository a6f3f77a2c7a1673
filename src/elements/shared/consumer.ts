import { ContextConsumer } from '@lit/context';
import { ReactiveElement, type PropertyValues } from '@lit/reactive-element';
import { productContext, type ProductState, type ReadyState } from '../../context.js';
import { forget, waits } from './held.js';
import { patch, type Markup } from './markup.js';

/**
 * Base of the elements that show <shop-product>'s state: subscribes to the context and re-renders
 * on every new state. No shadow root: each draws into its own light DOM (LightConsumer).
 */
export class ProductConsumer extends ReactiveElement {
  #consumer = new ContextConsumer(this, { context: productContext, subscribe: true });

  // Inside a lazy <shop-product> not near the viewport yet: connected when it is (held.ts).
  override connectedCallback(): void {
    if (!waits(this, () => super.connectedCallback())) super.connectedCallback();
  }

  override disconnectedCallback(): void {
    if (!forget(this)) super.disconnectedCallback();
  }

  /** The nearest <shop-product>'s state, once it has provided one. */
  protected get state(): ProductState | undefined {
    return this.#consumer.value;
  }

  /** The ready state, or undefined while loading, on error or outside a <shop-product>. */
  protected get ready(): ReadyState | undefined {
    const state = this.#consumer.value;
    return state?.status === 'ready' ? state : undefined;
  }

  /**
   * The radios of the server-rendered fallback inside this element that the shopper checked before
   * the element took over (checked, where the page served another): once, at the first ready render,
   * for the element to choose what they say. A fallback as served is left to <shop-product>'s choice.
   */
  protected takeOver(): HTMLInputElement[] {
    if (this.#tookOver || !this.ready) return [];
    this.#tookOver = true;
    // Taken in a click (`window.event`, the event being dispatched: the click on one of the radios that
    // bound a lazy card, first-use.ts), a radio is checked only for the click's dispatch: a theme's
    // listener that cancels the click has the browser put the radios back after it, with no change. Then
    // what they show is taken over again, in the next task (a card never shows one variant and posts
    // another); nothing is taken where nothing was put back.
    const click = window.event;
    if (click?.type == 'click') {
      setTimeout(() => {
        if (!click.defaultPrevented) return;
        this.#tookOver = false;
        this.requestUpdate();
      });
    }
    return [...this.querySelectorAll<HTMLInputElement>('input[type=radio]')].filter((r) => r.checked && !r.defaultChecked);
  }

  #tookOver = false;

  /** Focuses the chosen control (the checked radio, else the first select or radio); the element itself while it shows its fallback. */
  override focus(options?: FocusOptions): void {
    const control = this.querySelector<HTMLElement>('input:checked') ?? this.querySelector<HTMLElement>('select, input');
    if (control) control.focus(options);
    else super.focus(options);
  }

  /**
   * Enter on one of our radios does what it does on a native radio in a form: implicit submission.
   * The plans' radios belong to no form (`form="shop-none"`: the plan is posted by <shop-product>), so
   * the browser does not submit; the form is the one of the nearest form-associated ancestor
   * (<shop-product>), found across a theme's shadow roots.
   */
  protected submitOnEnter = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing) return;
    const form = formOf(this);
    if (!form) return;
    event.preventDefault();
    const button = [...form.elements].find(
      (e): e is HTMLButtonElement | HTMLInputElement => (e instanceof HTMLButtonElement || e instanceof HTMLInputElement) && e.type === 'submit',
    );
    // As the browser does: click the default button (the theme's handlers run), or submit without one.
    if (button) {
      if (!button.disabled) button.click();
    } else form.requestSubmit();
  };
}

/** The form of the nearest ancestor that has one (a form-associated element), crossing shadow roots. */
function formOf(start: Element): HTMLFormElement | null {
  for (let node: Element | null = start; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null)) {
    if (node instanceof HTMLFormElement) return node;
    const form = (node as { form?: unknown }).form;
    if (form instanceof HTMLFormElement) return form;
  }
  return null;
}

/**
 * Base of the elements whose markup is the view (STYLE.md): no shadow root and no Lit template (nothing
 * of Lit's in the markup for a theme's script to break); on each update `draw` writes what changed
 * into the markup the server drew, or that the element wrote once where it did not (markup.ts).
 */
export abstract class LightConsumer extends ProductConsumer {
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    this.draw();
  }

  protected abstract draw(): void;

  /** The fallback's nodes while the markup is the element's own (none drawn by the server), put back when not ready. */
  #fallback: ChildNode[] | null = null;

  /**
   * Writes `markup` into the element: into the server's, bound where it drew it (a child of class
   * `key`), else written once over the fallback (the element's other content). Absent (not ready): the
   * fallback is shown again where the markup was the element's own; the server's stays as it is.
   */
  protected write(key: string, markup: readonly Markup[] | null | undefined): void {
    if (markup) {
      if (!this.#fallback && !this.querySelector(`:scope > .${key}`)) {
        this.#fallback = [...this.childNodes];
        this.replaceChildren();
      }
      patch(this, markup);
    } else if (this.#fallback) {
      for (const el of [...this.children]) el.remove();
      this.append(...this.#fallback);
      this.#fallback = null;
    }
  }
}
