/**
 * `shop-elements/admin` (Node only): the typed client of the shop service's administration
 * interface — products, metafields, read-only payments — its types and its errors.
 */
export { createAdminClient, groupVariants, MAX_PAGE_SIZE } from './client.js';
export { moneyText } from './wire.js';
export type { AdminClient, AdminClientOptions, ProductsApi, MetafieldsApi, PaymentsApi, ProductWithVariants } from './client.js';
export type * from './types.js';
export {
  AdminError, AdminRequestError, AdminHttpError, AdminAuthError, AdminForbiddenError, AdminNotFoundError, AdminRateLimitError,
  AdminNetworkError, AdminTimeoutError, AdminDataError, AdminReadOnlyError,
} from './errors.js';
