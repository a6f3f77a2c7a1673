/**
 * Filling a UI string's `{name}` slots. In core, not beside the strings: core's sentences (the quantity
 * rule, the change notes) are made with it, and the strings (src/i18n) depend on core, never the
 * other way.
 */

/** Fills `{name}` slots of a UI string with text values; a slot with no value stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
