/**
 * Turns an element's custom states (`:state(name)`, for the theme's CSS) on or off.
 *
 * Custom states are styling only, so where the browser cannot hold them this does nothing rather than
 * throw (a throw in the constructor would leave the element empty and the form without its `id`):
 * `internals.states` is missing before Safari 17.4 and Firefox 126 (a TypeError here), and Chrome 90–124
 * accept only the old `--name` form, throwing a SyntaxError on a plain name
 * (https://developer.mozilla.org/en-US/docs/Web/API/CustomStateSet#compatibility_with_dashed-ident_syntax).
 */
export function setCustomStates(internals: ElementInternals, states: Record<string, boolean>): void {
  try {
    for (const name in states) internals.states[states[name] ? 'add' : 'delete'](name);
  } catch {
    // No :state() styling in this browser (see above).
  }
}
