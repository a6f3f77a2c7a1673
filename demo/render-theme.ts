/// <reference types="node" />
/**
 * The demo's pages rendered from the shipped theme folder, as a theme renders them: `theme.html`
 * (`?product=<handle>`, the product snippet theme/snippets/shop-product.liquid) and
 * `theme-collection.html` (every card, theme/snippets/shop-product-card.liquid), through the fake's
 * one Liquid renderer (src/fake-shop/theme-pages.ts) in the demo-only layout (demo/theme-layout.ts),
 * in the visitor's currency (`?currency=`, the `mock_currency` cookie) and language (`?locale=de`:
 * the /de/ root). Design reviewers see here exactly what a theme's server sends before any script.
 * `npm start` only (the static build has no server to render them).
 */
import type { Plugin } from 'vite';
import { themePages } from '../src/fake-shop/theme-pages.js';
import { demoFake, variantCutOf, visitorOf } from './mock-storefront.js';
import { NOT_ON_CARDS } from './render-collection.js';
import { SWATCHES } from './swatches.js';
import { collectionLayout, productLayout, withoutBuiltPreloads } from './theme-layout.js';

export function themePagesPlugin(): Plugin {
  const { storefront } = demoFake();
  const pages = themePages(storefront);
  return {
    name: 'shop-elements:theme-pages',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://demo.invalid');
        if (!['/theme.html', '/theme-collection.html'].includes(url.pathname) || req.method !== 'GET') return next();
        const query = url.searchParams;
        const { currency, language: lang, root } = visitorOf(req, url);
        const request = { currency, root, swatches: SWATCHES, cut: variantCutOf(req, url), variantId: query.get('variant') };
        const script = './theme-page.ts';
        void (async () => {
          let page: string;
          if (url.pathname === '/theme.html') {
            const handle = query.get('product')?.normalize('NFC') ?? 'house-blend-coffee';
            const body = await pages.product(handle, request, { show_pickup: true, show_stock: true });
            if (body === undefined) return next();
            page = productLayout({ lang, title: handle, body: withoutBuiltPreloads(body), script });
          } else {
            const handles = storefront.handles().filter((h) => !NOT_ON_CARDS.has(h));
            const cards = (await Promise.all(handles.map((h) => pages.card(h, request)))).filter((c): c is string => c !== undefined);
            page = collectionLayout({ lang, cards, script });
          }
          const html = await server.transformIndexHtml(req.url ?? url.pathname, page, req.originalUrl);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        })().catch(next);
      });
    },
  };
}
