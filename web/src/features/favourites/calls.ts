// The favourites calls of section 7, with the player's bearer token (api/client.ts). Loaded with
// the star and the page, never with the first screen.
import { api } from '../../api/client';
import { toApiError } from '../../api/request';
import type { MatchList } from '../../api/types';
import type { FavouriteType } from './ids';

export async function fetchIds(type: FavouriteType, bettable = false): Promise<number[]> {
  const { data, error, response } = await api.GET('/favourites/{type}', {
    params: { path: { type }, query: bettable ? { bettable } : {} },
  });
  if (!data) throw toApiError(response.status, error);
  return data.ids;
}

export async function setFavourite(type: FavouriteType, id: number, on: boolean): Promise<void> {
  const params = { path: { type, id } };
  const { error, response } = on
    ? await api.POST('/favourites/{type}/{id}', { params })
    : await api.DELETE('/favourites/{type}/{id}', { params });
  if (!response.ok) throw toApiError(response.status, error);
}

/** The player's favourite matches that take bets, live and prematch, by start time; of one sport
 * when sportKey is given (favouriteMatchesRequest names the same list). */
export async function fetchFavouriteMatches(
  sportKey: string | undefined,
  signal?: AbortSignal,
): Promise<MatchList> {
  const { data, error, response } = await api.GET('/matches', {
    params: {
      query: {
        favourite: true,
        match_status: '0,1',
        sort_by: 'start_time:asc',
        ...(sportKey ? { sport_key: sportKey } : {}),
      },
    },
    signal,
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}
