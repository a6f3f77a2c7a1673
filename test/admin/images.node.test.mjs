// The generated CDN images (src/fake-shop/images.ts): what the fake shop and the element tests
// serve at /cdn/shop/files/<name>.png. Decoded here with node:zlib: size, colour, pattern, errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { cdnImage, COLORS } from '../../src/fake-shop/images.ts';

/** Width, height and the RGB of pixel (x, y) of a PNG the module wrote (8-bit RGB, filter 0 rows). */
function decode(png) {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = {};
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    chunks[type] = Buffer.concat([chunks[type] ?? Buffer.alloc(0), png.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  const width = chunks.IHDR.readUInt32BE(0);
  const height = chunks.IHDR.readUInt32BE(4);
  assert.deepEqual([...chunks.IHDR.subarray(8)], [8, 2, 0, 0, 0]);
  assert.ok('IEND' in chunks);
  const rows = inflateSync(chunks.IDAT);
  assert.equal(rows.length, (width * 3 + 1) * height);
  const pixel = (x, y) => [...rows.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3)];
  return { width, height, pixel };
}

const get = (path, query = '') => cdnImage(path, new URLSearchParams(query));
/** A colour without its grain (the lowest bit, which the grain flips). */
const bare = (rgb) => rgb.map((c) => c >> 1);

test('serves a PNG of the asked width, 4:5 by default, in the colour its name says', () => {
  const response = get('/cdn/shop/files/linen-overshirt-navy.png', 'v=1718203200&width=360');
  assert.equal(response.status, 200);
  assert.equal(response.type, 'image/png');
  const { width, height, pixel } = decode(response.body);
  assert.deepEqual([width, height], [360, 450]);
  assert.deepEqual(bare(pixel(0, 0)), bare(COLORS.navy));
  assert.deepEqual(bare(pixel(359, 449)), bare(COLORS.navy));
});

test('without width, the full 1200 pixels; never wider (the CDN does not scale up)', () => {
  assert.equal(decode(get('/cdn/shop/files/a-sand.png').body).width, 1200);
  assert.equal(decode(get('/cdn/shop/files/a-sand.png', 'width=4000').body).width, 1200);
});

test('takes the aspect ratio from the name: -WxH, then video, youtube, model and swatch', () => {
  const size = (name) => {
    const { width, height } = decode(get(`/cdn/shop/files/${name}.png`, 'width=320').body);
    return [width, height];
  };
  assert.deepEqual(size('banner-16x9'), [320, 180]);
  assert.deepEqual(size('linen-overshirt-video-preview'), [320, 180]);
  assert.deepEqual(size('linen-overshirt-youtube-preview'), [320, 240]);
  assert.deepEqual(size('linen-overshirt-model-preview'), [320, 320]);
  assert.deepEqual(size('swatch-rust-weave'), [320, 320]);
});

test('draws a pattern where the name asks: stripes, a play triangle, checks', () => {
  const two = (name) => {
    const { pixel, width, height } = decode(get(`/cdn/shop/files/${name}.png`, 'width=240').body);
    const seen = new Set();
    for (let y = 0; y < height; y += 3) for (let x = 0; x < width; x += 3) seen.add(bare(pixel(x, y)).join());
    return seen.size;
  };
  assert.equal(two('x-sand'), 1);
  for (const name of ['x-sand-detail', 'swatch-rust-weave', 'x-video-preview', 'x-model-preview']) assert.equal(two(name), 2, name);
  // The play triangle is in the middle, not at the edge.
  const { pixel, width, height } = decode(get('/cdn/shop/files/x-olive-video.png', 'width=320').body);
  assert.deepEqual(bare(pixel(0, 0)), bare(COLORS.olive));
  assert.notDeepEqual(bare(pixel(Math.round(width / 2), Math.round(height / 2))), bare(COLORS.olive));
});

test('gives a name without a colour word a steady colour of its own', () => {
  const a = bare(decode(get('/cdn/shop/files/mystery.png', 'width=10').body).pixel(0, 0));
  assert.deepEqual(bare(decode(get('/cdn/shop/files/mystery.png', 'width=20').body).pixel(0, 0)), a);
  assert.notDeepEqual(bare(decode(get('/cdn/shop/files/enigma.png', 'width=10').body).pixel(0, 0)), a);
});

test('has a grain, so its bytes grow with its pixels as a photo\'s do (a phone\'s smaller image is far fewer bytes)', () => {
  const bytes = (width) => get('/cdn/shop/files/x-navy.png', `width=${width}`).body.length;
  const [small, large] = [bytes(360), bytes(720)];
  assert.ok(small > 20_000 && large > 3 * small, `${small} and ${large} bytes`);
  const { pixel } = decode(get('/cdn/shop/files/x-navy.png', 'width=64').body);
  const seen = new Set();
  for (let y = 0; y < 80; y++) for (let x = 0; x < 64; x++) seen.add(pixel(x, y).join());
  assert.ok(seen.size > 1 && [...seen].every((c) => c.split(',').every((v, i) => Math.abs(v - COLORS.navy[i]) <= 1)), [...seen].join(' '));
});

test('answers the same request from its cache', () => {
  assert.equal(get('/cdn/shop/files/a-red.png', 'width=100').body, get('/cdn/shop/files/a-red.png', 'width=100&v=2').body);
});

test('a width that is not a positive integer is a 400 that says so; other paths are not its own', () => {
  for (const width of ['0', '-5', 'abc', '12.5', '']) {
    const response = get('/cdn/shop/files/a.png', `width=${width}`);
    assert.equal(response.status, 400, width);
    assert.match(response.body.toString(), /width: expected a positive integer/);
  }
  for (const path of ['/cdn/shop/files/a.jpg', '/cdn/shop/products/a.png', '/products/a.js', '/cdn/shop/files/../x.png']) {
    assert.equal(get(path), null, path);
  }
});
