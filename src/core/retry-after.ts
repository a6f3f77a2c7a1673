/**
 * `Retry-After` as servers really send it (RFC 9110 §10.2.3): delay-seconds, which some servers
 * write with a fraction (`1.5`, `2.0`), or an HTTP date in any of the three formats HTTP allows.
 * One parser for every client of the shop service (storefront and admin).
 */

const SECONDS = /^\d+(?:\.\d+)?$/;
/** An HTTP date names a month and a time of day; anything else (`2.0`, `soon`) is not one. */
const HTTP_DATE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b.*\b\d{1,2}:\d{2}:\d{2}\b/i;

/**
 * Milliseconds to wait before retrying, at most `capMs`; `null` when the header is absent or
 * unreadable (the caller picks its own default). A date in the past means "now" (0).
 *
 * @param value the header's value
 * @param nowMs the current time (`Date.now()`), for dates
 * @param capMs the longest wait a caller accepts, so a misbehaving server cannot stall it
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number, capMs: number): number | null {
  const text = value?.trim() ?? '';
  let ms: number;
  if (SECONDS.test(text)) ms = Math.round(Number(text) * 1000);
  else if (HTTP_DATE.test(text)) ms = Date.parse(text) - nowMs;
  else return null;
  return Number.isNaN(ms) ? null : Math.min(Math.max(0, ms), capMs);
}
