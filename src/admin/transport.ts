/**
 * The one request function behind every resource of the admin client: basic auth, JSON headers,
 * a concurrency cap, 429/503 retries honouring Retry-After (one 429 pauses the whole client), a
 * fresh timeout per attempt, and an AbortSignal honoured in queue waits and sleeps too.
 * The credentials live in this closure only: no object the caller can inspect holds them.
 */
import { setTimeout as timer } from 'node:timers/promises';
import { isHtml } from '../core/check.js';
import { createLimiter } from '../core/limiter.js';
import { parseJsonExact } from '../core/parse.js';
import { retryDelay, type RetryPolicy } from '../core/retry.js';
import { parseRetryAfter } from '../core/retry-after.js';
import {
  AdminAuthError, AdminDataError, AdminForbiddenError, AdminHttpError, AdminNetworkError, AdminNotFoundError,
  AdminRateLimitError, AdminTimeoutError,
} from './errors.js';
import { ShapeError } from './wire.js';

export interface TransportOptions {
  /** The seed's `{base_url}`: `https://…`, or `http://` on loopback only. No `user:pass@`. */
  baseUrl: string;
  apiKey: string;
  apiPassword: string;
  /** Requests in flight at once. Default 4. */
  concurrency?: number;
  /** Timeout of each attempt, in ms (every retry gets a fresh one). Default 30000. */
  timeoutMs?: number;
  /** Retries after the first attempt (429/503, and unclear failures of safe requests). Default 3. */
  maxRetries?: number;
  /** The longest Retry-After honoured, in ms. Default 60000. */
  retryAfterCapMs?: number;
  /** First backoff when a 429/503 names no Retry-After; doubles per attempt, with jitter. Default 1000. */
  backoffMs?: number;
  /** The fetch to use. Default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  /** One line per retry or wait (never with a credential in it). */
  log?: (line: string) => void;
}

export interface RequestSpec<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the base URL, starting `/api/`, query string included. */
  path: string;
  /** JSON text of the body (see `toJson`). */
  body?: string;
  signal?: AbortSignal;
  /** Checks the parsed JSON body; `null` when the body is not read (a delete). */
  parse: ((json: unknown) => T) | null;
  /**
   * False for a request that must not be repeated blindly after an unclear failure (a network
   * error, a timeout, a 503 whose effect is unknown). `recover` is asked first: what it finds is
   * the answer, and only when it finds nothing is the request sent again.
   */
  retryUnclear?: boolean;
  recover?: (signal?: AbortSignal) => Promise<T | undefined>;
}

export interface Response<T> {
  value: T;
  status: number;
  headers: Headers;
}

export type Transport = <T>(spec: RequestSpec<T>) => Promise<Response<T>>;

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The base URL, checked: https (http only on loopback), no credentials, no query. Ends without `/`. */
export function checkBaseUrl(baseUrl: unknown): string {
  if (typeof baseUrl !== 'string' || !baseUrl) throw new TypeError('baseUrl is required (SHOP_ADMIN_URL): the shop\'s admin base URL, e.g. https://shop.example');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError('baseUrl is not a URL (SHOP_ADMIN_URL); expected e.g. https://shop.example');
  }
  if (url.username || url.password) {
    throw new TypeError('baseUrl must not contain credentials (user:password@); pass apiKey and apiPassword instead');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.test(url.hostname))) {
    throw new TypeError(`baseUrl must use https (http is allowed on loopback only): ${url.origin}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Node's own timer, rejecting with the signal's reason (as fetch and the queue do) when it aborts. */
const sleep = (ms: number, signal?: AbortSignal) => timer(ms, undefined, { signal }).catch(() => signal!.throwIfAborted());

export function createTransport(options: TransportOptions): { request: Transport; baseUrl: string } {
  const baseUrl = checkBaseUrl(options.baseUrl);
  const { apiKey, apiPassword } = options;
  if (typeof apiKey !== 'string' || !apiKey) throw new TypeError('apiKey is required (SHOP_API_KEY)');
  if (typeof apiPassword !== 'string' || !apiPassword) throw new TypeError('apiPassword is required (SHOP_API_PASSWORD)');
  const token = btoa(String.fromCharCode(...new TextEncoder().encode(`${apiKey}:${apiPassword}`)));
  const [acquire, release] = createLimiter(Math.max(1, options.concurrency ?? 4));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const policy: RetryPolicy = {
    attempts: 1 + Math.max(0, options.maxRetries ?? 3), maxWaitMs: options.retryAfterCapMs ?? 60_000, defaultWaitMs: options.backoffMs ?? 1000,
  };
  const fetchFn = options.fetch ?? globalThis.fetch;
  const log = options.log ?? (() => {});

  /** Whatever a server echoes back, the password and the auth token are cut out of it. */
  const redact = (text: string) => text.split(apiPassword).join('[redacted]').split(token).join('[redacted]');

  /** One 429 pauses every request of this client until this time (ms since the epoch). */
  let pausedUntil = 0;

  const request: Transport = async <T>(spec: RequestSpec<T>) => {
    const { method, signal } = spec;
    const url = `${baseUrl}${spec.path}`;
    const headers = { Authorization: `Basic ${token}`, Accept: 'application/json', 'Content-Type': 'application/json' };
    for (let attempt = 1; ; attempt++) {
      // Wait out a pause, then for a slot; a pause that began while queued is waited out too.
      for (;;) {
        while (pausedUntil > Date.now()) await sleep(pausedUntil - Date.now(), signal);
        await acquire(signal);
        if (pausedUntil <= Date.now()) break;
        release();
      }
      const timeout = AbortSignal.timeout(timeoutMs);
      let res: globalThis.Response | undefined;
      let text = '';
      let failure: AdminTimeoutError | AdminNetworkError | undefined;
      try {
        res = await fetchFn(url, {
          // A redirect is reported, not followed: the credentials go to the base URL the caller chose, nowhere else.
          method, headers, body: spec.body, redirect: 'manual',
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        text = await res.text();
      } catch (err) {
        signal?.throwIfAborted();
        failure = timeout.aborted ? new AdminTimeoutError(method, url, timeoutMs) : new AdminNetworkError(method, url, err);
      } finally {
        // The slot is free before any sleep or look-up below (a look-up needs a slot of its own).
        release();
      }
      const header = res?.headers.get('Retry-After');
      // No answer (or none read to the end): an unclear failure, which the policy may retry.
      const wait = retryDelay(policy, failure || !res ? null : res.status, attempt, header);
      if (failure || !res) {
        if (spec.retryUnclear ?? true) {
          if (wait === null) throw failure;
          log(`${method} ${url}: ${failure!.message}; retrying`);
          await sleep(wait, signal);
          continue;
        }
        const found = await spec.recover?.(signal);
        if (found !== undefined) return { value: found, status: 200, headers: new Headers() };
        if (wait === null || !spec.recover) throw failure;
        log(`${method} ${url}: ${failure!.message}; not applied, sending again`);
        continue;
      }

      const { status } = res;
      if (wait !== null) {
        if (status === 429) pausedUntil = Math.max(pausedUntil, Date.now() + wait);
        log(`${method} ${url}: ${status}, retrying in ${Math.round(wait)} ms${header ? ` (Retry-After: ${header})` : ''}`);
        if (status === 503 && !(spec.retryUnclear ?? true)) {
          // A 503 may come from a proxy after the shop acted: look before sending again.
          const found = await spec.recover?.(signal);
          if (found !== undefined) return { value: found, status: 200, headers: new Headers() };
        }
        await sleep(wait, signal);
        continue;
      }
      const body = redact(text);
      if (status >= 300 && status < 400) {
        const to = res.headers.get('Location');
        throw new AdminHttpError(status, method, url, '', `The admin base URL redirects${to ? ` to ${redact(to)}` : ''}: set SHOP_ADMIN_URL to where it leads`);
      }
      if (status < 200 || status > 299) throw httpError(status, method, url, body, res.headers);
      if (!spec.parse) return { value: undefined as T, status, headers: res.headers };
      return { value: parseBody(spec.parse, method, url, body, res.headers), status, headers: res.headers };
    }
  };
  return { request, baseUrl };
}

function errorBody(text: string): unknown {
  try {
    return text.trim() ? parseJsonExact(text) : '';
  } catch {
    return text;
  }
}

function httpError(status: number, method: string, url: string, text: string, headers: Headers): AdminHttpError {
  const body = errorBody(text);
  switch (status) {
    case 401: return new AdminAuthError(method, url, body);
    case 403: return new AdminForbiddenError(method, url, body);
    case 404: return new AdminNotFoundError(method, url, body);
    case 429: return new AdminRateLimitError(method, url, body, parseRetryAfter(headers.get('Retry-After'), Date.now(), Infinity));
    default: return new AdminHttpError(status, method, url, body);
  }
}

function parseBody<T>(parse: (json: unknown) => T, method: string, url: string, text: string, headers: Headers): T {
  if (/html/i.test(headers.get('Content-Type') ?? '') || isHtml(text)) {
    throw new AdminDataError(method, url, '', 'expected JSON, got an HTML page');
  }
  let json: unknown;
  try {
    json = parseJsonExact(text);
  } catch (err) {
    throw new AdminDataError(method, url, '', text.trim() ? `malformed JSON (${(err as Error).message.replace(/^: /, '')})` : 'expected JSON, got an empty body');
  }
  try {
    return parse(json);
  } catch (err) {
    if (err instanceof ShapeError) throw new AdminDataError(method, url, err.path, err.message);
    throw err;
  }
}
