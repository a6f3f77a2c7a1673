// Module hooks that let node import the TypeScript sources (demo/*.ts, src/**/*.ts) without a
// build: each .ts file is transpiled on load with the project's own TypeScript (type-only, no
// checking), and `./x.js` imports from a .ts file resolve to `./x.ts` as in the editor and in Vite.
// Registered by test/demo/register-ts.mjs (node --test, the bench) and by bin/shop-elements.mjs in
// a checkout of the repository.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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
    const { outputText } = ts.transpileModule(source, {
      fileName,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        verbatimModuleSyntax: true,
        useDefineForClassFields: false,
        inlineSourceMap: true,
        inlineSources: true,
      },
    });
    return { format: 'module', source: outputText, shortCircuit: true };
  }
  return nextLoad(url, context);
}
