/** Scripts written right to left: a page in one of them is `<html dir="rtl">`. */
const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * How a language is written: `rtl` for Arabic or Hebrew (any region, any case: `ar`, `he-IL`), else `ltr`.
 * The one answer for the demo's pages and the fake shop's form-post page.
 */
export const directionOf = (locale: string): 'rtl' | 'ltr' => (RTL.has(locale.toLowerCase().split('-')[0]!) ? 'rtl' : 'ltr');
