// Applies statistics_changed messages to the cached statistics of their match (loaded with the
// match page's statistics tab, so the first screen carries none of it).
import type { QueryClient } from '@tanstack/react-query';
import type { MatchStatistics } from '../../../api/types';
import { patchStatistics, patchTimeline, statisticsRequest } from './statistics';

export function applyStatistics(qc: QueryClient, msg: MatchStatistics): void {
  qc.setQueryData<MatchStatistics>(
    [statisticsRequest(msg.match_id, 'statistics')],
    (d) => d && patchStatistics(d, msg),
  );
  qc.setQueryData<MatchStatistics>(
    [statisticsRequest(msg.match_id, 'timeline')],
    (d) => d && patchTimeline(d, msg),
  );
}
