/// <reference types="node" />
// The demo-only layout the fake renders around the theme folder's snippets (a theme's layout/theme.liquid
// would): the page's language, the theme's stylesheet (theme/assets/shop-elements.css, shipped,
// inlined), and the script that defines the elements (`script`: the built theme file in the tests,
// the sources through Vite in the demo). Used by the demo's Liquid pages (demo/render-theme.ts) and
// the theme folder's browser tests (test/theme/theme-server.mjs).
import { readFileSync } from 'node:fs';
import { directionOf } from './locales.js';

const CSS = readFileSync(new URL('../theme/assets/shop-elements.css', import.meta.url), 'utf8');
const PAGE_CSS = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; }
  .page { max-width: 80rem; margin: 0 auto; padding: 1.25rem; }
  .visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .grid { list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem; grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (min-width: 600px) { .grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
  @media (min-width: 990px) { .grid { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
`;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c]!);

const head = (lang: string, title: string, script: string) => `<!doctype html><html lang="${lang}"${directionOf(lang) === 'rtl' ? ' dir="rtl"' : ''}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><link rel="icon" href="data:,">
<style>${PAGE_CSS}${CSS}</style><script type="module" src="${escape(script)}"></script></head>`;

export const productLayout = ({ lang, title, body, script = '/shop-elements.js' }: { lang: string; title: string; body: string; script?: string }): string => `${head(lang, title, script)}<body><main class="page">${body}<p class="after">After the product.</p></main></body></html>`;

export const collectionLayout = ({ lang, cards, script = '/shop-elements.js' }: { lang: string; cards: string[]; script?: string }): string =>
  `${head(lang, 'Collection', script)}<body><main class="page"><h1>Collection</h1><ul class="grid">${cards.map((c: string) => `<li>${c}</li>`).join('')}</ul><p class="after">After the collection.</p></main></body></html>`;

/**
 * The snippet's markup without its `modulepreload` hints of the built theme file's chunks
 * (snippets/shop-elements-preload.liquid, `/cdn/shop/t/1/assets/…`): the demo runs the elements from
 * their sources through Vite, and its server has no built files (each hint was a 404 in the console).
 */
export const withoutBuiltPreloads = (html: string): string => html.replace(/<link rel="modulepreload" href="\/cdn\/shop\/t\/1\/assets\/[^"]*">\n?/g, '');
