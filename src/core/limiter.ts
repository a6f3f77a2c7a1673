/**
 * Waiting that an AbortSignal can stop, and the one concurrency limiter of every HTTP client (the
 * storefront client, the admin transport). No DOM: AbortSignal is the platform's in browsers and Node.
 */

/**
 * Waits for `start` to settle, or rejects with the signal's reason as soon as it aborts (then
 * `start`'s cancel function runs). Behind waiting callers, queued requests and sleeps.
 */
export function abortable<T = void>(
  signal: AbortSignal | undefined,
  start: (settle: (ok: boolean, value?: unknown) => void) => () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal?.throwIfAborted();
    const onAbort = () => {
      cancel();
      reject(signal!.reason);
    };
    // An abort fires once; on settling the listener goes, so it needs no `once`.
    signal?.addEventListener('abort', onAbort);
    const cancel = start((ok, value) => {
      signal?.removeEventListener('abort', onAbort);
      (ok ? resolve : reject)(value as T);
    });
  });
}

/**
 * At most `size` holders at once: `[acquire, release]`. `acquire(signal)` resolves once a slot is
 * free (at once while fewer than `size` are taken), first come first served, or rejects with the
 * signal's reason when it aborts first, leaving the queue. `release()` frees a slot: it passes
 * straight to the next waiter, so the count never overshoots.
 */
export function createLimiter(size: number): [acquire: (signal?: AbortSignal) => Promise<void>, release: () => void] {
  let active = 0;
  const queue: (() => void)[] = [];
  return [
    (signal) => abortable(signal, (go) => {
      const start = () => go(true);
      if (active < size) {
        active++;
        start();
      } else queue.push(start);
      return () => queue.splice(queue.indexOf(start), 1);
    }),
    () => {
      const next = queue.shift();
      if (next) next();
      else active--;
    },
  ];
}
