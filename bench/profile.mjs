// `node bench/profile.mjs [--runs=N] [--rate=R] [--dist] [--top=N]` (`--runs=0`: the warm figures only): where the collection page's first render goes
// (issue 26). Chromium's CPU profiler (CDP Profiler, 50 µs sampling) around the collection scenario of
// bench/page.js (the 48 cards of bench/collection.mjs, ours, data → rendered + layout), each run a cold page in
// a new browser context; prints the top entries by self time and by total time (function, file:line), per run.
// Names are readable: the theme file is built again without minifying into a temporary folder (--dist profiles
// dist/shop-elements.js as shipped instead). Then the same cards on one warm page, 40 insertions: the main
// thread's busy time, layout and style recalculation per insertion (CDP Performance.getMetrics), medians: a
// steadier figure than wall-clock time for comparing two builds.
/* global window */ // inside page.evaluate callbacks, which run in the page
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { CHROME_FLAGS, findChrome, NO_CHROME_MESSAGE } from '../scripts/browsers.mjs';
import { collectionProducts } from './collection.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = arg('runs', 8);
const rate = arg('rate', 1);
const top = arg('top', 25);
const log = (msg) => process.stderr.write(`profile: ${msg}\n`);

let dir;
if (process.argv.includes('--dist')) dir = join(root, 'dist');
else {
  dir = mkdtempSync(join(tmpdir(), 'shop-elements-profile-'));
  log('building the theme file without minifying…');
  process.env.NODE_ENV = 'production';
  await build({ configFile: join(root, 'vite.lib.config.ts'), mode: 'production', logLevel: 'error', build: { minify: false, outDir: dir, emptyOutDir: true, rolldownOptions: { output: { minify: false } } } });
}
const texts = collectionProducts().map((p) => JSON.stringify(p));
const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/shop-elements.js"></script><script type="module" src="/page.js"></script></head><body></body></html>';
const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  const send = (body, type) => res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);
  if (path === '/') return send(PAGE, 'text/html; charset=utf-8');
  if (path === '/page.js') return send(readFileSync(join(root, 'bench/page.js')), 'text/javascript');
  if (/^\/shop-elements[\w-]*\.js$/.test(path)) return send(readFileSync(join(dir, path.slice(1))), 'text/javascript');
  res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const executablePath = findChrome();
if (!executablePath) {
  console.error(NO_CHROME_MESSAGE);
  process.exit(1);
}
const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });

async function open(context) {
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  page.on('pageerror', (e) => log(`page error: ${e.message}`));
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => window.benchReady && window.customElements.get('variant-picker'));
  const cdp = await page.createCDPSession();
  if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, cdp };
}

const self = new Map();
const total = new Map();
const times = [];
try {
  log(`${runs} cold pages at ${rate}× CPU…`);
  for (let i = 0; i < runs; i++) {
    const context = await browser.createBrowserContext();
    try {
      const { page, cdp } = await open(context);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
      await cdp.send('Profiler.start');
      const r = await page.evaluate((t) => window.bench.collection(t, false), texts);
      const { profile } = await cdp.send('Profiler.stop');
      times.push(r.ms);
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      const parent = new Map();
      for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
      const name = ({ callFrame: f }) => `${f.functionName || '(anonymous)'}  ${f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}` : ''}`.trim();
      profile.samples.forEach((id, k) => {
        const ms = profile.timeDeltas[k] / 1000;
        const own = name(nodes.get(id));
        self.set(own, (self.get(own) ?? 0) + ms);
        // A function counts once per sample, however deep it recurses.
        const seen = new Set();
        for (let at = id; at !== undefined; at = parent.get(at)) {
          const n = name(nodes.get(at));
          if (!seen.has(n)) total.set(n, (total.get(n) ?? 0) + ms);
          seen.add(n);
        }
      });
    } finally {
      await context.close();
    }
  }
  const list = (m) => [...m].filter(([n]) => !/^\((root|idle)\)/.test(n)).sort((a, b) => b[1] - a[1]).slice(0, top)
    .map(([n, ms]) => `${(ms / runs).toFixed(2).padStart(8)} ms  ${n}`).join('\n');
  const sorted = [...times].sort((a, b) => a - b);
  if (runs) {
    console.log(`Collection page, 48 cards, ${runs} cold pages at ${rate}× CPU: data → rendered ${sorted[(runs - 1) >> 1].toFixed(1)} ms median (under the profiler)`);
    console.log(`\nSelf time per run (top ${top}):\n${list(self)}\n\nTotal time per run (top ${top}):\n${list(total)}`);
  }

  log('one warm page, 40 insertions…');
  const context = await browser.createBrowserContext();
  try {
    const { page, cdp } = await open(context);
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const keys = ['TaskDuration', 'LayoutDuration', 'RecalcStyleDuration'];
    const got = Object.fromEntries(keys.map((k) => [k, []]));
    for (let i = 0; i < 45; i++) {
      const before = await metrics();
      await page.evaluate((t) => window.bench.collection(t, false), texts);
      const after = await metrics();
      if (i >= 5) for (const k of keys) got[k].push((after[k] - before[k]) * 1000);
      await page.evaluate(() => window.document.body.replaceChildren());
    }
    const median = (v) => [...v].sort((a, b) => a - b)[(v.length - 1) >> 1].toFixed(1);
    console.log(`\nWarm page, per insertion of the 48 cards (medians of 40): main thread busy ${median(got.TaskDuration)} ms, layout ${median(got.LayoutDuration)} ms, style ${median(got.RecalcStyleDuration)} ms`);
  } finally {
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
  if (!process.argv.includes('--dist')) rmSync(dir, { recursive: true, force: true });
}
