/**
 * Work that many elements start at once (a collection page's cards arriving together) runs in slices
 * of about SLICE_MS, each in a task of its own, so that the page paints and answers input between
 * them. Work that finds its task with time left runs at once: one product, or a click's update, is
 * never delayed. What waits runs in this order: updates of elements already on screen (a card half
 * done finishes first), then the loads of products in or near the viewport, then the other loads in
 * the order they were asked for (document order).
 */
import type { ReactiveElement } from 'lit';
import type { Constructor } from './form-associated.js';

/**
 * Time a task spends on this work before the rest waits for the next task: at 4× CPU (a phone) a
 * task stays near 50 ms with the last piece of work that started in time.
 */
const SLICE_MS = 20;

type Job = () => void;
/** Updates that waited, in order. */
const updates: Job[] = [];
/**
 * Loads that waited, each with its element and whether that element was in or near the viewport
 * when the slices started on it (undefined: not looked at yet).
 */
const loads: { element: Element; job: Job; near?: boolean }[] = [];
/**
 * While a job runs: the updates it asks for (an element's `performUpdate`, by element), done before
 * the job counts as done: a card's load and its render are one piece of work, in one task (its
 * `:state(ready)` and its elements' render reach the screen together), and the slice's clock sees them.
 */
let asked: Map<Element, () => void> | null = null;
/** When this task's slice began, or 0 when no work has run since the last slice ended. */
let began = 0;
let channel: MessageChannel | undefined;

/**
 * Whether this task has time left. The first call in a task starts its slice and asks for a next
 * task: there the slice ends, and what waited runs. (A task between the two, an input event, sees
 * the slice of the task before it: its work waits for that next task, a task away.)
 */
function hasTime(): boolean {
  if (!began) {
    began = performance.now();
    if (!channel) {
      channel = new MessageChannel();
      // A message, not setTimeout(0): nested timeouts are held back 4 ms each.
      channel.port1.onmessage = slice;
    }
    channel.port2.postMessage(null);
  }
  return performance.now() - began < SLICE_MS;
}

/** A task of its own: a new slice for what waited, until its time is up. */
function slice(): void {
  began = 0;
  while ((updates.length || loads.length) && hasTime()) (updates.shift() ?? takeLoad())();
}

/**
 * The next load: the first in or within a viewport's height of the viewport, else the first. Where
 * new loads are, once: reading their boxes lays out the page as it was inserted, the layout its
 * first frame needs anyway (looking again in every slice would lay out each slice's work early).
 */
function takeLoad(): Job {
  for (const load of loads) {
    if (load.near !== undefined) continue;
    const r = load.element.getBoundingClientRect();
    load.near = r.bottom > -innerHeight && r.top < 2 * innerHeight;
  }
  const i = Math.max(0, loads.findIndex((l) => l.near));
  return loads.splice(i, 1)[0]!.job;
}

/** A job that settles `resolve`/`reject` with what `work` returns or throws, then does the updates it asked for. */
function settle<T>(work: () => T, resolve: (value: T) => void, reject: (error: unknown) => void): Job {
  return () => {
    asked = new Map();
    try {
      resolve(work());
    } catch (error) {
      reject(error);
    }
    // Updates asked for while these run are done here too (a Map's loop reaches what is added during it).
    for (const update of asked.values()) {
      try {
        update();
      } catch (error) {
        // As an update's own failure would be: on the console, the other elements unharmed.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    asked = null;
  };
}


/** Elements are being made: the slice's time counts from here (the parser's and the constructors' work too). */
export function noteWork(): void {
  hasTime();
}

/**
 * An element's update: at once when this task has time left and no update waits before it, else in
 * a later slice (the promise, which Lit's `scheduleUpdate` may return: `updateComplete` waits for it).
 */
function whenTime<T>(work: () => T): T | Promise<T> {
  if (!updates.length && hasTime()) return work();
  return new Promise((resolve, reject) => updates.push(settle(work, resolve, reject)));
}

/**
 * A product's load (reading its data and showing it): at once when nothing waits and this task has
 * time left, else in a later slice, loads in or near the viewport first.
 */
export function whenLoadTime(element: Element, work: () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const job = settle(work, resolve, reject);
    if (!updates.length && !loads.length && hasTime()) job();
    else loads.push({ element, job });
  });
}

/**
 * An element whose updates go through the slices: <shop-product> and the elements that show its state.
 * Its first render (the fallback's slot: until it, the shadow root shows nothing) runs at once, the
 * others when the task has time; an update it asks for while a job runs (its product loading in a
 * slice) is done within that job.
 */
export function Sliced<T extends Constructor<ReactiveElement>>(Base: T): T {
  abstract class SlicedElement extends Base {
    protected override scheduleUpdate(): void | Promise<unknown> {
      return this.hasUpdated ? whenTime(() => super.scheduleUpdate()) : super.scheduleUpdate();
    }

    override requestUpdate(...args: Parameters<ReactiveElement['requestUpdate']>): void {
      super.requestUpdate(...args);
      asked?.set(this, () => this.performUpdate());
    }
  }
  return SlicedElement;
}
