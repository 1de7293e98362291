// Bets marked seen (spec section 4: only those not seen yet): the count of settled bets the
// player has not looked at (GET /bets?unseen=true, its total), and the call that marks the ones a
// page shows seen (POST /bets/mark-as-seen). The count has a key of its own, outside BETS_KEY,
// so that the list patchers never take it for a list.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toApiError } from '../../api/request';

export const UNSEEN_BETS_KEY = ['mybets-unseen'] as const;

async function fetchUnseenCount(): Promise<number> {
  const { data, error, response } = await api.GET('/bets', { params: { query: { unseen: true, limit: 1 } } });
  if (!data) throw toApiError(response.status, error);
  return data.pagination.total;
}

/** How many settled bets the signed-in player has not seen; undefined until known. */
export function useUnseenBets(playerId: number | undefined, enabled: boolean): number | undefined {
  return useQuery({
    queryKey: [...UNSEEN_BETS_KEY, playerId ?? 0],
    queryFn: fetchUnseenCount,
    enabled,
    staleTime: 0,
  }).data;
}

/** Tells the server the player has seen these bets, then counts again. */
export async function markBetsSeen(qc: QueryClient, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const { error, response } = await api.POST('/bets/mark-as-seen', { body: { ids: [...ids] } });
  if (!response.ok) throw toApiError(response.status, error);
  await qc.invalidateQueries({ queryKey: UNSEEN_BETS_KEY });
}
