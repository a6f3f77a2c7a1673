/**
 * `shop-elements/fake-shop` (also `shop-elements/admin/testing`; Node only): the fake shop (the whole seed interface, in memory, on
 * 127.0.0.1, or in-process for an adapter) and its catalogue generator, for tests, the demo and work
 * without a shop.
 */
export { startFakeShop, createFakeShop } from './fake-shop.js';
export type { FakeShop, FakeShopHandler, FakeShopOptions, Fault, LoggedRequest, RequestSettings } from './fake-shop.js';
export { generateCatalogue, jsonText } from './catalogue.js';
export type { Catalogue, CatalogueOptions, FakeProduct, FakePayment, FakeMetafield, FakeRecord } from './catalogue.js';
export { isStorefrontPath } from './storefront.js';
export { DEMO_RATES, convertAmount, convertJson } from './currency.js';
export { DEMO_FIXTURES_DIR, readSnapshotIndex, type SnapshotIndex } from './fixtures.js';
export { cdnImage, drawImage } from './images.js';
export { createThemeRenderer, productDrop, ProductDrop, OptionValueDrop, VariantDrop, FILTERS, TAGS, PAGINATE, THEME_DIR } from './liquid.js';
export { themePages, storeObjects, type ThemePages, type ThemeRequest } from './theme-pages.js';
export type { ThemeRenderer, ThemeRendererOptions, RenderRequest, ProductDropContext, TagClass } from './liquid.js';
export { COMBINED_LISTINGS, VARIANT_CUTS, VIEW_NAME, VIEW_PAGE_SIZE } from './product-view.js';
export type { CombinedListing, VariantCut } from './product-view.js';
export type { CdnResponse } from './images.js';
