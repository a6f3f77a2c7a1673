/// <reference types="node" />
/**
 * Generated product images for the fake shop and the demo, served where the platform's CDN serves a
 * shop's files on the shop's own domain: `/cdn/shop/files/<name>.png`, honouring the CDN's `width`
 * query parameter, so a `srcset` really picks a size (and a test can see which).
 *
 * What an image shows comes from its name (ASSUMPTION: these are generated stand-ins, not a model of
 * the CDN's files):
 * - the colour: the first word of the name that is in `COLORS` (`linen-overshirt-navy` is navy), else
 *   a colour derived from the whole name;
 * - the aspect ratio: a `-<w>x<h>` word (`-16x9`), else `ASPECTS` by word (`video`, `youtube`,
 *   `model`, `swatch`), else 4:5, a product photo's;
 * - the pattern: `detail` and `weave` are striped, `video` and `youtube` show a play triangle,
 *   `model` is checked; anything else is one colour.
 * The full size is 1200 pixels wide; `?width=` asks for less (the CDN never scales up). A fine grain
 * (no channel off by more than 1) makes the bytes grow with the pixels, as a photo's do.
 */
import { crc32, deflateSync } from 'node:zlib';

/** Named colours, as RGB: the words the demo's colour options use. */
export const COLORS: Record<string, readonly [number, number, number]> = {
  sand: [216, 199, 163],
  navy: [31, 42, 68],
  olive: [107, 112, 62],
  rust: [183, 65, 14],
  oat: [226, 214, 190],
  forest: [34, 85, 51],
  white: [246, 246, 242],
  black: [24, 24, 24],
  grey: [138, 138, 138],
  red: [190, 30, 45],
  blue: [37, 99, 235],
  pink: [236, 164, 188],
};

/** Aspect ratios (width / height) by word of the name. */
const ASPECTS: Record<string, number> = { video: 16 / 9, youtube: 4 / 3, model: 1, swatch: 1 };

/** The width of an image when no `width` is asked for, and the largest there is. */
export const FULL_WIDTH = 1200;

export interface CdnResponse {
  status: number;
  type: string;
  body: Buffer;
}

const cache = new Map<string, CdnResponse>();
const CACHE_SIZE = 64;

/**
 * Answers a request for `/cdn/shop/files/<name>.png` (`?width=` in `searchParams`) with a generated
 * PNG, cached; `null` for any other path (not ours: the caller goes on routing). A `width` that is
 * not a positive integer is a 400, as a misspelt size should fail loudly here.
 */
export function cdnImage(pathname: string, searchParams: URLSearchParams): CdnResponse | null {
  const match = /^\/cdn\/shop\/files\/([\w.-]+)\.png$/.exec(pathname);
  if (!match) return null;
  const name = match[1]!.toLowerCase();
  const asked = searchParams.get('width');
  if (asked !== null && !/^[1-9]\d{0,4}$/.test(asked)) {
    return { status: 400, type: 'text/plain; charset=utf-8', body: Buffer.from(`width: expected a positive integer, got "${asked}"\n`) };
  }
  const width = Math.min(asked === null ? FULL_WIDTH : Number(asked), FULL_WIDTH);
  const key = `${name}@${width}`;
  let response = cache.get(key);
  if (!response) {
    response = { status: 200, type: 'image/png', body: drawImage(name, width) };
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, response);
  }
  return response;
}

/** The PNG for an image name at a width (the height follows the name's aspect ratio). */
export function drawImage(name: string, width: number): Buffer {
  const words = name.split(/[-_.]/);
  const sized = words.map((w) => /^(\d+)x(\d+)$/.exec(w)).find(Boolean);
  const aspect = sized ? Number(sized[1]) / Number(sized[2]) : ASPECTS[words.find((w) => w in ASPECTS) ?? ''] ?? 4 / 5;
  const height = Math.max(1, Math.round(width / aspect));
  const base = COLORS[words.find((w) => w in COLORS) ?? ''] ?? colorOf(name);
  const light = base.map((c) => Math.round(c + (255 - c) * 0.45)) as unknown as typeof base;
  const has = (...keys: string[]) => keys.some((k) => words.includes(k));
  const unit = Math.max(2, Math.round(width / 24));
  const pattern: ((x: number, y: number) => boolean) | null = has('detail', 'weave')
    ? (x, y) => Math.floor((x + y) / unit) % 2 === 0
    : has('video', 'youtube')
      ? (x, y) => {
          // A play triangle in the middle, a third of the height tall.
          const dx = x - width / 2 + height / 8;
          const dy = Math.abs(y - height / 2);
          return dx >= 0 && dx <= height / 3.5 && dy <= height / 6 - dx * (height / 6) / (height / 3.5);
        }
      : has('model')
        ? (x, y) => (Math.floor(x / unit) + Math.floor(y / unit)) % 2 === 0
        : null;
  const periodic = has('detail', 'weave', 'model');
  // Each row: filter type 0 (none), then RGB per pixel; a solid row is the colour repeated.
  const stride = width * 3 + 1;
  const rows = Buffer.alloc(stride * height);
  const solid = Buffer.from(base);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    // Stripes and checks repeat every two units: the row two units up is this one.
    if (periodic && y >= 2 * unit) rows.copy(rows, row, row - 2 * unit * stride, row - 2 * unit * stride + stride);
    else rows.fill(solid, row + 1, row + stride);
    if (pattern && !(periodic && y >= 2 * unit)) {
      for (let x = 0; x < width; x++) if (pattern(x, y)) rows.set(light, row + 1 + x * 3);
    }
  }
  // Grain: the lowest bit of about one byte in eight flipped (steady for a name), so an image's bytes
  // grow with its pixels as a photo's do; a flat colour alone compresses to almost nothing, and a
  // srcset's saving would not show in the bytes. No colour moves by more than 1.
  let seed = colorOf(name).reduce((a, c) => a * 256 + c, 1) >>> 0;
  for (let i = 0; i < rows.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    if (seed >>> 29 === 0 && i % stride !== 0) rows[i]! ^= 1;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG chunk: length, type, data, CRC-32 of type and data (also what `npm run screenshots` writes its palette PNGs with). */
export function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A steady, mid-light colour for a name no colour word names. */
function colorOf(name: string): readonly [number, number, number] {
  let hash = 0;
  for (const c of name) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  // HSL (hue from the name, saturation 62%, lightness 60%) to RGB.
  const hue = hash % 360;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (0.6 - 0.25 * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
