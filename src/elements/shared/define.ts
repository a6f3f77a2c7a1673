/** Registers an element unless a tag of that name exists: loading the bundle twice (theme + app block) throws nothing. */
export function define(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
