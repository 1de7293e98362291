// Query keys of the player's notifications, apart from the calls so that the realtime provider (in
// the first page's bundle) can name them without loading this feature.
export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The unread count (GET /notifications/counters, unread_counters_changed). */
export const COUNTERS_KEY = [...NOTIFICATIONS_KEY, 'counters'] as const;
/** The list, by pages (GET /notifications). */
export const LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
