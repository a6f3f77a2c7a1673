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

/**
 * Starts a test: a new empty cart (the `cart` cookie goes, and the page's cached requests with it),
 * the request log cleared, and optionally
 * a fault for the next matching request and stock per variant id (`null`: not counted).
 */
export async function resetFake(setup: { fault?: FakeFault; stock?: Record<string, number | null> } = {}): Promise<void> {
  document.cookie = 'cart=; path=/; max-age=0';
  clearRequestCache();
  productStore().reset();
  cartStore().reset();
  await fetchControl('POST', setup);
}

/** Injects a fault for the next matching request (the log is cleared too). */
export const injectFault = (fault: FakeFault): Promise<LoggedRequest[]> => fetchControl('POST', { fault });

/** Clears the fake's request log (what `received()` lists starts here). */
export const clearLog = (): Promise<LoggedRequest[]> => fetchControl('POST', {});

/** The requests the fake received since the last reset, in order. */
export const received = (): Promise<LoggedRequest[]> => fetchControl('GET');

async function fetchControl(method: string, body?: object): Promise<LoggedRequest[]> {
  const response = await fetch('/__fake', { method, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`/__fake: ${response.status}`);
  return response.json() as Promise<LoggedRequest[]>;
}
