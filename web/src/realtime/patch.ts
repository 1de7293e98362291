// Pure rules that apply realtime messages to cached API responses, so live odds patch in place
// with no refetch. Each function returns the same object when nothing changed, so React skips
// re-rendering untouched rows.
import type { Market, MarketList, Match, MatchList, RealtimeMessage } from '../api/types';

export const marketKey = (m: Pick<Market, 'marketId' | 'specifier'>): string =>
  `${m.marketId}|${m.specifier}`;

/** A market with a not-allowed status is removed from lists (spec section 4). */
export const isListed = (m: Pick<Market, 'status'>): boolean => m.status === 1 || m.status === -1;

/** The markets a match carries for lists. */
export const LIST_SLOTS = ['mainMarket', 'secondaryMarket', 'extraMarket'] as const;

/** The list markets of `match`, each taken from `known` when the match has none (a status message
 * carries no markets). */
export function keepListMarkets(match: Match, known: Match): Match {
  return {
    ...match,
    mainMarket: match.mainMarket ?? known.mainMarket,
    secondaryMarket: match.secondaryMarket ?? known.secondaryMarket,
    extraMarket: match.extraMarket ?? known.extraMarket,
  };
}

type Prices = NonNullable<RealtimeMessage['message']['prices']>[number];

/** A market with the prices and state a match channel sends once it has sent the market whole;
 * undefined when they name an outcome the market lacks (its shape changed: fetch it again). What
 * did not move stays the same object (the market, an outcome), so that it is not drawn again. */
export function withPrices(m: Market, p: Prices): Market | undefined {
  const held = new Map(m.outcomes.map((o) => [o.id, o]));
  let moved = p.outcomes.length !== m.outcomes.length;
  const outcomes = [];
  for (const o of p.outcomes) {
    const h = held.get(o.id);
    if (!h) return undefined;
    const same = h.odds === o.odds && h.active === o.active;
    outcomes.push(same ? h : { ...h, odds: o.odds, active: o.active });
    moved ||= !same || h !== m.outcomes[outcomes.length - 1];
  }
  const { status, priority, mostBalanced, nextBetStop } = p;
  if (
    !moved &&
    status === m.status &&
    priority === m.priority &&
    mostBalanced === m.mostBalanced &&
    nextBetStop === m.nextBetStop
  )
    return m;
  return { ...m, status, priority, mostBalanced, nextBetStop, outcomes };
}

/** What a message does to a market: put this market, drop it (undefined: no longer listed), or
 * null for prices of a listed market the cache cannot place. */
interface Change {
  key: string;
  market: Market | undefined | null;
}

/** The changes a markets_changed message makes to the markets of a match (any match when
 * undefined), with `known` the market a cache holds under a key: prices are laid on it. */
function changesOf(
  msg: RealtimeMessage,
  matchId: number | undefined,
  known: (key: string) => Market | undefined,
): Change[] {
  if (msg.event_name !== 'markets_changed') return [];
  const mine = (m: { matchId: number }) => matchId === undefined || m.matchId === matchId;
  const out: Change[] = [];
  for (const m of msg.message.markets ?? [])
    if (mine(m)) out.push({ key: marketKey(m), market: isListed(m) ? m : undefined });
  for (const p of msg.message.prices ?? []) {
    if (!mine(p)) continue;
    const key = marketKey(p);
    const m = known(key);
    out.push({ key, market: isListed(p) ? ((m && withPrices(m, p)) ?? null) : undefined });
  }
  return out;
}

function patchMatchMarkets(match: Match, msg: RealtimeMessage): Match {
  let next = match;
  const known = (key: string) => LIST_SLOTS.map((slot) => match[slot]).find((m) => m && marketKey(m) === key);
  for (const { key, market } of changesOf(msg, match.matchId, known)) {
    if (market === null) continue; // not a list market
    for (const slot of LIST_SLOTS) {
      const current = next[slot];
      if (current && marketKey(current) === key && current !== market) {
        next = { ...next, [slot]: market };
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
    return keepListMarkets(changed, match);
  }
  return patchMatchMarkets(match, msg);
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

/** What a cached match list holds, read from its request string ("GET /matches?..."). */
export interface ListFilter {
  statuses?: number[];
  sportKey?: string;
  sportType?: string;
  categoryId?: number;
  tournamentId?: number;
  type?: string;
  /** Start-time bounds in epoch milliseconds (a day's list: the schedule, the results). */
  startFrom?: number;
  startTo?: number;
  sortBy: string;
  /** A player's favourites (favourite=true): only the player adds to it, never the feed. */
  favourite: boolean;
}

export function listFilter(request: string): ListFilter | null {
  const m = /^GET \/matches\?(.*)$/.exec(request);
  if (!m) return null;
  const q = new URLSearchParams(m[1]);
  const num = (name: string) => (q.has(name) ? Number(q.get(name)) : undefined);
  const instant = (name: string) => (q.has(name) ? Date.parse(q.get(name) ?? '') : undefined);
  const status = q.get('match_status');
  return {
    statuses: status ? status.split(',').map(Number) : undefined,
    sportKey: q.get('sport_key') ?? undefined,
    sportType: q.get('sport_type') ?? undefined,
    categoryId: num('category_id'),
    tournamentId: num('tournament_id'),
    type: q.get('type') ?? undefined,
    startFrom: instant('start_from'),
    startTo: instant('start_to'),
    sortBy: q.get('sort_by') ?? '',
    favourite: q.get('favourite') === 'true',
  };
}

const startOf = (m: Match) => Date.parse(m.startTime);

export function matchesFilter(m: Match, f: ListFilter): boolean {
  return (
    (!f.statuses || f.statuses.includes(m.status)) &&
    (f.sportKey === undefined || m.sport.key === f.sportKey) &&
    (f.sportType === undefined || m.sport.type === f.sportType) &&
    (f.categoryId === undefined || m.category.id === f.categoryId) &&
    (f.tournamentId === undefined || m.league.id === f.tournamentId) &&
    (f.type === undefined || m.type === f.type) &&
    (f.startFrom === undefined || startOf(m) >= f.startFrom) &&
    (f.startTo === undefined || startOf(m) <= f.startTo)
  );
}

/** Where a match goes in a list: by start time (the latest first in a list sorted so, as the
 * results are), within its sport's run when sorted by sport. */
function insertAt(data: readonly Match[], match: Match, f: ListFilter): number {
  const bySport = f.sortBy.startsWith('sport_priority');
  const latestFirst = f.sortBy.includes('start_time:desc');
  let lo = 0;
  let hi = data.length;
  if (bySport) {
    const first = data.findIndex((m) => m.sport.id === match.sport.id);
    if (first === -1) return data.length;
    let last = first;
    while (last + 1 < data.length && data[last + 1]?.sport.id === match.sport.id) last++;
    lo = first;
    hi = last + 1;
  }
  for (let i = lo; i < hi; i++) {
    const other = data[i];
    if (other && (latestFirst ? startOf(other) < startOf(match) : startOf(other) > startOf(match))) return i;
  }
  return hi;
}

/**
 * Moves a match whose status changed: it replaces its old self, joins a list whose filter it now
 * meets (live lists gain a match that kicked off), and leaves a list whose filter it no longer
 * meets (upcoming lists lose it, finished matches leave every list).
 */
export function placeMatch(list: MatchList, match: Match, f: ListFilter, insert: boolean): MatchList {
  const at = list.data.findIndex((m) => m.matchId === match.matchId);
  const fits = matchesFilter(match, f);
  if (at !== -1) {
    const current = list.data[at] as Match;
    if (!fits) return { ...list, data: list.data.filter((_, i) => i !== at) };
    const next = keepListMarkets(match, current);
    return { ...list, data: list.data.map((m, i) => (i === at ? next : m)) };
  }
  if (!fits || !insert || f.favourite) return list;
  const data = [...list.data];
  data.splice(insertAt(data, match, f), 0, match);
  return { ...list, data };
}

const byPriority = (a: Market, b: Market): number =>
  b.priority - a.priority || a.marketId - b.marketId || a.specifier.localeCompare(b.specifier);

/** Applies changed markets to a match's market list: replace, add when listed, drop when not.
 * Null when the message holds prices of a listed market the list cannot place (it has no such
 * market or outcome): the list is to be fetched again. */
export function patchMarketList(list: MarketList, msg: RealtimeMessage, matchId?: number): MarketList | null {
  const byKey = new Map(list.data.map((m) => [marketKey(m), m]));
  let changed = false;
  for (const { key, market } of changesOf(msg, matchId ?? list.data[0]?.matchId, (k) => byKey.get(k))) {
    if (market === null) return null;
    if (market) {
      if (byKey.get(key) !== market) {
        byKey.set(key, market);
        changed = true;
      }
    } else if (byKey.delete(key)) {
      changed = true;
    }
  }
  return changed ? { ...list, data: [...byKey.values()].sort(byPriority) } : list;
}
