import { transform } from 'esbuild';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const src = readFileSync('node_modules/decimal.js/decimal.mjs', 'utf8');
const m = (await transform(src, { minify: true, format: 'esm' })).code;
console.log('decimal min', m.length, 'gz', gzipSync(m, { level: 9 }).length);
