/** The demo's Liquid-rendered pages (demo/render-theme.ts): the elements, as a theme's script tag defines them. */
import '../src/all.js';
