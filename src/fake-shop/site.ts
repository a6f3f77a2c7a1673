/// <reference types="node" />
/**
 * A theme developer's own pages (`fake-shop --pages DIR`): the files of DIR at the shop's root,
 * `DIR/index.html` at `/`, beside the storefront's routes (which win: `/cart.js` is always the
 * cart). Only files inside DIR are served: no `..`, no link out of it, no dot-file (a `.env` with
 * credentials may sit there too). Anything else is the fake's one 404 page.
 */
import { realpathSync, statSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep, isAbsolute } from 'node:path';
import type { Answer } from './storefront.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** The content type of a file by its extension (`application/octet-stream` when unknown). */
export const contentType = (file: string): string => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * Answers a GET or HEAD for `path` (the URL's path, still percent-encoded) from the files of `dir`,
 * or null when there is no such file (the caller answers its 404).
 */
export function siteFile(dir: string, path: string): Answer | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const parts = decoded.split('/').filter(Boolean);
  if (decoded.includes('\0') || decoded.includes('\\') || parts.some((p) => p.startsWith('.'))) return null;
  let root: string;
  let file: string;
  try {
    root = realpathSync(dir);
    file = realpathSync(join(root, ...parts));
    if (statSync(file).isDirectory()) {
      // `/guide` → `/guide/`, so the page's relative links resolve inside it.
      if (!path.endsWith('/')) return { status: 301, type: 'text/plain; charset=utf-8', body: '', headers: { Location: `${path}/` } };
      file = realpathSync(join(file, 'index.html'));
    }
  } catch {
    return null;
  }
  // A link inside DIR that points out of it is not served either.
  const inside = relative(root, file);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  const stat = statSync(file);
  if (!stat.isFile()) return null;
  // Never cached: the developer edits the page and reloads.
  return { status: 200, type: contentType(file), body: readFileSync(file), headers: { 'Cache-Control': 'no-store' } };
}
