/**
 * The fake's words for shoppers in the languages it speaks, English and German: the cart's refusals
 * (the `description` of a 422) and the page the native form post answers with. As the platform
 * does for locale-aware URLs (`window.Shopify.routes.root`), the language is the request's locale
 * prefix: `/de/cart/add.js` refuses in German, `/cart/add.js` and any other prefix in English.
 * The English refusals are the platform's own wording; the German ones are ours.
 */

/** The languages the fake speaks. */
export type Language = 'en' | 'de';

/** The language of a storefront path: its locale prefix (`/de/`, `/de-CH/`), else English. */
export function languageOf(path: string): Language {
  const prefix = /^\/([A-Za-z]{2})(?:-[A-Za-z]{2,4})?\//.exec(path);
  return prefix?.[1]!.toLowerCase() === 'de' ? 'de' : 'en';
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
}

export type RefusalKind = keyof RefusalParams;

type Refusals = { [K in RefusalKind]: (p: RefusalParams[K]) => string };

const REFUSALS: Record<Language, Refusals> = {
  en: {
    quantity: ({ min, got }) => `Quantity must be a whole number of ${min} or more, got ${got}.`,
    soldOut: ({ title }) => `The product '${title}' is already sold out.`,
    minimum: ({ title, min }) => `The minimum quantity of '${title}' is ${min}.`,
    increment: ({ title, increment }) => `'${title}' can only be bought in multiples of ${increment}.`,
    maximum: () => 'The maximum quantity of this item is already in your cart.',
    partial: ({ added }) => `Only ${added} ${added === 1 ? 'item was' : 'items were'} added to your cart.`,
    planUnavailable: ({ plan, title }) => `Selling plan ${plan} is not available for '${title}'.`,
    planRequired: () => 'Variant can only be purchased with a selling plan.',
    noVariant: () => 'Cannot find variant',
    noLine: () => 'no valid id or line parameter',
    notJson: () => 'The request body is not JSON.',
    notObject: () => 'The request body is not a JSON object.',
    addRefused: () => 'This item cannot be added to your cart right now.',
    changeRefused: () => 'Your cart cannot be changed right now.',
  },
  de: {
    quantity: ({ min, got }) => `Die Menge muss eine ganze Zahl ab ${min} sein, nicht ${got}.`,
    soldOut: ({ title }) => `Der Artikel „${title}“ ist bereits ausverkauft.`,
    minimum: ({ title, min }) => `Die Mindestmenge für „${title}“ ist ${min}.`,
    increment: ({ title, increment }) => `„${title}“ gibt es nur in Vielfachen von ${increment}.`,
    maximum: () => 'Die Höchstmenge dieses Artikels ist bereits in Ihrem Warenkorb.',
    partial: ({ added }) => `Es ${added === 1 ? 'wurde' : 'wurden'} nur ${added} Artikel in Ihren Warenkorb gelegt.`,
    planUnavailable: ({ plan, title }) => `Die Kaufoption ${plan} ist für „${title}“ nicht verfügbar.`,
    planRequired: () => 'Diese Variante gibt es nur im Abo.',
    noVariant: () => 'Diese Variante wurde nicht gefunden.',
    noLine: () => 'Diese Position ist nicht in Ihrem Warenkorb.',
    notJson: () => 'Die Anfrage ist kein JSON.',
    notObject: () => 'Die Anfrage ist kein JSON-Objekt.',
    addRefused: () => 'Dieser Artikel kann gerade nicht in den Warenkorb gelegt werden.',
    changeRefused: () => 'Ihr Warenkorb kann gerade nicht geändert werden.',
  },
};

/** A refusal's description in `language`. */
export function refusalText<K extends RefusalKind>(language: Language, kind: K, params: RefusalParams[K]): string {
  return (REFUSALS[language][kind] as (p: RefusalParams[K]) => string)(params);
}

/** The words of the form post's page (pages.ts). */
export const PAGE_WORDS = {
  en: {
    added: 'Added to cart',
    notAdded: 'Not added to cart',
    titleSuffix: '(fake shop)',
    variant: 'Variant',
    missing: 'missing',
    notInCatalogue: 'not in the catalogue',
    plan: 'Selling plan',
    noPlan: 'none (one-time purchase)',
    quantity: 'Quantity',
    defaultQuantity: '1 (default)',
    submitted: 'Submitted fields',
    name: 'Name',
    value: 'Value',
    noFields: '(no fields)',
    cart: (count: number, total: string) => `Your cart: ${count} ${count === 1 ? 'item' : 'items'}, ${total}`,
    item: 'Item',
    total: 'Total',
    empty: '(empty)',
    planLine: 'Plan',
    back: 'Back to the product',
  },
  de: {
    added: 'In den Warenkorb gelegt',
    notAdded: 'Nicht in den Warenkorb gelegt',
    titleSuffix: '(Testshop)',
    variant: 'Variante',
    missing: 'fehlt',
    notInCatalogue: 'nicht im Katalog',
    plan: 'Kaufoption',
    noPlan: 'keine (Einmalkauf)',
    quantity: 'Menge',
    defaultQuantity: '1 (Standard)',
    submitted: 'Übermittelte Felder',
    name: 'Name',
    value: 'Wert',
    noFields: '(keine Felder)',
    cart: (count: number, total: string) => `Ihr Warenkorb: ${count} Artikel, ${total}`,
    item: 'Artikel',
    total: 'Summe',
    empty: '(leer)',
    planLine: 'Abo',
    back: 'Zurück zum Produkt',
  },
} satisfies Record<Language, Record<string, string | ((count: number, total: string) => string)>>;
