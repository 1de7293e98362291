// Applies realtime messages to the query cache. Query keys are route-data request strings, so the
// key says what a cached response is: a match list, one match, or a match's markets.
import type { QueryClient } from '@tanstack/react-query';
import type { MarketList, Match, MatchList, RealtimeMessage } from '../api/types';
import {
  keepListMarkets,
  listFilter,
  patchMarketList,
  patchMatch,
  patchMatchList,
  placeMatch,
} from './patch';

const ONE_MATCH = /^GET \/matches\/(\d+)$/;
const MARKETS = /^GET \/matches\/(\d+)\/markets/;
const COUNTERS = 'POST /counters';

/** The markets some cached response already holds for a match (status messages carry none). */
function knownMarkets(qc: QueryClient, match: Match): Match {
  for (const q of qc.getQueryCache().findAll()) {
    const data = q.state.data as Partial<MatchList & Match> | undefined;
    const found =
      data?.matchId === match.matchId ? data : data?.data?.find((m) => m.matchId === match.matchId);
    if (found?.mainMarket) return keepListMarkets(match, found as Match);
  }
  return match;
}

export function applyToCache(qc: QueryClient, msg: RealtimeMessage): void {
  const statusChange = msg.event_name === 'match_status_changed';
  let changed = msg.message.match;
  if (changed && !changed.mainMarket) changed = knownMarkets(qc, changed);
  const refetch: string[] = [];

  for (const query of qc.getQueryCache().findAll()) {
    const key = query.queryKey[0];
    if (typeof key !== 'string' || query.state.data === undefined) continue;
    const filter = listFilter(key);
    if (filter) {
      qc.setQueryData<MatchList>([key], (d) => {
        if (!d) return d;
        if (!changed) return patchMatchList(d, msg);
        const next = placeMatch(d, changed, filter, statusChange);
        // A match that joined a list without its odds: fetch that list once.
        if (next !== d && !changed.mainMarket && !d.data.some((m) => m.matchId === changed.matchId))
          refetch.push(key);
        return next;
      });
    } else if (ONE_MATCH.test(key)) {
      qc.setQueryData<Match>([key], (d) => d && patchMatch(d, msg));
    } else {
      const id = MARKETS.exec(key)?.[1];
      if (id) qc.setQueryData<MarketList>([key], (d) => d && patchMarketList(d, msg, Number(id)));
    }
  }
  // Counters count matches per status: after a status change they are fetched again (one small
  // request); odds never are.
  if (statusChange) refetch.push(COUNTERS);
  for (const key of refetch) void qc.invalidateQueries({ queryKey: [key], exact: true });
}

/** After a reconnect that lost history, every snapshot is stale. */
export function reloadSnapshots(qc: QueryClient): void {
  void qc.invalidateQueries();
}
