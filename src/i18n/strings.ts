import type { Availability } from '../core/variants.js';

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
  perDelivery: string;
  billed: string;
  /** Prepaid: how many deliveries the price pays for. */
  deliveries: string;
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
  /** A thumbnail's name: "Show {alt} ({n} of {total})", with `media` where the storefront gave no alt text. */
  showMedia: string;
  media: string;
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

const en: UiStrings = {
  price: 'Price',
  from: 'From {price}',
  save: 'Save {percent}%',
  saveUpTo: 'Save up to {percent}%',
  onSale: 'Sale price {price}, regular price {compareAtPrice}, save {percent}%',
  onSubscription: 'Subscription price {price}, regular price {compareAtPrice}, save {percent}%',
  soldOut: 'Sold out',
  unavailable: 'Unavailable',
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
  media: 'media',
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

const de: UiStrings = {
  price: 'Preis',
  from: 'Ab {price}',
  save: 'Sie sparen {percent} %',
  saveUpTo: 'Sie sparen bis zu {percent} %',
  onSale: 'Sonderpreis {price}, regulärer Preis {compareAtPrice}, Sie sparen {percent} %',
  onSubscription: 'Abo-Preis {price}, regulärer Preis {compareAtPrice}, Sie sparen {percent} %',
  soldOut: 'Ausverkauft',
  unavailable: 'Nicht verfügbar',
  perDelivery: '{price} pro Lieferung',
  billed: '{price} im Voraus',
  deliveries: '{count} Lieferungen',
  unitPrice: '{price}/{unit}',
  unitPriceSpoken: '{price} pro {unit}',
  purchaseOptions: 'Kaufoptionen',
  oneTimePurchase: 'Einmalkauf',
  deliveryOptions: 'Lieferung',
  soldOutValidity: 'Diese Variante ist ausverkauft. Bitte wählen Sie eine andere Option.',
  unavailableValidity: 'Diese Kombination ist nicht verfügbar. Bitte wählen Sie eine andere Option.',
  productSoldOutValidity: 'Dieses Produkt ist ausverkauft.',
  optionMoved: '{option} geändert zu {value}: {previous} gibt es nicht in {chosen}',
  planDropped: '{plan} ist für {variant} nicht verfügbar: {now}',
  planRestored: '{plan} wieder ausgewählt',
  showMedia: '{alt} zeigen ({n} von {total})',
  media: 'Medium',
  watchVideo: 'Video ansehen',
  viewModel: 'In 3D ansehen',
  loadError: 'Produkt „{handle}“ konnte nicht geladen werden: {cause}',
  loadErrorShopper: 'Dieses Produkt konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  loadingValidity: 'Dieses Produkt wird noch geladen.',
  quantity: 'Menge',
  decrease: 'Menge verringern',
  increase: 'Menge erhöhen',
  quantityMin: 'mindestens {count}',
  quantityIncrement: 'in Schritten von {count}',
  quantityMax: 'höchstens {count}',
  inCart: '{count} im Warenkorb',
  quantityInvalid: 'Diese Menge ist nicht möglich. {rule}.',
  addedToCart: 'In den Warenkorb gelegt',
  cartError: 'Konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.',
  cartRefused: 'Der Shop hat diesen Artikel nicht in den Warenkorb aufgenommen.',
  cartUnknown: 'Der Artikel wurde möglicherweise nicht hinzugefügt. Bitte prüfen Sie Ihren Warenkorb.',
};

const languages = new Map<string, UiStrings>([
  ['en', en],
  ['de', de],
]);

/** Overrides strings of a language (or adds a language, based on English). */
export function setStrings(language: string, strings: Partial<UiStrings>): void {
  const lang = language.toLowerCase();
  languages.set(lang, { ...(languages.get(lang) ?? en), ...strings });
}

/** The strings for a BCP 47 locale: its language if known, else English. */
export function stringsFor(locale: string | undefined): UiStrings {
  const lang = (locale ?? '').toLowerCase();
  return languages.get(lang) ?? languages.get(lang.split('-')[0]!) ?? languages.get('en')!;
}

/** What to say about a variant or value that cannot be bought ("Sold out"); empty when available. */
export function availabilityText(availability: Availability, s: UiStrings): string {
  return availability === 'sold-out' ? s.soldOut : availability === 'unavailable' ? s.unavailable : '';
}

/** Fills `{name}` slots of a UI string with text values. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
