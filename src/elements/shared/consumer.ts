import { ContextConsumer } from '@lit/context';
import { LitElement } from 'lit';
import { productContext, type ProductState, type ReadyState } from '../../context.js';

/**
 * Base of the elements that show <shop-product>'s state: subscribes to the context and re-renders
 * on every new state. Shows its own light-DOM fallback (a slot) until the state is ready.
 */
export class ProductConsumer extends LitElement {
  #consumer = new ContextConsumer(this, { context: productContext, subscribe: true });

  /** The nearest <shop-product>'s state, once it has provided one. */
  protected get state(): ProductState | undefined {
    return this.#consumer.value;
  }

  /** The ready state, or undefined while loading, on error or outside a <shop-product>. */
  protected get ready(): ReadyState | undefined {
    const state = this.#consumer.value;
    return state?.status === 'ready' ? state : undefined;
  }
}
