// The jackpot calls as queries (spec section 10): the jackpots polled every 15 s and the hits every
// 60 s, polling only while signed in (a visitor reads them once). A failed fetch throws, so that
// the query keeps what it showed; nothing is reported to the player (spec section 10 keeps quiet
// about 400, 404 and 500; the query client reports only a lost connection).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useLocale } from '../../core/locale';
import type { components } from '../../api/schema';
import { jackpotsQuery, LATEST_HITS_KEY, OWN_HITS_KEY } from './keys';

export type { Jackpot } from './keys';
export type JackpotHit = components['schemas']['JackpotHit'];

export const JACKPOTS_REFETCH_MS = 15_000;
export const HITS_REFETCH_MS = 60_000;

async function hits(query: {
  for_user?: boolean;
  unseen?: boolean;
  jackpot_id?: string;
}): Promise<JackpotHit[]> {
  const { data, response } = await api.GET('/jackpot-hits', {
    params: { query: { ...query, status: ['approved', 'paid'] } },
  });
  if (!data) throw new Error(`jackpot hits: ${response.status}`);
  return data.items;
}

// The keys hold the page's language: jackpot and level names come in it (the request's
// Accept-Language), so a language change asks again.

export function useJackpots(signedIn: boolean) {
  return useQuery({ ...jackpotsQuery(useLocale()), refetchInterval: signedIn ? JACKPOTS_REFETCH_MS : false });
}

/** The latest hits of every jackpot, or of the one named (a CMS leaderboard block's). */
export function useLatestHits(signedIn: boolean, jackpotId?: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...LATEST_HITS_KEY, locale, jackpotId],
    queryFn: () => hits(jackpotId === undefined ? {} : { jackpot_id: jackpotId }),
    refetchInterval: signedIn ? HITS_REFETCH_MS : false,
  });
}

/** The signed-in player's own hits they have not seen, polled while signed in. */
export function useOwnUnseenHits(enabled: boolean) {
  return useQuery({
    queryKey: [...OWN_HITS_KEY, useLocale()],
    queryFn: () => hits({ for_user: true, unseen: true }),
    enabled,
    refetchInterval: enabled ? HITS_REFETCH_MS : false,
  });
}

export async function markHitsSeen(ids: string[]): Promise<void> {
  await api.POST('/bonuses/mark-as-seen', {
    body: { items: ids.map((id) => ({ id, type: 'jackpot_hit' })) },
  });
}
