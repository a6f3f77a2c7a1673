// Written by scripts/locales.mjs from the list of theme/locales/*.json: edit that, then `npm run locales`.

/** The languages whose strings are a module of their own (`loaders.ts`), as lower-case tags. */
export const LANGUAGES: readonly string[] = "ar bg cs da de el es fi fr he hr hu id it ja ko lt nb nl pl pt-br pt-pt ro ru sk sl sv th tr vi zh-cn zh-tw".split(' ');
