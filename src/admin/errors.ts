/**
 * Errors of the admin client. Every message names what was asked (method and URL) and never the
 * password: the client redacts it (and the basic-auth token) from every response body it keeps.
 */

/** The common base: `instanceof AdminError` catches everything the client throws on purpose. */
export class AdminError extends Error {
  override name = 'AdminError';
}

/** An error about one request: it names the method and the URL. */
export class AdminRequestError extends AdminError {
  override name = 'AdminRequestError';
  /** `GET`, `POST`, `PUT` or `DELETE`. */
  readonly method: string;
  /** The URL requested (never with credentials in it). */
  readonly url: string;

  constructor(method: string, url: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.method = method;
    this.url = url;
  }
}

/** A non-2xx answer. `body` is the parsed JSON error body when it was JSON, else its text. */
export class AdminHttpError extends AdminRequestError {
  override name = 'AdminHttpError';
  /** HTTP status of the (last) answer. */
  readonly status: number;
  /** The answer's body: parsed JSON when it was JSON, else the text (`''` when empty). */
  readonly body: unknown;

  constructor(status: number, method: string, url: string, body: unknown, hint = '') {
    const shown = typeof body === 'string' ? body.trim().slice(0, 200) : JSON.stringify(body)?.slice(0, 200);
    const isHtml = typeof body === 'string' && /^\s*</.test(body);
    super(method, url, `${method} ${url} failed: ${status}${isHtml ? ' (an HTML page, not JSON)' : shown ? ` ${shown}` : ''}${hint ? `. ${hint}` : ''}`);
    this.status = status;
    this.body = body;
  }
}

/** 401: the credentials were refused (or never arrived). */
export class AdminAuthError extends AdminHttpError {
  override name = 'AdminAuthError';
  constructor(method: string, url: string, body: unknown) {
    super(401, method, url, body,
      'Check SHOP_ADMIN_URL, SHOP_API_KEY and SHOP_API_PASSWORD (the API key and password of the shop\'s admin app); '
      + 'a proxy in between may also strip the Authorization header');
  }
}

/** 403: the credentials work but may not do this (payments are read-only unless granted). */
export class AdminForbiddenError extends AdminHttpError {
  override name = 'AdminForbiddenError';
  constructor(method: string, url: string, body: unknown) {
    super(403, method, url, body, 'The API key may not do this');
  }
}

/** 404: no such record (or no such endpoint under this base URL). */
export class AdminNotFoundError extends AdminHttpError {
  override name = 'AdminNotFoundError';
  constructor(method: string, url: string, body: unknown) {
    super(404, method, url, body);
  }
}

/** 429 after every retry: the shop kept rate limiting. `retryAfterMs` is its last wish, if readable. */
export class AdminRateLimitError extends AdminHttpError {
  override name = 'AdminRateLimitError';
  /** The last answer's Retry-After in milliseconds, or null when absent or unreadable. */
  readonly retryAfterMs: number | null;
  constructor(method: string, url: string, body: unknown, retryAfterMs: number | null) {
    super(429, method, url, body, 'Still rate limited after the retries');
    this.retryAfterMs = retryAfterMs;
  }
}

/** fetch rejected: DNS, refused or dropped connection, TLS. `cause` is the original error. */
export class AdminNetworkError extends AdminRequestError {
  override name = 'AdminNetworkError';
  constructor(method: string, url: string, cause: unknown) {
    const detail = cause instanceof Error ? `${cause.message}${cause.cause instanceof Error ? ` (${cause.cause.message})` : ''}` : String(cause);
    super(method, url, `${method} ${url} failed: ${detail}`, { cause });
  }
}

/** One attempt took longer than `timeoutMs` (each attempt has its own timeout). */
export class AdminTimeoutError extends AdminRequestError {
  override name = 'AdminTimeoutError';
  readonly timeoutMs: number;
  constructor(method: string, url: string, timeoutMs: number) {
    super(method, url, `${method} ${url} timed out after ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** An answer that does not have the documented shape. `path` names the field, e.g. `[3].product.price`. */
export class AdminDataError extends AdminRequestError {
  override name = 'AdminDataError';
  /** Field path of the problem (`''` for the body as a whole). */
  readonly path: string;
  constructor(method: string, url: string, path: string, problem: string) {
    super(method, url, `${method} ${url}: ${path || '(body)'}: ${problem}`);
    this.path = path;
  }
}

/** A write to a read-only resource (payments), refused before any request is sent. */
export class AdminReadOnlyError extends AdminError {
  override name = 'AdminReadOnlyError';
  constructor(method: string, path: string) {
    super(`${method} ${path} refused: payments are read-only (no request was sent)`);
  }
}
