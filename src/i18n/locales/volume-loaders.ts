// Written by scripts/locales.mjs from the list of theme/locales/*.json: edit that, then `npm run locales`.
import type { VolumeStrings } from '../strings.js';

/**
 * Each language's words of the volume pricing table, a part of its own: imported by that part's code (itself loaded
 * only where the page has it: src/i18n/parts.ts), so no other page holds these names.
 */
const LOADERS: Record<string, () => Promise<{ strings: VolumeStrings }>> = {
  "ar": () => import('./volume-ar.js'),
  "bg": () => import('./volume-bg.js'),
  "cs": () => import('./volume-cs.js'),
  "da": () => import('./volume-da.js'),
  "de": () => import('./volume-de.js'),
  "el": () => import('./volume-el.js'),
  "es": () => import('./volume-es.js'),
  "fi": () => import('./volume-fi.js'),
  "fr": () => import('./volume-fr.js'),
  "he": () => import('./volume-he.js'),
  "hr": () => import('./volume-hr.js'),
  "hu": () => import('./volume-hu.js'),
  "id": () => import('./volume-id.js'),
  "it": () => import('./volume-it.js'),
  "ja": () => import('./volume-ja.js'),
  "ko": () => import('./volume-ko.js'),
  "lt": () => import('./volume-lt.js'),
  "nb": () => import('./volume-nb.js'),
  "nl": () => import('./volume-nl.js'),
  "pl": () => import('./volume-pl.js'),
  "pt-br": () => import('./volume-pt-BR.js'),
  "pt-pt": () => import('./volume-pt-PT.js'),
  "ro": () => import('./volume-ro.js'),
  "ru": () => import('./volume-ru.js'),
  "sk": () => import('./volume-sk.js'),
  "sl": () => import('./volume-sl.js'),
  "sv": () => import('./volume-sv.js'),
  "th": () => import('./volume-th.js'),
  "tr": () => import('./volume-tr.js'),
  "vi": () => import('./volume-vi.js'),
  "zh-cn": () => import('./volume-zh-CN.js'),
  "zh-tw": () => import('./volume-zh-TW.js'),
};

/** The words of a language of `LANGUAGES` (a lower-case tag); none for another. */
export const load = (lang: string): Promise<Partial<VolumeStrings>> => LOADERS[lang]?.().then((m) => m.strings) ?? Promise.resolve({});
