// The query keys of the player's bet lists (GET /bets). Kept apart from the list rules so the
// realtime provider, which is in the first page's bundle, can name them without loading the page.

/** Every bet list in the cache starts with this; the player's id follows, so one player's cached
 * bets are never another's. */
export const BETS_KEY = ['mybets'] as const;
