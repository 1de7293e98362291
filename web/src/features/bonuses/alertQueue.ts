// The bonus alerts' queue (spec section 4, Bonus and jackpot alerts), pure: each unseen available
// bonus waits its turn once, in the order it was issued (ids grow with each issue), whether it came
// from GET /bonuses?unseen=true&available=true or at once from a bonus_issued message. A bonus
// taken (shown) or dropped (dismissed, or seen elsewhere such as a promo code's own card) is
// handled and never queued again on this page, even before the server's list knows it is seen.
import type { Bonus } from './kinds';

export interface AlertQueue {
  readonly waiting: readonly Bonus[];
  readonly handled: ReadonlySet<string>;
}

export const emptyQueue: AlertQueue = { waiting: [], handled: new Set() };

/** Issue order of two ids (decimal strings of up to 18 digits: compared without Number). */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

function alertable(b: Bonus): boolean {
  return !b.issued.seen && b.userBonusStatus === 'available';
}

export function offer(q: AlertQueue, bonuses: readonly Bonus[]): AlertQueue {
  const fresh = bonuses.filter(
    (b, i) =>
      alertable(b) &&
      !q.handled.has(b.id) &&
      !q.waiting.some((w) => w.id === b.id) &&
      bonuses.findIndex((o) => o.id === b.id) === i,
  );
  if (fresh.length === 0) return q;
  return { ...q, waiting: [...q.waiting, ...fresh].sort((a, b) => compareIds(a.id, b.id)) };
}

/** Takes the next bonus to show; it is handled from then on. */
export function take(q: AlertQueue): { next: Bonus | null; queue: AlertQueue } {
  const [next, ...rest] = q.waiting;
  if (!next) return { next: null, queue: q };
  return { next, queue: { waiting: rest, handled: new Set(q.handled).add(next.id) } };
}

/** Handles a bonus without showing it: it leaves the queue and is never offered again. */
export function drop(q: AlertQueue, id: string): AlertQueue {
  if (q.handled.has(id) && !q.waiting.some((w) => w.id === id)) return q;
  return { waiting: q.waiting.filter((w) => w.id !== id), handled: new Set(q.handled).add(id) };
}
