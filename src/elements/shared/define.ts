import { ContextRoot } from '@lit/context';

/** Set on the document once a ContextRoot listens there, so a second copy of the bundle adds none. */
const ROOT_ATTACHED = Symbol.for('shop-elements/context-root');

/**
 * Registers an element unless a tag of that name exists: loading the bundle twice (theme + app block)
 * throws nothing. Also attaches, once per document, Lit's ContextRoot: a <shop-price> defined before
 * <shop-product> asks for the product context when no provider exists yet; the root keeps that request
 * and replays it when a provider connects, whatever order the define files were imported in.
 *
 * Registers nothing where form-associated custom elements are missing (Safari before 16.4, Firefox
 * before 98): <shop-product> could not put the shopper's choice into the form there, so the page keeps
 * what the server rendered (the fallback and the theme's own `<input name="id">`) instead.
 */
export function define(tag: string, element: CustomElementConstructor): void {
  if (typeof ElementInternals !== 'function' || !('setFormValue' in ElementInternals.prototype)) return;
  const doc = document as Document & { [ROOT_ATTACHED]?: true };
  if (!doc[ROOT_ATTACHED]) {
    doc[ROOT_ATTACHED] = true;
    new ContextRoot().attach(document.documentElement);
  }
  if (!customElements.get(tag)) customElements.define(tag, element);
}
