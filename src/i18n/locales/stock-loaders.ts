// Written by scripts/locales.mjs from the list of theme/locales/*.json: edit that, then `npm run locales`.
import type { StockStrings } from '../strings.js';

/**
 * Each language's words of the stock line, a part of its own: imported by that part's code (itself loaded
 * only where the page has it: src/i18n/parts.ts), so no other page holds these names.
 */
const LOADERS: Record<string, () => Promise<{ strings: StockStrings }>> = {
  "ar": () => import('./stock-ar.js'),
  "bg": () => import('./stock-bg.js'),
  "cs": () => import('./stock-cs.js'),
  "da": () => import('./stock-da.js'),
  "de": () => import('./stock-de.js'),
  "el": () => import('./stock-el.js'),
  "es": () => import('./stock-es.js'),
  "fi": () => import('./stock-fi.js'),
  "fr": () => import('./stock-fr.js'),
  "he": () => import('./stock-he.js'),
  "hr": () => import('./stock-hr.js'),
  "hu": () => import('./stock-hu.js'),
  "id": () => import('./stock-id.js'),
  "it": () => import('./stock-it.js'),
  "ja": () => import('./stock-ja.js'),
  "ko": () => import('./stock-ko.js'),
  "lt": () => import('./stock-lt.js'),
  "nb": () => import('./stock-nb.js'),
  "nl": () => import('./stock-nl.js'),
  "pl": () => import('./stock-pl.js'),
  "pt-br": () => import('./stock-pt-BR.js'),
  "pt-pt": () => import('./stock-pt-PT.js'),
  "ro": () => import('./stock-ro.js'),
  "ru": () => import('./stock-ru.js'),
  "sk": () => import('./stock-sk.js'),
  "sl": () => import('./stock-sl.js'),
  "sv": () => import('./stock-sv.js'),
  "th": () => import('./stock-th.js'),
  "tr": () => import('./stock-tr.js'),
  "vi": () => import('./stock-vi.js'),
  "zh-cn": () => import('./stock-zh-CN.js'),
  "zh-tw": () => import('./stock-zh-TW.js'),
};

/** The words of a language of `LANGUAGES` (a lower-case tag); none for another. */
export const load = (lang: string): Promise<Partial<StockStrings>> => LOADERS[lang]?.().then((m) => m.strings) ?? Promise.resolve({});
