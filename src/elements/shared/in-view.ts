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
