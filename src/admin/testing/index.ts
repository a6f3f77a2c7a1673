/**
 * `shop-elements/admin/testing` (Node only): the fake shop (the whole seed interface, in memory, on
 * 127.0.0.1) and its catalogue generator, for tests, the demo and work without a shop.
 */
export { startFakeShop, jsonText } from './fake-shop.js';
export type { FakeShop, FakeShopOptions, Fault, LoggedRequest } from './fake-shop.js';
export { generateCatalogue } from './catalogue.js';
export type { Catalogue, CatalogueOptions, FakeProduct, FakePayment, FakeMetafield, FakeRecord } from './catalogue.js';
export { cdnImage, drawImage } from './images.js';
export type { CdnResponse } from './images.js';
