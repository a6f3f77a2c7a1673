import { expect } from '@open-wc/testing';
import { parseRetryAfter } from '../../src/core/index.js';
import { retryDelay, type RetryPolicy } from '../../src/core/retry.js';

const NOW = Date.parse('Sun, 06 Nov 1994 08:49:37 GMT');
const CAP = 10_000;

/** [header as a server sends it, milliseconds to wait (null: unreadable, the caller's default)] */
const CASES: [string | null | undefined, number | null][] = [
  ['0', 0],
  ['1', 1000],
  ['5', 5000],
  [' 3 ', 3000],
  ['1.5', 1500],
  ['2.0', 2000],
  ['0.25', 250],
  ['120', CAP],
  ['99999999999999999999', CAP],
  ['Sun, 06 Nov 1994 08:49:39 GMT', 2000],
  ['Sunday, 06-Nov-94 08:49:41 GMT', 4000],
  ['Sun Nov  6 08:49:40 1994', 3000],
  ['Sun, 06 Nov 1994 08:49:30 GMT', 0],
  ['Mon, 07 Nov 1994 08:49:37 GMT', CAP],
  ['-1', null],
  ['1e3', null],
  ['.5', null],
  ['soon', null],
  ['2 seconds', null],
  ['Feb 30 99:99:99 nonsense', null],
  ['', null],
  [null, null],
  [undefined, null],
];

describe('parseRetryAfter', () => {
  for (const [header, expected] of CASES) {
    it(`${JSON.stringify(header)} → ${expected === null ? 'unreadable' : `${expected} ms`}`, () => {
      expect(parseRetryAfter(header, NOW, CAP)).to.equal(expected);
    });
  }
});

/** The policies of the two clients (src/data/client.ts, src/admin/transport.ts with its defaults). */
const POLICIES: Record<string, RetryPolicy> = {
  storefront: { attempts: 3, maxWaitMs: 10_000, defaultWaitMs: 1000 },
  admin: { attempts: 4, maxWaitMs: 60_000, defaultWaitMs: 1000 },
};

/**
 * [policy, status (null: no answer), which try it was, Retry-After, the random draw for the jitter,
 * the wait in ms before the next try (null: give up)]
 */
const DECISIONS: [string, number | null, number, string | null, number, number | null][] = [
  // A 429 or 503 waits what the server says, up to the policy's cap.
  ['storefront', 429, 1, '1.5', 0.5, 1500],
  ['storefront', 503, 2, '2', 0.5, 2000],
  ['storefront', 429, 1, 'Sun, 06 Nov 1994 08:49:39 GMT', 0.5, 2000],
  ['storefront', 429, 1, '0', 0.5, 0],
  ['storefront', 429, 1, '3600', 0.5, 10_000],
  ['admin', 429, 1, '3600', 0.5, 60_000],
  // Nothing readable: the default wait, doubled each retry, 50–100 % of it at random.
  ['storefront', 429, 1, null, 0, 500],
  ['storefront', 429, 1, null, 0.5, 750],
  ['storefront', 503, 2, 'soon', 0, 1000],
  ['admin', 429, 3, null, 0.5, 3000],
  ['admin', 503, 3, null, 0.75, 3500],
  // No answer at all (a network failure, a timeout): retried like a 503 by a caller that asks.
  ['admin', null, 1, null, 0.5, 750],
  // Tries are counted: the storefront tries three times, the admin client four (three retries).
  ['storefront', 429, 3, '0', 0.5, null],
  ['storefront', 503, 3, null, 0.5, null],
  ['admin', 429, 3, '0', 0.5, 0],
  ['admin', 429, 4, '0', 0.5, null],
  ['admin', null, 4, null, 0.5, null],
  // Any other answer stands.
  ['storefront', 200, 1, '1', 0.5, null],
  ['storefront', 404, 1, null, 0.5, null],
  ['admin', 500, 1, '1', 0.5, null],
  ['admin', 502, 1, null, 0.5, null],
];

describe('retryDelay', () => {
  for (const [policy, status, attempt, header, random, expected] of DECISIONS) {
    const answer = status === null ? 'no answer' : status;
    it(`${policy}: ${answer} on try ${attempt}, Retry-After ${JSON.stringify(header)}, draw ${random} → ${expected === null ? 'give up' : `${expected} ms`}`, () => {
      expect(retryDelay(POLICIES[policy]!, status, attempt, header, NOW, () => random)).to.equal(expected);
    });
  }
});
