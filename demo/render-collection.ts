/// <reference types="node" />
/**
 * The collection page (demo/collection.html) as a shop's server renders it, before any script: 48
 * product cards, each a theme's card form with the product as inline JSON (what Liquid writes with
 * `{{ product | json }}`), its image, title and price, the first available variant's id as the form's
 * fallback (inside `<shop-product>`, which stops it submitting once ready: no `id` twice), and the
 * class that reserves its picker's room (demo.css). The documents are the demo
 * fake's own (`/products/<handle>.js`, in the visitor's currency), so a quick add reaches its cart.
 *
 * `npm start` renders each request (its `?currency=` or `mock_currency` cookie, as demo/settings.ts
 * picks, its `?cut=` or `mock_cut` cookie: the inline JSON carries 250 variants or 100, as the
 * platform cuts `{{ product | json }}`, and `?locale=`); the static build renders EUR in English, cut at 250. The theme's stylesheet and `<html
 * lang>` are written afterwards by demo/render-settings.ts, as on the other pages.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { parseProduct } from '../src/core/parse.js';
import { cdnSrcset, variantMedia } from '../src/core/media.js';
import { formatMoney } from '../src/core/money.js';
import { hasOnlyDefaultVariant, indexVariants, initialVariant } from '../src/core/variants.js';
import type { Product } from '../src/core/types.js';
import { DEMO_RATES } from '../src/fake-shop/currency.js';
import { escapeHtml } from '../src/fake-shop/pages.js';
import { COMBINED_LISTINGS } from '../src/fake-shop/product-view.js';
import { cookie, demoFake, variantCutOf } from './mock-storefront.js';
import { SWATCHES } from './swatches.js';
import { STRINGS } from './theme-strings.js';

/** The cards on the page: a theme's collection page of 48 products (its `paginate by: 48`). */
export const COLLECTION_SIZE = 48;
/**
 * Fixtures that test the product page's edge cases and belong on no shop's collection page; and the
 * combined listing's members (the Oxford shirts), which a shop's collection shows once, as the
 * listing's parent product, which the fake does not model.
 */
const NOT_ON_CARDS = new Set(['big-catalogue', 'html-injection-test', 'long-title-backpack', ...COMBINED_LISTINGS.flatMap((l) => l.handles)]);
/** Where the collection page's cards are written. */
const MARKER = '<!-- collection:cards -->';
/** The image column's width: half the phone's width, a quarter of the page's 80rem on a desktop. */
const SIZES = '(min-width: 990px) 19rem, (min-width: 600px) 31vw, 46vw';

/** JSON inside `<script>`: no `</script>` or `<!--` can end it (`<` only occurs in strings). */
const scriptJson = (text: string) => text.replace(/</g, '\\u003c');

/**
 * How the card's picker looks and the room it takes, as a theme decides when it renders the card: a
 * product with swatches (a colour, a woven material) shows its values as buttons, the swatches being
 * the point of a card; any other shows a select per option, which takes one row however many values
 * it has. The class names the layout (`picker-select-2`: two selects; `picker-buttons-t5-s3`: five
 * text values, then three swatches), and demo.css gives each the height it takes at each width (the
 * docs/guide.md's "reserve per number of options", measured once): nothing below moves when it renders.
 */
function picker(product: Product): { type: 'buttons' | 'select'; className: string } {
  if (hasOnlyDefaultVariant(product)) return { type: 'select', className: 'picker-none' };
  if (!product.options.some((o) => SWATCHES[o.name])) return { type: 'select', className: `picker-select-${product.options.length}` };
  const layout = product.options.map((o) => `${SWATCHES[o.name] ? 's' : 't'}${o.values.length}`);
  return { type: 'buttons', className: `picker-buttons-${layout.join('-')}` };
}

/** The swatch data of the options this product has (a colour, a woven material), or null. */
function swatchData(product: Product): string | null {
  const entries = product.options.filter((o) => SWATCHES[o.name]).map((o) => [o.name, SWATCHES[o.name]]);
  return entries.length ? JSON.stringify(Object.fromEntries(entries)) : null;
}

interface CardContext {
  currency: string;
  locale: string;
  /** The storefront root of the page's locale (`/`, `/de/`), for the form's action. */
  root: string;
}

/** One card: the product's `document` text (its storefront JSON) as a theme's card form. */
export function renderCard(document: string, { currency, locale, root }: CardContext): string {
  const product = parseProduct(document);
  const variant = initialVariant(indexVariants(product));
  const strings = STRINGS[locale] ?? STRINGS.en!;
  const money = (amount: number) => formatMoney(amount, { currency, locale });
  const href = `./?product=${encodeURIComponent(product.handle)}`;
  const media = variantMedia(product, variant) ?? product.media[0] ?? null;
  const image = media
    ? `<img class="card-image" src="${escapeHtml(media.src)}" srcset="${escapeHtml(cdnSrcset(media.src, media.width))}" sizes="${SIZES}" width="${media.width ?? 1200}" height="${Math.round((media.width ?? 1200) / media.aspectRatio)}" alt="${escapeHtml(media.alt || product.title)}" loading="lazy" decoding="async">`
    : `<span class="card-image card-initial" aria-hidden="true">${escapeHtml([...product.title][0] ?? '')}</span>`;
  const swatches = swatchData(product);
  const { type, className } = picker(product);
  // The price's room: a second line for a unit price ("€5.00/100 ml"); on a narrow card, for the
  // badge beside a sale or sold-out price, which wraps.
  const priceClass = product.variants.some((v) => v.unitPrice) ? ' price-unit'
    : !variant.available || (variant.compareAtPrice ?? 0) > variant.price ? ' price-badge' : '';
  const compareAt = variant.compareAtPrice !== null && variant.compareAtPrice > variant.price ? ` <s>${money(variant.compareAtPrice)}</s>` : '';
  return `<li class="card-item">
  <form class="product-card" action="${root}cart/add" method="post">
    <shop-product class="card-product ${className}${priceClass}" currency="${currency}" view-event="intersect" view-context="collection">
      <script type="application/json">${scriptJson(document)}</script>${swatches ? `\n      <script type="application/json" data-swatches>${scriptJson(swatches)}</script>` : ''}
      <shop-media class="card-media" sizes="${SIZES}" hide-other-variants>${image}</shop-media>
      <h2 class="card-title"><a href="${href}">${escapeHtml(product.title)}</a></h2>
      <shop-price><p class="card-price">${money(variant.price)}${compareAt}</p></shop-price>
      <variant-picker type="${type}"></variant-picker>
      <input type="hidden" name="id" value="${variant.id}">
    </shop-product>
    <shop-buy-button ajax><button type="submit" class="add-to-cart card-add" data-i18n="add">${escapeHtml(strings.add)}</button></shop-buy-button>
  </form>
</li>`;
}

/** The demo fake's products that make cards, repeated in order up to the page's 48. */
function cardHandles(handles: string[]): string[] {
  const usable = handles.filter((h) => !NOT_ON_CARDS.has(h));
  return Array.from({ length: COLLECTION_SIZE }, (_, i) => usable[i % usable.length]!);
}

/** The page's HTML with its cards written at the marker, in `currency` and `locale`. */
export function renderCollection(html: string, documents: (handle: string) => string | undefined, handles: string[], context: CardContext): string {
  const cards = cardHandles(handles).map((handle) => renderCard(documents(handle)!, context));
  const strings = STRINGS[context.locale] ?? STRINGS.en!;
  return html
    .replace(MARKER, cards.join('\n'))
    .replace(/<!-- collection:(\w+) -->/g, (whole, key: string) => escapeHtml(String(strings[key as keyof typeof strings] ?? whole)));
}

/** The Vite plugin (vite.demo.config.ts). */
export function collectionPage(): Plugin {
  const { storefront } = demoFake();
  const documents = (handle: string, currency: string, cut: 250 | 100 = 250) => storefront.document(handle, currency, cut);
  const currencies = Object.keys(DEMO_RATES);
  return {
    name: 'shop-elements:collection-page',
    // Dev: the request is known here (its cookie too), not in transformIndexHtml: render, then let Vite
    // transform the page as it does every page (its scripts, demo/render-settings.ts).
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://demo.invalid');
        if (url.pathname !== '/collection.html' || req.method !== 'GET') return next();
        const query = url.searchParams;
        const currency = [query.get('currency')?.toUpperCase(), cookie(req, 'mock_currency')].find((c) => c && currencies.includes(c)) ?? 'EUR';
        const locale = query.get('locale') === 'de' ? 'de' : 'en';
        void (async () => {
          const template = await readFile(join(server.config.root, 'collection.html'), 'utf8');
          const cut = variantCutOf(req, url);
          const rendered = renderCollection(template, (h) => documents(h, currency, cut), storefront.handles(), { currency, locale, root: locale === 'en' ? '/' : `/${locale}/` });
          const html = await server.transformIndexHtml(req.url ?? '/collection.html', rendered, req.originalUrl);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        })().catch(next);
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        // The static build: EUR, in English, at the page's folder.
        if (ctx.server || !html.includes(MARKER)) return html;
        return renderCollection(html, (h) => documents(h, 'EUR'), storefront.handles(), { currency: 'EUR', locale: 'en', root: './' });
      },
    },
  };
}
