/**
 * The fake's words for shoppers, in every language the theme folder speaks (theme/locales/*.json):
 * the cart's refusals (the `description` of a 422) and the page the native form post answers with.
 * As the platform does for locale-aware URLs (`window.Shopify.routes.root`), the language is the
 * request's locale prefix: `/fr/cart/add.js` refuses in French, `/pt-br/` in Brazilian Portuguese,
 * `/cart/add.js` and a prefix the theme has no language for in English. The words themselves are data,
 * one object per language (words.ts); the English refusals are the platform's own wording.
 */
import { LANGUAGES } from '../i18n/locales/languages.js';
import { WORDS } from './words.js';

/**
 * The languages the fake speaks: English and the theme folder's (`LANGUAGES`, written from
 * theme/locales/*.json), as the locale files name them (`pt-BR`, `zh-TW`).
 */
export type Language = 'en' | 'ar' | 'bg' | 'cs' | 'da' | 'de' | 'el' | 'es' | 'fi' | 'fr' | 'he' | 'hr' | 'hu' | 'id' | 'it' | 'ja' | 'ko' | 'lt'
  | 'nb' | 'nl' | 'pl' | 'pt-BR' | 'pt-PT' | 'ro' | 'ru' | 'sk' | 'sl' | 'sv' | 'th' | 'tr' | 'vi' | 'zh-CN' | 'zh-TW';

/** Every language the fake speaks, English first. */
export const FAKE_LANGUAGES = Object.keys(WORDS) as Language[];

/**
 * The language of a storefront path: its locale prefix's (`/fr/`, `/pt-br/` → `pt-BR`), else its
 * prefix's language's (`/de-CH/` → `de`), else English; the same choice the elements make of a locale
 * (src/i18n/strings.ts), from the same list of the theme's languages.
 */
export function languageOf(path: string): Language {
  const tag = /^\/([A-Za-z]{2}(?:-[A-Za-z0-9]{2,4})?)\//.exec(path)?.[1]!.toLowerCase();
  const known = tag === undefined ? undefined : [tag, tag.split('-')[0]!].find((t) => LANGUAGES.includes(t));
  return known === undefined ? 'en' : Intl.getCanonicalLocales(known)[0] as Language;
}

/** What each refusal needs to be said. */
export interface RefusalParams {
  /** A quantity that is not a whole number of `min` or more (`got` as sent, JSON). */
  quantity: { min: number; got: string };
  soldOut: { title: string };
  minimum: { title: string; min: number };
  increment: { title: string; increment: number };
  /** The cart holds the most the shop can sell already. */
  maximum: Record<string, never>;
  /** Part of the quantity went in: `added` of it. */
  partial: { added: number };
  planUnavailable: { plan: string; title: string };
  planRequired: Record<string, never>;
  noVariant: Record<string, never>;
  noLine: Record<string, never>;
  notJson: Record<string, never>;
  notObject: Record<string, never>;
  /** An add refused for no reason the shopper could fix (an injected 422, the demo's add-422). */
  addRefused: Record<string, never>;
  /** The same for a change of the cart. */
  changeRefused: Record<string, never>;
  /**
   * A gift card sent to a recipient (`properties[__shopify_send_gift_card_to_recipient]`) whose
   * `Recipient email` is missing or not an address; whose `Send on` is not a date from today on.
   */
  recipientEmail: Record<string, never>;
  recipientSendOn: Record<string, never>;
}

export type RefusalKind = keyof RefusalParams;

/** Each refusal, said with its parameters. */
export type Refusals = { [K in RefusalKind]: (p: RefusalParams[K]) => string };

/** The words of the form post's page (pages.ts). */
export interface PageWords {
  added: string;
  notAdded: string;
  /** After the heading in the page's title: the page is the fake's, not a shop's. */
  titleSuffix: string;
  variant: string;
  /** The form sent no variant id. */
  missing: string;
  /** The variant or plan sent is not one of the shop's. */
  notInCatalogue: string;
  plan: string;
  noPlan: string;
  quantity: string;
  defaultQuantity: string;
  submitted: string;
  name: string;
  value: string;
  noFields: string;
  /** The cart's caption: how many items, and their total as money text. */
  cart: (count: number, total: string) => string;
  item: string;
  total: string;
  empty: string;
  /** Before a line's selling plan. */
  planLine: string;
  back: string;
}

/** One language's words. */
export interface Words {
  refusals: Refusals;
  page: PageWords;
}

/** A refusal's description in `language`. */
export function refusalText<K extends RefusalKind>(language: Language, kind: K, params: RefusalParams[K]): string {
  return (WORDS[language].refusals[kind] as (p: RefusalParams[K]) => string)(params);
}

/** The words of the form post's page in `language`. */
export const pageWords = (language: Language): PageWords => WORDS[language].page;

/** How a language is written (the demo's pages ask the same function). */
export { directionOf } from '../i18n/direction.js';
