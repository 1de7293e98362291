// Pure rules that apply realtime messages to cached API responses, so live odds patch in place
// with no refetch. Each function returns the same object when nothing changed, so React skips
// re-rendering untouched rows.
import type { Market, MarketList, Match, MatchList, RealtimeMessage } from '../api/types';

export const marketKey = (m: Pick<Market, 'marketId' | 'specifier'>): string =>
  `${m.marketId}|${m.specifier}`;

/** A market with a not-allowed status is removed from lists (spec section 4). */
export const isListed = (m: Pick<Market, 'status'>): boolean => m.status === 1 || m.status === -1;

function patchMatchMarkets(match: Match, markets: readonly Market[]): Match {
  let next = match;
  for (const m of markets) {
    if (m.matchId !== match.matchId) continue;
    const key = marketKey(m);
    for (const slot of ['mainMarket', 'secondaryMarket'] as const) {
      const current = next[slot];
      if (current && marketKey(current) === key && current !== m) {
        next = { ...next, [slot]: isListed(m) ? m : undefined };
      }
    }
  }
  return next;
}

/** Applies a message to one match. A changed match keeps its markets when the message has none. */
export function patchMatch(match: Match, msg: RealtimeMessage): Match {
  const changed = msg.message.match;
  if ((msg.event_name === 'match_changed' || msg.event_name === 'match_status_changed') && changed) {
    if (changed.matchId !== match.matchId) return match;
    return {
      ...changed,
      mainMarket: changed.mainMarket ?? match.mainMarket,
      secondaryMarket: changed.secondaryMarket ?? match.secondaryMarket,
    };
  }
  if (msg.event_name === 'markets_changed' && msg.message.markets)
    return patchMatchMarkets(match, msg.message.markets);
  return match;
}

/** Applies a message to a list of matches; matches not in the list are ignored. */
export function patchMatchList(list: MatchList, msg: RealtimeMessage): MatchList {
  let changed = false;
  const data = list.data.map((m) => {
    const next = patchMatch(m, msg);
    if (next !== m) changed = true;
    return next;
  });
  return changed ? { ...list, data } : list;
}

const byPriority = (a: Market, b: Market): number =>
  b.priority - a.priority || a.marketId - b.marketId || a.specifier.localeCompare(b.specifier);

/** Applies changed markets to a match's market list: replace, add when listed, drop when not. */
export function patchMarketList(list: MarketList, msg: RealtimeMessage): MarketList {
  const markets = msg.event_name === 'markets_changed' ? msg.message.markets : undefined;
  if (!markets?.length) return list;
  const byKey = new Map(list.data.map((m) => [marketKey(m), m]));
  let changed = false;
  for (const m of markets) {
    if (list.data[0] && m.matchId !== list.data[0].matchId) continue;
    const key = marketKey(m);
    if (isListed(m)) {
      if (byKey.get(key) !== m) {
        byKey.set(key, m);
        changed = true;
      }
    } else if (byKey.delete(key)) {
      changed = true;
    }
  }
  return changed ? { ...list, data: [...byKey.values()].sort(byPriority) } : list;
}
