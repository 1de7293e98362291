// Pure rules of the pages of a match list ('Show more') and of the live list's sport filter.
import type { Match, MatchList } from '../../api/types';

/** The request of page `page` of a list request: its query with page=N, parameters kept in
 * alphabetical order as route-data requests are (one query key per page). */
export function pageRequest(request: string, page: number): string {
  const [head, query = ''] = request.split('?');
  const params = query
    .split('&')
    .filter((p) => p !== '' && !p.startsWith('page='))
    .concat(page > 1 ? [`page=${page}`] : [])
    .sort();
  return params.length > 0 ? `${head}?${params.join('&')}` : (head ?? request);
}

/** The matches of the loaded pages in order, each once (a realtime insert may put a match that
 * starts into two pages); whether a next page exists. */
export function mergePages(pages: readonly (MatchList | undefined)[]): {
  matches: Match[];
  hasMore: boolean;
} {
  const seen = new Set<number>();
  const matches: Match[] = [];
  for (const p of pages)
    for (const m of p?.data ?? []) {
      if (seen.has(m.matchId)) continue;
      seen.add(m.matchId);
      matches.push(m);
    }
  const last = pages.at(-1)?.pagination;
  return { matches, hasMore: last !== undefined && last.page < last.lastPage };
}

export interface SportCount {
  key: string;
  name: string;
  count: number;
}

/** The sports of a list with how many of its matches each has, in the list's order. */
export function sportsIn(matches: readonly Match[]): SportCount[] {
  const out = new Map<string, SportCount>();
  for (const m of matches) {
    const s = out.get(m.sport.key) ?? { key: m.sport.key, name: m.sport.name, count: 0 };
    s.count++;
    out.set(m.sport.key, s);
  }
  return [...out.values()];
}

/** The matches of one sport; all of them without a sport. */
export function ofSport(matches: Match[], sportKey: string | null): Match[] {
  return sportKey ? matches.filter((m) => m.sport.key === sportKey) : matches;
}
