import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
process.chdir('/work/main');
const r = await build({ configFile: '/work/main/vite.lib.config.ts', mode: 'own', logLevel: 'error', build: { write: false, minify: false } });
const out = (Array.isArray(r) ? r : [r]).flatMap((x) => x.output).find((o) => o.type === 'chunk');
const rows = [];
for (const [id, m] of Object.entries(out.modules)) {
  if (!m.code) continue;
  const min = (await transform(m.code, { minify: true, format: 'esm' })).code;
  rows.push([id.replace('/work/main/', ''), min.length, gzipSync(min, { level: 9 }).length]);
}
rows.sort((a, b) => b[2] - a[2]);
for (const r of rows) console.log(String(r[1]).padStart(7), String(r[2]).padStart(6), r[0]);
console.log('sum gz', rows.reduce((n, r) => n + r[2], 0));
