// Written by scripts/locales.mjs from the list of theme/locales/*.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/**
 * Each language's words of the pickup availability, a part of its own: imported by that part's code (itself loaded
 * only where the page has it: src/i18n/parts.ts), so no other page holds these names.
 */
const LOADERS: Record<string, () => Promise<{ strings: PickupStrings }>> = {
  "ar": () => import('./pickup-ar.js'),
  "bg": () => import('./pickup-bg.js'),
  "cs": () => import('./pickup-cs.js'),
  "da": () => import('./pickup-da.js'),
  "de": () => import('./pickup-de.js'),
  "el": () => import('./pickup-el.js'),
  "es": () => import('./pickup-es.js'),
  "fi": () => import('./pickup-fi.js'),
  "fr": () => import('./pickup-fr.js'),
  "he": () => import('./pickup-he.js'),
  "hr": () => import('./pickup-hr.js'),
  "hu": () => import('./pickup-hu.js'),
  "id": () => import('./pickup-id.js'),
  "it": () => import('./pickup-it.js'),
  "ja": () => import('./pickup-ja.js'),
  "ko": () => import('./pickup-ko.js'),
  "lt": () => import('./pickup-lt.js'),
  "nb": () => import('./pickup-nb.js'),
  "nl": () => import('./pickup-nl.js'),
  "pl": () => import('./pickup-pl.js'),
  "pt-br": () => import('./pickup-pt-BR.js'),
  "pt-pt": () => import('./pickup-pt-PT.js'),
  "ro": () => import('./pickup-ro.js'),
  "ru": () => import('./pickup-ru.js'),
  "sk": () => import('./pickup-sk.js'),
  "sl": () => import('./pickup-sl.js'),
  "sv": () => import('./pickup-sv.js'),
  "th": () => import('./pickup-th.js'),
  "tr": () => import('./pickup-tr.js'),
  "vi": () => import('./pickup-vi.js'),
  "zh-cn": () => import('./pickup-zh-CN.js'),
  "zh-tw": () => import('./pickup-zh-TW.js'),
};

/** The words of a language of `LANGUAGES` (a lower-case tag); none for another. */
export const load = (lang: string): Promise<Partial<PickupStrings>> => LOADERS[lang]?.().then((m) => m.strings) ?? Promise.resolve({});
