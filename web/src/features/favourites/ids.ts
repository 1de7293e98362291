// The rules of the favourite stars, apart from React and the network: the query keys, the list
// after a toggle, and what an error leaves (spec section 4: "the toggle flips immediately and
// rolls back to not-favourite on error").
import type { components } from '../../api/schema';

export type FavouriteType = components['schemas']['FavouriteType'];

/** Every favourites query starts with this key, so one invalidation refreshes them all. */
export const FAVOURITES_KEY = ['favourites'] as const;

/** A player's favourite ids of one type. The player is part of the key: the ids never go stale
 * (spec section 9), so another player signing in in the same tab must not read them. */
export function idsKey(player: number, type: FavouriteType) {
  return [...FAVOURITES_KEY, player, type] as const;
}

/** The favourite matches that take bets, for the floating button's count. */
export function bettableKey(player: number) {
  return [...FAVOURITES_KEY, player, 'matches', 'bettable'] as const;
}

/** The request of a favourite-match list, of one sport or all: the matches taking bets, by start
 * time. A match-list request string, so realtime messages move its odds and drop a match that
 * stops taking bets (realtime/patch.ts never adds one to a favourite list). Parameters in
 * alphabetical order, as route-data requests are. */
export function favouriteMatchesRequest(sportKey?: string): string {
  const sport = sportKey ? `&sport_key=${encodeURIComponent(sportKey)}` : '';
  return `GET /matches?favourite=true&match_status=0,1&sort_by=start_time:asc${sport}`;
}

/** Whether a query key is a favourite-match list's, so a toggle can refresh them all. */
export function isFavouriteMatchesKey(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && key[0].startsWith('GET /matches?favourite=true&');
}

/** The ids after a toggle: a new favourite first (the server lists the latest first), a removed
 * one gone; asking for what already holds changes nothing. */
export function toggled(ids: readonly number[], id: number, on: boolean): number[] {
  const has = ids.includes(id);
  if (on) return has ? [...ids] : [id, ...ids];
  return has ? ids.filter((x) => x !== id) : [...ids];
}

/** The ids once a toggle failed: the entity is not a favourite, whichever way it was flipped. */
export function rolledBack(ids: readonly number[], id: number): number[] {
  return toggled(ids, id, false);
}
