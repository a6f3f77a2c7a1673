import { expect } from '@open-wc/testing';
import { cdnSrcset, mediaFor, parseProduct, variantMedia, type Product } from '../../src/core/index.js';
import { fixtureText, loadProduct } from '../fixtures/load.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = Record<string, any>;

/** A small product (storefront shape) with these media and variants' featured fields. */
function product(media: unknown, variants: Raw[] = [{}], extra: Raw = {}): Product {
  return parseProduct({
    title: 'Tee',
    options: ['Color'],
    variants: variants.map((v, i) => ({ id: 300 + i, options: [`C${i}`], price: 1000, available: true, ...v })),
    media,
    ...extra,
  });
}

describe('product.media', () => {
  it('types every media type of the overshirt fixture, entries without src from their preview image', async () => {
    const p = await loadProduct('overshirt');
    expect(p.media.map((m) => m.type)).to.deep.equal(['image', 'image', 'image', 'image', 'image', 'video', 'external_video', 'model']);
    const [sand, detail, , , , video, youtube, model] = p.media;
    expect(sand).to.deep.include({ id: '32100000000001', src: '/cdn/shop/files/linen-overshirt-sand.png?v=1718203200', alt: 'Linen overshirt in Sand, front', width: 1200, aspectRatio: 0.8, href: null });
    expect(detail!.alt).to.equal('');
    // A video has no src: its poster is the preview image; its files are its sources.
    expect(video!.src).to.equal('/cdn/shop/files/linen-overshirt-video-preview.png?v=1718203200');
    expect(video!.sources.map((s) => s.mimeType)).to.deep.equal(['video/mp4', 'application/x-mpegURL']);
    expect(video!.width).to.equal(1280);
    expect(youtube!.href).to.equal('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(youtube!.aspectRatio).to.equal(1.77);
    // A model with only its preview image: shown, with nothing to open.
    expect(model).to.deep.include({ src: '/cdn/shop/files/linen-overshirt-model-preview.png?v=1718203200', alt: 'Linen overshirt, 3D model', width: 1024, href: null });
  });

  it('knows which variants feature each entry, from featured_media', async () => {
    const p = await loadProduct('overshirt');
    const sand = p.variants.filter((v) => v.options[0] === 'Sand').map((v) => v.id);
    expect(p.media[0]!.variantIds).to.deep.equal(sand);
    expect(p.media[1]!.variantIds).to.deep.equal([]);
    expect(variantMedia(p, p.variants.find((v) => v.options[0] === 'Navy')!)!.alt).to.equal('Linen overshirt in Navy, front');
    expect(variantMedia(p, null)).to.equal(null);
  });

  it('falls back to featured_image by URL (its id is an image id, not a media id) when featured_media is missing', async () => {
    const raw = JSON.parse(await fixtureText('overshirt')) as Raw;
    for (const v of raw.variants) {
      delete v.featured_media;
      v.featured_image.src = v.featured_image.src.replace(/\?v=\d+/, '?v=1');
    }
    const p = parseProduct(raw);
    expect(variantMedia(p, p.variants.find((v) => v.options[0] === 'Olive')!)!.alt).to.equal('Linen overshirt in Olive, front');
  });

  const rows: [string, unknown, Raw | null][] = [
    ['a string (an images entry)', '//cdn.example.com/a.jpg', { type: 'image', src: '//cdn.example.com/a.jpg', alt: '', width: null, aspectRatio: 1 }],
    ['no src, a preview image', { media_type: 'video', preview_image: { src: '/p.png', width: 640, height: 360 } }, { type: 'video', src: '/p.png', aspectRatio: 640 / 360 }],
    ['src null, a preview image', { media_type: 'image', src: null, preview_image: { src: '/p.png' } }, { src: '/p.png' }],
    ['neither src nor preview image', { media_type: 'image', alt: 'x' }, null],
    ['an empty src and no preview', { src: '' }, null],
    ['a preview image that is not an object', { media_type: 'model', preview_image: 'x' }, null],
    ['numbers as strings', { src: '/a.png', width: '800', height: '400' }, { width: 800, aspectRatio: 2 }],
    ['a bad aspect ratio', { src: '/a.png', aspect_ratio: -1, width: 300, height: 600 }, { aspectRatio: 0.5 }],
    ['an unknown media type', { media_type: 'generic_file', src: '/a.png' }, { type: 'image' }],
    ['a Vimeo video', { media_type: 'external_video', host: 'vimeo', external_id: '76979871', preview_image: { src: '/v.jpg' } }, { href: 'https://vimeo.com/76979871' }],
    ['an external video of an unknown host', { media_type: 'external_video', host: 'other', external_id: '1', preview_image: { src: '/v.jpg' } }, { href: null }],
    ['a model with files', { media_type: 'model', preview_image: { src: '/m.png' }, sources: [{ format: 'glb', mime_type: 'model/gltf-binary', url: '/m.glb' }, 7] }, { href: '/m.glb', sources: [{ url: '/m.glb', mimeType: 'model/gltf-binary' }] }],
    ['alt as a number', { src: '/a.png', alt: 7 }, { alt: '7' }],
    ['not an object', 42, null],
  ];
  for (const [what, entry, expected] of rows) {
    it(`media entry: ${what}`, () => {
      const media = product([entry]).media;
      if (expected === null) expect(media).to.deep.equal([]);
      else expect(media[0]).to.deep.include(expected);
    });
  }

  it('is never fatal: media that is not an array gives the images', () => {
    const p = product('nonsense', [{}], { images: ['/a.png', { src: '/b.png', width: 10, height: 20, alt: 'B' }, { nope: 1 }] });
    expect(p.media.map((m) => [m.src, m.alt, m.aspectRatio])).to.deep.equal([['/a.png', '', 1], ['/b.png', 'B', 0.5]]);
    expect(product(null).media).to.deep.equal([]);
  });
});

describe('mediaFor', () => {
  const p = product(
    [{ id: 1, src: '//x/one.png' }, { id: 2, src: '//x/two.png' }, { id: 3, src: '//x/free.png' }],
    [{ featured_media: { id: 1 } }, { featured_media: { id: 2 } }, { featured_image: { id: 99, src: 'https://x/one.png?v=2' } }],
  );
  const [a, b, c] = p.variants;
  it('lists everything by default', () => expect(mediaFor(p, a!).length).to.equal(3));
  it('with hide-other-variants, hides what only other variants feature', () => {
    expect(mediaFor(p, a!, true).map((m) => m.src)).to.deep.equal(['//x/one.png', '//x/free.png']);
    expect(mediaFor(p, b!, true).map((m) => m.src)).to.deep.equal(['//x/two.png', '//x/free.png']);
    // Variant c features /one.png through its featured_image (matched by URL, not the image id).
    expect(mediaFor(p, c!, true).map((m) => m.src)).to.deep.equal(['//x/one.png', '//x/free.png']);
  });
  it('without a variant, lists everything', () => expect(mediaFor(p, null, true).length).to.equal(3));
});

describe('cdnSrcset', () => {
  const rows: [string, number | null, string][] = [
    ['/cdn/shop/files/a.png?v=1', 1200, '/cdn/shop/files/a.png?v=1&width=180 180w, /cdn/shop/files/a.png?v=1&width=360 360w, /cdn/shop/files/a.png?v=1&width=540 540w, /cdn/shop/files/a.png?v=1&width=720 720w, /cdn/shop/files/a.png?v=1&width=1080 1080w, /cdn/shop/files/a.png?v=1&width=1200 1200w'],
    ['//cdn.shopify.com/s/files/1/a.jpg', 400, '//cdn.shopify.com/s/files/1/a.jpg?width=180 180w, //cdn.shopify.com/s/files/1/a.jpg?width=360 360w, //cdn.shopify.com/s/files/1/a.jpg?width=400 400w'],
    ['https://shop.example/cdn/shop/files/a.jpg?width=300&v=2', 100, 'https://shop.example/cdn/shop/files/a.jpg?v=2&width=100 100w'],
    ['/cdn/shop/files/a,b c.png', 180, '/cdn/shop/files/a%2Cb%20c.png?width=180 180w'],
    ['https://images.example.com/a.jpg', 1200, ''],
    ['/files/a.png', null, ''],
  ];
  for (const [src, width, expected] of rows) {
    it(`${src} at ${width}`, () => expect(cdnSrcset(src, width)).to.equal(expected));
  }
  it('offers up to 2048 when the width is unknown', () => expect(cdnSrcset('/cdn/shop/files/a.png').split(', ').at(-1)).to.equal('/cdn/shop/files/a.png?width=2048 2048w'));
});
