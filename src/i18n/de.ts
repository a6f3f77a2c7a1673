import type { UiStrings } from './strings.js';

/**
 * German. A module of its own: the theme file loads it (a file beside it) when an element's locale
 * first needs German. npm users' bundlers make it a chunk of its own the same way; to have it in the
 * main bundle instead, `import { de } from 'shop-elements/i18n/de'` and `setStrings('de', de)`.
 */
export const de: UiStrings = {
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
