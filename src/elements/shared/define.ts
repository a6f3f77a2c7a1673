import { ContextRoot } from '@lit/context';

let rootAttached = false;

/**
 * Registers an element unless a tag of that name exists: loading the bundle twice (theme + app block)
 * throws nothing. Also attaches Lit's ContextRoot to the document, once: a <shop-price> defined before
 * <shop-product> asks for the product context when no provider exists yet; the root keeps that request
 * and replays it when a provider connects, whatever order the define files were imported in. (A second
 * copy of the bundle attaches a second root; a request answered twice is answered with the same value.)
 *
 * Registers nothing where form-associated custom elements are missing (Safari before 16.4, Firefox
 * before 98): <shop-product> could not put the shopper's choice into the form there, so the page keeps
 * what the server rendered (the fallback and the theme's own `<input name="id">`) instead.
 */
export function define(tag: string, element: CustomElementConstructor): void {
  if (typeof ElementInternals !== 'function' || !('setFormValue' in ElementInternals.prototype)) return;
  if (!rootAttached) {
    rootAttached = true;
    new ContextRoot().attach(document.documentElement);
  }
  if (!customElements.get(tag)) customElements.define(tag, element);
}
