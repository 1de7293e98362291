// One shared once-a-second tick for every live clock on the page, rather than a timer per clock:
// forty live rows cost one timer and one render pass per second.
import { useSyncExternalStore } from 'react';

let now = Date.now();
let timer: number | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const noop = () => () => {};
const snapshot = () => now;

/** The current time, updated every second while `ticking`; a stopped clock does not subscribe. */
export function useNow(ticking: boolean): number {
  return useSyncExternalStore(ticking ? subscribe : noop, snapshot, snapshot);
}
