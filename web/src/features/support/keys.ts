// The query key of the player's support conversation (GET /support-chat), which the toggle, its
// panel and the live messages share.
export const SUPPORT_KEY = ['support-chat'] as const;
