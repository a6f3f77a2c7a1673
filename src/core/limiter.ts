/**
 * Waiting that an AbortSignal can stop, and the one concurrency limiter of every HTTP client (the
 * storefront client, the admin transport). No DOM: AbortSignal is the platform's in browsers and Node.
 */

/**
 * What waits on each signal. A signal gets one 'abort' listener however many wait on it: a snapshot
 * queues 1,500 requests behind one Ctrl-C signal, and 1,500 listeners on it would be a leak warning.
 */
const waiting = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Waits for `start` to settle, or rejects with the signal's reason as soon as it aborts (then
 * `start`'s cancel function runs). Behind waiting callers, queued requests, fetches and sleeps.
 */
export function abortable<T = void>(
  signal: AbortSignal | undefined,
  start: (settle: (ok: boolean, value?: unknown) => void) => () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal?.throwIfAborted();
    let waiters = signal && waiting.get(signal);
    if (signal && !waiters) {
      const all = (waiters = new Set());
      waiting.set(signal, all);
      signal.addEventListener('abort', () => all.forEach((onAbort) => onAbort()), { once: true });
    }
    const onAbort = () => {
      cancel();
      reject(signal!.reason);
    };
    waiters?.add(onAbort);
    const cancel = start((ok, value) => {
      waiters?.delete(onAbort);
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
