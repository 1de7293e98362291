// A live clock that ticks locally from the feed's last reading (clockUpdatedAt), so it moves every
// second without a message per second.
import { useEffect, useState } from 'react';
import type { Match } from '../../api/types';

function mmss(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function MatchClock({ match }: { match: Match }) {
  const clock = match.clock;
  const running = !!clock && !clock.stopped;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [running]);
  if (!clock) return <span>{match.stage}</span>;
  const elapsed = running ? (now - Date.parse(clock.clockUpdatedAt)) / 1000 : 0;
  const countDown = clock.remainingTime > 0;
  const value = countDown ? clock.remainingTime - elapsed : clock.matchTime + elapsed;
  return (
    <span>
      {match.stage && <span>{match.stage} </span>}
      <time>{mmss(value)}</time>
    </span>
  );
}
