// Collects realtime messages and hands them over in one batch per interval, so a burst of odds
// changes costs one render instead of one per message.
export function createBatcher<T>(flush: (items: T[]) => void, intervalMs: number) {
  let queue: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(item: T): void {
      queue.push(item);
      timer ??= setTimeout(() => {
        const items = queue;
        queue = [];
        timer = undefined;
        flush(items);
      }, intervalMs);
    },
    cancel(): void {
      if (timer !== undefined) clearTimeout(timer);
      queue = [];
      timer = undefined;
    },
  };
}

/** Runs fn when the browser is idle, or after the fallback delay at the latest (spec: 3000 ms). */
export function whenIdle(fn: () => void, fallbackMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: fallbackMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, fallbackMs);
  return () => clearTimeout(id);
}
