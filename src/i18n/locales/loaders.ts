// Written by scripts/locales.mjs from the list of theme/locales/*.json: edit that, then `npm run locales`.
import type { CartStrings, UiStrings } from '../strings.js';

type Module = Promise<{ strings: UiStrings & CartStrings }>;

/**
 * Each language's module, a part of its own: imported when an element's locale first needs it.
 * This file is a part too (strings.ts imports it on first use), so the theme file holds none of these names.
 */
const LOADERS: Record<string, () => Module> = {
  "ar": () => import('./ar.js'),
  "bg": () => import('./bg.js'),
  "cs": () => import('./cs.js'),
  "da": () => import('./da.js'),
  "de": () => import('./de.js'),
  "el": () => import('./el.js'),
  "es": () => import('./es.js'),
  "fi": () => import('./fi.js'),
  "fr": () => import('./fr.js'),
  "he": () => import('./he.js'),
  "hr": () => import('./hr.js'),
  "hu": () => import('./hu.js'),
  "id": () => import('./id.js'),
  "it": () => import('./it.js'),
  "ja": () => import('./ja.js'),
  "ko": () => import('./ko.js'),
  "lt": () => import('./lt.js'),
  "nb": () => import('./nb.js'),
  "nl": () => import('./nl.js'),
  "pl": () => import('./pl.js'),
  "pt-br": () => import('./pt-BR.js'),
  "pt-pt": () => import('./pt-PT.js'),
  "ro": () => import('./ro.js'),
  "ru": () => import('./ru.js'),
  "sk": () => import('./sk.js'),
  "sl": () => import('./sl.js'),
  "sv": () => import('./sv.js'),
  "th": () => import('./th.js'),
  "tr": () => import('./tr.js'),
  "vi": () => import('./vi.js'),
  "zh-cn": () => import('./zh-CN.js'),
  "zh-tw": () => import('./zh-TW.js'),
};

/** The strings of a language of `LANGUAGES` (a lower-case tag). */
export const load = (lang: string): Promise<UiStrings & CartStrings> => LOADERS[lang]!().then((m) => m.strings);
