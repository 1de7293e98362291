// A live clock that ticks locally from the feed's last reading (clockUpdatedAt), so it moves every
// second without a message per second.
import { memo } from 'react';
import type { Match } from '../../api/types';
import { clockSeconds, mmss } from './clock';
import { useNow } from './useNow';

export const MatchClock = memo(function MatchClock({
  match,
  className,
}: {
  match: Pick<Match, 'clock' | 'stage'>;
  className?: string;
}) {
  const clock = match.clock;
  const now = useNow(!!clock && !clock.stopped);
  if (!clock) return <span className={className}>{match.stage}</span>;
  return (
    <span className={className}>
      {match.stage && <span>{match.stage} </span>}
      <time data-testid="clock">{mmss(clockSeconds(clock, now))}</time>
    </span>
  );
});
