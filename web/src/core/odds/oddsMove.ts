// The short up/down highlight of a price that changed, as a hook over a pure rule.
import { useEffect, useState } from 'react';

export type Move = 'up' | 'down' | null;

export const HIGHLIGHT_MS = 1500;

/** Which way a price moved; null when it did not (or there was no previous price). */
export function oddsMove(previous: number | undefined, next: number | undefined): Move {
  if (previous === undefined || next === undefined || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

/** The move of the latest price change, cleared HIGHLIGHT_MS after that change. The move is
 * known in the render that brings the new price (the state follows it at once, before the page is
 * painted): with an effect it came a frame later, in a render of its own, and a stream of odds
 * changes drew every moving price twice. */
export function useOddsMove(odds: number | undefined): Move {
  const [last, setLast] = useState<{ odds: number | undefined; move: Move }>({ odds, move: null });
  const changed = last.odds !== odds;
  const move = changed ? oddsMove(last.odds, odds) : last.move;
  if (changed) setLast({ odds, move });
  useEffect(() => {
    if (!last.move) return;
    const t = window.setTimeout(() => setLast((l) => (l === last ? { ...l, move: null } : l)), HIGHLIGHT_MS);
    return () => window.clearTimeout(t);
  }, [last]);
  return move;
}
