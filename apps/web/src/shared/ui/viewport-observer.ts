import { LAZY_IMAGE_PRELOAD_RATIO, LAZY_IMAGE_THRESHOLD, LAZY_IMAGE_THROTTLE_MS } from "@portal/contract/constants";

type OnVisible = () => void;

/** "30%" for a preload ratio of 1.3: images start loading 30% of a viewport ahead. */
export function preloadRootMargin(ratio: number = LAZY_IMAGE_PRELOAD_RATIO): string {
  return `${Math.round((ratio - 1) * 100)}%`;
}

/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once, later calls within the window
 * are folded into one trailing call.
 */
export function throttle(fn: () => void, waitMs: number, now: () => number = Date.now): () => void {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return () => {
    const elapsed = now() - last;
    if (elapsed >= waitMs) {
      last = now();
      fn();
      return;
    }
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      last = now();
      fn();
    }, waitMs - elapsed);
  };
}

const callbacks = new Map<Element, OnVisible>();
const pending = new Set<Element>();
let observer: IntersectionObserver | null = null;

const flush = throttle(() => {
  for (const element of pending) {
    const onVisible = callbacks.get(element);
    unobserveVisible(element);
    onVisible?.();
  }
  pending.clear();
}, LAZY_IMAGE_THROTTLE_MS);

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) pending.add(entry.target);
        else pending.delete(entry.target);
      }
      if (pending.size > 0) flush();
    },
    { threshold: LAZY_IMAGE_THRESHOLD, rootMargin: preloadRootMargin() },
  );
  return observer;
}

/** Runs `onVisible` once when `element` nears the viewport; returns the cleanup. */
export function observeVisible(element: Element, onVisible: OnVisible): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onVisible();
    return () => {};
  }
  callbacks.set(element, onVisible);
  sharedObserver().observe(element);
  return () => unobserveVisible(element);
}

function unobserveVisible(element: Element): void {
  callbacks.delete(element);
  pending.delete(element);
  observer?.unobserve(element);
}
