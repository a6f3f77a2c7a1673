// Module hooks that let node import the TypeScript sources (demo/*.ts, src/**/*.ts) without a
// build: each .ts file is transpiled on load with esbuild (types stripped, no checking; a few
// milliseconds a file where TypeScript's own transpileModule took tens, which made the CLI in a
// checkout take seconds to start), and `./x.js` imports from a .ts file resolve to `./x.ts` as in
// the editor and in Vite. Registered by test/demo/register-ts.mjs (node --test, the bench) and by
// bin/shop-elements.mjs in a checkout of the repository without a current build.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL;
  if (parent && parent.startsWith('file:') && parent.endsWith('.ts') && /^\.\.?\//.test(specifier) && specifier.endsWith('.js')) {
    const url = new URL(specifier, parent);
    if (!existsSync(fileURLToPath(url))) {
      const tsUrl = new URL(url.href.replace(/\.js$/, '.ts'));
      if (existsSync(fileURLToPath(tsUrl))) return { url: tsUrl.href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('.ts')) {
    const fileName = fileURLToPath(url);
    const source = await readFile(fileName, 'utf8');
    const { code } = await transform(source, {
      loader: 'ts',
      format: 'esm',
      target: 'es2022',
      sourcefile: fileName,
      sourcemap: 'inline',
      // As the TypeScript transpile before: imports kept as written (only `import type` goes), and
      // class fields assigned in the constructor, so a Lit property's field does not hide its accessor.
      tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true, useDefineForClassFields: false } },
    });
    return { format: 'module', source: code, shortCircuit: true };
  }
  return nextLoad(url, context);
}
