// The cumulative layout shift of a demo page (the product page; the collection page), as Chromium reports it (PerformanceObserver
// `layout-shift`), from the first paint until the product is shown and the page is idle. Used by the
// demo's end-to-end test (test/demo/layout-shift.e2e.node.test.mjs) and by `npm run bench`. Not a test file.
/* global document, PerformanceObserver, requestAnimationFrame, window -- in page callbacks, which run in the browser */

/** The widths measured: a phone and a desktop screen. */
export const CLS_WIDTHS = [375, 1280];
/** The demo's Network switch: its normal answers and its slow ones (every product request 2 s late). */
export const CLS_NETWORKS = ['normal', 'slow'];

/** The product page is shown: its `<shop-product>` is no longer loading. */
const productShown = () => document.querySelector('shop-product')?.status !== 'loading';

/**
 * Loads `?product=<handle>&network=<network>` at `width` px in a fresh browser context and returns
 * `{ cls, shifts }`: the sum of every layout-shift entry's value (none follow input: nothing is
 * clicked), which is never less than the web-vitals figure (its largest session window), and the
 * shifts themselves (`{ at, value, sources }`, `sources` naming the moved elements) to find the cause.
 *
 * Another page of the demo: `path` (e.g. `collection.html`, no product then), `shown` (a page
 * function: true once it is shown; by default the product page's) and `then(page)`, run once the page
 * is idle, whose result is returned as `then`: the shifts it caused (a scroll) count too.
 */
export async function layoutShift(browser, base, { handle, path = '', shown = productShown, then, width, network = 'normal', theme = 'minimal', timeout = 20_000 }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    await page.setViewport({ width, height: 900, deviceScaleFactor: 1 });
    await page.evaluateOnNewDocument(() => {
      const name = (node) => {
        if (!node || node.nodeType !== 1) return String(node?.nodeName ?? '?');
        return node.localName + (node.id ? `#${node.id}` : '') + (node.classList.length ? `.${[...node.classList].join('.')}` : '');
      };
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.hadRecentInput) continue;
          window.__shifts.push({
            at: Math.round(e.startTime),
            value: e.value,
            sources: (e.sources ?? []).map((s) => `${name(s.node)} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const query = new URLSearchParams({ ...(handle ? { product: handle } : {}), network, theme });
    await page.goto(`${base}${path}?${query}`, { waitUntil: 'load' });
    await page.waitForFunction(shown);
    await page.waitForNetworkIdle({ idleTime: 500 });
    // Two frames, so that the last layout is painted and its shift reported.
    const painted = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await painted();
    const result = then ? { then: await then(page) } : {};
    if (then) await painted();
    const shifts = await page.evaluate(() => window.__shifts);
    return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts, ...result };
  } finally {
    await context.close();
  }
}

/**
 * Every handle × width × network, `parallel` pages at a time (the slow network mostly waits).
 * Returns one row per width × network: `{ width, network, worst: { handle, cls, shifts }, all: [{ handle, cls }] }`.
 */
export async function layoutShiftTable(browser, base, handles, { widths = CLS_WIDTHS, networks = CLS_NETWORKS, parallel = 4, log = () => {} } = {}) {
  const jobs = [];
  for (const width of widths) for (const network of networks) for (const handle of handles) jobs.push({ width, network, handle });
  const results = new Array(jobs.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = { ...jobs[i], ...(await layoutShift(browser, base, jobs[i])) };
      log(`${jobs[i].width} px, ${jobs[i].network}, ${jobs[i].handle}: ${results[i].cls.toFixed(4)}`);
    }
  }));
  const rows = [];
  for (const width of widths) {
    for (const network of networks) {
      const all = results.filter((r) => r.width === width && r.network === network);
      const worst = all.reduce((a, b) => (b.cls > a.cls ? b : a));
      rows.push({ width, network, worst, all: all.map(({ handle, cls }) => ({ handle, cls })) });
    }
  }
  return rows;
}
