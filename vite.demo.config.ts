/**
 * The demo: `npm start` (dev server with the mock storefront, `SHOP_URL=https://… npm start` to
 * proxy a real shop, or `SHOP_SNAPSHOT=dir npm start` for a `shop-elements snapshot` directory) and `npm run build:demo` (static demo in dist-demo/: every page, fixtures
 * written as products/<handle>.js and cart.js).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { mockStorefront, readSnapshotIndex } from './demo/mock-storefront.js';
import { staticStorefront } from './demo/build-static.js';
import { serverRenderedSettings } from './demo/render-settings.js';
import { collectionPage } from './demo/render-collection.js';
import { themePagesPlugin } from './demo/render-theme.js';
import { productPage } from './demo/render-product.js';

const page = (name: string) => fileURLToPath(new URL(`./demo/${name}`, import.meta.url));

export default defineConfig({
  root: 'demo',
  // Relative asset URLs, so the static demo works from a sub-path too.
  base: './',
  server: { port: 5173 },
  build: {
    outDir: '../dist-demo',
    emptyOutDir: true,
    // The pages: the product page demo, the collection page of 48 cards and the review page of every state.
    rolldownOptions: { input: { index: page('index.html'), collection: page('collection.html'), review: page('review.html') } },
  },
  plugins: [mockStorefront(), staticStorefront(), productPage(), collectionPage(), themePagesPlugin(), serverRenderedSettings()],
  // `SHOP_SNAPSHOT=dir npm start`: the product switcher lists the snapshot's products (see demo/main.ts).
  define: {
    __SHOP_SNAPSHOT__: JSON.stringify(readSnapshotIndex()?.products.map((p) => ({ handle: p.handle, label: p.title ?? p.handle })) ?? null),
  },
});
