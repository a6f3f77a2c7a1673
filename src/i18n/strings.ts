/**
 * UI strings, chosen by the locale's language. Themes override any of them:
 * `setStrings('de', { oneTimePurchase: 'Einmalkauf' })`, or register a new language.
 * `{price}`, `{percent}`, `{amount}`, `{unit}`, `{handle}`, `{cause}` are filled in by `fill`.
 */
export interface UiStrings {
  regularPrice: string;
  salePrice: string;
  price: string;
  from: string;
  save: string;
  soldOut: string;
  unavailable: string;
  perDelivery: string;
  billed: string;
  /** Unit price as shown ("€5.00/100 g") and as spoken ("€5.00 per 100 g"): `{price}`, `{unit}`. */
  unitPrice: string;
  unitPriceSpoken: string;
  purchaseOptions: string;
  oneTimePurchase: string;
  deliveryOptions: string;
  soldOutValidity: string;
  unavailableValidity: string;
  loadError: string;
}

const en: UiStrings = {
  regularPrice: 'Regular price',
  salePrice: 'Sale price',
  price: 'Price',
  from: 'From {price}',
  save: 'Save {percent}%',
  soldOut: 'Sold out',
  unavailable: 'Unavailable',
  perDelivery: '{price} per delivery',
  billed: 'billed {price}',
  unitPrice: '{price}/{unit}',
  unitPriceSpoken: '{price} per {unit}',
  purchaseOptions: 'Purchase options',
  oneTimePurchase: 'One-time purchase',
  deliveryOptions: 'Delivery',
  soldOutValidity: 'This variant is sold out. Choose another option.',
  unavailableValidity: 'This combination is unavailable. Choose another option.',
  loadError: 'Could not load product "{handle}": {cause}',
};

const de: UiStrings = {
  regularPrice: 'Normaler Preis',
  salePrice: 'Sonderpreis',
  price: 'Preis',
  from: 'Ab {price}',
  save: 'Spare {percent} %',
  soldOut: 'Ausverkauft',
  unavailable: 'Nicht verfügbar',
  perDelivery: '{price} pro Lieferung',
  billed: 'Abrechnung {price}',
  unitPrice: '{price}/{unit}',
  unitPriceSpoken: '{price} pro {unit}',
  purchaseOptions: 'Kaufoptionen',
  oneTimePurchase: 'Einmalkauf',
  deliveryOptions: 'Lieferung',
  soldOutValidity: 'Diese Variante ist ausverkauft. Bitte wähle eine andere Option.',
  unavailableValidity: 'Diese Kombination ist nicht verfügbar. Bitte wähle eine andere Option.',
  loadError: 'Produkt „{handle}“ konnte nicht geladen werden: {cause}',
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
export function availabilityText(state: 'available' | 'sold-out' | 'unavailable', s: UiStrings): string {
  return state === 'sold-out' ? s.soldOut : state === 'unavailable' ? s.unavailable : '';
}

/** Fills `{name}` slots of a UI string with text values. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
