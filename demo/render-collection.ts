/// <reference types="node" />
/**
 * The collection page (demo/collection.html) as a theme's server renders it, before any script: 48
 * product cards, each the shipped theme folder's snippets/shop-product-card.liquid rendered by the
 * fake's one Liquid renderer (src/fake-shop/theme-pages.ts): the image, the title, the price, the
 * options as real controls (swatches where the merchant set them), the hidden id, the inline JSON
 * and a quick add, each keeping its room; and the elements' words once for the page
 * (snippets/shop-elements-strings.liquid, as sections/shop-collection.liquid renders them). Design
 * reviewers see what a theme renders.
 *
 * `npm start` renders each request in its currency (`?currency=` or the `mock_currency` cookie, as
 * demo/settings.ts picks), variant cut (`?cut=`, `mock_cut`) and language (`?locale=de`: the /de/
 * root); the static build renders EUR in English, cut at 250. The theme's stylesheet and `<html lang>`
 * are written afterwards by demo/render-settings.ts, as on the other pages.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { createThemeRenderer } from '../src/fake-shop/liquid.js';
import { escapeHtml } from '../src/fake-shop/pages.js';
import { COMBINED_LISTINGS } from '../src/fake-shop/product-view.js';
import { storeObjects, themePages, type ThemeRequest } from '../src/fake-shop/theme-pages.js';
import { demoFake, variantCutOf, visitorOf } from './mock-storefront.js';
import { SWATCHES } from './swatches.js';
import { STRINGS } from './theme-strings.js';

/** The cards on the page: a theme's collection page of 48 products (its `paginate by: 48`). */
export const COLLECTION_SIZE = 48;
/**
 * Fixtures that test the product page's edge cases and belong on no shop's collection page; and the
 * combined listing's members (the Oxford shirts), which a shop's collection shows once, as the
 * listing's parent product, which the fake does not model.
 */
export const NOT_ON_CARDS = new Set(['big-catalogue', 'html-injection-test', 'long-title-backpack', ...COMBINED_LISTINGS.flatMap((l) => l.handles)]);
/** Where the collection page's cards are written. */
const MARKER = '<!-- collection:cards -->';

/**
 * The card's link to the product: the shop's product URL (`product.url`), which on the demo is its
 * own product page, `./?product=<handle>` (the fake's plain product page is not the demo's).
 */
const demoLinks = (card: string) => card.replace(/(class="shop-card__link" href=")(?:\/[a-z]{2})?\/products\/([^"?]+)"/, (_, start: string, handle: string) => `${start}./?product=${handle}"`);

/**
 * A shop's 48 cards are 48 products; the demo repeats its fixtures to fill the page, so each repeat's
 * form id and radio groups are made its own (`-2`, `-3`…), as another product's would be: no id twice,
 * and no quick add posting another card's form.
 */
const ownIds = (card: string, repeat: number) => (repeat === 0 ? card : card.replace(/\b(shop-product-form-|shop-option-|shop-plan-)(\d+)/g, `$1$2-${repeat + 1}`));

/** The demo fake's products that make cards, repeated in order up to the page's 48. */
function cardHandles(handles: string[]): string[] {
  const usable = handles.filter((h) => !NOT_ON_CARDS.has(h));
  return Array.from({ length: COLLECTION_SIZE }, (_, i) => usable[i % usable.length]!);
}

/** The page's HTML with its cards and the elements' words written at the marker, for `request`. */
export async function renderCollection(html: string, render: (handle: string) => Promise<string | undefined>, strings: string, handles: string[], locale: string): Promise<string> {
  const seen = new Map<string, number>();
  const cards = await Promise.all(cardHandles(handles).map(async (handle) => {
    const repeat = seen.get(handle) ?? 0;
    seen.set(handle, repeat + 1);
    return `<li class="card-item">${ownIds(demoLinks((await render(handle))!), repeat)}</li>`;
  }));
  const words = STRINGS[locale] ?? STRINGS.en!;
  return html
    .replace(MARKER, `${strings}\n${cards.join('\n')}`)
    .replace(/<!-- collection:(\w+) -->/g, (whole, key: string) => escapeHtml(String(words[key as keyof typeof words] ?? whole)));
}

/** The Vite plugin (vite.demo.config.ts). */
export function collectionPage(): Plugin {
  const { storefront } = demoFake();
  const renderer = createThemeRenderer();
  const pages = themePages(storefront, renderer);
  const render = (html: string, request: ThemeRequest, locale: string) => renderer.renderSnippet('shop-elements-strings', storeObjects(request), { root: request.root, currency: request.currency })
    .then((strings) => renderCollection(html, (h) => pages.card(h, request), strings, storefront.handles(), locale));
  return {
    name: 'shop-elements:collection-page',
    // Dev: the request is known here (its cookie too), not in transformIndexHtml: render, then let Vite
    // transform the page as it does every page (its scripts, demo/render-settings.ts).
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://demo.invalid');
        if (url.pathname !== '/collection.html' || req.method !== 'GET') return next();
        const { currency, language: locale, root } = visitorOf(req, url);
        void (async () => {
          const template = await readFile(join(server.config.root, 'collection.html'), 'utf8');
          const request = { currency, root, swatches: SWATCHES, cut: variantCutOf(req, url) };
          const html = await server.transformIndexHtml(req.url ?? '/collection.html', await render(template, request, locale), req.originalUrl);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        })().catch(next);
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, ctx) {
        // The static build: EUR, in English.
        if (ctx.server || !html.includes(MARKER)) return html;
        return render(html, { currency: 'EUR', root: '/', swatches: SWATCHES }, 'en');
      },
    },
  };
}
