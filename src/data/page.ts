/**
 * What the page itself says of the storefront, read with no request: its root (locale-prefixed
 * stores) and its active currency. Small and loaded from the start; the storefront client
 * (client.ts), which fetches, is a part loaded only when something has to be fetched.
 */

/** The platform's globals, where the page defines them. */
const shopify = () => (globalThis as { Shopify?: { routes?: { root?: unknown }; currency?: { active?: unknown } } }).Shopify;

/** The option, else the platform's routes-root global (locale-prefixed stores), else `/`; always ends in `/`. */
export function resolveRoot(root?: string | null): string {
  const global = shopify()?.routes?.root;
  const r = root || (typeof global === 'string' && global) || '/';
  return r.endsWith('/') ? r : `${r}/`;
}

/** `{root}products/{handle}.js`; the handle is encoded so `/`, `?` and `#` cannot change the path. */
export function productUrl(handle: string, root?: string | null): string {
  return `${resolveRoot(root)}products/${encodeURIComponent(handle)}.js`;
}

/** The page's active currency where the platform's global defines it (`window.Shopify.currency.active`), else null. */
export function pageCurrency(): string | null {
  const active = shopify()?.currency?.active;
  return typeof active === 'string' && /^[A-Z]{3}$/.test(active) ? active : null;
}
