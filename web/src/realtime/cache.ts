// Applies realtime messages to the query cache. Query keys are route-data request strings, so the
// key says what a cached response is: a match list, one match, or a match's markets.
import { defaultScheduler, notifyManager, type Query, type QueryClient } from '@tanstack/react-query';
import type { MarketList, Match, MatchList, RealtimeMessage } from '../api/types';
import {
  keepListMarkets,
  listFilter,
  type ListFilter,
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

/** Each cached list's filter, read from its key once: every message asks every query. */
const filters = new WeakMap<Query, ListFilter | null>();
function filterOf(query: Query, key: string): ListFilter | null {
  let f = filters.get(query);
  if (f === undefined) filters.set(query, (f = listFilter(key)));
  return f;
}

export function applyToCache(qc: QueryClient, msg: RealtimeMessage): void {
  const statusChange = msg.event_name === 'match_status_changed';
  let changed = msg.message.match;
  if (changed && !changed.mainMarket) changed = knownMarkets(qc, changed);
  const refetch: string[] = [];

  for (const query of qc.getQueryCache().findAll()) {
    const key = query.queryKey[0];
    if (typeof key !== 'string' || query.state.data === undefined) continue;
    const filter = filterOf(query, key);
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
      if (id)
        qc.setQueryData<MarketList>([key], (d) => {
          const next = d && patchMarketList(d, msg, Number(id));
          // Prices of a market it lacks (one added while it was on its way): fetch it again.
          if (next === null) refetch.push(key);
          return next ?? d;
        });
    }
  }
  // Counters count matches per status: after a status change they are fetched again (one small
  // request); odds never are.
  if (statusChange) refetch.push(COUNTERS);
  for (const key of refetch) void qc.invalidateQueries({ queryKey: [key], exact: true });
}

const now = (cb: () => void) => cb();

/** Applies a batch of messages; the pages hear of it once, at once rather than in a task of their
 * own (the query client's way): one task less between a message and its render. */
export function applyBatchToCache(qc: QueryClient, msgs: readonly RealtimeMessage[]): void {
  notifyManager.setScheduler(now);
  try {
    notifyManager.batch(() => {
      for (const msg of msgs) applyToCache(qc, msg);
    });
  } finally {
    notifyManager.setScheduler(defaultScheduler);
  }
  // A provider switched off or on (rare): the settings' statuses, which open slips follow
  // (BetSlip); their code loaded only then.
  if (msgs.some((m) => m.event_name === 'provider_status_changed'))
    void import('./providers').then((m) => m.applyProviderStatuses(qc, msgs, document.cookie));
}

/** After a reconnect that lost history, every snapshot is stale. */
export function reloadSnapshots(qc: QueryClient): void {
  void qc.invalidateQueries();
}
