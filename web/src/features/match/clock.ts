// The live clock's value, ticking locally from the feed's last reading: the feed sends a reading
// (match time or remaining time, and when it was taken); the screen adds what has passed since.
import type { Match } from '../../api/types';

type Clock = NonNullable<Match['clock']>;

/** Seconds to show at `nowMs`: remaining time counts down, match time counts up; a stopped clock stands. */
export function clockSeconds(clock: Clock, nowMs: number): number {
  const elapsed = clock.stopped ? 0 : Math.max(0, (nowMs - Date.parse(clock.clockUpdatedAt)) / 1000);
  const value = clock.remainingTime > 0 ? clock.remainingTime - elapsed : clock.matchTime + elapsed;
  return Math.max(0, Math.floor(value));
}

/** m:ss, minutes unbounded (a football match shows 93:10). */
export function mmss(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
