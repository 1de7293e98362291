// The page's bonus alert queue (alertQueue.ts) as a small store outside React: the alerts host
// offers the polled list, a bonus_issued message offers its bonus at once, and the promo-code form
// drops the bonus it has just shown on its own card.
import { useSyncExternalStore } from 'react';
import { drop, emptyQueue, offer, take, type AlertQueue } from './alertQueue';
import type { Bonus } from './kinds';

let queue: AlertQueue = emptyQueue;
const listeners = new Set<() => void>();

function set(next: AlertQueue): void {
  if (next === queue) return;
  queue = next;
  for (const l of listeners) l();
}

export function offerAlerts(bonuses: readonly Bonus[]): void {
  set(offer(queue, bonuses));
}

export function takeAlert(): Bonus | null {
  const { next, queue: rest } = take(queue);
  set(rest);
  return next;
}

export function dropAlert(id: string): void {
  set(drop(queue, id));
}

/** Signing out forgets the queue; the next player starts with their own. */
export function resetAlerts(): void {
  set(emptyQueue);
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The bonus that shows next, if any. */
export function useNextAlert(): Bonus | undefined {
  return useSyncExternalStore(
    subscribe,
    () => queue.waiting[0],
    () => undefined,
  );
}
