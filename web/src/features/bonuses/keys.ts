// Query keys of the player's bonuses, apart from the calls so that the realtime provider (in the
// first page's bundle) can name them without loading this feature. Every key starts with
// BONUSES_KEY, so one invalidation refreshes every list after a bonus changes.
export const BONUSES_KEY = ['bonuses'] as const;
/** Unseen available bonuses (the alerts). */
export const UNSEEN_KEY = [...BONUSES_KEY, 'unseen'] as const;
/** Parts of this feature's keys whose data holds Bonus objects or a tournament's pool. */
export const LIST_PART = 'list';
export const ONE_PART = 'one';
export const RATING_PART = 'rating';
