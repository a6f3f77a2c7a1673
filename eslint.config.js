// ESLint flat config: @eslint/js recommended + typescript-eslint recommended (not type-aware, so
// `npm run lint` stays fast; `npm run typecheck` does the type checking), and for browser code
// eslint-plugin-lit (templates, properties) and eslint-plugin-wc (custom element rules), recommended.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';

// Globals for plain JS files (TS files get `no-undef` switched off by typescript-eslint: tsc checks names).
const nodeGlobals = Object.fromEntries(
  [
    'process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'AbortController',
    'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask',
    'structuredClone', 'fetch', 'performance', 'globalThis',
  ].map((name) => [name, 'readonly']),
);
const browserGlobals = Object.fromEntries(
  [
    'window', 'document', 'navigator', 'location', 'history', 'customElements', 'HTMLElement', 'Element',
    'Node', 'Event', 'CustomEvent', 'EventTarget', 'KeyboardEvent', 'MouseEvent', 'InputEvent', 'FormData',
    'Headers', 'Request', 'Response', 'requestAnimationFrame', 'cancelAnimationFrame', 'localStorage',
    'sessionStorage', 'Intl', 'console', 'fetch', 'URL', 'URLSearchParams', 'setTimeout', 'clearTimeout',
    'setInterval', 'clearInterval', 'queueMicrotask', 'performance', 'structuredClone', 'AbortController',
    'globalThis',
  ].map((name) => [name, 'readonly']),
);

const unusedVars = [
  'error',
  {
    args: 'after-used',
    argsIgnorePattern: '^_',
    varsIgnorePattern: '^_',
    caughtErrorsIgnorePattern: '^_',
    destructuredArrayIgnorePattern: '^_',
    ignoreRestSiblings: true,
  },
];

export default defineConfig(
  {
    ignores: [
      'dist/', 'dist-demo/', 'node_modules/', 'coverage/', 'custom-elements.json',
      '**/*.min.js', '.test-summary.json',
    ],
  },
  {
    files: ['src/**/*.{ts,js}', 'test/**/*.{ts,js,mjs}', 'demo/**/*.{ts,js,mjs}', 'bench/**/*.{ts,js,mjs}',
      'scripts/**/*.{ts,js,mjs}', '*.{ts,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': unusedVars,
    },
  },
  // Browser code: the library, tests and demo page.
  {
    files: ['src/**/*.{ts,js}', 'test/**/*.{ts,js}', 'demo/**/*.{ts,js}', 'bench/**/*.{ts,js}'],
    extends: [lit.configs['flat/recommended'], wc.configs['flat/best-practice']],
    languageOptions: { globals: browserGlobals },
    rules: {
      // Class fields use define semantics (tsconfig useDefineForClassFields): a field named like a
      // reactive property would hide Lit's accessor. Reactive properties are `declare`d.
      'lit/no-classfield-shadowing': 'error',
      'lit/lifecycle-super': 'error',
      'lit/no-this-assign-in-render': 'error',
      'lit/no-invalid-escape-sequences': 'error',
      'lit/no-legacy-imports': 'error',
      'lit/no-native-attributes': 'error',
      'lit/attribute-names': 'error',
    },
  },
  // Browser code does exact money with integers, BigInt and Intl (DESIGN.md "Money"): no decimal
  // library. decimal.js serves the Node side (src/admin, src/cli).
  {
    files: ['src/**/*.{ts,js}'],
    ignores: ['src/admin/**', 'src/cli/**', 'src/fake-shop/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{
        name: 'decimal.js',
        message: 'browser code does money with integers, BigInt and Intl (DESIGN.md "Money"); decimal.js is for src/admin and src/cli',
      }] }],
    },
  },
  // Node code: build/test scripts, benchmark runner, tool configs, test fixtures generators.
  {
    files: ['scripts/**/*.{js,mjs}', 'bench/**/*.mjs', 'test/**/*.mjs', 'demo/**/*.mjs', '*.{js,mjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  // Tests: chai's expect(...).to.be.true style is an expression statement.
  {
    files: ['test/**/*.{ts,js}'],
    rules: {
      '@typescript-eslint/no-unused-expressions': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
