/**
 * Turns an element's custom states (`:state(name)`, for the theme's CSS) on or off.
 *
 * Custom states are styling only, so where the browser cannot hold them this does nothing rather than
 * throw (a throw in the constructor would leave the element empty and the form without its `id`):
 * `internals.states` is missing before Safari 17.4 and Firefox 126, and Chrome 90–124 accept only the
 * old `--name` form, throwing on a plain name
 * (https://developer.mozilla.org/en-US/docs/Web/API/CustomStateSet#compatibility_with_dashed-ident_syntax).
 */
export function setCustomStates(internals: ElementInternals, states: Record<string, boolean>): void {
  const set = internals.states as CustomStateSet | undefined;
  if (!set) return;
  try {
    for (const name in states) {
      if (states[name]) set.add(name);
      else set.delete(name);
    }
  } catch {
    // Chrome 90–124 (see above): no :state() styling there.
  }
}
