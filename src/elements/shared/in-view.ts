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
 * What elements that came near wait to do, in the order they came: one each task (a page of cards in
 * view takes no one long task), and after a move of the shopper (`afterMove`) only once the frame
 * after it has painted.
 */
const turns = new Set<() => void>();
/** The task the next turn runs in, or the frame it waits for. */
let timer: ReturnType<typeof setTimeout> | null = null;
let frame = false;

function turn(): void {
  timer = null;
  const [go] = turns;
  if (!go) return;
  turns.delete(go);
  try {
    go();
  } finally {
    next();
  }
}

function next(): void {
  if (!frame && timer === null && turns.size) timer = setTimeout(turn);
}

/**
 * The shopper moved toward an element (a pointer, a key, a click): the frame that shows what the move
 * did comes before what elements near the viewport wait to do. Those wait for the next frame, then a
 * task (a move while they wait for a frame changes nothing: that frame comes after it).
 */
export function afterMove(): void {
  // Nothing waits (a product page, every card bound): no frame asked for.
  if (frame || (!turns.size && ![...near.values()].some((watch) => watch.waiting.size))) return;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  frame = true;
  requestAnimationFrame(() => {
    frame = false;
    next();
  });
}

/**
 * Runs `go` in a task of its own once the frame after the shopper's move has painted, in the queue of
 * what elements near the viewport wait to do: code asked for ahead of its use (a part's file, whose
 * `import()` alone takes milliseconds) never holds up the frame that shows what the move did. The
 * same function asked for again before it ran runs once.
 */
export function afterMoveShown(go: () => void): void {
  turns.add(go);
  afterMove();
}

/**
 * Calls `go` once, when `element` comes within `margin` of the viewport, through one observer for
 * every element waiting with that margin (a page of 48 cards makes one, not 48), in a task of its own
 * (`afterMove`: past the frame of the shopper's move). Returns the function that stops waiting.
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
        turns.add(then);
      }
      next();
    }, { rootMargin: margin });
    near.set(margin, (watch = { observer, waiting }));
  }
  const { observer, waiting } = watch;
  // Its own function: the same `go` given for two elements is two turns.
  const call = () => go();
  waiting.set(element, call);
  observer.observe(element);
  return () => {
    turns.delete(call);
    if (waiting.get(element) !== call) return;
    waiting.delete(element);
    observer.unobserve(element);
  };
}
