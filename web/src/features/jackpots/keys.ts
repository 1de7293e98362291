// Query keys of the jackpot data, apart from the other calls so that the slip can refresh the
// player's hits after a placement, and name the jackpots its bets play for, without loading the
// jackpot code.
import { api } from '../../api/client';
import type { components } from '../../api/schema';

export type Jackpot = components['schemas']['Jackpot'];

export const JACKPOTS_KEY = ['jackpots'] as const;

async function jackpots(): Promise<Jackpot[]> {
  const { data, response } = await api.GET('/jackpots');
  if (!data) throw new Error(`jackpots: ${response.status}`);
  return data.items;
}

/** The active jackpots, named in the page's language (the request's Accept-Language): the key
 * holds it, so that a language change asks again. */
export function jackpotsQuery(locale: string) {
  return { queryKey: [...JACKPOTS_KEY, locale], queryFn: jackpots };
}
export const OWN_HITS_KEY = ['jackpot-hits', 'own-unseen'] as const;
export const LATEST_HITS_KEY = ['jackpot-hits', 'latest'] as const;
