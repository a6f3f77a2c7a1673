// The static demo (`npm run build:demo`) on a static host, end to end in Chromium: built into a temporary
// folder and served as files only, whatever the request's query or Accept header, as a static host serves them
// (the fake's one file server, src/fake-shop/site.ts's siteFile, with nothing behind it: no storefront
// routes), the pickup product shows its pickup line, and the next variant's, from the sections the
// build wrote (demo/build-static.ts: each variant's `variants/<id>/index.html`, the fake's own rendering).
// Needs Debian's Chromium (or CHROME_PATH); skipped without one.
/* global document */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { build } from 'vite';
import { siteFile } from '../../src/fake-shop/site.ts';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, NO_CHROME_MESSAGE, findChrome } from '../../scripts/browsers.mjs';

const chrome = findChrome({ install: false });
const mug = JSON.parse(readFileSync(new URL('../../demo/fixtures/enamel-camp-mug.json', import.meta.url), 'utf8'));

describe('the static demo on a static host', { skip: chrome ? false : NO_CHROME_MESSAGE, timeout: 180_000 }, () => {
  let out, server, browser, base;
  before(async () => {
    out = mkdtempSync(join(tmpdir(), 'shop-elements-static-demo-'));
    delete process.env.SHOP_URL;
    delete process.env.SHOP_SNAPSHOT;
    await build({ configFile: 'vite.demo.config.ts', logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
    server = createServer((req, res) => {
      const file = siteFile(out, new URL(req.url, 'http://x').pathname);
      if (!file) return void res.writeHead(404).end();
      res.writeHead(file.status, { 'Content-Type': file.type, ...file.headers }).end(file.body);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}/`;
    browser = await puppeteer.launch({ executablePath: chrome, args: CHROME_FLAGS, headless: true });
  });
  after(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
    if (out) rmSync(out, { recursive: true, force: true });
  });

  for (const width of [375, 1280]) {
    it(`the pickup product shows its pickup line, and another variant's on choice (${width} px)`, async () => {
      const page = await browser.newPage();
      page.setDefaultTimeout(20_000);
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.setViewport({ width, height: 900 });
        await page.goto(`${base}?product=enamel-camp-mug`, { waitUntil: 'load' });
        await page.waitForFunction(() => document.querySelector('shop-product')?.status === 'ready');
        // The static page has no server half: the line comes from variants/<id>/index.html once the element asks.
        await page.waitForSelector('shop-pickup .shop-pickup__status');
        const first = await page.$eval('shop-pickup', (p) => ({ status: p.querySelector('.shop-pickup__status').textContent.trim(), variant: document.querySelector('shop-product').variant.id }));
        assert.equal(first.variant, String(mug.variants[0].id));
        assert.equal(first.status, 'Pickup available at Kreuzberg');
        const box = await page.$eval('shop-pickup', (p) => p.getBoundingClientRect().height);
        assert.ok(box > 0, 'the line is shown');
        // Another variant: its own section, its own line.
        const other = mug.variants.find((v, i) => i > 0 && v.available);
        await page.evaluate((title) => [...document.querySelectorAll('variant-picker label')].find((l) => l.textContent.includes(title)).click(), other.options[0]);
        await page.waitForFunction((id) => document.querySelector('shop-product').variant?.id === id && document.querySelector('.shop-pickup__dialog')?.id === `shop-pickup-${id}`, {}, String(other.id));
        assert.equal(await page.$eval('.shop-pickup__status', (s) => s.textContent.trim()), 'Pickup currently unavailable at Kreuzberg');
        assert.deepEqual(errors, []);
      } finally {
        await page.close();
      }
    });
  }
});
