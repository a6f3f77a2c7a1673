/// <reference types="node" />
/**
 * What a shop's server writes into the demo's pages before any script runs: the chosen theme's
 * stylesheet (`<link id="theme">`) and the page's language, so that the first paint is already the
 * themed page and nothing moves when demo/settings.ts applies the same settings. `npm start` renders
 * the `?theme=` and `?locale=` of each request; the static build renders the default theme (a static
 * host sees no query: its page applies another theme by script, as before).
 */
import type { Plugin } from 'vite';
import { DEMO_LOCALES, directionOf } from './locales.js';

const THEMES = ['minimal', 'boutique'];

/** The page with `theme`'s stylesheet at `href` and `lang`: only the empty `<link id="theme">` and `<html lang>` (and `dir`, right to left) change. */
export function renderSettings(html: string, href: string, lang: string | null): string {
  const page = html.replace(/<link id="theme" rel="stylesheet">/, `<link id="theme" rel="stylesheet" href="${href}">`);
  return lang ? page.replace(/<html lang="en">/, `<html lang="${lang}"${directionOf(lang) === 'rtl' ? ' dir="rtl"' : ''}>`) : page;
}

/** The Vite plugin (vite.demo.config.ts). */
export function serverRenderedSettings(): Plugin {
  return {
    name: 'shop-elements:server-rendered-settings',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.server) {
          // Dev: the request's query, as the switchers read it (demo/settings.ts picks the first choice otherwise).
          const query = new URL(ctx.originalUrl ?? '/', 'http://demo.invalid').searchParams;
          const theme = THEMES.find((t) => t === query.get('theme')) ?? THEMES[0];
          return renderSettings(html, `./themes/${theme}.css`, DEMO_LOCALES.find((l) => l === query.get('locale')?.toLowerCase()) ?? null);
        }
        // Build: the default theme's emitted file (demo/settings.ts imports every theme with `?url`).
        const asset = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'asset' && file.names.includes(`${THEMES[0]}.css`));
        return asset ? renderSettings(html, `./${asset.fileName}`, null) : html;
      },
    },
  };
}
