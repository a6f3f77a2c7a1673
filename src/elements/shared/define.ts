/**
 * Registers an element unless a tag of that name exists: loading the bundle twice (theme + app block)
 * throws nothing.
 *
 * Registers nothing where form-associated custom elements are missing (Safari before 16.4, Firefox
 * before 98): <shop-product> could not put the shopper's choice into the form there, so the page keeps
 * what the server rendered (the fallback and the theme's own `<input name="id">`) instead.
 */
export function define(tag: string, element: CustomElementConstructor): void {
  const formAssociated = typeof ElementInternals === 'function' && 'setFormValue' in ElementInternals.prototype;
  if (formAssociated && !customElements.get(tag)) customElements.define(tag, element);
}
