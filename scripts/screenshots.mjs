// Screenshots of the demo for design review and docs/demo.md: the product page, its gallery and
// swatches (and at 375 px, a phone's), the collection page's first screen (and a phone's) and the
// review page in both themes, full page (the collection page: its first screen), 1200 px wide,
// in headless Chromium (Debian's; CHROME_PATH overrides).
// Starts the demo's Vite dev server (mock storefront) on 127.0.0.1 itself.
//
//   npm run screenshots            → docs/screenshots/*.png
//   node scripts/screenshots.mjs --out /tmp/shots --currency JPY --locale de
/* global document, requestAnimationFrame, window -- in page.evaluate callbacks, which run in the browser */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'node:module';
import { deflateSync, inflateSync } from 'node:zlib';
import { createServer } from 'vite';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, NO_CHROME_MESSAGE, findChrome } from './browsers.mjs';

// The one PNG chunk writer is the fake shop's (src/fake-shop/images.ts), loaded through the TypeScript hooks.
register('./ts-hooks.mjs', import.meta.url);
const { chunk } = await import('../src/fake-shop/images.ts');

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: 'docs/screenshots' },
    currency: { type: 'string', default: 'EUR' },
    locale: { type: 'string', default: 'en' },
    width: { type: 'string', default: '1200' },
  },
});

const THEMES = ['minimal', 'boutique'];
const TIMEOUT = 30_000;
/** Bytes: a bigger screenshot is stored with a 256-colour palette (see `quantize`). */
const BUDGET = 400_000;

const chrome = findChrome();
if (!chrome) {
  console.error(NO_CHROME_MESSAGE);
  process.exit(1);
}
mkdirSync(args.out, { recursive: true });

const server = await createServer({
  configFile: 'vite.demo.config.ts',
  logLevel: 'warn',
  server: { port: 0, host: '127.0.0.1', strictPort: false },
});
let browser;
try {
  await server.listen();
  const { port } = server.httpServer.address();
  const base = `http://127.0.0.1:${port}/`;
  browser = await puppeteer.launch({ executablePath: chrome, args: CHROME_FLAGS, headless: true });
  const page = await browser.newPage();
  page.setDefaultTimeout(TIMEOUT);
  await page.setViewport({ width: Number(args.width), height: 900, deviceScaleFactor: 1 });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));

  for (const theme of THEMES) {
    const query = `theme=${theme}&locale=${args.locale}&currency=${args.currency}&network=normal`;

    // The product page: a 1 kg bag on subscription, so price, picker and plans all show.
    await page.goto(`${base}?${query}&product=house-blend-coffee`, { waitUntil: 'load' });
    await settled(page);
    await page.locator('variant-picker label ::-p-text(1 kg)').click();
    await page.locator('selling-plan-selector label ::-p-text(Subscribe & save)').click();
    await page.waitForFunction(() => document.querySelector('shop-product').matches(':state(subscription)'));
    await shoot(page, join(args.out, `demo-${theme}.png`));

    // The gallery and the swatches: the Linen Shirt in S / Navy, on a screen and (Minimal) on a phone.
    for (const width of theme === 'minimal' ? [Number(args.width), 375] : [Number(args.width)]) {
      await page.setViewport({ width, height: 900, deviceScaleFactor: 1 });
      await page.goto(`${base}?${query}&product=linen-shirt`, { waitUntil: 'load' });
      await settled(page);
      // A swatch's name shows on hover and focus only: click the chip (XS / Navy is not made: the size follows).
      // The variant is found by its id (the English product's S / Navy / Linen): under /de/ its values are German.
      const id = await page.evaluate(async () => (await (await fetch('/products/linen-shirt.js')).json()).variants.find((v) => v.title === 'S / Navy / Linen').id);
      const chip = await page.evaluateHandle((id) => {
        const { options } = document.querySelector('shop-product').product.variants.find((v) => v.id === String(id));
        // A value's radio is named after its product and its option's position (shop-option-<id>-2: the second option).
        return [...document.querySelectorAll('variant-picker .shop-picker__value--swatch')]
          .find((l) => { const radio = l.querySelector('input'); return radio.value === options[Number(radio.name.split('-').at(-1)) - 1]; })
          .querySelector('.shop-picker__swatch');
      }, id);
      await chip.click();
      await page.waitForFunction((id) => document.querySelector('shop-product').variant?.id === String(id), {}, id);
      await page.waitForNetworkIdle({ idleTime: 300 });
      await shoot(page, join(args.out, width === 375 ? 'gallery-phone.png' : `gallery-${theme}.png`));
    }
    await page.setViewport({ width: Number(args.width), height: 900, deviceScaleFactor: 1 });

    // The collection page: its first screen, on a screen and (Minimal) on a phone.
    for (const width of theme === 'minimal' ? [Number(args.width), 375] : [Number(args.width)]) {
      await page.setViewport({ width, height: 900, deviceScaleFactor: 1 });
      await page.goto(`${base}collection.html?${query}`, { waitUntil: 'load' });
      await settled(page);
      await shoot(page, join(args.out, width === 375 ? 'collection-phone.png' : `collection-${theme}.png`), { fullPage: false });
    }
    await page.setViewport({ width: Number(args.width), height: 900, deviceScaleFactor: 1 });

    // The review page: every state at once.
    await page.goto(`${base}review.html?${query}`, { waitUntil: 'load' });
    await settled(page);
    await shoot(page, join(args.out, `review-${theme}.png`));
  }
} finally {
  await browser?.close();
  await server.close();
}

/** Waits until every product that can load has loaded or failed, and the theme and fonts are in. */
async function settled(page) {
  await page.waitForFunction(() => {
    // A lazy card out of reach (200 px past the screen) loads only when scrolled to: not waited for.
    const inReach = (p) => p.getAttribute('loading') !== 'lazy' || p.getBoundingClientRect().top < window.innerHeight + 200;
    const products = [...document.querySelectorAll('shop-product')].filter((p) => (p.hasAttribute('handle') || p.querySelector('script')) && inReach(p));
    const theme = document.querySelector('link#theme');
    return products.length > 0 && products.every((p) => p.status !== 'loading') && theme?.sheet != null;
  });
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
}

async function shoot(page, path, { fullPage = true } = {}) {
  // No focus ring, caret or hover from the clicks above in the picture.
  await page.evaluate(() => document.activeElement?.blur());
  await page.mouse.move(0, 0);
  await page.screenshot({ path, fullPage, type: 'png' });
  const before = statSync(path).size;
  if (before > BUDGET) quantize(path);
  const after = statSync(path).size;
  console.log(`wrote ${path} (${Math.round(after / 1000)} kB${after === before ? '' : `, 256 colours; ${Math.round(before / 1000)} kB as taken`})`);
}

// ---------------------------------------------------------------------------------------------
// Commit-ready sizes: a screenshot over BUDGET bytes is rewritten as a 256-colour palette PNG
// (median cut, no dithering). The pages are flat colours and anti-aliased text, so nothing visible
// is lost, and the file shrinks to about half.

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes) to RGB pixels. */
function decodePng(buf) {
  let off = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat = [];
  while (off < buf.length) {
    const len = buf.readUInt32BE(off);
    const type = buf.toString('ascii', off + 4, off + 8);
    const data = buf.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0 || (data[9] !== 2 && data[9] !== 6)) return null;
      channels = data[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    off += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = Buffer.alloc(width * height * 3);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels] : 0;
      const b = prev[i];
      const c = i >= channels ? prev[i - channels] : 0;
      let add = 0;
      if (filter === 1) add = a;
      else if (filter === 2) add = b;
      else if (filter === 3) add = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        add = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = (line[i] + add) & 0xff;
    }
    for (let x = 0; x < width; x++) line.copy(out, (y * width + x) * 3, x * channels, x * channels + 3);
    prev = line;
  }
  return { width, height, rgb: out };
}

/** Median cut over the colour histogram: at most 256 colours. */
function palette(histogram) {
  const colors = [...histogram.keys()];
  if (colors.length <= 256) return colors;
  const channel = (c, k) => (c >> (16 - 8 * k)) & 0xff;
  let boxes = [colors];
  while (boxes.length < 256) {
    // Split the box with the widest channel range (weighted by its pixel count).
    let best = -1;
    let bestScore = 0;
    let bestChannel = 0;
    boxes.forEach((box, i) => {
      if (box.length < 2) return;
      let weight = 0;
      for (const c of box) weight += histogram.get(c);
      for (let k = 0; k < 3; k++) {
        let min = 255;
        let max = 0;
        for (const c of box) {
          const v = channel(c, k);
          if (v < min) min = v;
          if (v > max) max = v;
        }
        const score = (max - min) * Math.sqrt(weight);
        if (score > bestScore) [best, bestScore, bestChannel] = [i, score, k];
      }
    });
    if (best < 0) break;
    const box = boxes[best].sort((x, y) => channel(x, bestChannel) - channel(y, bestChannel));
    let half = 0;
    for (const c of box) half += histogram.get(c);
    half /= 2;
    let cut = 0;
    for (let seen = 0; cut < box.length - 1 && seen + histogram.get(box[cut]) <= half; cut++) seen += histogram.get(box[cut]);
    cut = Math.max(1, cut);
    boxes.splice(best, 1, box.slice(0, cut), box.slice(cut));
  }
  // Each box's colour: its pixel-weighted mean.
  return boxes.map((box) => {
    const sum = [0, 0, 0];
    let n = 0;
    for (const c of box) {
      const w = histogram.get(c);
      for (let k = 0; k < 3; k++) sum[k] += channel(c, k) * w;
      n += w;
    }
    return (Math.round(sum[0] / n) << 16) | (Math.round(sum[1] / n) << 8) | Math.round(sum[2] / n);
  });
}


/** Rewrites `path` as a palette PNG. */
function quantize(path) {
  const image = decodePng(readFileSync(path));
  if (!image) return;
  const { width, height, rgb } = image;
  const histogram = new Map();
  for (let i = 0; i < rgb.length; i += 3) {
    const c = (rgb[i] << 16) | (rgb[i + 1] << 8) | rgb[i + 2];
    histogram.set(c, (histogram.get(c) ?? 0) + 1);
  }
  const colors = palette(histogram);
  const nearest = new Map();
  const indexOf = (c) => {
    let found = nearest.get(c);
    if (found !== undefined) return found;
    let bestDistance = Infinity;
    colors.forEach((p, i) => {
      const dr = ((c >> 16) & 0xff) - ((p >> 16) & 0xff);
      const dg = ((c >> 8) & 0xff) - ((p >> 8) & 0xff);
      const db = (c & 0xff) - (p & 0xff);
      const d = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
      if (d < bestDistance) [bestDistance, found] = [d, i];
    });
    nearest.set(c, found);
    return found;
  };
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[y * (width + 1) + 1 + x] = indexOf((rgb[i] << 16) | (rgb[i + 1] << 8) | rgb[i + 2]);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 3;
  const plte = Buffer.alloc(colors.length * 3);
  colors.forEach((c, i) => plte.writeUIntBE(c, i * 3, 3));
  writeFileSync(path, Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(raw, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]));
}
