/**
 * The demo theme's own words (not the elements', which come with them): what a theme renders from
 * its locale files. They follow `<html lang>`, which the Locale switch sets (demo/settings.ts).
 * Markup names its word with `data-i18n="key"`; scripts call `themeStrings()`.
 */

const EN = {
  add: 'Add to cart',
  engraving: 'Engraving (up to 20 characters)',
  fallback: 'Choose your options in the shop’s cart if this page does not load.',
  cart: 'Cart',
  cartTitle: 'Your cart',
  close: 'Close',
  collection: 'All products',
  collectionIntro: 'Every product of the shop, with its options and a quick add on each card.',
};

export type ThemeStrings = typeof EN;

/** Every language's words: the page's script translates with them, the collection page's server (demo/render-collection.ts) renders with them. */
export const STRINGS: Record<string, ThemeStrings> = {
  en: EN,
  de: {
    add: 'In den Warenkorb',
    engraving: 'Gravur (bis zu 20 Zeichen)',
    fallback: 'Wählen Sie Ihre Optionen im Warenkorb des Shops, falls diese Seite nicht lädt.',
    cart: 'Warenkorb',
    cartTitle: 'Ihr Warenkorb',
    close: 'Schließen',
    collection: 'Alle Produkte',
    collectionIntro: 'Alle Produkte des Shops, mit ihren Optionen und einem Schnellkauf auf jeder Karte.',
  },
};

/** The words of the page's language (English for a language the theme has none for). */
export function themeStrings(): ThemeStrings {
  return STRINGS[document.documentElement.lang] ?? EN;
}

/** Calls `listener` now and whenever the page's language changes. */
export function onLanguage(listener: () => void): void {
  new MutationObserver(listener).observe(document.documentElement, { attributeFilter: ['lang'] });
  listener();
}

/** Puts the page's words into every `[data-i18n]` element. */
export function translatePage(): void {
  const strings = themeStrings();
  for (const el of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const text = strings[el.dataset.i18n as keyof ThemeStrings];
    // The buy button's text is replaced by "Sold out" while the choice cannot be bought: left alone then.
    if (typeof text === 'string' && !el.hasAttribute('aria-disabled')) el.textContent = text;
  }
}
