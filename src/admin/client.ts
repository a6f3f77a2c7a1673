/**
 * `createAdminClient`: products, metafields and payments of the seed's administration interface.
 * Node only (the API key and password must never reach a shopper's browser).
 */
import { AdminDataError, AdminReadOnlyError } from './errors.js';
import { createTransport, type Transport, type TransportOptions } from './transport.js';
import type {
  AdminProduct, AdminProductInput, CallOptions, Id, IdInput, Json, Metafield, MetafieldInput, MetafieldQuery,
  MetafieldUpsert, Payment, ProductQuery,
} from './types.js';
import { countOf, idText, listOf, metafieldRecord, paymentRecord, productRecord, toJson, toQuery } from './wire.js';

export type AdminClientOptions = TransportOptions;

/** The documented maximum page size of the product and payment lists. */
export const MAX_PAGE_SIZE = 250;

export interface ProductsApi {
  /**
   * Every product matching `query`, as an async iterable: pages of 250 (`limit`/`offset`),
   * advancing by what each page held, stopping on a short page. An id is never yielded twice
   * (a product inserted mid-run shifts the offsets). Breaking out of the loop stops the requests.
   */
  list(query?: ProductQuery, options?: CallOptions): AsyncIterable<AdminProduct>;
  /** `GET /api/products/count.json`. The seed documents no filters for it. */
  count(options?: CallOptions): Promise<number>;
  get(id: IdInput, options?: CallOptions): Promise<AdminProduct>;
  /**
   * `POST /api/products.json`. After an unclear failure (network error, timeout, 503) it is not
   * sent again blindly: the product is first looked up by its unique `code`.
   */
  create(fields: AdminProductInput & { title: string; code: string }, options?: CallOptions): Promise<AdminProduct>;
  /** `PUT`, sending only the given fields. */
  update(id: IdInput, fields: AdminProductInput, options?: CallOptions): Promise<AdminProduct>;
  delete(id: IdInput, options?: CallOptions): Promise<void>;
}

export interface MetafieldsApi {
  /** `GET /api/metafields.json` with the filters as `name=value` (their names are not documented). */
  list(filters?: MetafieldQuery, options?: CallOptions): Promise<Metafield[]>;
  get(id: IdInput, options?: CallOptions): Promise<Metafield>;
  /**
   * Creates the metafield, or — rule 1 — updates the one with the same `metafieldable_type`,
   * `metafieldable_id`, `namespace` and `key`. Safe to retry for that reason.
   */
  upsert(fields: MetafieldUpsert, options?: CallOptions): Promise<Metafield>;
  update(id: IdInput, fields: MetafieldInput, options?: CallOptions): Promise<Metafield>;
  delete(id: IdInput, options?: CallOptions): Promise<void>;
  count(options?: CallOptions): Promise<number>;
}

export interface PaymentsApi {
  /**
   * One request: `GET /api/payments.json?limit=…` (default 150, at most 250 by the seed). The seed
   * documents no other paging, so there is no `offset` and no iteration over further pages.
   */
  list(query?: { limit?: number }, options?: CallOptions): Promise<Payment[]>;
  /** The payments of one order (one request, as `list`). */
  listByOrder(orderId: IdInput, query?: { limit?: number }, options?: CallOptions): Promise<Payment[]>;
  /** One payment; with `orderId`, by the nested path `/api/orders/:order_id/payments/:id.json`. */
  get(paymentId: IdInput, options?: CallOptions & { orderId?: IdInput }): Promise<Payment>;
}

export interface AdminClient {
  readonly baseUrl: string;
  readonly products: ProductsApi;
  readonly metafields: MetafieldsApi;
  readonly payments: PaymentsApi;
  /**
   * Any other request under `/api/` (the escape hatch): the JSON answer, large integers as strings.
   * Writes to payments are refused before a request is sent.
   */
  request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: CallOptions & { body?: unknown }): Promise<Json>;
}

/** Payment paths: `/api/payments…` and `/api/orders/:id/payments…`. */
const PAYMENT_PATH = /^\/api\/(?:orders\/[^/]+\/)?payments(?:[/.?]|$)/;

export function createAdminClient(options: AdminClientOptions): AdminClient {
  const { request, baseUrl } = createTransport(options);
  const one = <T>(check: (v: unknown, path: string) => T) => (json: unknown) => check(json, '');
  const get = async <T>(path: string, parse: (json: unknown) => T, signal?: AbortSignal) =>
    (await request({ method: 'GET', path, parse, signal })).value;

  const products: ProductsApi = {
    list: (query = {}, options = {}) => listProducts(request, query, options.signal),
    count: async (options = {}) => get('/api/products/count.json', countOf, options.signal),
    get: async (id, options = {}) => get(`/api/products/${idText(id)}.json`, one(productRecord), options.signal),
    async create(fields, options = {}) {
      const body = toJson({ product: fields });
      const code = fields.code;
      const recover = async (signal?: AbortSignal) => {
        if (typeof code !== 'string' || !code) return undefined;
        const found = await get(`/api/products.json${toQuery({ code, limit: 1 })}`, listOf(productRecord), signal);
        return found.find((p) => p.code === code);
      };
      return (await request({ method: 'POST', path: '/api/products.json', body, parse: one(productRecord), signal: options.signal, retryUnclear: false, recover })).value;
    },
    async update(id, fields, options = {}) {
      const path = `/api/products/${idText(id)}.json`;
      return (await request({ method: 'PUT', path, body: toJson({ product: fields }), parse: one(productRecord), signal: options.signal })).value;
    },
    async delete(id, options = {}) {
      await request({ method: 'DELETE', path: `/api/products/${idText(id)}.json`, parse: null, signal: options.signal, retryUnclear: false });
    },
  };

  const metafields: MetafieldsApi = {
    list: async (filters = {}, options = {}) => get(`/api/metafields.json${toQuery(filters)}`, listOf(metafieldRecord), options.signal),
    get: async (id, options = {}) => get(`/api/metafields/${idText(id)}.json`, one(metafieldRecord), options.signal),
    async upsert(fields, options = {}) {
      // Rule 1 makes a repeated create an update: retrying it is safe.
      return (await request({ method: 'POST', path: '/api/metafields.json', body: toJson({ metafield: fields }), parse: one(metafieldRecord), signal: options.signal })).value;
    },
    async update(id, fields, options = {}) {
      const path = `/api/metafields/${idText(id)}.json`;
      return (await request({ method: 'PUT', path, body: toJson({ metafield: fields }), parse: one(metafieldRecord), signal: options.signal })).value;
    },
    async delete(id, options = {}) {
      await request({ method: 'DELETE', path: `/api/metafields/${idText(id)}.json`, parse: null, signal: options.signal, retryUnclear: false });
    },
    count: async (options = {}) => get('/api/metafields/count.json', countOf, options.signal),
  };

  const payments: PaymentsApi = {
    list: async (query = {}, options = {}) => get(`/api/payments.json${toQuery(pageSize(query))}`, listOf(paymentRecord), options.signal),
    listByOrder: async (orderId, query = {}, options = {}) =>
      get(`/api/orders/${idText(orderId, 'orderId')}/payments.json${toQuery(pageSize(query))}`, listOf(paymentRecord), options.signal),
    get: async (paymentId, options = {}) => {
      const order = options.orderId === undefined ? '' : `/orders/${idText(options.orderId, 'orderId')}`;
      return get(`/api${order}/payments/${idText(paymentId)}.json`, one(paymentRecord), options.signal);
    },
  };

  return {
    baseUrl,
    products,
    metafields,
    payments,
    async request(method, path, options = {}) {
      if (!/^\/api\//.test(path)) throw new TypeError(`path must start with /api/, got ${JSON.stringify(path)}`);
      if (method !== 'GET' && PAYMENT_PATH.test(path)) throw new AdminReadOnlyError(method, path);
      const body = options.body === undefined ? undefined : toJson(options.body);
      const parse = method === 'DELETE' ? null : (json: unknown) => json as Json;
      return (await request({ method, path, body, parse, signal: options.signal, retryUnclear: method === 'GET' || method === 'PUT' })).value ?? null;
    },
  };
}

function pageSize(query: { limit?: number }): { limit?: number } {
  const { limit } = query;
  if (limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 1 && limit <= MAX_PAGE_SIZE)) {
    throw new RangeError(`limit: expected an integer from 1 to ${MAX_PAGE_SIZE}, got ${String(limit)}`);
  }
  return limit === undefined ? {} : { limit };
}

async function* listProducts(request: Transport, query: ProductQuery, signal?: AbortSignal): AsyncGenerator<AdminProduct> {
  const { limit = MAX_PAGE_SIZE } = pageSize(query);
  let offset = query.offset ?? 0;
  const seen = new Set<Id>();
  for (;;) {
    const path = `/api/products.json${toQuery({ ...query, limit, offset })}`;
    const { value: page } = await request({ method: 'GET', path, parse: listOf(productRecord), signal });
    for (const product of page) {
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      yield product;
    }
    if (page.length < limit) return;
    offset += page.length;
  }
}

/** A parent product with its variants, as `groupVariants` returns them. */
export interface ProductWithVariants {
  product: AdminProduct;
  variants: AdminProduct[];
}

/**
 * Groups a `show_variants` list (parents and variants side by side) into parents with their
 * variants, in the order of each parent's `variant_ids`. Throws an AdminDataError when a listed
 * variant did not arrive, or a variant names a parent that is not in the list.
 */
export function groupVariants(records: Iterable<AdminProduct>): ProductWithVariants[] {
  const parents: AdminProduct[] = [];
  const variants = new Map<Id, AdminProduct>();
  for (const r of records) {
    if (r.product_id === null || r.product_id === undefined) parents.push(r);
    else variants.set(r.id, r);
  }
  const used = new Set<Id>();
  const groups = parents.map((product) => ({
    product,
    variants: (product.variant_ids ?? []).map((id, i) => {
      const variant = variants.get(id);
      if (!variant) throw new AdminDataError('GET', '/api/products.json', `variant_ids[${i}]`, `variant ${id} of product ${product.id} is not in the list`);
      used.add(id);
      return variant;
    }),
  }));
  for (const [id, v] of variants) {
    if (!used.has(id)) throw new AdminDataError('GET', '/api/products.json', 'product_id', `variant ${id} names parent ${v.product_id}, which is not in the list`);
  }
  return groups;
}
