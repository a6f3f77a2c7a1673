/// <reference types="node" />
/**
 * The demo's product page (demo/index.html) as a theme's server renders it, before any script: the
 * product's vendor and title (a theme's section renders them: the snippet has no title), then the
 * shipped theme folder's snippets/shop-product.liquid for the chosen product, through the fake's one
 * Liquid renderer (src/fake-shop/theme-pages.ts): the media, the price, the picker as real controls,
 * the plans, the quantity, the hidden id, the inline JSON and the room each part keeps, in the
 * visitor's currency (`?currency=`, the `mock_currency` cookie), language (`?locale=de`: the /de/
 * root) and variant cut (`?cut=`, `mock_cut`). Its controls belong to the page's own form
 * (`form_id: 'product-form'`), which holds the theme's buy button and (written here) the theme's hidden
 * id, as a theme's product form does.
 * Design reviewers see what a theme renders.
 *
 * A product the fake does not have (the unknown handle's 404 page; a real shop behind `SHOP_URL`) and
 * the static build (`npm run build:demo`: no server, one page for every `?product=`) get the elements
 * without a server half: they render once the data arrives (there the page may move once).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { escapeHtml } from '../src/fake-shop/pages.js';
import { themePages } from '../src/fake-shop/theme-pages.js';
import { demoFake, variantCutOf, visitorOf } from './mock-storefront.js';
import { languageOf } from '../src/fake-shop/language.js';
import { SWATCHES } from './swatches.js';
import { withoutBuiltPreloads } from './theme-layout.js';
import { MISSING_HANDLE } from './fixtures/index.js';

/** Where index.html takes the product's heading and its elements. */
const MARKER = '<!-- product:page -->';
/** The page's form (index.html), which the snippet's controls belong to. */
const FORM_ID = 'product-form';
const DEFAULT_HANDLE = 'house-blend-coffee';

/** The product's vendor and title, as a theme's product section renders them above the form. */
const heading = (vendor: string, title: string) =>
  `<div class="product-heading"><p class="vendor" id="product-vendor">${escapeHtml(vendor)}</p><h1 class="product-title" id="product-title">${escapeHtml(title)}</h1></div>`;

/**
 * The theme's own hidden id, as a theme's product form has it (Dawn's): the variant the snippet
 * selected. With `form_id` the snippet writes none of its own; the elements keep this one following.
 */
const themeId = (snippet: string) =>
  `<input type="hidden" name="id" value="${/<shop-product[^>]*\svariant-id="(\d+)"/.exec(snippet)?.[1] ?? ''}" form="${FORM_ID}">`;

/**
 * The elements without a server half, for a product no server rendered: `<shop-product>` fetches it
 * (the handle is the page's `?product=`, set by demo/server-rendered.ts in the static build).
 */
export const elementsOnly = (handle: string): string => `${heading('', '')}
<shop-product class="shop-product" handle="${escapeHtml(handle)}" form="${FORM_ID}">
  <script type="application/json" data-swatches>${JSON.stringify(SWATCHES).replace(/</g, '\\u003c')}</script>
  <shop-media class="shop-product__media"></shop-media>
  <shop-price></shop-price>
  <shop-stock class="shop-product__stock"></shop-stock>
  <variant-picker></variant-picker>
  <selling-plan-selector></selling-plan-selector>
  <shop-quantity></shop-quantity>
  <shop-pickup class="shop-product__pickup"></shop-pickup>
</shop-product>`;

/** The Vite plugin (vite.demo.config.ts). */
export function productPage(): Plugin {
  const { storefront } = demoFake();
  const pages = themePages(storefront);
  return {
    name: 'shop-elements:product-page',
    // Dev: the request (its query and cookies) is known here, as on the collection page: render the
    // product, then let Vite transform the page as it does every page (demo/render-settings.ts too).
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://demo.invalid');
        if (!['/', '/index.html'].includes(url.pathname) || req.method !== 'GET') return next();
        const query = url.searchParams;
        const { currency, root } = visitorOf(req, url);
        const asked = query.get('product')?.normalize('NFC');
        const handles = storefront.handles();
        // As demo/server-rendered.ts picks it: a handle of the shop's (or the unknown one's 404), else the first product.
        const handle = [asked, ...(handles.includes(DEFAULT_HANDLE) ? [DEFAULT_HANDLE] : []), handles[0]].find((h) => h && (handles.includes(h) || h === MISSING_HANDLE)) ?? DEFAULT_HANDLE;
        void (async () => {
          const template = await readFile(join(server.config.root, 'index.html'), 'utf8');
          // The B2B customer (src/fake-shop/price-list.ts: `?customer=b2b`, or its cookie, which the fake's cart reads too).
          const b2b = (query.get('customer') ?? /(?:^|;\s*)customer=([^;]*)/.exec(req.headers.cookie ?? '')?.[1]) === 'b2b';
          if (query.has('customer')) res.setHeader('Set-Cookie', b2b ? 'customer=b2b; Path=/; SameSite=Lax' : 'customer=; Path=/; Max-Age=0');
          const request = { currency, root, swatches: SWATCHES, cut: variantCutOf(req, url), variantId: query.get('variant'), b2b };
          // A page of the elements' own (media and quantity asked for), inside the theme's form.
          const served = await pages.product(handle, request, { form_id: FORM_ID, show_media: true, show_quantity: true, show_pickup: true, show_stock: true });
          const snippet = served === undefined ? undefined : withoutBuiltPreloads(served);
          const product = snippet === undefined ? undefined : storefront.wholeProduct(handle, currency, languageOf(root));
          const body = product && snippet !== undefined ? `${heading(String(product.vendor ?? ''), String(product.title ?? ''))}\n${snippet}\n${themeId(snippet)}` : elementsOnly(handle);
          const html = await server.transformIndexHtml(req.url ?? '/', template.replace(MARKER, body), req.originalUrl);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        })().catch(next);
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        // The static build: the elements alone (the product is the page's `?product=`, read by script).
        if (ctx.server || !html.includes(MARKER)) return html;
        return html.replace(MARKER, elementsOnly(DEFAULT_HANDLE));
      },
    },
  };
}
