/// <reference types="node" />
/** `shop-elements check`: in one screen, whether the credentials and both base URLs work. */
import type { AdminClient } from '../admin/client.js';
import { ProductDataError } from '../core/errors.js';
import { parseProduct } from '../core/parse.js';
import { parseCart } from '../core/parse-cart.js';
import { fetchBytes, productUrl } from '../data/client.js';
import { parseOptions } from './args.js';
import { ADMIN_VARIABLES, adminClient, config, storefrontRoot, unset } from './env.js';
import type { Context } from './exit.js';

export const usage = `  check              whether the admin credentials, the admin base URL and the storefront
                     URL work, one line each`;

export async function check(args: string[], { io, signal }: Context): Promise<number | 'help'> {
  const parsed = parseOptions('check', args, {});
  if (parsed.help) return 'help';
  const env = config(parsed, io.env);
  let failures = 0;
  const line = (ok: boolean, what: string, detail: string) => {
    if (!ok) failures++;
    io.stdout(`${ok ? '✓' : '✗'} ${what.padEnd(12)} ${detail}\n`);
  };
  /** A failure is reported on its line; an interrupt ends the command. */
  const reason = (error: unknown) => {
    signal.throwIfAborted();
    return describeError(error);
  };
  let firstHandle: string | undefined;
  const missing = unset(env, ADMIN_VARIABLES);
  if (missing) line(false, 'admin', missing);
  else {
    let admin: AdminClient | null = null;
    try {
      admin = adminClient(env);
    } catch (error) {
      line(false, 'admin', reason(error));
    }
    if (admin) {
      try {
        const count = await admin.products.count({ signal });
        line(true, 'admin', `${admin.baseUrl}: credentials accepted, ${count} products`);
        for await (const p of admin.products.list({ limit: 1 }, { signal })) {
          firstHandle = p.handle;
          break;
        }
      } catch (error) {
        line(false, 'admin', reason(error));
      }
      for (const [what, probe] of [
        ['payments', async () => `${(await admin.payments.list({ limit: 1 }, { signal })).length ? 'readable' : 'readable (none yet)'} (read-only)`],
        ['metafields', async () => `${await admin.metafields.count({ signal })} metafields`],
      ] as const) {
        try {
          line(true, what, await probe());
        } catch (error) {
          line(false, what, reason(error));
        }
      }
    }
  }
  const noStorefront = unset(env, ['SHOP_URL']);
  if (noStorefront) line(false, 'storefront', noStorefront);
  else {
    try {
      const root = storefrontRoot(env);
      const cart = parseCart(await fetchText(`${root}cart.js`, signal));
      line(true, 'storefront', `${root}cart.js: currency ${cart.currency}`);
      if (firstHandle !== undefined) {
        const url = productUrl(firstHandle, root);
        const product = parseProduct(await fetchText(url, signal));
        line(true, 'product', `${url}: ${product.variants.length} variant(s), the elements can show it`);
      }
    } catch (error) {
      line(false, 'storefront', reason(error));
    }
  }
  // Nothing to check without the variables: a configuration error (2), not a failure of the shop (1).
  const unconfigured = Boolean(missing || noStorefront);
  io.stdout(unconfigured ? 'not configured: set the variables above\n' : failures ? `${failures} check(s) failed\n` : 'everything works\n');
  return unconfigured ? 2 : failures ? 1 : 0;
}

/**
 * A storefront document through the elements' own client (the same retries, limit and abort), as
 * text; not cached, so every run asks afresh.
 */
export async function fetchText(url: string, signal?: AbortSignal): Promise<string> {
  return new TextDecoder().decode(await fetchBytes(url, signal));
}

export function describeError(error: unknown): string {
  return error instanceof ProductDataError ? `the elements' parser rejects it: ${error.message}` : (error as Error).message;
}
