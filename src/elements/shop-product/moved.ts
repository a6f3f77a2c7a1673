/**
 * A product's code for after the shopper's first move toward it, one file: its announcer and its
 * address writer (`sync-url`). Loaded by `moved` (later-parts.ts), never at idle.
 */
export { Announcer } from './announcer.js';
export { writeUrl } from './url-write.js';
