/**
 * The demo: `npm start` (dev server with the mock storefront, or `SHOP_URL=https://… npm start` to
 * proxy a real shop) and `npm run build:demo` (static demo in dist-demo/: both pages, fixtures
 * written as products/<handle>.js and cart.js).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { mockStorefront } from './demo/mock-storefront.js';
import { staticStorefront } from './demo/build-static.js';

const page = (name: string) => fileURLToPath(new URL(`./demo/${name}`, import.meta.url));

export default defineConfig({
  root: 'demo',
  // Relative asset URLs, so the static demo works from a sub-path too.
  base: './',
  server: { port: 5173 },
  build: {
    outDir: '../dist-demo',
    emptyOutDir: true,
    // Both pages: the product page demo and the review page of every state.
    rolldownOptions: { input: { index: page('index.html'), review: page('review.html') } },
  },
  plugins: [mockStorefront(), staticStorefront()],
});
