// The short up/down highlight of a price that changed, as a hook over a pure rule.
import { useEffect, useRef, useState } from 'react';

export type Move = 'up' | 'down' | null;

export const HIGHLIGHT_MS = 1500;

/** Which way a price moved; null when it did not (or there was no previous price). */
export function oddsMove(previous: number | undefined, next: number | undefined): Move {
  if (previous === undefined || next === undefined || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

/** The move of the latest price change, cleared HIGHLIGHT_MS after that change. */
export function useOddsMove(odds: number | undefined): Move {
  const previous = useRef(odds);
  const [move, setMove] = useState<Move>(null);
  useEffect(() => {
    const m = oddsMove(previous.current, odds);
    previous.current = odds;
    if (!m) return;
    setMove(m);
    const t = window.setTimeout(() => setMove(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(t);
  }, [odds]);
  return move;
}
