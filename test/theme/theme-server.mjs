// A theme's pages served beside the one fake shop, for the theme folder's browser tests: the
// product snippet (theme/snippets/shop-product.liquid) and the collection cards rendered by the
// fake's renderer (src/fake-shop/theme-pages.ts) inside the demo's layout (demo/theme-layout.ts), the theme
// file as `npm run build` builds it, and the fake's storefront paths (`/cart/add` included).
// Not a test file.
//   GET [/<locale>]/theme/<handle>?currency=JPY  the product page (`?pickup`: with show_pickup; &customer=b2b: the B2B customer's price breaks) (`/fr/`, `/ar/`: any language of
//                                         theme/locales/, its `<html lang>` and, right to left, `dir`)
//   GET [/<locale>]/theme-collection?currency=…  the collection page
import { createServer } from 'node:http';
import { buildThemeFile } from '../../scripts/theme-file.mjs';
import { createFakeShop, isStorefrontPath, themePages } from '../../src/fake-shop/index.ts';
import { SWATCHES } from '../../demo/swatches.ts';
import { productLayout, collectionLayout } from '../../demo/theme-layout.ts';
import { DEMO_LOCALES } from '../../demo/locales.ts';

export async function startThemeServer({ slowMs = 0 } = {}) {
  const fake = createFakeShop({ catalogue: { products: 0, orders: 0 } });
  const pages = themePages(fake.storefront);
  const { files } = await buildThemeFile();
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname;
      const currency = url.searchParams.get('currency') ?? 'EUR';
      const prefix = /^\/([a-z]{2}(?:-[a-z]{2})?)\//i.exec(path)?.[1]?.toLowerCase();
      const root = prefix && prefix !== 'en' && DEMO_LOCALES.includes(prefix) ? `/${prefix}/` : '/';
      const rest = path.slice(root.length - 1);
      const slow = url.searchParams.get('network') === 'slow' || /mock_network=slow/.test(req.headers.cookie ?? '');
      if (isStorefrontPath(path)) {
        if (slow && !path.startsWith('/cdn/')) await new Promise((r) => setTimeout(r, slowMs || 2000));
        return void fake.handle(req, res, { currency });
      }
      const script = files[path.slice(1)];
      if (script) {
        if (slow) await new Promise((r) => setTimeout(r, slowMs || 2000));
        return void res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(script);
      }
      const lang = root === '/' ? 'en' : root.slice(1, -1);
      // The B2B customer (src/fake-shop/price-list.ts): `?customer=b2b` (the cookie the storefront's own paths read too), or that cookie.
      const customer = url.searchParams.get('customer');
      const b2b = (customer ?? /(?:^|;\s*)customer=([^;]*)/.exec(req.headers.cookie ?? '')?.[1]) === 'b2b';
      const cookies = [`cart_currency=${currency}; Path=/`, ...(slow ? ['mock_network=slow; Path=/'] : []), ...(customer === null ? [] : [b2b ? 'customer=b2b; Path=/' : 'customer=; Path=/; Max-Age=0'])];
      const product = /^\/theme\/([^/]+)$/.exec(rest);
      if (product) {
        const handle = decodeURIComponent(product[1]);
        const html = await pages.product(handle, { currency, root, swatches: SWATCHES, variantId: url.searchParams.get('variant'), b2b }, { show_stock: true, ...(url.searchParams.has('pickup') ? { show_pickup: true } : {}) });
        if (html === undefined) return void res.writeHead(404).end('Not found');
        return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': cookies }).end(productLayout({ lang, title: handle, body: html }));
      }
      if (rest === '/theme-collection') {
        const handles = fake.storefront.handles().filter((h) => !['big-catalogue', 'html-injection-test', 'long-title-backpack'].includes(h) && !h.startsWith('oxford-shirt-'));
        const cards = await Promise.all(handles.map((h) => pages.card(h, { currency, root, swatches: SWATCHES })));
        return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': cookies }).end(collectionLayout({ lang, cards }));
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error?.stack ?? error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    fake,
    base: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
