/// <reference types="node" />
/** `shop-elements fake-shop`: the fake shop on 127.0.0.1 until Ctrl-C, and its URLs and credentials. */
import { statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startFakeShop } from '../fake-shop/fake-shop.js';
import { parseOptions, UsageError, wholeNumber } from './args.js';
import type { Context } from './exit.js';

export const usage = `  fake-shop [--port N] [--products N] [--with-broken] [--pages DIR] [--env-out FILE]
            [--variant-cut 250|100]
                     a fake shop on 127.0.0.1 until Ctrl-C: the shop service's interface (the
                     admin API, the storefront's products and the cart) with N generated products
                     (default 40) and the demo's products in a checkout (big-catalogue: 2,048
                     variants; oxford-shirt-white, -blue and -pink: a combined listing).
                     /products/<handle>.js carries the first 250 variants, as the platform's;
                     /products/<handle>?view=shop-elements&page=K is the theme's JSON view.
                     --variant-cut 100: the .js carries 100, as on some shops;
                     --pages DIR: also serves DIR's files at the shop's root (DIR/index.html at
                     /), so a page of your own runs against the fake as it is;
                     --with-broken: adds products the elements must refuse;
                     --env-out FILE: writes its URLs and credentials to FILE for --env-file`;

export async function fakeShop(args: string[], { io, signal }: Context): Promise<number | 'help'> {
  const parsed = parseOptions('fake-shop', args, {
    port: { type: 'string' }, products: { type: 'string' }, 'with-broken': { type: 'boolean' }, 'env-out': { type: 'string' }, pages: { type: 'string' },
    'variant-cut': { type: 'string' },
  });
  if (parsed.help) return 'help';
  const { values } = parsed;
  const port = wholeNumber(values, 'port', 0, 0);
  if (port > 65535) throw new UsageError(`--port must be 0 to 65535, got ${String(values.port)}`);
  const count = wholeNumber(values, 'products', 0, 40);
  const variantCut = wholeNumber(values, 'variant-cut', 0, 250);
  if (variantCut !== 250 && variantCut !== 100) throw new UsageError(`--variant-cut is 250 or 100 (the platform's cuts), got ${String(values['variant-cut'])}`);
  const pages = typeof values.pages === 'string' ? resolve(values.pages) : null;
  if (pages && !statSync(pages, { throwIfNoEntry: false })?.isDirectory()) {
    throw new UsageError(`--pages ${values.pages} is not a directory: name the folder that holds your index.html`);
  }
  signal.throwIfAborted();
  let shop;
  try {
    shop = await startFakeShop({ port, pages, variantCut, catalogue: { products: count, broken: values['with-broken'] === true } });
  } catch (error) {
    if ((error as { code?: string }).code === 'EADDRINUSE') throw new UsageError(`--port ${port} is in use: choose another, or 0 for any free port`);
    throw error;
  }
  try {
    signal.throwIfAborted();
    const envText = [
      `SHOP_ADMIN_URL=${shop.adminUrl}`, `SHOP_API_KEY=${shop.apiKey}`, `SHOP_API_PASSWORD=${shop.apiPassword}`, `SHOP_URL=${shop.storefrontUrl}`, '',
    ].join('\n');
    if (typeof values['env-out'] === 'string') writeFileSync(values['env-out'], envText, { mode: 0o600 });
    io.stdout(`fake shop on ${shop.adminUrl} (admin API and storefront; Ctrl-C stops it)\n`
      + (pages ? `your pages: ${shop.storefrontUrl}/ serves ${pages}\n` : '')
      + `${envText.split('\n').filter(Boolean).map((l) => `export ${l}`).join('\n')}\n`
      + (typeof values['env-out'] === 'string' ? `(also written to ${values['env-out']}: use --env-file ${values['env-out']})\n` : ''));
    // Ctrl-C is how it stops: once it runs, that is a normal end.
    await new Promise((done) => signal.addEventListener('abort', done, { once: true }));
    io.stdout('fake shop stopped\n');
    return 0;
  } finally {
    await shop.close();
  }
}
