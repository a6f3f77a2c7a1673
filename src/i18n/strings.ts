import type { Availability } from '../core/variants.js';
import { LANGUAGES } from './locales/languages.js';

/**
 * UI strings, chosen by the locale's language. Themes override any of them:
 * `setStrings('de', { oneTimePurchase: 'Einmalkauf' })`, or register a new language.
 * `{price}`, `{percent}`, `{amount}`, `{count}`, `{option}`, `{value}`, `{unit}`… are filled in by `fill`.
 */
export interface UiStrings {
  price: string;
  from: string;
  save: string;
  /** A plan group whose plans save different amounts. */
  saveUpTo: string;
  /** What a screen reader hears for a sale: the price, what it is measured against, the saving. */
  onSale: string;
  /** The same for a subscription's discount (not a sale). */
  onSubscription: string;
  soldOut: string;
  unavailable: string;
  /** An option's name with its chosen value, over the values: "Color: Navy" (`{option}`, `{value}`). */
  chosenValue: string;
  perDelivery: string;
  billed: string;
  /** Prepaid: how many deliveries the price pays for. */
  deliveries: string;
  /**
   * A plan that charges part at checkout (a pre-order's deposit): what now, what later (`{now}`, `{later}`).
   * Other languages' are in their module; the English is the deposit's part's (src/i18n/deposit.ts), so
   * a page without a deposit holds none of it.
   */
  payNowLater?: string;
  /** Unit price as shown ("€5.00/100 g") and as spoken ("€5.00 per 100 g"): `{price}`, `{unit}`. */
  unitPrice: string;
  unitPriceSpoken: string;
  purchaseOptions: string;
  oneTimePurchase: string;
  deliveryOptions: string;
  soldOutValidity: string;
  unavailableValidity: string;
  /** When no variant can be bought, whatever the choice. */
  productSoldOutValidity: string;
  /** Announced when choosing a value moved another option: "Color changed to White: Sand is not available in Linen". */
  optionMoved: string;
  /** Announced when a plan the new variant lacks was dropped. */
  planDropped: string;
  /** Announced when a remembered plan comes back with a variant that has it. */
  planRestored: string;
  /** A thumbnail's name: "Show {alt} ({n} of {total})", with the product's title where the storefront gave no alt text. */
  showMedia: string;
  /** The link under an external video's and a 3D model's preview image. */
  watchVideo: string;
  viewModel: string;
  /** What a developer reads (the event's `message`): names the cause. */
  loadError: string;
  /** What the shopper may be shown: no URLs, no parser positions. */
  loadErrorShopper: string;
  /** Why the form does not submit while the product loads (and the form has no fallback `id`). */
  loadingValidity: string;
  /** `<shop-quantity>`: its label, the names of − and +, and the rule's parts ("Minimum 3 · increments of 3 · maximum 12 · 2 in cart"). */
  quantity: string;
  decrease: string;
  increase: string;
  quantityMin: string;
  quantityIncrement: string;
  quantityMax: string;
  inCart: string;
  /** A quantity off the rule: `{rule}` names it. */
  quantityInvalid: string;
  /** `<shop-buy-button ajax>`: said and shown after an add (followed by ": {product} – {variant} × {quantity}"), and after a failure. */
  addedToCart: string;
  cartError: string;
  /** A refusal (4xx) that came without the storefront's own words (an HTML page). */
  cartRefused: string;
  /** The add may or may not have gone through, and the cart could not be read to tell. */
  cartUnknown: string;
}

/**
 * The cart elements' strings (`<shop-cart>`, `<shop-cart-count>`). Their English is in the cart's
 * own module (elements/shop-cart/strings.ts), loaded with the cart's code, not in the theme file;
 * other languages carry them in their module (German: de.ts). Overridden with `setStrings` like the rest.
 */
export interface CartStrings {
  /** `<shop-cart-count>`'s accessible text ("Cart, 2 items"), by the count's plural category. */
  cartCountOne: string;
  cartCountOther: string;
  /** `<shop-cart>`: the list's name, the empty state, the subtotal, the checkout control. */
  cart: string;
  cartEmpty: string;
  subtotal: string;
  checkout: string;
  /** A line's remove button: shown, and its accessible name ("Remove {title}"). */
  remove: string;
  removeLine: string;
  /** A line's stepper, named for its line. */
  quantityOf: string;
  decreaseOf: string;
  increaseOf: string;
  /** Before a line's price that a discount lowered (visually hidden; the price is struck through). */
  originalPrice: string;
  /** Spoken once after a change: the line and its new price; a removal. */
  lineChanged: string;
  lineRemoved: string;
  /** A change the shop refused without words of its own; one that failed; one whose outcome is unknown. */
  changeRefused: string;
  changeError: string;
  changeUnknown: string;
  /** The cart could not be read. */
  cartUnavailable: string;
}

/**
 * `<shop-volume-pricing>`'s strings (a B2B customer's price breaks): the table's caption, a row's
 * quantity ("{count}+") and its price per item. Their English is in its own module (i18n/volume.ts),
 * other languages' in modules of their own (src/i18n/locales/volume-<code>.ts), loaded with its code.
 */
export interface VolumeStrings {
  volumePricing: string;
  volumeMinimum: string;
  volumePriceAtEach: string;
}

/**
 * `<shop-pickup>`'s strings (Dawn's pickup availability words). Their English is in the pickup's own
 * module (i18n/pickup.ts), other languages' in modules of their own (src/i18n/locales/pickup-<code>.ts),
 * loaded with its code, not in the theme file. `{location}` is the location's name.
 */
export interface PickupStrings {
  /** The first location's line: "Pickup available at {location}", "Pickup currently unavailable at {location}". */
  pickupAvailableAt: string;
  pickupUnavailableAt: string;
  /** A location of the list that has the variant. */
  pickupAvailable: string;
  /** The control that opens the list: more than one location, or one. */
  pickupCheckOtherStores: string;
  pickupViewStoreInfo: string;
  /** The list's close button. */
  pickupClose: string;
}

/**
 * `<gift-card-recipient>`'s strings (a gift card's recipient form). Their English is in the element's
 * own module (src/i18n/gift-card.ts), loaded with its code, not in the theme file; other languages'
 * are modules of their own (src/i18n/locales/gift-card-<code>.ts), loaded by it. Overridden with
 * `setStrings` like the rest (and the theme's strings snippet gives them in the page's language).
 */
export interface GiftCardStrings {
  /** The checkbox that opens the form. */
  recipientCheckbox: string;
  /** Said when the form opens and closes. */
  recipientExpanded: string;
  recipientCollapsed: string;
  /** The email's label, and the label without JavaScript (the form is then optional, its fields always shown). */
  recipientEmailLabel: string;
  recipientEmailLabelOptional: string;
  /** Placeholders and labels of the email, the name, the message and the send date. */
  recipientEmail: string;
  recipientNameLabel: string;
  recipientName: string;
  recipientMessageLabel: string;
  recipientMessage: string;
  /** Under the message: "{count} characters max". */
  recipientMaxCharacters: string;
  recipientSendOnLabel: string;
  recipientSendOn: string;
  /** Shown at a field the form refuses: an email that is missing or not one, a send date before today. */
  recipientEmailInvalid: string;
  recipientSendOnPast: string;
}

/**
 * `<shop-stock>`'s strings (Dawn's inventory wording). Their English is in its own module
 * (i18n/stock.ts), other languages' in modules of their own (src/i18n/locales/stock-<code>.ts),
 * loaded with its code, not in the theme file.
 */
export interface StockStrings {
  /** More than the threshold left. */
  inStock: string;
  /** 1 to the threshold left: "Low stock: {count} left". */
  lowStock: string;
  /** None left, not sold past 0. */
  outOfStock: string;
  /** None left, sold past 0 (the merchant's "continue selling when out of stock"). */
  continueSelling: string;
}

/** Every part's strings (the cart's, the pickup's, a gift card form's, the stock line's, the volume table's): what a theme may give `setStrings`. */
export type PartStrings = CartStrings & PickupStrings & GiftCardStrings & StockStrings & VolumeStrings;

const en: UiStrings = {
  price: 'Price',
  from: 'From {price}',
  save: 'Save {percent}%',
  saveUpTo: 'Save up to {percent}%',
  onSale: 'Sale price {price}, regular price {compareAtPrice}, save {percent}%',
  onSubscription: 'Subscription price {price}, regular price {compareAtPrice}, save {percent}%',
  soldOut: 'Sold out',
  unavailable: 'Unavailable',
  chosenValue: '{option}: {value}',
  perDelivery: '{price} per delivery',
  billed: 'billed {price}',
  deliveries: '{count} deliveries',
  unitPrice: '{price}/{unit}',
  unitPriceSpoken: '{price} per {unit}',
  purchaseOptions: 'Purchase options',
  oneTimePurchase: 'One-time purchase',
  deliveryOptions: 'Delivery',
  soldOutValidity: 'This variant is sold out. Choose another option.',
  unavailableValidity: 'This combination is unavailable. Choose another option.',
  productSoldOutValidity: 'This product is sold out.',
  optionMoved: '{option} changed to {value}: {previous} is not available in {chosen}',
  planDropped: '{plan} not available for {variant}: {now}',
  planRestored: '{plan} selected again',
  showMedia: 'Show {alt} ({n} of {total})',
  watchVideo: 'Watch video',
  viewModel: 'View in 3D',
  loadError: 'Could not load product "{handle}": {cause}',
  loadErrorShopper: 'This product could not be loaded. Please try again later.',
  loadingValidity: 'This product is still loading.',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  quantityMin: 'minimum {count}',
  quantityIncrement: 'increments of {count}',
  quantityMax: 'maximum {count}',
  inCart: '{count} in cart',
  quantityInvalid: 'This quantity is not possible. {rule}.',
  addedToCart: 'Added to cart',
  cartError: 'Could not add to cart. Please try again.',
  cartRefused: 'The shop did not accept this item in the cart.',
  cartUnknown: 'The item may not have been added. Please check your cart.',
};


/**
 * Languages whose strings are a module of their own, loaded on first use: every locale file of the
 * theme folder but English (theme/locales/<code>.json, written as src/i18n/locales/<code>.ts by
 * scripts/locales.mjs). In the theme file each is a file beside it (content-hashed name, resolved from
 * the theme file's URL), reached through a small file of loaders that is itself loaded on first use,
 * so an English page holds only these tags; for npm users each is a chunk of their bundle, or
 * `shop-elements/i18n/<code>` imported and its `strings` given to `setStrings`.
 */
const modules = new Set(LANGUAGES);
const loadModule = (lang: string) => import('./locales/loaders.js').then((m) => m.load(lang));
/** Each language's strings as they are now: built-in English, a loaded module, what `setStrings` gave. */
const languages = new Map<string, UiStrings & Partial<PartStrings>>([['en', en]]);
/** What `setStrings` gave per language: kept above a module that loads later. */
const overrides = new Map<string, Partial<UiStrings & PartStrings>>();
/** A language module's load, once per language (removed again if it failed, so a later use retries). */
const loads = new Map<string, Promise<void>>();

/** Languages whose strings the page was searched for: once each. */
const read = new Set<string>();

/**
 * The strings a theme rendered into the page for a language (its locale files through Liquid's `t`:
 * theme/snippets/shop-elements-strings.liquid), as `setStrings` would give them: over the built-in
 * strings key by key, so a theme may translate only some, or give a language the elements lack
 * (what a script gave `setStrings` stays above them).
 * `<script type="application/json" data-shop-strings="fr">{"soldOut": "Épuisé", …}</script>`; the
 * attribute is the locale's tag (`request.locale.iso_code`), matched without regard to case.
 */
function readPage(lang: string): void {
  if (!lang || read.has(lang) || typeof document == 'undefined') return;
  read.add(lang);
  for (const script of document.querySelectorAll<HTMLElement>('script[type="application/json"][data-shop-strings]')) {
    if (script.dataset.shopStrings!.toLowerCase() != lang) continue;
    try {
      setStrings(lang, { ...(JSON.parse(script.textContent!) as Partial<UiStrings & PartStrings>), ...overrides.get(lang) });
    } catch (error) {
      console.warn(`shop-elements: the page's "${lang}" strings are not JSON`, error);
    }
  }
}

/**
 * The language a locale's strings come from: the whole tag if known, else its language, else English.
 * Each is first looked for in the page (`readPage`), so the theme's strings are there from the first render.
 */
export function languageOf(locale: string | undefined): string {
  const tag = (locale ?? '').toLowerCase();
  for (const lang of [tag, tag.split('-')[0]!]) {
    readPage(lang);
    if (languages.has(lang) || modules.has(lang)) return lang;
  }
  readPage('en');
  return 'en';
}

/** Languages whose module has loaded. */
const loaded = new Set<string>();
/** Whether the language's own module still has to load (a complete set given to `setStrings` counts as loaded). */
const unloaded = (lang: string): boolean =>
  modules.has(lang) && !loaded.has(lang) && !Object.keys(en).every((key) => key in (overrides.get(lang) ?? {}));

/** Overrides strings of a language (or adds a language, based on English). */
export function setStrings(language: string, strings: Partial<UiStrings & PartStrings>): void {
  const lang = language.toLowerCase();
  overrides.set(lang, { ...overrides.get(lang), ...strings });
  languages.set(lang, { ...(languages.get(lang) ?? en), ...strings });
}

/**
 * Loads the strings of a locale's language when they are a module not loaded yet; null when
 * `stringsFor` has them already. Elements wait for it before their first data render, so a German page
 * never shows English first. A module that fails to load leaves English (with a warning).
 */
export function loadStrings(locale: string | undefined): Promise<void> | null {
  const lang = languageOf(locale);
  if (!unloaded(lang)) return null;
  let load = loads.get(lang);
  if (!load) {
    load = loadModule(lang).then(
      (strings) => {
        loaded.add(lang);
        languages.set(lang, { ...strings, ...overrides.get(lang) });
      },
      (error: unknown) => {
        loads.delete(lang);
        console.warn(`shop-elements: the "${lang}" strings did not load; showing English`, error);
      },
    );
    loads.set(lang, load);
  }
  return load;
}

/**
 * The strings for a BCP 47 locale: its language if known, else English. A language whose module has
 * not loaded yet gives English (and starts the load: `loadStrings`).
 */
export function stringsFor(locale: string | undefined): UiStrings & Partial<PartStrings> {
  const lang = languageOf(locale);
  void loadStrings(lang);
  return languages.get(lang) ?? en;
}

/** What to say about a variant or value that cannot be bought ("Sold out"); empty when available. */
export function availabilityText(availability: Availability, s: UiStrings): string {
  return availability === 'sold-out' ? s.soldOut : availability === 'unavailable' ? s.unavailable : '';
}
