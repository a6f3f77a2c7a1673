import { languageOf, stringsFor, type UiStrings } from './strings.js';

/** A part's words: those of the locale's language now, and their load. */
export interface PartWords<T> {
  /**
   * The part's strings in a locale: its English, under the language's own words for the part (once
   * `load` brought them), under the language's strings (its module, the page's, `setStrings`'). The
   * same object while they stay the same.
   */
  of(locale: string | undefined): UiStrings & T;
  /**
   * Loads the language's own words for the part, once; null when they are here (English, a part
   * without modules of its own, a language loaded before). A module that fails to load leaves
   * English (with a warning) and is asked for again next time.
   */
  load(locale: string | undefined): Promise<void> | null;
}

/**
 * The one way a part's words are merged with the product's (the cart's, the stock line's, the pickup's,
 * a gift card form's, the volume table's). `en` is the part's English, a module of the part's own code;
 * `load` gives a language's words of the part (src/i18n/locales/<part>-loaders.ts, a module per
 * language), so a page pays for them only where the part is. This module is imported by the parts
 * only (beside `stringsFor`, not in the theme file).
 */
export function partWords<T extends object>(en: T, load?: (lang: string) => Promise<Partial<T>>): PartWords<T> {
  const own = new Map<string, Partial<T>>();
  const loads = new Map<string, Promise<void>>();
  const merged = new WeakMap<object, { own: Partial<T> | undefined; strings: UiStrings & T }>();
  return {
    of(locale) {
      const base = stringsFor(locale);
      const words = own.get(languageOf(locale));
      let entry = merged.get(base);
      if (!entry || entry.own !== words) merged.set(base, (entry = { own: words, strings: { ...en, ...words, ...base } as UiStrings & T }));
      return entry!.strings;
    },
    load(locale) {
      const lang = languageOf(locale);
      if (!load || lang === 'en' || own.has(lang)) return null;
      let loading = loads.get(lang);
      if (!loading) {
        loads.set(lang, (loading = load(lang).then(
          (words) => void own.set(lang, words),
          (error: unknown) => {
            loads.delete(lang);
            console.warn(`shop-elements: the "${lang}" strings of a part did not load; showing English`, error);
          },
        )));
      }
      return loading;
    },
  };
}
