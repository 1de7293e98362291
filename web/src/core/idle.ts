// Work that waits until the page's first screen is done: the browser's idle time.
/** Runs fn when the browser is idle, or after the fallback delay at the latest (spec: 3000 ms). */
export function whenIdle(fn: () => void, fallbackMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: fallbackMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, fallbackMs);
  return () => clearTimeout(id);
}
