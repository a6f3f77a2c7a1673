/**
 * Calls `go` once, when `element` comes into the viewport (or within `margin` of it). Disconnect the
 * observer it returns to stop waiting.
 */
export function whenInView(element: Element, go: () => void, margin?: string): IntersectionObserver {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    go();
  }, { rootMargin: margin });
  observer.observe(element);
  return observer;
}

/** One observer per margin for the whole page, and what each element it watches waits to do. */
const near = new Map<string, { observer: IntersectionObserver; waiting: Map<Element, () => void> }>();

/**
 * Calls `go` once, when `element` comes within `margin` of the viewport, through one observer for
 * every element waiting with that margin (a page of 48 cards makes one, not 48). Returns the function
 * that stops waiting.
 */
export function whenNear(element: Element, go: () => void, margin: string): () => void {
  let watch = near.get(margin);
  if (!watch) {
    const waiting = new Map<Element, () => void>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const then = entry.isIntersecting && waiting.get(entry.target);
        if (!then) continue;
        waiting.delete(entry.target);
        observer.unobserve(entry.target);
        then();
      }
    }, { rootMargin: margin });
    near.set(margin, (watch = { observer, waiting }));
  }
  const { observer, waiting } = watch;
  waiting.set(element, go);
  observer.observe(element);
  return () => {
    if (waiting.get(element) !== go) return;
    waiting.delete(element);
    observer.unobserve(element);
  };
}
