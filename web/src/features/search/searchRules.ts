// The search modal's rules (spec sections 5 and 9: a query of 3 to 50 characters; section 7:
// GET /search answers matches and tournaments), with no React and no I/O.
import type { Category, Match, Sport, Tournament } from '../../api/types';

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 50;
/** How many recent searches are kept (most recent first). */
export const RECENT_SEARCHES_LIMIT = 5;

/** Live matches first (they move now), then by kick-off. */
const LIVE = 1;

export type QueryState = 'short' | 'long' | 'ok';

/** Whether a query may be sent: its length is counted in characters after trimming, as the server
 * counts it (a user-perceived character like 'é' is one, not two UTF-16 units). */
export function queryState(raw: string): QueryState {
  const length = [...raw.trim()].length;
  if (length < SEARCH_MIN_LENGTH) return 'short';
  if (length > SEARCH_MAX_LENGTH) return 'long';
  return 'ok';
}

/** The search's filter: the spec's match_status and only_events_name, as one choice the modal shows. */
export type SearchFilter = 'all' | 'live' | 'prematch' | 'events';

export const SEARCH_FILTERS: readonly SearchFilter[] = ['all', 'live', 'prematch', 'events'];

/** The GET /search query parameters for a query and a filter. */
export function searchParams(
  q: string,
  filter: SearchFilter,
): { q: string; match_status?: string; only_events_name?: boolean } {
  const text = q.trim();
  switch (filter) {
    case 'live':
      return { q: text, match_status: '1' };
    case 'prematch':
      return { q: text, match_status: '0' };
    case 'events':
      return { q: text, only_events_name: true };
    default:
      return { q: text };
  }
}

/** One choice in the result list: a match or a league, with the page it opens. */
export type SearchOption =
  | { kind: 'match'; key: string; path: string; match: Match }
  | { kind: 'league'; key: string; path: string; tournament: Tournament; country: string };

export interface SearchLeagueGroup {
  leagueId: number;
  /** The league named with its country ('England · Premier League'). */
  leagueName: string;
  matches: SearchOption[];
}

export interface SearchSportGroup {
  sportId: number;
  sportKey: string;
  sportName: string;
  /** Leagues whose own name matched, before the matches. */
  leagues: SearchOption[];
  matchGroups: SearchLeagueGroup[];
}

type SportNames = readonly Pick<Sport, 'id' | 'key' | 'name'>[];

/**
 * Groups what the search found by sport (in the sports list's order, the menu's), then by league
 * (named with its country: several countries have a 'Premier League');
 * live matches first within a league, then by start time. A league whose sport is not in the list
 * cannot be linked (its page is /{sport}/{slug}) and is left out.
 */
export function groupSearchResults(
  result: {
    matches: readonly Match[];
    tournaments: readonly Tournament[];
    categories: readonly Pick<Category, 'id' | 'name'>[];
  },
  sports: SportNames,
): SearchSportGroup[] {
  const bySport = new Map<number, SearchSportGroup>();
  const group = (id: number, key: string, name: string): SearchSportGroup => {
    let g = bySport.get(id);
    if (!g) {
      g = { sportId: id, sportKey: key, sportName: name, leagues: [], matchGroups: [] };
      bySport.set(id, g);
    }
    return g;
  };
  for (const t of result.tournaments) {
    const sport = sports.find((s) => s.id === t.sportId);
    if (!sport) continue;
    group(sport.id, sport.key, sport.name).leagues.push({
      kind: 'league',
      key: `league-${t.id}`,
      path: `/${sport.key}/${t.slug}`,
      tournament: t,
      country: result.categories.find((c) => c.id === t.categoryId)?.name ?? '',
    });
  }
  const sorted = [...result.matches].sort(
    (a, b) =>
      Number(b.status === LIVE) - Number(a.status === LIVE) ||
      Date.parse(a.startTime) - Date.parse(b.startTime) ||
      a.matchId - b.matchId,
  );
  for (const m of sorted) {
    const g = group(m.sport.id, m.sport.key, m.sport.name);
    let league = g.matchGroups.find((l) => l.leagueId === m.league.id);
    if (!league) {
      league = { leagueId: m.league.id, leagueName: `${m.category.name} · ${m.league.name}`, matches: [] };
      g.matchGroups.push(league);
    }
    league.matches.push({
      kind: 'match',
      key: `match-${m.matchId}`,
      path: `/${m.sport.key}/${m.slug}`,
      match: m,
    });
  }
  const order = new Map(sports.map((s, i) => [s.id, i]));
  return [...bySport.values()].sort(
    (a, b) => (order.get(a.sportId) ?? sports.length) - (order.get(b.sportId) ?? sports.length),
  );
}

/** The options in the order they are shown: what the arrow keys walk through. */
export function flattenOptions(groups: readonly SearchSportGroup[]): SearchOption[] {
  return groups.flatMap((g) => [...g.leagues, ...g.matchGroups.flatMap((l) => l.matches)]);
}

/** The active option after an arrow key: down from none is the first, up from none the last, and
 * the ends wrap, as a combobox's listbox does. */
export function moveActive(
  active: number,
  count: number,
  key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End',
): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

/** The recent searches after one more: trimmed, most recent first, a repeat (in any case) moved to
 * the front rather than listed twice, at most RECENT_SEARCHES_LIMIT. Queries that could not be
 * sent are not kept. */
export function addRecentSearch(recent: readonly string[], query: string): string[] {
  const q = query.trim();
  if (queryState(q) !== 'ok') return [...recent];
  const folded = q.toLocaleLowerCase();
  return [q, ...recent.filter((r) => r.toLocaleLowerCase() !== folded)].slice(0, RECENT_SEARCHES_LIMIT);
}

/** Recent searches read back from storage; anything else than a list of strings is none. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((v): v is string => typeof v === 'string' && queryState(v) === 'ok')
      .slice(0, RECENT_SEARCHES_LIMIT);
  } catch {
    return [];
  }
}
