// Collects realtime messages and hands them over in batches: at once when the last batch is at
// least minGapMs old, else when it will be. A message that arrives alone is drawn without waiting,
// and a burst of odds changes costs one render per gap instead of one per message. (The server
// already sends what a connection is due within 25 ms in one frame, whose messages arrive
// together; the gap keeps a server that does not from costing a render per message.) A batch holds
// at most maxItems: the feed's tick moves every live match at once, and drawing all of them in one
// task kept a phone from answering a tap for that long; the rest follows in tasks of their own.
export function createBatcher<T>(flush: (items: T[]) => void, minGapMs: number, maxItems = Infinity) {
  let queue: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = -Infinity;
  const handOver = () => {
    const items = queue.splice(0, maxItems);
    timer = queue.length ? setTimeout(handOver, 0) : undefined;
    last = Date.now();
    flush(items);
  };
  return {
    push(item: T): void {
      queue.push(item);
      // A timer even when due now: the other messages of the same frame join this batch.
      timer ??= setTimeout(handOver, Math.max(0, last + minGapMs - Date.now()));
    },
    cancel(): void {
      if (timer !== undefined) clearTimeout(timer);
      queue = [];
      timer = undefined;
    },
  };
}
