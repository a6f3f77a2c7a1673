/**
 * The languages the demo offers: English and every language the theme folder's locale files speak
 * (src/i18n/locales/languages.ts, written from theme/locales/*.json), and which of them are written
 * right to left. Used by the page's switch (demo/settings.ts) and by the demo's servers
 * (demo/mock-storefront.ts, demo/render-settings.ts, demo/theme-layout.ts), which render `<html lang dir>`.
 */
import { LANGUAGES } from '../src/i18n/locales/languages.js';

/** `en` first, then the theme's languages as lower-case tags (`fr`, `pt-br`). */
export const DEMO_LOCALES: readonly string[] = ['en', ...LANGUAGES];

/** Which of them are written right to left: the one answer, shared with the fake shop. */
export { directionOf } from '../src/i18n/direction.js';
