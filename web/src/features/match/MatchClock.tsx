// A live clock that ticks locally from the feed's last reading (clockUpdatedAt), so it moves every
// second without a message per second.
import { useEffect, useState } from 'react';
import type { Match } from '../../api/types';
import { clockSeconds, mmss } from './clock';

export function MatchClock({ match, className }: { match: Match; className?: string }) {
  const clock = match.clock;
  const running = !!clock && !clock.stopped;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [running]);
  if (!clock) return <span className={className}>{match.stage}</span>;
  return (
    <span className={className}>
      {match.stage && <span>{match.stage} </span>}
      <time data-testid="clock">{mmss(clockSeconds(clock, now))}</time>
    </span>
  );
}
