/**
 * The validation kit of both parsers, the storefront's (`core/parse.ts`) and the admin client's
 * (`admin/wire.ts`): where a field stands, "expected X, got Y", and exact ids. Each parser throws
 * its own error class with these.
 */

/** The path of `key` under `path`: `variants[3]`, `variants[3].price`, `[0].product`. */
export const at = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

export const isHtml = (text: string): boolean => /^\s*</.test(text);

/**
 * `expected X, got Y`, Y as a message shows a value: `"12.00"` (long strings cut), `12.5`, `null`,
 * `an array`, `an object`, `an HTML page`, `nothing`. `typed` names a number's or boolean's type
 * (`number 12.5`), for callers who pass JS values rather than JSON.
 */
export function expected(what: string, v: unknown, typed?: boolean): string {
  return `expected ${what}, got ${v === undefined ? 'nothing' : v === null ? 'null' : Array.isArray(v) ? 'an array'
    : typeof v === 'string' ? (isHtml(v) ? 'an HTML page' : JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v))
    : typeof v === 'object' ? 'an object' : typed ? `${typeof v} ${v}` : String(v)}`;
}

/** An id: a non-negative integer (a number within 2^53, or digits) as exact decimal digits; null for anything else. */
export const idDigits = (v: unknown): string | null =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? String(v)
    : typeof v === 'string' && /^\d{1,30}$/.test(v) ? v.replace(/^0+(?=\d)/, '') : null;
