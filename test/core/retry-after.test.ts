import { expect } from '@open-wc/testing';
import { parseRetryAfter } from '../../src/core/index.js';

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
