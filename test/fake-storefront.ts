/**
 * The real fake shop from the browser tests: web-test-runner.config.mjs mounts the one fake
 * (src/fake-shop, `createFakeShop().handle`) on the test server's storefront paths, with the
 * demo's fixtures and a cart per visitor. Use it where a test is about what the storefront really
 * does (stock, partial adds, faults); `stub-storefront.ts` stays for precise artificial answers.
 */
import type { Fault, LoggedRequest } from '../src/fake-shop/index.js';
import { cartStore } from '../src/data/cart-store.js';
import { clearRequestCache } from '../src/data/client.js';
import { productStore } from '../src/data/product-store.js';

/** A fault as it travels to the server: its `path` exact (no RegExp), no `until`. */
export type FakeFault = Omit<Fault, 'path' | 'until'> & { path?: string };

/** What a test sets up on the fake (`resetFake`). */
export interface FakeSetup {
  /** A fault for the next matching request. */
  fault?: FakeFault;
  /** Stock per variant id (`null`: not counted). */
  stock?: Record<string, number | null>;
  /** Variants in `/products/<handle>.js`: 250 (default, also after the next reset) or 100, as the platform cuts them. */
  cut?: 250 | 100;
  /** `false`: the theme has no JSON view (`?view=shop-elements` answers the product's HTML page, 200). Default true. */
  view?: boolean;
}

/**
 * Starts a test: a new empty cart (the `cart` cookie goes, and the page's cached requests with it),
 * the request log cleared, the cut at 250 and the JSON view installed unless `setup` says otherwise,
 * and optionally a fault and stock.
 */
export async function resetFake(setup: FakeSetup = {}): Promise<void> {
  document.cookie = 'cart=; path=/; max-age=0';
  clearRequestCache();
  productStore().reset();
  cartStore().reset();
  await fetchControl('POST', setup);
}

/** Injects a fault for the next matching request (the log is cleared too; the cut and the view go back to 250 and installed, as on every POST). */
export const injectFault = (fault: FakeFault): Promise<LoggedRequest[]> => fetchControl('POST', { fault });

/** Clears the fake's request log (what `received()` lists starts here; the cut and the view go back to 250 and installed). */
export const clearLog = (): Promise<LoggedRequest[]> => fetchControl('POST', {});

/** The requests the fake received since the last reset, in order. */
export const received = (): Promise<LoggedRequest[]> => fetchControl('GET');

async function fetchControl(method: string, body?: object): Promise<LoggedRequest[]> {
  const response = await fetch('/__fake', { method, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`/__fake: ${response.status}`);
  return response.json() as Promise<LoggedRequest[]>;
}
