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
