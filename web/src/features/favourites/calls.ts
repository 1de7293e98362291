// The favourites calls of section 7, with the player's bearer token (api/client.ts). Loaded with
// the star and the page, never with the first screen.
import { api } from '../../api/client';
import { allPages } from '../../api/pages';
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

/** Favourite-match pages asked at most: 10 pages of 500 matches. */
const FAVOURITE_PAGES = 10;

/** The player's favourite matches that take bets, live and prematch, by start time; of one sport
 * when sportKey is given (favouriteMatchesRequest names the same list). The page shows them all,
 * and a player may star any number: every page is read (allPages) and the list comes as one,
 * with the first page's pagination. */
export async function fetchFavouriteMatches(
  sportKey: string | undefined,
  signal?: AbortSignal,
): Promise<MatchList> {
  const pages = await allPages(async (page) => {
    const { data, error, response } = await api.GET('/matches', {
      params: {
        query: {
          favourite: true,
          match_status: '0,1',
          sort_by: 'start_time:asc',
          ...(sportKey ? { sport_key: sportKey } : {}),
          ...(page > 1 ? { page } : {}),
        },
      },
      signal,
    });
    if (!data) throw toApiError(response.status, error);
    return data;
  }, FAVOURITE_PAGES);
  return { ...pages[0]!, data: pages.flatMap((p) => p.data) };
}
