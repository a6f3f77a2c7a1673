// Written by scripts/locales.mjs from the list of theme/locales/*.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/**
 * Each language's words of a gift card's recipient form, a part of its own: imported by that part's code (itself loaded
 * only where the page has it: src/i18n/parts.ts), so no other page holds these names.
 */
const LOADERS: Record<string, () => Promise<{ strings: GiftCardStrings }>> = {
  "ar": () => import('./gift-card-ar.js'),
  "bg": () => import('./gift-card-bg.js'),
  "cs": () => import('./gift-card-cs.js'),
  "da": () => import('./gift-card-da.js'),
  "de": () => import('./gift-card-de.js'),
  "el": () => import('./gift-card-el.js'),
  "es": () => import('./gift-card-es.js'),
  "fi": () => import('./gift-card-fi.js'),
  "fr": () => import('./gift-card-fr.js'),
  "he": () => import('./gift-card-he.js'),
  "hr": () => import('./gift-card-hr.js'),
  "hu": () => import('./gift-card-hu.js'),
  "id": () => import('./gift-card-id.js'),
  "it": () => import('./gift-card-it.js'),
  "ja": () => import('./gift-card-ja.js'),
  "ko": () => import('./gift-card-ko.js'),
  "lt": () => import('./gift-card-lt.js'),
  "nb": () => import('./gift-card-nb.js'),
  "nl": () => import('./gift-card-nl.js'),
  "pl": () => import('./gift-card-pl.js'),
  "pt-br": () => import('./gift-card-pt-BR.js'),
  "pt-pt": () => import('./gift-card-pt-PT.js'),
  "ro": () => import('./gift-card-ro.js'),
  "ru": () => import('./gift-card-ru.js'),
  "sk": () => import('./gift-card-sk.js'),
  "sl": () => import('./gift-card-sl.js'),
  "sv": () => import('./gift-card-sv.js'),
  "th": () => import('./gift-card-th.js'),
  "tr": () => import('./gift-card-tr.js'),
  "vi": () => import('./gift-card-vi.js'),
  "zh-cn": () => import('./gift-card-zh-CN.js'),
  "zh-tw": () => import('./gift-card-zh-TW.js'),
};

/** The words of a language of `LANGUAGES` (a lower-case tag); none for another. */
export const load = (lang: string): Promise<Partial<GiftCardStrings>> => LOADERS[lang]?.().then((m) => m.strings) ?? Promise.resolve({});
