// The GET /matches requests of the list blocks, spelt as api/route-data.json spells requests
// (parameters in alphabetical order): the home page's "live events" and "prematch events" blocks
// then ask exactly what the server inlined into the page, and a sport's "top events" and
// "outrights" share their cache with the sport's own pages.
import type { CmsBlock } from '../../api/types';

export type ListKind = 'liveEvents' | 'prematchEvents' | 'topEvents' | 'outrights';

/** Rows of a list block that sets no limit. The home page's live and upcoming lists show 10 each
 * (a first screen holds about five rows; Show more adds pages; /live has them all): 30 made the home
 * page 4,100 elements and its first render a third slower. A sport's outrights page shows 100. */
const DEFAULT_LIMIT: Record<ListKind, number> = {
  liveEvents: 10,
  prematchEvents: 10,
  topEvents: 30,
  outrights: 100,
};

const PARAMS: Record<ListKind, { match_status: string; sort_by: string; type?: string }> = {
  liveEvents: { match_status: '1', sort_by: 'sport_priority:desc,start_time:asc' },
  prematchEvents: { match_status: '0', sort_by: 'start_time:asc', type: 'match' },
  topEvents: { match_status: '0,1', sort_by: 'tournament_priority:desc,start_time:asc', type: 'match' },
  outrights: { match_status: '0,1', sort_by: 'tournament_priority:desc,start_time:asc', type: 'outright' },
};

export function listRequest(kind: ListKind, block: Pick<CmsBlock, 'sport' | 'limit'>): string {
  const p = PARAMS[kind];
  const params: [string, string | undefined][] = [
    ['limit', String(block.limit ?? DEFAULT_LIMIT[kind])],
    ['match_status', p.match_status],
    ['sort_by', p.sort_by],
    ['sport_key', block.sport === undefined ? undefined : encodeURIComponent(block.sport)],
    ['type', p.type],
  ];
  const query = params
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return `GET /matches?${query}`;
}
