import type { JackpotHit } from './queries';

/** The hit the alert shows next: the oldest of the player's unseen hits that this page has not
 * shown yet (a hit is shown once, and marked seen as it shows). */
export function nextHitToShow(unseen: readonly JackpotHit[], shown: ReadonlySet<string>): JackpotHit | null {
  const waiting = unseen.filter((h) => !h.seen && !shown.has(h.id));
  if (waiting.length === 0) return null;
  return waiting.reduce((a, b) => (Date.parse(b.createdAt) < Date.parse(a.createdAt) ? b : a));
}
