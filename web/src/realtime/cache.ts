// Applies realtime messages to the query cache. Query keys are route-data request strings, so the
// key says what a cached response is: a match list, one match, or a match's markets.
import type { QueryClient } from '@tanstack/react-query';
import type { MarketList, Match, MatchList, RealtimeMessage } from '../api/types';
import { patchMarketList, patchMatch, patchMatchList } from './patch';

const MATCH_LIST = /^GET \/matches\?/;
const ONE_MATCH = /^GET \/matches\/\d+$/;
const MARKETS = /^GET \/matches\/\d+\/markets/;

export function applyToCache(qc: QueryClient, msg: RealtimeMessage): void {
  for (const query of qc.getQueryCache().findAll()) {
    const key = query.queryKey[0];
    if (typeof key !== 'string' || query.state.data === undefined) continue;
    if (MATCH_LIST.test(key)) qc.setQueryData<MatchList>([key], (d) => d && patchMatchList(d, msg));
    else if (ONE_MATCH.test(key)) qc.setQueryData<Match>([key], (d) => d && patchMatch(d, msg));
    else if (MARKETS.test(key)) qc.setQueryData<MarketList>([key], (d) => d && patchMarketList(d, msg));
  }
  // A status change moves a match between lists (upcoming → live → gone) and changes counters:
  // those lists are fetched again; odds never are.
  if (msg.event_name === 'match_status_changed') {
    void qc.invalidateQueries({
      predicate: (q) =>
        typeof q.queryKey[0] === 'string' &&
        (MATCH_LIST.test(q.queryKey[0]) || q.queryKey[0] === 'POST /counters'),
    });
  }
}

/** After a reconnect that lost history, every snapshot is stale. */
export function reloadSnapshots(qc: QueryClient): void {
  void qc.invalidateQueries();
}
