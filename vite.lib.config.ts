// Library build: dist/shop-elements.js, one minified ES module from src/all.ts with lit and
// @lit/context bundled in (the file a theme uploads).
// Used by scripts/build.mjs and scripts/size.mjs; also `vite build --config vite.lib.config.ts`.
// `--mode own` builds the same entry with the runtime dependencies left external
// (what scripts/size.mjs reports as "own code"). Paths are relative to the repo root (run from there).
import { defineConfig, parseAst, type Plugin } from 'vite';

/**
 * Minifies the CSS inside Lit `css` template literals (the JS minifier leaves template text alone):
 * comments go, white space folds, and none is kept where CSS does not need it.
 */
export function minifyLitCss(): Plugin {
  const minify = (text: string) =>
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      .replace(/ !important/g, '!important')
      .replace(/ \/ /g, '/')
      .replace(/\[([\w-]+[~|^$*]?=)'([a-z][\w-]*)'\]/gi, '[$1$2]')
      .replace(/([^\w.-])0\.(\d)/g, '$1.$2')
      .trim();
  return {
    name: 'minify-lit-css',
    transform(code, id) {
      if (!/\/src\/.*styles\.ts$/.test(id)) return null;
      return { code: code.replace(/css`([^`]*)`/g, (_m, body: string) => `css\`${minify(body)}\``), map: null };
    },
  };
}

/**
 * Folds the line breaks and indentation inside Lit `html` templates to one space (the JS minifier
 * leaves template text alone). Each text node stays, as white space: HTML renders a run of white
 * space as one space, and the elements' styles have no `white-space: pre`, so nothing shown or
 * read aloud changes. The `/` of `<input … />` goes too. Only the templates' static text is touched,
 * never what `${…}` inserts.
 */
export function minifyLitHtml(): Plugin {
  type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (v: unknown): v is AstNode => typeof v === 'object' && v !== null && typeof (v as AstNode).type === 'string';
  return {
    name: 'minify-lit-html',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('html`')) return null;
      const texts: AstNode[] = [];
      const walk = (n: AstNode) => {
        if (n.type === 'TaggedTemplateExpression' && (n.tag as AstNode).type === 'Identifier' && (n.tag as { name: string }).name === 'html') {
          texts.push(...((n.quasi as AstNode).quasis as AstNode[]));
        }
        for (const v of Object.values(n)) {
          if (Array.isArray(v)) v.filter(isNode).forEach(walk);
          else if (isNode(v)) walk(v);
        }
      };
      walk(parseAst(code, { lang: 'ts' }) as unknown as AstNode);
      // `<input … />` is `<input …>`: HTML ignores the slash (SVG would not, so a file with SVG keeps it).
      const selfClosing = code.includes('<svg') ? /$^/ : /\s*\/>/g;
      let out = code;
      for (const t of texts.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, t.start) + out.slice(t.start, t.end).replace(/\s*\n\s*/g, ' ').replace(selfClosing, '>') + out.slice(t.end);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * Each distinct license notice once, at the top of the file: the minifier keeps a legal comment
 * (one opening with `/*!`, or a doc comment with `@license`) above every module that has one, and Lit
 * repeats the same few notices above each of its modules. The notices stay word for word; gzip packs
 * them better together.
 */
export function hoistLicenses(): Plugin {
  const NOTICE = /^\/\*(?:!|\*\n\* @license)[\s\S]*?\*\/\n?/gm;
  return {
    name: 'hoist-licenses',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const notices = new Set(chunk.code.match(NOTICE)?.map((n) => n.trimEnd()));
        if (notices.size) chunk.code = `${[...notices].join('\n')}\n${chunk.code.replace(NOTICE, '')}`;
      }
    },
  };
}

/** Runtime dependencies: bundled into dist/shop-elements.js, external for the "own code" measurement. */
export const RUNTIME_DEPS: RegExp[] = [/^lit(\/|$)/, /^@lit\//, /^@lit-labs\//, /^lit-html(\/|$)/, /^lit-element(\/|$)/];

export default defineConfig(({ mode }) => ({
  // The library build needs nothing from public/ or the demo config.
  publicDir: false,
  logLevel: 'warn',
  plugins: [minifyLitCss(), minifyLitHtml(), hoistLicenses()],
  build: {
    // The oldest browsers that get every feature but `:state()` styling (README "Browsers"). All of
    // them run ES2022 as written, so nothing is lowered; the source keeps to syntax Safari 15 parses
    // (no class static blocks, no regex lookbehind), so older browsers load the file without an error
    // and keep the server-rendered page (src/elements/shared/define.ts; test/build/older-browser.node.test.mjs).
    target: ['chrome111', 'edge111', 'firefox121', 'safari16.4', 'ios16.4'],
    outDir: mode === 'own' ? 'dist/.own' : 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    sourcemap: false,
    // Vite leaves lib-mode ES output unminified by default; the theme file must be minified.
    minify: true,
    lib: {
      entry: 'src/all.ts',
      formats: ['es'],
      fileName: () => (mode === 'own' ? 'shop-elements.own.js' : 'shop-elements.js'),
    },
    rolldownOptions: {
      external: mode === 'own' ? RUNTIME_DEPS : [],
      output: {
        // Parts loaded on first use (a dynamic `import()`: a language's strings, an element's code)
        // are files beside the theme file, named by their content so a theme's asset URLs cache
        // safely; the browser resolves `import('./…')` against the theme file's own URL.
        chunkFileNames: 'shop-elements-[name]-[hash].js',
        // Vite's lib-mode ES default keeps whitespace (codegen: false) to preserve /*#__PURE__*/ for
        // downstream tree-shaking; this file is final, so minify fully. License notices stay (hoistLicenses).
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
}));
