// One page of the player's bets (GET /bets) and its query key, for the bets-history page and the
// slip's MY_BETS tab alike; the realtime patchers (cache.ts) reach every such list by BETS_KEY.
import { api } from '../../api/client';
import { toApiError } from '../../api/request';
import { BETS_KEY } from './keys';
import { betsQuery, HISTORY_PAGE_SIZE, type BetFilter, type BetList } from './patch';

/** The query key of one page of the player's bets. */
export function betsKey(playerId: number | undefined, filter: BetFilter, limit = HISTORY_PAGE_SIZE) {
  const q = betsQuery(filter, limit);
  return [
    ...BETS_KEY,
    playerId ?? 0,
    q.status,
    q.result,
    q.sport_id,
    q.type,
    q.from,
    q.to,
    q.page,
    q.limit,
  ] as const;
}

export async function fetchBets(filter: BetFilter, limit = HISTORY_PAGE_SIZE): Promise<BetList> {
  const { data, error, response } = await api.GET('/bets', { params: { query: betsQuery(filter, limit) } });
  if (!data) throw toApiError(response.status, error);
  return data;
}
