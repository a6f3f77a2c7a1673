/**
 * The one retry decision of every client of the shop service (the storefront client, the admin
 * transport): given what came back, retry after how long, or give up. Pure: the clients differ only
 * in their policy (how many tries, the longest wait, the wait when the server names none).
 */
import { parseRetryAfter } from './retry-after.js';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The longest `Retry-After` honoured, so a misbehaving server cannot stall the caller. */
  maxWaitMs: number;
  /**
   * The first wait when the answer names no (readable) `Retry-After`: it doubles for each retry, and
   * 50–100 % of it is taken at random, so the callers a 429 turned away do not all come back at once.
   */
  defaultWaitMs: number;
}

/**
 * Milliseconds to wait before the next try, or `null`: give up (the answer stands, or the error).
 * A 429 or 503 is retried, and so is no answer at all (`status` null: a network failure or a
 * timeout; a caller whose request must not be repeated blindly does not ask), while tries are left.
 *
 * @param status the answer's HTTP status; `null` when none came
 * @param attempt which try this was (1 for the first)
 * @param retryAfter the answer's `Retry-After` header
 * @param nowMs the current time, for a `Retry-After` date
 * @param random a draw from [0, 1), for the jitter
 */
export const retryDelay = (
  { attempts, maxWaitMs, defaultWaitMs }: RetryPolicy, status: number | null, attempt: number, retryAfter?: string | null,
  nowMs = Date.now(), random = Math.random,
): number | null =>
  attempt < attempts && (status === null || status === 429 || status === 503)
    // defaultWaitMs · 2^(attempt − 1) · (0.5 … 1)
    ? parseRetryAfter(retryAfter, nowMs, maxWaitMs) ?? (defaultWaitMs * 2 ** attempt * (1 + random())) / 4
    : null;
