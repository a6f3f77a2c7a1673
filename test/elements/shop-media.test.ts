import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/all.js';
import type { ShopMedia } from '../../src/all.js';
import { loadElement } from '../../src/elements/shared/define.js';
import { deepActive, fixture$, mount, shadowText, stubStorefront, until, type Storefront } from './helpers.js';

// The overshirt: Sand, Navy, Olive, Rust (each variant features its colour's front image), a Sand
// close-up without alt text (named by the product's title, as its image is), a video without src, a YouTube video and a 3D model with only a preview.
// Its images are at /cdn/shop/files/, served by src/fake-shop/images.ts (web-test-runner.config.mjs).
const THUMBNAILS = [
  'Show Linen overshirt in Sand, front (1 of 8)',
  'Show Linen Overshirt (2 of 8)',
  'Show Linen overshirt in Navy, front (3 of 8)',
  'Show Linen overshirt in Olive, front (4 of 8)',
  'Show Linen overshirt in Rust, front (5 of 8)',
  'Show The overshirt on a walk by the sea (6 of 8)',
  'Show How the overshirt is made (7 of 8)',
  'Show Linen overshirt, 3D model (8 of 8)',
];

async function card(attrs = '', { inner = '', before = '', body }: { inner?: string; before?: string; body?: (json: string) => string } = {}) {
  if (body) shop.routes.set('/products/linen-overshirt.js', { body: body(await fixture$('overshirt')) });
  const mounted = await mount<ShopMedia>(
    `${before}<shop-product handle="linen-overshirt" currency="EUR" locale="en"><shop-price></shop-price><shop-media ${attrs}>${inner}</shop-media></shop-product>`,
    { inner: 'shop-media' },
  );
  return { ...mounted, media: mounted.el };
}

let shop: Storefront;

/** The page's own fetch: the stub replaces `fetch` in each test. */
const realFetch = globalThis.fetch.bind(globalThis);
/** The video and 3D files the browser asked the test server for since the last call (web-test-runner.config.mjs, `/__media`). */
const videoRequests = async () => (await (await realFetch('/__media')).json()) as string[];
/** A video file that is not the product's (the test server has none: 404). */
const CONTROL_VIDEO = '/cdn/shop/videos/c/vp/control/control.mp4';

// Its markup (no shadow root): the viewer and the row of thumbnail buttons (docs/styling.md).
const thumbnails = (media: ShopMedia) => [...media.querySelectorAll<HTMLButtonElement>(':scope > .shop-media__thumbnails > .shop-media__thumbnail')];
const main = (media: ShopMedia) => media.querySelector(':scope > .shop-media__viewer')!.firstElementChild as HTMLElement;
const mainImage = (media: ShopMedia) => media.querySelector<HTMLImageElement>(':scope > .shop-media__viewer img')!;
const current = (media: ShopMedia) => thumbnails(media).filter((b) => b.getAttribute('aria-current') === 'true');

describe('<shop-media>', () => {
  // Its code loads on the shopper's first move toward it (lazy-parts.test.ts); these tests are about what it does then.
  before(() => loadElement('shop-media'));

  beforeEach(async () => {
    shop = stubStorefront({ '/products/linen-overshirt.js': { body: await fixture$('overshirt') } });
  });
  afterEach(() => shop.restore());

  it('shows the light-DOM image until the data is ready', async () => {
    let release!: () => void;
    shop.routes.set('/products/linen-overshirt.js', { body: await fixture$('overshirt'), gate: new Promise<void>((r) => (release = r)) });
    const { media, product } = await mount<ShopMedia>(
      `<shop-product handle="linen-overshirt" currency="EUR"><shop-media><img src="/cdn/shop/files/linen-overshirt-sand.png?width=360" alt="Server image" width="360" height="450"></shop-media></shop-product>`,
      { inner: 'shop-media', ready: false },
    ).then((m) => ({ ...m, media: m.el }));
    await media.updateComplete;
    expect([...media.children].map((e) => e.getAttribute('alt'))).to.deep.equal(['Server image']);
    release();
    await until(() => product.status === 'ready');
    await media.updateComplete;
    // No server gallery in it: the element writes its own over the fallback.
    expect([...media.children].map((e) => e.className)).to.deep.equal(['shop-media__viewer', 'shop-media__thumbnails']);
    expect(media.shadowRoot).to.equal(null);
    expect(mainImage(media).alt).to.equal('Linen overshirt in Sand, front');
  });

  it('names each thumbnail "Show {alt} ({n} of {total})", the product title for an image without alt, every media type included', async () => {
    const { media } = await card();
    expect(thumbnails(media).map((b) => b.getAttribute('aria-label'))).to.deep.equal(THUMBNAILS);
    expect(thumbnails(media).every((b) => b.type === 'button' && b.querySelector('img')!.alt === '')).to.equal(true);
  });

  it('starts on the variant’s featured media: the main image is eager with fetchpriority high, its size reserved; thumbnails are lazy', async () => {
    const { media } = await card();
    const img = mainImage(media);
    expect(img.getAttribute('src')).to.equal('/cdn/shop/files/linen-overshirt-sand.png?v=1718203200');
    expect([img.getAttribute('class'), img.getAttribute('fetchpriority'), img.getAttribute('loading'), img.getAttribute('decoding')]).to.deep.equal(['shop-media__media', 'high', 'eager', 'async']);
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['1200', '1500']);
    // Reserved before it loads: the box has the image's aspect ratio.
    expect(img.getBoundingClientRect().height / img.getBoundingClientRect().width).to.be.closeTo(1.25, 0.01);
    for (const thumb of thumbnails(media).map((b) => b.querySelector('img')!)) {
      expect([thumb.getAttribute('loading'), thumb.hasAttribute('fetchpriority')]).to.deep.equal(['lazy', false]);
    }
    expect(current(media).map((b) => b.getAttribute('aria-label'))).to.deep.equal([THUMBNAILS[0]]);
    expect(current(media)[0]!.className).to.equal('shop-media__thumbnail shop-media__thumbnail--current');
    expect(thumbnails(media).filter((b) => b.classList.contains('shop-media__thumbnail--current'))).to.deep.equal(current(media));
  });

  it('offers CDN images at several widths with the theme’s sizes, and the browser loads one of them', async () => {
    const { media } = await card('sizes="(min-width: 990px) 40vw, 100vw"');
    const img = mainImage(media);
    expect(img.srcset.split(', ').map((c) => c.split(' ')[1])).to.deep.equal(['180w', '360w', '540w', '720w', '1080w', '1200w']);
    expect(img.srcset).to.contain('/cdn/shop/files/linen-overshirt-sand.png?v=1718203200&width=360 360w');
    expect(img.sizes).to.equal('(min-width: 990px) 40vw, 100vw');
    await img.decode();
    const asked = Number(new URL(img.currentSrc).searchParams.get('width'));
    expect([180, 360, 540, 720, 1080, 1200]).to.include(asked);
    // What came is that wide (the img's own naturalWidth is scaled by the srcset's density).
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    expect(file.naturalWidth).to.equal(asked);
  });

  it('uses other URLs as they are: no srcset, no sizes', async () => {
    const { media } = await card('', { body: (json) => json.replaceAll('/cdn/shop/files/linen-overshirt-sand.png?v=1718203200', 'https://images.example.com/sand.png') });
    const img = mainImage(media);
    expect(img.getAttribute('src')).to.equal('https://images.example.com/sand.png');
    expect([img.hasAttribute('srcset'), img.hasAttribute('sizes')]).to.deep.equal([false, false]);
  });

  it('shows a video as <video controls playsinline preload="none"> with its poster and sources', async () => {
    const { media } = await card();
    await videoRequests();
    thumbnails(media)[5]!.click();
    await media.updateComplete;
    const video = main(media) as HTMLVideoElement;
    expect([video.localName, video.className]).to.deep.equal(['video', 'shop-media__media']);
    expect([video.controls, video.hasAttribute('playsinline'), video.preload]).to.deep.equal([true, true, 'none']);
    expect(video.getAttribute('poster')).to.equal('/cdn/shop/files/linen-overshirt-video-preview.png?v=1718203200');
    expect(video.getAttribute('aria-label')).to.equal('The overshirt on a walk by the sea');
    expect([video.getAttribute('width'), video.getAttribute('height')]).to.deep.equal(['1280', '720']);
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.type])).to.deep.equal([
      ['/cdn/shop/videos/c/vp/6f1c2a9e0b7d4e3f/6f1c2a9e0b7d4e3f.HD-720p-4.5Mbps.mp4', 'video/mp4'],
      ['/cdn/shop/videos/c/vp/6f1c2a9e0b7d4e3f/6f1c2a9e0b7d4e3f.m3u8', 'application/x-mpegURL'],
    ]);
    // Nothing of the video downloads before the shopper plays it. A <video>'s loads do not go through
    // fetch (the stub never sees them): the test server lists what it was asked for. A video that
    // preloads asks for its file at once: one put on the page after it has asked, and been answered
    // (404), by the time its error comes; the shopper's video would have asked before it.
    const control = Object.assign(document.createElement('video'), { preload: 'metadata', muted: true });
    const answered = new Promise((r) => control.addEventListener('error', r, { once: true }));
    control.src = CONTROL_VIDEO;
    document.body.append(control);
    try {
      await answered;
    } finally {
      control.remove();
    }
    expect(await videoRequests()).to.deep.equal([CONTROL_VIDEO]);
  });

  it('shows an external video and a 3D model as their preview image with a link that opens them (no iframe)', async () => {
    const { media } = await card('', {
      // The fixture's model has only its preview; give it a file to open.
      body: (json) => json.replace('"media_type": "model",', '"media_type": "model", "sources": [{"format": "glb", "mime_type": "model/gltf-binary", "url": "/cdn/shop/3d/models/o/overshirt.glb"}],'),
    });
    // The main view holds the link around the preview and nothing else: no player of the third
    // party's (an iframe or an embed would need a frame-src the strict CSP does not give, and would load it).
    const viewer = () => [...media.querySelector('.shop-media__viewer')!.querySelectorAll('*')].map((e) => e.localName);
    thumbnails(media)[6]!.click();
    await media.updateComplete;
    expect(viewer()).to.deep.equal(['a', 'img', 'span']);
    const link = main(media) as HTMLAnchorElement;
    expect([link.localName, link.className, link.href, link.target, link.rel]).to.deep.equal(['a', 'shop-media__link', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', '_blank', 'noopener']);
    expect(link.querySelector('img')!.getAttribute('src')).to.equal('/cdn/shop/files/linen-overshirt-youtube-preview.png?v=1718203200');
    expect(shadowText(media)).to.contain('Watch video');
    thumbnails(media)[7]!.click();
    await media.updateComplete;
    expect((main(media) as HTMLAnchorElement).getAttribute('href')).to.equal('/cdn/shop/3d/models/o/overshirt.glb');
    expect(shadowText(media)).to.contain('View in 3D');
    expect(viewer()).to.deep.equal(['a', 'img', 'span']);
  });

  it('shows a model with only a preview image as that image, without a link', async () => {
    const { media } = await card();
    thumbnails(media)[7]!.click();
    await media.updateComplete;
    expect(main(media).localName).to.equal('img');
    expect(mainImage(media).alt).to.equal('Linen overshirt, 3D model');
  });

  it('shows the new variant’s featured media in the same update as the price', async () => {
    const { product, media } = await card();
    const price = product.querySelector('shop-price')!;
    product.selectOption('Color', 'Rust');
    // Both elements update in the microtasks after the change, before the next frame is drawn.
    await new Promise(requestAnimationFrame);
    expect([price.isUpdatePending, media.isUpdatePending]).to.deep.equal([false, false]);
    expect(shadowText(price)).to.contain('€79.00');
    expect(mainImage(media).getAttribute('src')).to.equal('/cdn/shop/files/linen-overshirt-rust.png?v=1718203200');
    expect(current(media).map((b) => b.getAttribute('aria-label'))).to.deep.equal([THUMBNAILS[4]]);
  });

  it('writes only what a thumbnail’s press changed: the main image’s attributes and the two thumbnails’ states, no element made or removed', async () => {
    const { media } = await card();
    const [first, second] = thumbnails(media);
    const image = mainImage(media);
    const changes: string[] = [];
    const observer = new MutationObserver((records) => changes.push(...records.map((r) => r.type === 'attributes'
      ? `${(r.target as Element).localName}${(r.target as Element).closest('button') ? ` of thumbnail ${thumbnails(media).indexOf((r.target as Element).closest('button')!) + 1}` : ''} ${r.attributeName}`
      : r.type)));
    observer.observe(media, { subtree: true, childList: true, attributes: true, characterData: true });
    second!.click();
    await media.updateComplete;
    observer.disconnect();
    expect(mainImage(media), 'the same image element').to.equal(image);
    expect(image.getAttribute('src')).to.contain('sand-detail');
    expect(changes.sort()).to.deep.equal([
      'button of thumbnail 1 aria-current', 'button of thumbnail 1 class', 'button of thumbnail 1 tabindex',
      'button of thumbnail 2 aria-current', 'button of thumbnail 2 class', 'button of thumbnail 2 tabindex',
      'img alt', 'img src', 'img srcset',
    ]);
    expect([first!.className, second!.className]).to.deep.equal(['shop-media__thumbnail', 'shop-media__thumbnail shop-media__thumbnail--current']);
  });

  it('follows featured_image when the variants have no featured_media', async () => {
    const { product, media } = await card('', { body: (json) => json.replace(/"featured_media": \{[^}]*\{[^}]*\}\s*\}/g, '"featured_media": null') });
    product.selectOption('Color', 'Olive');
    await media.updateComplete;
    expect(mainImage(media).alt).to.equal('Linen overshirt in Olive, front');
  });

  it('keeps the media the shopper chose until the variant changes; a selection without a variant keeps it too', async () => {
    // Charcoal is a value of the option that no variant has.
    const { product, media } = await card('', { body: (json) => json.replace('"Rust"\n      ]', '"Rust",\n        "Charcoal"\n      ]') });
    thumbnails(media)[1]!.click();
    await media.updateComplete;
    expect(mainImage(media).getAttribute('src')).to.contain('sand-detail');
    product.selectOption('Size', 'M'); // Sand / M: the same Sand image, a new variant
    await media.updateComplete;
    expect(mainImage(media).getAttribute('src')).to.contain('linen-overshirt-sand.png');
    thumbnails(media)[1]!.click();
    await media.updateComplete;
    product.selectOption('Color', 'Charcoal');
    await media.updateComplete;
    expect(product.variant).to.equal(null);
    expect(mainImage(media).getAttribute('src')).to.contain('sand-detail');
  });

  it('with hide-other-variants lists only the media of no other variant', async () => {
    const { product, media } = await card('hide-other-variants');
    const names = () => thumbnails(media).map((b) => b.getAttribute('aria-label'));
    expect(names()).to.deep.equal([
      'Show Linen overshirt in Sand, front (1 of 5)',
      'Show Linen Overshirt (2 of 5)',
      'Show The overshirt on a walk by the sea (3 of 5)',
      'Show How the overshirt is made (4 of 5)',
      'Show Linen overshirt, 3D model (5 of 5)',
    ]);
    product.selectOption('Color', 'Navy');
    await media.updateComplete;
    expect(names().slice(0, 2)).to.deep.equal(['Show Linen Overshirt (1 of 5)', 'Show Linen overshirt in Navy, front (2 of 5)']);
    expect(mainImage(media).alt).to.equal('Linen overshirt in Navy, front');
    expect(shadowText(media)).not.to.contain('Sand');
  });

  it('moves between thumbnails with the arrow keys, Home and End, as one tab stop', async () => {
    const { media } = await card('', { before: '<button>Before</button>' });
    const label = () => (deepActive() as HTMLElement).getAttribute('aria-label');
    (document.querySelector('button') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(label()).to.equal(THUMBNAILS[0]);
    expect(thumbnails(media).map((b) => b.tabIndex)).to.deep.equal([0, -1, -1, -1, -1, -1, -1, -1]);
    await sendKeys({ press: 'ArrowRight' });
    await media.updateComplete;
    expect(label()).to.equal(THUMBNAILS[1]);
    expect(current(media)).to.deep.equal([deepActive()]);
    expect(mainImage(media).getAttribute('src')).to.contain('sand-detail');
    await sendKeys({ press: 'End' });
    expect(label()).to.equal(THUMBNAILS[7]);
    await sendKeys({ press: 'ArrowDown' });
    expect(label()).to.equal(THUMBNAILS[0]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(label()).to.equal(THUMBNAILS[7]);
    await sendKeys({ press: 'Home' });
    await media.updateComplete;
    expect(label()).to.equal(THUMBNAILS[0]);
    expect(thumbnails(media).map((b) => b.tabIndex)).to.deep.equal([0, -1, -1, -1, -1, -1, -1, -1]);
  });

  it('requests no lazy image until it nears the viewport', async () => {
    // Fresh URLs for this test, so that no earlier test's images come from the cache.
    const v = `${Date.now()}`;
    performance.clearResourceTimings();
    const { media } = await card('', { before: '<div style="block-size: 300vh"></div>', body: (json) => json.replaceAll('v=1718203200', `v=${v}`) });
    await mainImage(media).decode();
    const requested = () => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes(`v=${v}`));
    // The browser decides for every lazy image of a layout at once: a lazy image in view, put on the
    // page now, loads at its first decision. Once it has, the thumbnails far below were decided too
    // (and, had they been asked for with it, would have come with it from the same server).
    const control = Object.assign(new Image(1, 1), { loading: 'lazy', alt: '' });
    control.style.cssText = 'position: fixed; inset-block-start: 0; inset-inline-start: 0';
    const loadedControl = new Promise((r) => control.addEventListener('load', r, { once: true }));
    control.src = `/cdn/shop/files/linen-overshirt-sand.png?width=10&control=${v}`;
    document.body.prepend(control);
    try {
      await loadedControl;
    } finally {
      control.remove();
    }
    // Only the main image (not lazy), and it is not in view either: the first thing a shopper sees on the way.
    expect(requested().map((n) => new URL(n).pathname)).to.deep.equal(['/cdn/shop/files/linen-overshirt-sand.png']);
    expect(requested()[0]).to.equal(mainImage(media).currentSrc);
    media.scrollIntoView();
    // Then the eight thumbnails (the main image and its thumbnail are two sizes, two requests).
    const images = thumbnails(media).map((b) => b.querySelector('img')!);
    await until(() => images.every((img) => img.complete && img.currentSrc !== ''));
    expect(images.every((img) => requested().includes(img.currentSrc))).to.equal(true);
    window.scrollTo(0, 0);
  });

  it('has no accessibility violations, whatever the main view shows', async () => {
    const { media } = await card();
    await expect(media).to.be.accessible();
    for (const n of [1, 5, 6, 7]) {
      thumbnails(media)[n]!.click();
      await media.updateComplete;
      await expect(media).to.be.accessible();
    }
  });

  it('counts as a shop element: <shop-product> with only <shop-media> inside is a provider, without the default layout', async () => {
    const { product } = await mount(`<shop-product handle="linen-overshirt" currency="EUR"><shop-media></shop-media></shop-product>`);
    // It writes none of its own parts (layout.ts), and the gallery stays where the theme put it.
    expect(!!product.querySelector('shop-price, variant-picker')).to.equal(false);
    expect(product.firstElementChild!.localName).to.equal('shop-media');
  });

  for (const width of [375, 1280]) {
    it(`keeps the thumbnails under the image when a layout gives the gallery more height than it needs (${width} px): no blank gap`, async () => {
      // A product section's gallery beside taller details (the demo's page at 1280 px, a theme's at any width):
      // the grid item is stretched; its rows must not be, or the main view grows and leaves a blank under the image.
      const { media, product } = await card('class="shop-product__media"');
      product.classList.add('shop-product');
      product.style.cssText = `inline-size: ${width}px; grid-template-rows: auto ${width * 3}px`;
      await until(() => mainImage(media).complete);
      const image = mainImage(media).getBoundingClientRect();
      const row = media.querySelector(':scope > .shop-media__thumbnails')!.getBoundingClientRect();
      const gap = parseFloat(getComputedStyle(media).rowGap);
      expect(media.getBoundingClientRect().height).to.be.above(image.height + row.height + gap + 100);
      expect(image.width).to.be.closeTo(width, 1);
      expect(row.top - image.bottom).to.be.closeTo(gap, 1);
      expect(media.querySelector(':scope > .shop-media__viewer')!.getBoundingClientRect().height).to.be.closeTo(image.height, 1);
    });
  }

  it('keeps the light-DOM content when the product has no media', async () => {
    const { media } = await card('', { inner: '<p>No photo</p>', body: (json) => json.replace('"media": [', '"media_": [').replace(/"images": \[[^\]]*\]/, '"images": []') });
    expect(shadowText(media)).to.equal('No photo');
  });
});
