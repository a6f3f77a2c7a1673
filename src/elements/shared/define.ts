import { ContextRoot } from '@lit/context';

/** Set on the document once a ContextRoot listens there, so a second copy of the bundle adds none. */
const ROOT_ATTACHED = Symbol.for('shop-elements/context-root');

/**
 * Registers an element unless a tag of that name exists: loading the bundle twice (theme + app block)
 * throws nothing. Also attaches, once per document, Lit's ContextRoot: a <shop-price> defined before
 * <shop-product> asks for the product context when no provider exists yet; the root keeps that request
 * and replays it when a provider connects, whatever order the define files were imported in.
 */
export function define(tag: string, element: CustomElementConstructor): void {
  const doc = document as Document & { [ROOT_ATTACHED]?: true };
  if (!doc[ROOT_ATTACHED]) {
    doc[ROOT_ATTACHED] = true;
    new ContextRoot().attach(document.documentElement);
  }
  if (!customElements.get(tag)) customElements.define(tag, element);
}
