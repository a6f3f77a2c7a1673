// The layout a theme renders around the snippets, for the theme folder's browser tests: the theme
// file, the theme's stylesheet (theme/assets/shop-elements.css, shipped), the page's language.
// Not a test file.
import { readFileSync } from 'node:fs';

const CSS = readFileSync(new URL('../../theme/assets/shop-elements.css', import.meta.url), 'utf8');
const PAGE_CSS = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; }
  .page { max-width: 80rem; margin: 0 auto; padding: 1.25rem; }
  .visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .grid { list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem; grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (min-width: 600px) { .grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
  @media (min-width: 990px) { .grid { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
`;

const head = (lang, title) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="data:,">
<style>${PAGE_CSS}${CSS}</style><script type="module" src="/shop-elements.js"></script></head>`;

export const productLayout = ({ lang, title, body }) => `${head(lang, title)}<body><main class="page">${body}<p class="after">After the product.</p></main></body></html>`;

export const collectionLayout = ({ lang, cards }) =>
  `${head(lang, 'Collection')}<body><main class="page"><h1>Collection</h1><ul class="grid">${cards.map((c) => `<li>${c}</li>`).join('')}</ul><p class="after">After the collection.</p></main></body></html>`;
